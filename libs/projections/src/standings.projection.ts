import type { StoredEvent } from '@app/event-store';
import {
  checkGameScores,
  competitionIdOf,
  engineResult,
  firstRoundChanged,
  gameVersionOf,
  standingsViews,
  toCompetitionEvent,
  type EngineResult,
  type StandingsView,
  type TablesToRefresh,
} from '@app/competitions';
import { matchIdOf } from '@app/matches';
import { outcomeOf, own } from '@app/rules';
import type { EntityManager } from 'typeorm';
import type { BatchContext, Processor } from './processor';

interface EngineRow {
  competitionId: string;
  game: string;
  matchId: string;
  result: EngineResult;
}

interface Rows {
  engine: EngineRow[];
  /** Games with a running result kept that are settled now: an engine match's running result no longer counts, and is not kept. */
  settled: string[];
  /** The tables recomputed, and the version every other table is still right at. */
  version: number;
  views: StandingsView[];
}

/**
 * Keeps `competition_standings`: every standings table of every competition (settled and live,
 * now and after each round), and `competition_engine_games`, the running results of engine
 * matches whose games are not settled yet. Its unit of work is a competition: a batch that touches a
 * competition recomputes the tables its events can change (from the first round they touch,
 * see `firstRoundChanged`); one that moves only its engine matches recomputes live tables
 * alone. An engine match's running result is kept in `competition_engine_games`, so live
 * standings fold only the matches that changed, never all of a competition's matches.
 */
export class StandingsProjection implements Processor<Rows | null> {
  readonly name = 'competition_standings';

  keyOf(e: StoredEvent, batch: BatchContext): Promise<string | null> {
    return batch.competitionOf(e.streamId);
  }

  async prepare(competitionId: string, events: StoredEvent[], batch: BatchContext): Promise<Rows | null> {
    const state = await batch.competition(competitionId);
    if (!state) return null;
    const ownEvents = events.filter((e) => competitionIdOf(e.streamId)).map(toCompetitionEvent);
    const movedMatches = [...new Set(events.filter((e) => matchIdOf(e.streamId)).map((e) => e.streamId))];
    const stored: Array<{ game: string; result: EngineResult }> = await batch.db.query(
      'SELECT game, result FROM competition_engine_games WHERE competition_id = $1',
      [competitionId],
    );
    const engine: Record<string, EngineResult> = Object.fromEntries(stored.map((r) => [r.game, r.result]));
    // Its own events move tables from the first round they touch; its matches, live tables only.
    const refresh: TablesToRefresh = { settledFrom: null, liveFrom: null };
    if (ownEvents.length > 0) refresh.settledFrom = refresh.liveFrom = firstRoundChanged(state, ownEvents);
    // The running results kept of games settled since: only those rows go, not every settled game's.
    const settled = stored.filter((r) => own(state.games, r.game)?.result).map((r) => r.game);
    const rows: Rows = { engine: [], settled, version: state.version, views: [] };
    for (const streamId of movedMatches) {
      const match = await batch.match(streamId);
      const link = match.created.competition;
      const g = link ? state.games[link.game] : undefined;
      // A settled game counts as settled: its engine match no longer moves any table.
      if (!link || !g || g.b === null || g.result) continue;
      refresh.liveFrom = Math.min(refresh.liveFrom ?? Infinity, g.round);
      const result = engineResult(
        g,
        match.created.players.map((p) => p.side),
        outcomeOf(match),
      );
      // A running score the game does not allow at the version it is played under (a match
      // written by an older release) is never folded into a table: the competition is parked
      // until the organiser rules on the game.
      const bad = checkGameScores(
        state.created.rulesetId,
        result.scores,
        [g.a, g.b],
        batch.registry,
        gameVersionOf(state, g, batch.registry),
      );
      if (bad) throw new Error(`the engine result of game ${g.game}: ${bad.toString()}`);
      engine[link.game] = result;
      rows.engine.push({ competitionId, game: link.game, matchId: matchIdOf(streamId)!, result });
    }
    rows.views = standingsViews(state, engine, refresh);
    return rows;
  }

