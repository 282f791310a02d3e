import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { LoadError, Loading } from '../../components/Status';
import { Button, Notice } from '../../components/ui';
import { readScoring } from '../../lib/scoring';
import { useSession } from '../../lib/session';
import { AdjustPointsDialog } from './results/AdjustPointsDialog';
import { GameCard, type GameAction } from './results/GameCard';
import { GameLossDialog } from './results/GameLossDialog';
import {
  countByStatus,
  GAME_FILTERS,
  matchesFilter,
  scoreNames,
  startedRoundsNewestFirst,
  statusOf,
  type GameFilter,
} from './results/games';
import { newest } from './results/live';
import { ResultsDeskLive, ResultsDeskQuery } from './api/results';
import { ResultDialog, type DeskGame } from './results/ResultDialog';
import { LiveBadge } from '../../components/LiveBadge';
import '../../styles/results.css';

type OpenDialog =
  | { kind: 'result'; game: string; action: Extract<GameAction, { kind: 'result' }>; openedAs: string }
  | { kind: 'gameLoss'; game: string }
  | { kind: 'adjust' };

/**
 * The results desk: every game of the started rounds, the current round first, with what waits
 * for the organiser — reports to accept, disputes to rule on, results to enter — each a dialog
 * away. Results players report appear as they come (the competition is followed live).
 */
export function ResultsSection() {
  const { id = '' } = useParams();
  const { t } = useTranslation('results');
  const { session } = useSession();
  const [{ data, error, fetching }, reexecute] = useQuery({ query: ResultsDeskQuery, variables: { id } });
  const [live] = useSubscription({ query: ResultsDeskLive, variables: { id }, pause: !data?.competition });
  const competition = newest(data?.competition, live.data?.competitionUpdated);
  const [filter, setFilter] = useState<GameFilter>('all');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!competition) {
    if (error && !fetching) return <LoadError error={error} retry={() => reexecute({ requestPolicy: 'network-only' })} />;
    return <Loading />;
  }

  const canAct = session?.accountId === competition.organiserId && !competition.finished;
  const rounds = startedRoundsNewestFirst(competition.rounds);
  const allGames = rounds.flatMap((r) => r.games);
  const counts = countByStatus(allGames);
  const names = scoreNames(readScoring(competition.scoring), competition.tieBreaks);
  const gameById = (gameId: string): DeskGame | undefined => allGames.find((g) => g.id === gameId);
  const players = (competition.players?.edges ?? []).map((e) => e.node);
  const close = () => setDialog(null);
  const finish = (message: string) => {
    setDialog(null);
    setDone(message);
  };
  const open = (game: DeskGame, action: GameAction) => {
    setDone(null);
    setDialog(
      action.kind === 'result' ? { kind: 'result', game: game.id, action, openedAs: statusOf(game) } : { kind: 'gameLoss', game: game.id },
    );
  };
  const dialogGame = dialog && dialog.kind !== 'adjust' ? gameById(dialog.game) : undefined;

  return (
    <section aria-labelledby="results-title" className="results-desk">
      <div className="results-desk__top">
        <h2 id="results-title">{t('title')}</h2>
        {live.data && !live.error ? <LiveBadge label={t('live')} /> : null}
      </div>
      {competition.finished ? <Notice tone="info">{t('finished')}</Notice> : null}
      {session?.accountId !== competition.organiserId ? <Notice tone="info">{t('notOrganiser')}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}

      {rounds.length === 0 ? (
        <p>
          {t('noRounds')} <Link to={`/console/events/${id}/rounds`}>{t('toRounds')}</Link>
        </p>
      ) : (
        <>
          <div className="results-desk__tools">
            <ToggleButtonGroup
              className="results-filter"
              aria-label={t('filter.label')}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[filter]}
              onSelectionChange={(keys) => {
                const [key] = [...keys];
                if (key) setFilter(key as GameFilter);
              }}
            >
              {GAME_FILTERS.map((f) => (
                <ToggleButton key={f} id={f} className="results-filter__option">
                  {f === 'all' ? t('filter.all') : t(`filter.${f}`, { count: counts[f] })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {canAct ? (
              <Button
                onPress={() => {
                  setDone(null);
                  setDialog({ kind: 'adjust' });
                }}
              >
                {t('action.adjust')}
              </Button>
            ) : null}
          </div>
          {rounds.map((round) => {
            const shown = round.games.filter((g) => matchesFilter(g, filter));
            const waiting = countByStatus(round.games);
            return (
              <section key={round.round} aria-labelledby={`results-round-${round.round}`} className="results-round">
                <h3 id={`results-round-${round.round}`}>
                  {t('round.title', { round: round.round })}
                  {round.finished ? <span className="tag">{t('round.settled')}</span> : null}
                </h3>
                <p className="results-round__counts">
                  {t('round.counts', { settled: waiting.settled, total: round.games.filter((g) => g.b != null).length })}
                </p>
                {shown.length === 0 ? (
                  <p className="note">{t('filter.none')}</p>
                ) : (
                  <ul className="results-games">
                    {shown.map((g) => (
                      <GameCard key={g.id} game={g} canAct={canAct} onAction={(action) => open(g, action)} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </>
      )}

      {dialog?.kind === 'result' && dialogGame ? (
        <ResultDialog
          competitionId={competition.id}
          version={competition.version}
          game={dialogGame}
          mode={dialog.action.mode}
          scoreNames={names}
          openedAs={statusOf({ status: dialog.openedAs })}
          onClose={close}
          onDone={finish}
        />
      ) : null}
      {dialog?.kind === 'gameLoss' && dialogGame ? (
        <GameLossDialog competitionId={competition.id} version={competition.version} game={dialogGame} onClose={close} onDone={finish} />
      ) : null}
      {dialog?.kind === 'adjust' ? (
        <AdjustPointsDialog
          competitionId={competition.id}
          version={competition.version}
          players={players}
          rounds={[...rounds.map((r) => r.round)].sort((x, y) => x - y)}
          onClose={close}
          onDone={finish}
        />
      ) : null}
    </section>
  );
}
