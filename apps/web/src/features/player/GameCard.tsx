import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import type { PlayerCornerCompetitionFragment, ReportedGameFragment } from '../../gql/graphql';
import { matchLinkOf, orderScores, scoresOf } from '../../lib/competitionGames';
import { scoreName } from '../../lib/scoreNames';
import { ConfirmReport } from './ConfirmReport';
import { choiceOf, opponentId, phaseOf, type Choice } from './paperGame';
import { ReportForm } from './ReportForm';
import { WhoSettles } from './WhoSettles';

/** A result from the player's side, in words: "You won", "Anna won", "Draw", and the scores, theirs second. */
export function ResultLine({
  result,
  playerId,
  opponent,
  scoreOrder,
}: {
  result: { winner?: string | null; draw: boolean; scores: unknown };
  playerId: string;
  opponent: { id: string | null; name: string };
  scoreOrder: readonly string[];
}) {
  const { t } = useTranslation('player');
  const { t: tp } = useTranslation('public');
  const format = useFormat();
  const choice: Choice = choiceOf(result, playerId);
  const mine = scoresOf(result.scores, playerId);
  const theirs = scoresOf(result.scores, opponent.id);
  const names = orderScores([...Object.keys(mine), ...Object.keys(theirs)], scoreOrder);
  return (
    <>
      <strong>
        {choice === 'won' ? t('result.youWon') : choice === 'lost' ? t('result.theyWon', { opponent: opponent.name }) : t('result.draw')}
      </strong>
      {names.map((n) => (
        <span key={n} className="game-scores">
          {t('result.scoreLine', {
            score: scoreName(tp, n),
            mine: n in mine ? format.number(mine[n]) : '–',
            theirs: n in theirs ? format.number(theirs[n]) : '–',
          })}
        </span>
      ))}
    </>
  );
}

/**
 * One game the player plays: where and against whom, then what they can do about it now
 * (report, confirm or dispute) or where it stands (awaiting the opponent, disputed, settled).
 */
export function GameCard({
  competitionId,
  competition,
  game,
  playerId,
  week,
  scoreNames,
  onChanged,
}: {
  competitionId: string;
  competition: Pick<PlayerCornerCompetitionFragment, 'kind' | 'playMode' | 'rounds'> | null;
  game: ReportedGameFragment;
  playerId: string;
  /** A league game's ISO week. */
  week: string | null;
  /** The scores a report may carry, for this competition. */
  scoreNames: readonly string[];
  /** The competition as an action left it, so the card shows the new state at once. */
  onChanged: (competition: PlayerCornerCompetitionFragment) => void;
}) {
  const { t } = useTranslation('player');
  const headingId = useId();
  const league = competition?.kind === 'league' || game.stage === 'league';
  const engine = competition?.playMode === 'engine' || Boolean(game.matchId);
  const started = league || (competition?.rounds.find((r) => r.round === game.round)?.started ?? false);
  const phase = phaseOf(game, playerId, started);
  const opponent = { id: opponentId(game, playerId), name: (game.a === playerId ? game.bName : game.aName) ?? t('card.noOpponent') };
  // An opponent without an account cannot confirm from the corner: the card says who can.
  const opponentIsGuest = opponent.id !== null && game.guests.includes(opponent.id);

  const where = league
    ? week
      ? t('card.week', { week })
      : t('card.leagueGame')
    : game.table > 0
      ? t('card.roundTable', { round: game.round, table: game.table })
      : t('card.round', { round: game.round });

  // The game's engine match, replayed once the game has a result (while it lasts, it is played from its own page).
  const match = matchLinkOf(game);
  let body: ReactNode;
  if (phase === 'settled' && game.result) {
    body = (
      <>
        <p className="game-card__state" role="status">
          <span className="game-card__badge">{t('state.settled')}</span>{' '}
          <ResultLine result={game.result} playerId={playerId} opponent={opponent} scoreOrder={scoreNames} />
        </p>
        {match?.kind === 'replay' ? (
          <p>
            <Link to={match.to}>{t('card.replay')}</Link>
          </p>
        ) : null}
      </>
    );
  } else if (engine) {
    body = (
      <p>
        {t('card.engine')}{' '}
        {game.matchId ? (
          <Link to={`/matches/${encodeURIComponent(game.matchId)}`}>{t('card.openMatch')}</Link>
        ) : (
          <Link to={`/events/${competitionId}?round=${game.round}`}>{t('card.toEvent')}</Link>
        )}
      </p>
    );
  } else if (phase === 'notStarted') {
    body = <p className="game-card__state">{t('card.notStarted')}</p>;
  } else if (phase === 'report') {
    body = (
      <>
        <ReportForm
          competitionId={competitionId}
          game={game}
          playerId={playerId}
          opponentName={opponent.name}
          scoreNames={scoreNames}
          onReported={onChanged}
        />
        {opponentIsGuest ? <WhoSettles opponentHasAccount={false} /> : null}
      </>
    );
  } else if (phase === 'awaitingOpponent' && game.report) {
    body = (
      <>
        <p className="game-card__state" role="status">
          <span className="game-card__badge">{t('state.awaiting', { opponent: opponent.name })}</span> {t('state.youReported')}{' '}
          <ResultLine result={game.report} playerId={playerId} opponent={opponent} scoreOrder={scoreNames} />
        </p>
        {opponentIsGuest ? <WhoSettles opponentHasAccount={false} /> : null}
      </>
    );
  } else if (phase === 'confirm' && game.report) {
    body = (
      <>
        <p className="game-card__state">
          {t('state.theyReported', { opponent: opponent.name })}{' '}
          <ResultLine result={game.report} playerId={playerId} opponent={opponent} scoreOrder={scoreNames} />
        </p>
        <ConfirmReport competitionId={competitionId} game={game} onAnswered={onChanged} />
      </>
    );
  } else {
    body = (
      <p className="game-card__state" role="status">
        <span className="game-card__badge">{t('state.disputed')}</span>{' '}
        {game.report?.disputeReason ? t('state.disputeReason', { reason: game.report.disputeReason }) : null} {t('state.organiserRules')}
      </p>
    );
  }

  return (
    <article className={`game-card game-card--${engine && phase !== 'settled' ? 'engine' : phase}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="game-card__title">
        <span className="game-card__where">{where}</span>
        <span className="game-card__opponent">{t('card.against', { opponent: opponent.name })}</span>
      </h3>
      {body}
    </article>
  );
}
