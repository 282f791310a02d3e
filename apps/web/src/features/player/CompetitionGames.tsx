import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Status';
import { useGameName } from '../../lib/games';
import type { PlayerCornerCompetitionFragment, ReportedGameFragment } from '../../gql/graphql';
import { isoWeekDays, reportableScores } from '../../lib/competitionGames';
import { newest } from '../../lib/live';
import { CurrentTable } from './CurrentTable';
import { tableNow } from './currentTable';
import { CornerCompetitionQuery, CornerCompetitionUpdates } from './api/corner';
import { GameCard } from './GameCard';
import type { Group } from './groups';

/** A competition the player plays in, and the games of it the corner shows even once settled. */
export type CornerGroup = Group;

/**
 * The player's games in one competition: read once, then followed live, so the opponent's report (or the
 * organiser's ruling, or the next round's pairing) appears without a reload. A game the player
 * reported or confirmed stays, settled, until they leave the page. In a tournament, first the
 * table the player plays at now (CurrentTable), in large type.
 */
export function CompetitionGames({ group, onActed }: { group: CornerGroup; onActed: (gameId: string) => void }) {
  const { t } = useTranslation('player');
  const gameName = useGameName();
  const variables = { id: group.competitionId };
  const [read] = useQuery({ query: CornerCompetitionQuery, variables });
  const [live] = useSubscription({ query: CornerCompetitionUpdates, variables });
  // What the player's own last action answered: shown at once, before the live update comes.
  const [answered, setAnswered] = useState<PlayerCornerCompetitionFragment | undefined>(undefined);
  const competition =
    [read.data?.competition, live.data?.competitionUpdated, answered].reduce<PlayerCornerCompetitionFragment | undefined>(
      (a, b) => newest(a, b),
      undefined,
    ) ?? null;

  const unpublished = new Set(competition?.rounds.filter((r) => !r.published).map((r) => r.round));
  const games = competition
    ? competition.games.filter(
        (g) =>
          (g.a === group.playerId || g.b === group.playerId) &&
          g.b !== null &&
          (competition.kind === 'league' || !unpublished.has(g.round)) &&
          (g.status !== 'settled' || group.shown.has(g.id)),
      )
    : [];
  const scoreNames = competition ? reportableScores(competition.scoring, competition.tieBreaks) : [];
  const weekOf = (g: ReportedGameFragment) => {
    const week = competition?.season?.weeks[g.round - 1];
    if (!week) return null;
    return String(isoWeekDays(week)?.week ?? week);
  };

  const changed = (gameId: string) => (next: PlayerCornerCompetitionFragment) => {
    setAnswered(next);
    onActed(gameId);
  };

  return (
    <section className="corner-group" aria-labelledby={`corner-${group.competitionId}`}>
      <h2 id={`corner-${group.competitionId}`} className="corner-group__title">
        <Link to={`/events/${group.competitionId}`}>{group.competitionName}</Link>
        <span className="corner-group__game">{gameName(group.rulesetId)}</span>
      </h2>
      {read.error && !competition ? <ErrorNotice error={read.error} /> : null}
      {/* Until the competition is read, which rounds have started and which scores count are unknown: no card guesses. */}
      {!competition && !read.error ? <Loading /> : null}
      {competition ? <CurrentTable competitionId={group.competitionId} competition={competition} playerId={group.playerId} /> : null}
      {/* A tournament's current table says where things stand already. */}
      {competition && games.length === 0 && tableNow(competition, group.playerId).kind === 'none' ? <p>{t('group.nothingNow')}</p> : null}
      {games.map((g) => (
        <GameCard
          key={g.id}
          competitionId={group.competitionId}
          competition={competition}
          game={g}
          playerId={group.playerId}
          week={weekOf(g)}
          scoreNames={scoreNames}
          onChanged={changed(g.id)}
        />
      ))}
    </section>
  );
}
