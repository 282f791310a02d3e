import type { EventStore, StoredEvent } from '@app/event-store';
import {
  competitionIdOf,
  rateGames,
  replayCompetition,
  roundSettled,
  toCompetitionEvent,
  evolve,
  INITIAL_RATING,
  type CompetitionState,
  type RatingBook,
} from '@app/competitions';
import type { EntityManager } from 'typeorm';
import type { Projection } from './projection-runner';

interface SummaryRow {
  competitionId: string;
  state: CompetitionState;
  createdAt: string;
  updatedAt: string;
}

/** A rating period that ended in this batch: a finished tournament round, or a settled league game. */
interface Period {
  rulesetId: string;
  id: string;
  games: Array<{ a: string; b: string; scoreA: 0 | 0.5 | 1 }>;
  names: Record<string, string>;
}

interface Rows {
  summaries: SummaryRow[];
  ratings: Array<{ rulesetId: string; accountId: string; name: string; entry: RatingBook[string] }>;
}

/**
 * Keeps `competition_summaries` (the competition list) and `player_ratings` (Glicko-2 per game
 * system). Ratings move once per rating period, in the order periods end in the log: a
 * tournament round when its last result is settled, a league game when it is settled. Only
 * players with an account are rated (a guest has no identity beyond one event).
 */
export class CompetitionsProjection implements Projection<Rows> {
  readonly name = 'competitions';

  constructor(private readonly store: EventStore) {}

  async prepare(batch: StoredEvent[], em: EntityManager): Promise<Rows> {
    const touched = new Map<string, StoredEvent[]>();
    for (const e of batch) if (competitionIdOf(e.streamId)) touched.set(e.streamId, [...(touched.get(e.streamId) ?? []), e]);
    const summaries: SummaryRow[] = [];
    const periods: Array<Period & { position: number }> = [];
    for (const [streamId, mine] of touched) {
      const last = mine[mine.length - 1];
      const events = await this.store.readStream(streamId, { maxCount: last.streamVersion });
      const all = events.map(toCompetitionEvent);
      const firstNew = mine[0].streamVersion;
      let state = replayCompetition(all, Math.max(1, firstNew - 1));
      for (let v = Math.max(2, firstNew); v <= all.length; v++) {
        const before = state;
        state = evolve(state, all[v - 1]);
        if (state.created.rated) for (const p of endedPeriods(before, state)) periods.push({ ...p, position: events[v - 1].globalPosition });
      }
      summaries.push({ competitionId: competitionIdOf(streamId)!, state, createdAt: events[0].recordedAt, updatedAt: last.recordedAt });
    }
    periods.sort((x, y) => x.position - y.position);
    return { summaries, ratings: await this.rate(periods, em) };
  }

  /** Applies the periods to the current ratings of the players in them. */
  private async rate(periods: Period[], em: EntityManager): Promise<Rows['ratings']> {
    const books = new Map<string, RatingBook>();
    const names = new Map<string, string>();
    for (const p of periods) {
      let book = books.get(p.rulesetId);
      if (!book) {
        const ids = [...new Set(periods.filter((x) => x.rulesetId === p.rulesetId).flatMap((x) => x.games.flatMap((g) => [g.a, g.b])))];
        const rows: Array<{ account_id: string; rating: number; deviation: number; volatility: number; history: RatingBook[string]['history'] }> = await em.query(
          'SELECT account_id, rating, deviation, volatility, history FROM player_ratings WHERE ruleset_id = $1 AND account_id = ANY($2)',
          [p.rulesetId, ids],
        );
        book = Object.fromEntries(rows.map((r) => [r.account_id, { current: { rating: r.rating, deviation: r.deviation, volatility: r.volatility }, history: r.history }]));
      }
      for (const g of p.games) for (const id of [g.a, g.b]) book[id] ??= { current: INITIAL_RATING, history: [] };
      books.set(p.rulesetId, rateGames(book, { id: p.id, games: p.games }));
      for (const [k, v] of Object.entries(p.names)) names.set(`${p.rulesetId}:${k}`, v);
    }
    const touched = new Set(periods.flatMap((p) => p.games.flatMap((g) => [`${p.rulesetId}:${g.a}`, `${p.rulesetId}:${g.b}`])));
    return [...touched].map((key) => {
      const [rulesetId, accountId] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      return { rulesetId, accountId, name: names.get(key) ?? accountId, entry: books.get(rulesetId)![accountId] };
    });
  }

  async write(em: EntityManager, rows: Rows): Promise<void> {
    for (const r of rows.summaries) {
      const s = r.state;
      await em.query(
        `INSERT INTO competition_summaries (competition_id, kind, name, ruleset_id, format, organiser_id, published, finished, players, rounds, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (competition_id) DO UPDATE SET name = $3, finished = $8, players = $9, rounds = $10, updated_at = $12`,
        [r.competitionId, s.created.kind, s.created.name, s.created.rulesetId, s.created.format.kind, s.created.organiserId, s.created.published, s.finished, s.order.length, s.rounds.length, r.createdAt, r.updatedAt],
      );
    }
    for (const r of rows.ratings) {
      const c = r.entry.current;
      const games = r.entry.history.reduce((n, h) => n + h.games, 0);
      await em.query(
        `INSERT INTO player_ratings (ruleset_id, account_id, name, rating, deviation, volatility, games, history, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
         ON CONFLICT (ruleset_id, account_id) DO UPDATE SET name = $3, rating = $4, deviation = $5, volatility = $6, games = $7, history = $8, updated_at = now()`,
        [r.rulesetId, r.accountId, r.name, c.rating, c.deviation, c.volatility, games, JSON.stringify(r.entry.history)],
      );
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await em.query('DELETE FROM competition_summaries');
    await em.query('DELETE FROM player_ratings');
  }
}

/** The rating periods an event ended: rounds that became finished, league games that became settled. */
function endedPeriods(before: CompetitionState, after: CompetitionState): Period[] {
  const rulesetId = after.created.rulesetId;
  const account = (id: string) => after.players[id]?.accountId ?? null;
  const rated = (ids: string[]) => {
    const games: Period['games'] = [];
    const names: Record<string, string> = {};
    for (const id of ids) {
      const g = after.games[id];
      if (!g.b || !g.result?.played) continue;
      const a = account(g.a);
      const b = account(g.b);
      if (!a || !b) continue;
      games.push({ a, b, scoreA: g.result.draw ? 0.5 : g.result.winner === g.a ? 1 : 0 });
      names[a] = after.players[g.a].name;
      names[b] = after.players[g.b].name;
    }
    return { games, names };
  };
  const out: Period[] = [];
  for (const r of after.rounds) {
    const was = before.rounds.find((x) => x.round === r.round && x.games.join() === r.games.join());
    if (roundSettled(after, r) && !(was && roundSettled(before, was))) {
      const { games, names } = rated(r.games);
      if (games.length) out.push({ rulesetId, id: `${after.created.competitionId}:round ${r.round}`, games, names });
    }
  }
  for (const g of Object.values(after.games)) {
    if (g.stage !== 'league' || !g.result || before.games[g.game]?.result) continue;
    const { games, names } = rated([g.game]);
    if (games.length) out.push({ rulesetId, id: `${after.created.competitionId}:${g.game}`, games, names });
  }
  return out;
}
