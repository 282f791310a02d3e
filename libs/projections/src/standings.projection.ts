import type { EventStore, StoredEvent } from '@app/event-store';
import {
  competitionIdOf,
  competitionStream,
  engineResult,
  firstRoundChanged,
  replayCompetition,
  standingsViews,
  toCompetitionEvent,
  type EngineResult,
  type StandingsView,
  type TablesToRefresh,
} from '@app/competitions';
import { matchIdOf, toMatchEvent } from '@app/matches';
import { outcomeOf, replay, type MatchCreatedData, type RulesetRegistry } from '@app/rules';
import type { EntityManager } from 'typeorm';
import type { Projection } from './projection-runner';

interface EngineRow {
  competitionId: string;
  game: string;
  matchId: string;
  result: EngineResult;
}

interface Rows {
  engine: EngineRow[];
  /** Per competition: the tables recomputed, and the version every other table is still right at. */
  standings: Array<{ competitionId: string; version: number; views: StandingsView[] }>;
}

/**
 * Keeps `competition_standings`: every standings table of every competition (settled and live,
 * now and after each round). A batch of the log that touches a competition recomputes the
 * tables its events can change (from the first round they touch, see `firstRoundChanged`); one
 * that moves only its engine matches recomputes live tables alone. An engine match's running
 * result is kept in `competition_engine_games`, so live standings fold only the matches that
 * changed, never all of a competition's matches.
 */
export class StandingsProjection implements Projection<Rows> {
  readonly name = 'competition_standings';

  constructor(private readonly store: EventStore, private readonly registry: RulesetRegistry) {}

  async prepare(batch: StoredEvent[], em: EntityManager): Promise<Rows> {
    const end = batch[batch.length - 1].globalPosition;
    const competitions = new Map<string, StoredEvent[]>(); // by competition, its events in this batch
    const matches = new Map<string, StoredEvent>();
    for (const e of batch) {
      const id = competitionIdOf(e.streamId);
      if (id) competitions.set(id, [...(competitions.get(id) ?? []), e]);
      else if (matchIdOf(e.streamId)) matches.set(e.streamId, e);
    }

    // The engine matches of competitions this batch moved, folded up to their last event in it.
    const moved: Array<{ competitionId: string; game: string; matchId: string; events: StoredEvent[] }> = [];
    for (const [streamId, last] of matches) {
      const [first] = await this.store.readStream(streamId, { maxCount: 1 });
      const link = (first?.data as MatchCreatedData | undefined)?.competition;
      if (!link) continue;
      moved.push({ ...link, matchId: matchIdOf(streamId)!, events: await this.store.readStream(streamId, { maxCount: last.streamVersion }) });
      if (!competitions.has(link.competitionId)) competitions.set(link.competitionId, []);
    }

    const rows: Rows = { engine: [], standings: [] };
    for (const [competitionId, own] of competitions) {
      const events = (await this.readCompetition(competitionId)).filter((e) => e.globalPosition <= end);
      if (events.length === 0) continue;
      const state = replayCompetition(events.map(toCompetitionEvent));
      const stored: Array<{ game: string; result: EngineResult }> = await em.query('SELECT game, result FROM competition_engine_games WHERE competition_id = $1', [competitionId]);
      const engine: Record<string, EngineResult> = Object.fromEntries(stored.map((r) => [r.game, r.result]));
      // Its own events move tables from the first round they touch; its matches, live tables only.
      const refresh: TablesToRefresh = { settledFrom: null, liveFrom: null };
      if (own.length > 0) refresh.settledFrom = refresh.liveFrom = firstRoundChanged(state, own.map(toCompetitionEvent));
      for (const m of moved.filter((x) => x.competitionId === competitionId)) {
        const g = state.games[m.game];
        if (!g || g.b === null) continue;
        refresh.liveFrom = Math.min(refresh.liveFrom ?? Infinity, g.round);
        const match = replay(this.registry, m.events.map(toMatchEvent));
        const result = engineResult(g, match.created.players.map((p) => p.side), outcomeOf(match));
        engine[m.game] = result;
        rows.engine.push({ competitionId, game: m.game, matchId: m.matchId, result });
      }
      rows.standings.push({ competitionId, version: state.version, views: standingsViews(state, engine, refresh) });
    }
    return rows;
  }

  private async readCompetition(competitionId: string): Promise<StoredEvent[]> {
    for (const kind of ['tournament', 'league'] as const) {
      const events = await this.store.readStream(competitionStream(kind, competitionId));
      if (events.length > 0) return events;
    }
    return [];
  }

  async write(em: EntityManager, rows: Rows): Promise<void> {
    for (const r of rows.engine) {
      await em.query(
        `INSERT INTO competition_engine_games (competition_id, game, match_id, result) VALUES ($1, $2, $3, $4)
         ON CONFLICT (competition_id, game) DO UPDATE SET match_id = $3, result = $4`,
        [r.competitionId, r.game, r.matchId, JSON.stringify(r.result)],
      );
    }
    for (const { competitionId, version, views } of rows.standings) {
      for (const v of views) {
        await em.query(
          `INSERT INTO competition_standings (competition_id, mode, through_round, version, round_finished, rows, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, now())
           ON CONFLICT (competition_id, mode, through_round) DO UPDATE SET version = $4, round_finished = $5, rows = $6, updated_at = now()`,
          [competitionId, v.mode, v.throughRound, v.version, v.roundFinished, JSON.stringify(v.rows)],
        );
      }
      // The tables the batch could not change are still right at the new version.
      await em.query('UPDATE competition_standings SET version = $2 WHERE competition_id = $1 AND version < $2', [competitionId, version]);
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await em.query('DELETE FROM competition_standings');
    await em.query('DELETE FROM competition_engine_games');
  }
}

/** One standings table as the API reads it, or null when the read model has none (yet). */
export async function readStandings(
  query: (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>,
  competitionId: string,
  mode: 'settled' | 'live',
  throughRound: number,
): Promise<StandingsView | null> {
  const [row] = await query(
    'SELECT version, round_finished, rows FROM competition_standings WHERE competition_id = $1 AND mode = $2 AND through_round = $3',
    [competitionId, mode, throughRound],
  );
  if (!row) return null;
  return { mode, throughRound, version: Number(row.version), roundFinished: row.round_finished as boolean, rows: row.rows as StandingsView['rows'] };
}