  /**
   * One statement for the competition: the running results of its settled games go, those of its
   * other moved matches are kept, the tables recomputed are written, and every other table is
   * marked right at the new version (those written are left to their own row of the statement).
   */
  async write(em: EntityManager, competitionId: string, rows: Rows | null): Promise<void> {
    if (!rows) return;
    // The last of a key wins, as it would one statement after another.
    const engine = [...new Map(rows.engine.map((r) => [r.game, r])).values()];
    const views = [...new Map(rows.views.map((v) => [`${v.mode}\u0000${v.throughRound}`, v])).values()];
    await em.query(
      `WITH settled AS (
         DELETE FROM competition_engine_games WHERE competition_id = $1 AND game = ANY($2::text[])
       ), engine AS (
         INSERT INTO competition_engine_games (competition_id, game, match_id, result)
         SELECT $1, e.game, e.match_id, e.result FROM unnest($3::text[], $4::uuid[], $5::jsonb[]) AS e(game, match_id, result)
         ON CONFLICT (competition_id, game) DO UPDATE SET match_id = excluded.match_id, result = excluded.result
       ), tables AS (
         INSERT INTO competition_standings (competition_id, mode, through_round, version, round_finished, rows, updated_at)
         SELECT $1, v.mode, v.through_round, v.version, v.round_finished, v.rows, now()
           FROM unnest($6::text[], $7::int[], $8::int[], $9::boolean[], $10::jsonb[]) AS v(mode, through_round, version, round_finished, rows)
         ON CONFLICT (competition_id, mode, through_round) DO UPDATE
           SET version = excluded.version, round_finished = excluded.round_finished, rows = excluded.rows, updated_at = now()
       )
       UPDATE competition_standings AS s SET version = $11
        WHERE s.competition_id = $1 AND s.version < $11
          AND NOT EXISTS (SELECT 1 FROM unnest($6::text[], $7::int[]) AS w(mode, through_round)
                           WHERE w.mode = s.mode AND w.through_round = s.through_round)`,
      [
        competitionId,
        rows.settled,
        engine.map((r) => r.game),
        engine.map((r) => r.matchId),
        engine.map((r) => JSON.stringify(r.result)),
        views.map((v) => v.mode),
        views.map((v) => v.throughRound),
        views.map((v) => v.version),
        views.map((v) => v.roundFinished),
        views.map((v) => JSON.stringify(v.rows)),
        rows.version,
      ],
    );
  }

  async reset(em: EntityManager): Promise<void> {
    await em.query('DELETE FROM competition_standings');
    await em.query('DELETE FROM competition_engine_games');
  }
}

/** Which standings table: a competition's, settled or live, after a round (0: now). */
export interface StandingsKey {
  competitionId: string;
  mode: 'settled' | 'live';
  throughRound: number;
}

/** One standings table: the statement of the common read, a page of one competition's standings. */
export const STANDINGS_SQL =
  'SELECT competition_id, mode, through_round, version, round_finished, rows FROM competition_standings WHERE competition_id = $1 AND mode = $2 AND through_round = $3';

/** Several standings tables in one statement. */
export const STANDINGS_MANY_SQL = `SELECT s.competition_id, s.mode, s.through_round, s.version, s.round_finished, s.rows FROM competition_standings s
  JOIN unnest($1::uuid[], $2::text[], $3::int[]) AS k(competition_id, mode, through_round)
    ON s.competition_id = k.competition_id AND s.mode = k.mode AND s.through_round = k.through_round`;

/**
 * Standings tables as the API reads them, by `${competitionId}\u0000${mode}\u0000${throughRound}`;
 * a table the read model does not have (yet) is absent. The competition ids must be UUIDs.
 */
export async function readStandingsTables(
  query: (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>,
  keys: readonly StandingsKey[],
): Promise<Map<string, StandingsView>> {
  const rows =
    keys.length === 1
      ? await query(STANDINGS_SQL, [keys[0].competitionId, keys[0].mode, keys[0].throughRound])
      : await query(STANDINGS_MANY_SQL, [keys.map((k) => k.competitionId), keys.map((k) => k.mode), keys.map((k) => k.throughRound)]);
  return new Map(
    rows.map((row) => {
      const view: StandingsView = {
        mode: row.mode as StandingsView['mode'],
        throughRound: Number(row.through_round),
        version: Number(row.version),
        roundFinished: row.round_finished as boolean,
        rows: row.rows as StandingsView['rows'],
      };
      return [`${row.competition_id as string}\u0000${view.mode}\u0000${view.throughRound}`, view];
    }),
  );
}

/** One standings table as the API reads it, or null when the read model has none (yet). */
export async function readStandings(
  query: (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>,
  competitionId: string,
  mode: 'settled' | 'live',
  throughRound: number,
): Promise<StandingsView | null> {
  const found = await readStandingsTables(query, [{ competitionId, mode, throughRound }]);
  return found.get(`${competitionId}\u0000${mode}\u0000${throughRound}`) ?? null;
}
