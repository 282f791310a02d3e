import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui';
import { matchLinkOf } from '../../../lib/competitionGames';
import { MatchCall } from './MatchCall';
import { isBye, statusOf } from './games';
import { modeFor, type DeskGame, type ResultMode } from './ResultDialog';
import { nameIn, OutcomeText, ResultSource, ScoreLines } from './ResultText';

export type GameAction = { kind: 'result'; mode: ResultMode } | { kind: 'gameLoss' };

/** One game at the results desk: its table, players, where it stands, and what the organiser can do with it. */
export function GameCard({ game, canAct, onAction }: { game: DeskGame; canAct: boolean; onAction: (action: GameAction) => void }) {
  const { t } = useTranslation('results');
  const bye = isBye(game);
  const status = statusOf(game);
  // Every button's name says which table it is for, so a list of "Accept" buttons reads apart to a
  // screen reader; the name starts with the visible words, so speech input finds it by them too.
  const label = (action: string) => t('action.forTable', { action, table: game.table });
  const main = modeFor(status);
  // An engine game's match: followed while it is played, replayed once the game has a result.
  const match = matchLinkOf(game);
  const matchText = match?.kind === 'replay' ? t('game.replay') : t('game.follow');
  return (
    <li className={`results-game results-game--${bye ? 'bye' : status}`}>
      <div className="results-game__head">
        <span className="results-game__table">{bye ? t('game.bye') : t('game.table', { table: game.table })}</span>
        {bye ? null : <span className={`results-status results-status--${status}`}>{t(`status.${status}`)}</span>}
      </div>
      {game.matchId && !game.result ? <MatchCall matchId={game.matchId} /> : null}
      <p className="results-game__players">
        {bye ? (
          game.aName
        ) : (
          <>
            {game.aName} <span className="results-game__vs">{t('game.versus')}</span> {game.bName}
          </>
        )}
      </p>
      <div className="results-game__result">
        {game.result ? (
          <>
            <p>
              {bye ? null : (
                <>
                  <strong>
                    <OutcomeText outcome={game.result} game={game} />
                  </strong>{' '}
                </>
              )}
              {bye ? null : '— '}
              <ResultSource game={game} />
            </p>
            <ScoreLines scores={game.result.scores} game={game} />
          </>
        ) : game.report ? (
          <>
            <p>
              {t('dialog.reportedBy', { name: nameIn(game, game.report.by) })}{' '}
              <strong>
                <OutcomeText outcome={game.report} game={game} />
              </strong>
            </p>
            <ScoreLines scores={game.report.scores} game={game} />
            {game.report.disputeReason ? (
              <p className="results-game__dispute">
                {t('dialog.disputedBecause', { name: nameIn(game, game.report.by === game.a ? game.b : game.a) })}{' '}
                <q>{game.report.disputeReason}</q>
              </p>
            ) : null}
          </>
        ) : (
          <p className="results-game__none">{t('game.noResult')}</p>
        )}
        {match ? (
          <p>
            <Link to={match.to} aria-label={label(matchText)}>
              {matchText}
            </Link>
          </p>
        ) : null}
      </div>
      {canAct && !bye ? (
        <div className="results-game__actions">
          <Button
            variant={status === 'settled' ? 'secondary' : 'primary'}
            aria-label={label(t(`action.${main}`))}
            onPress={() => onAction({ kind: 'result', mode: main })}
          >
            {t(`action.${main}`)}
          </Button>
          {status === 'reported' ? (
            <Button aria-label={label(t('action.change'))} onPress={() => onAction({ kind: 'result', mode: 'change' })}>
              {t('action.change')}
            </Button>
          ) : null}
          <Button variant="quiet" aria-label={label(t('action.gameLoss'))} onPress={() => onAction({ kind: 'gameLoss' })}>
            {t('action.gameLoss')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
