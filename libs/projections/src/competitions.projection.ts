import type { StoredEvent } from '@app/event-store';
import {
  competitionIdOf,
  rateParticipants,
  ratedAccountOf,
  roundSettled,
  toCompetitionEvent,
  ownedFold,
  type CompetitionState,
  type GameState,
  type RatingBook,
  type RatingPeriod,
} from '@app/competitions';
import { own, put } from '@app/rules';
import type { EntityManager } from 'typeorm';
import {
  competitionViewRows,
  resetCompetitionViews,
  storedViewVersion,
  writeCompetitionView,
  type CompetitionViewRows,
} from './competition-views';
import type { BatchContext, Processor } from './processor';

interface SummaryRow {
  competitionId: string;
  state: CompetitionState;
  createdAt: string;
  updatedAt: string;
}

/** A rating period: a tournament round once every result is settled, or a settled league game. */
interface Period {
  rulesetId: string;
  competitionId: string;
  id: string;
  games: RatingPeriod['games'];
  names: Record<string, string>;
  /** The global position of the event that first ended it: periods are rated in this order. */
  position: number;
}

interface RatingRow {
  rulesetId: string;
  accountId: string;
  name: string;
  entry: RatingBook[string];
}

interface Rows {
  summary: SummaryRow;
  /** The competition as its readers see it (competition-views.ts). */
  view: CompetitionViewRows;
  /** Periods new or changed in this batch (written), and those no longer ended (removed). */
  periods: Period[];
  removed: Array<{ rulesetId: string; id: string }>;
  /** Periods that first ended in this batch: rated on top of the current ratings. */
  added: Period[];
  /** Game systems whose periods changed after they were rated: rated again from their first period. */
  revised: string[];
}

/**
 * Keeps `competition_summaries` (the competition list, with the accounts playing in each for
 * `myGames`), the competition views every competition query reads (`competition_views`,
 * `competition_players`, `competition_games`: competition-views.ts), `rating_periods` and
 * `player_ratings` (Glicko-2 per game system). Its unit of
 * work is a competition's stream. The ratings are a fold of the periods in the order they ended
 * in the log (a tournament round when its last result is settled, a league game when it is
 * settled), each period moving only its own players (`rateParticipants`). A new period is
 * rated on top of the current ratings; a period whose games changed after it was rated (the
 * organiser overrode a result) makes the projection rate its game system again from the first
 * period, so every later rating sees the corrected result. Only players whose accounts accepted
 * their entries are rated (a guest has no identity beyond one event; an invitation not accepted
 * is a guest entry). Ratings span competitions, so they are
 * computed after the batch's competitions are written, in the same transaction (`afterWrite`).
 */
export class CompetitionsProjection implements Processor<Rows> {
  readonly name = 'competitions';

  keyOf(e: StoredEvent): string | null {
    return competitionIdOf(e.streamId) ? e.streamId : null;
  }

  async prepare(streamId: string, mine: StoredEvent[], batch: BatchContext): Promise<Rows> {
    const competitionId = competitionIdOf(streamId)!;
    const events = await batch.events(streamId);
    const last = events[events.length - 1];
    const firstNew = mine[0].streamVersion;
    // The competition as it was before this batch's part (kept from the last batch: its history is
    // not folded again) and at its end (the batch's own fold).
    const prior = await batch.competitionAt(streamId, Math.max(1, firstNew - 1));
    const state = (await batch.competition(competitionId))!;
    // The views are written as changes to the fold before the batch when that is what they hold.
    const before = firstNew > 1 && (await storedViewVersion(batch.db, competitionId)) === prior.version ? prior : null;
    const rows: Rows = {
      summary: { competitionId, state, createdAt: events[0].recordedAt, updatedAt: last.recordedAt },
      view: competitionViewRows(streamId, before, state, last.recordedAt),
      periods: [],
      removed: [],
      added: [],
      revised: [],
    };
    if (!state.created.rated) return rows;

    // Only the periods of the games and rounds the batch changed can have ended, changed or gone:
    // a result in a long league looks at its own game, not at every game before it.
    const scope = periodScope(prior, state);
    // Where each period first ended: the event after which the fold first has it, folding the
    // batch's part event by event (its last state is the batch's own fold). Each state is looked
    // at before the next event is folded, so the fold may change in place what it built itself.
    const endedAt = new Map<string, number>();
    let ended = new Set(periodsOf(prior, scope).map((p) => p.id));
    const apply = ownedFold();
    for (let s = prior; s.version < state.version;) {
      s = s.version + 1 === state.version ? state : apply(s, toCompetitionEvent(events[s.version]));
      const now = periodsOf(s, scope).map((p) => p.id);
      for (const id of now) if (!ended.has(id) && !endedAt.has(id)) endedAt.set(id, events[s.version - 1].globalPosition);
      ended = new Set(now);
    }
    const stored: Array<{ period_id: string; position: string; games: Period['games'] }> = scope
      ? await batch.db.query('SELECT period_id, position, games FROM rating_periods WHERE competition_id = $1 AND period_id = ANY($2)', [
          competitionId,
          periodIds(competitionId, scope),
        ])
      : await batch.db.query('SELECT period_id, position, games FROM rating_periods WHERE competition_id = $1', [competitionId]);
    const storedById = new Map(stored.map((r) => [r.period_id, r]));
    const current = periodsOf(state, scope);
    const revised = new Set<string>();
    for (const p of current) {
      const was = storedById.get(p.id);
      if (!was) {
        const period = { ...p, position: endedAt.get(p.id) ?? last.globalPosition };
        rows.periods.push(period);
        rows.added.push(period);
      } else if (JSON.stringify(was.games) !== JSON.stringify(p.games)) {
        rows.periods.push({ ...p, position: Number(was.position) });
        revised.add(p.rulesetId);
      }
    }
    const ids = new Set(current.map((p) => p.id));
    for (const r of stored) {
      if (ids.has(r.period_id)) continue;
      rows.removed.push({ rulesetId: state.created.rulesetId, id: r.period_id });
      revised.add(state.created.rulesetId);
    }
    rows.revised = [...revised];
    return rows;
  }

  async write(em: EntityManager, _key: string, rows: Rows): Promise<void> {
    const r = rows.summary;
    const s = r.state;
    await em.query(
      `INSERT INTO competition_summaries (competition_id, kind, name, ruleset_id, format, organiser_id, published, finished, players, rounds, created_at, updated_at, player_accounts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (competition_id) DO UPDATE SET name = $3, finished = $8, players = $9, rounds = $10, updated_at = $12, player_accounts = $13`,
      [
        r.competitionId,
        s.created.kind,
        s.created.name,
        s.created.rulesetId,
        s.created.format.kind,
        s.created.organiserId,
        s.created.published,
        s.finished,
        s.order.length,
        s.rounds.length,
        r.createdAt,
        r.updatedAt,
        playerAccounts(s),
      ],
    );
    await writeCompetitionView(em, rows.view);
    for (const p of rows.periods) {
      await em.query(
        `INSERT INTO rating_periods (ruleset_id, period_id, competition_id, position, games, names) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (ruleset_id, period_id) DO UPDATE SET games = $5, names = $6`,
        [p.rulesetId, p.id, p.competitionId, p.position, JSON.stringify(p.games), JSON.stringify(p.names)],
      );
    }
    for (const x of rows.removed)
      await em.query('DELETE FROM rating_periods WHERE ruleset_id = $1 AND period_id = $2', [x.rulesetId, x.id]);
  }

  /** Rates the batch's new periods on top of the stored ratings, and game systems with revised periods again from the start. */
  async afterWrite(em: EntityManager, written: Array<{ key: string; work: Rows }>): Promise<void> {
    const revised = new Set(written.flatMap((w) => w.work.revised));
    const ratings: RatingRow[] = [];
    for (const rulesetId of revised) {
      await em.query('DELETE FROM player_ratings WHERE ruleset_id = $1', [rulesetId]);
      ratings.push(...(await rateAgain(rulesetId, em)));
    }
    const fresh = written
      .flatMap((w) => w.work.added)
      .filter((p) => !revised.has(p.rulesetId))
      .sort((x, y) => x.position - y.position || (x.id < y.id ? -1 : 1));
    ratings.push(...(await rateOnTop(fresh, em)));
    for (const r of ratings) {
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
    await resetCompetitionViews(em);
    await em.query('DELETE FROM player_ratings');
    await em.query('DELETE FROM rating_periods');
  }
}

/** The accounts playing in a competition (registered with an account, not dropped): where `myGames` looks. */
export function playerAccounts(s: CompetitionState): string[] {
  const accounts = s.order.flatMap((id) => {
    const p = s.players[id];
    return p.dropped || p.accountId === null ? [] : [p.accountId];
  });
  return [...new Set(accounts)];
}

/** Rates new periods on top of the current ratings of their players. */
async function rateOnTop(periods: Period[], em: EntityManager): Promise<RatingRow[]> {
  const out: RatingRow[] = [];
  for (const rulesetId of new Set(periods.map((p) => p.rulesetId))) {
    const mine = periods.filter((p) => p.rulesetId === rulesetId);
    const ids = [...new Set(mine.flatMap((p) => p.games.flatMap((g) => [g.a, g.b])))];
    const stored: Array<{
      account_id: string;
      rating: number;
      deviation: number;
      volatility: number;
      history: RatingBook[string]['history'];
    }> = await em.query(
      'SELECT account_id, rating, deviation, volatility, history FROM player_ratings WHERE ruleset_id = $1 AND account_id = ANY($2)',
      [rulesetId, ids],
    );
    const book: RatingBook = Object.fromEntries(
      stored.map((r) => [
        r.account_id,
        { current: { rating: r.rating, deviation: r.deviation, volatility: r.volatility }, history: r.history },
      ]),
    );
    out.push(...ratingRows(rulesetId, rateParticipants(book, mine), mine, ids));
  }
  return out;
}

/** Rates a game system again from its first period, as the periods now stand. */
async function rateAgain(rulesetId: string, em: EntityManager): Promise<RatingRow[]> {
  const stored: Array<{
    period_id: string;
    competition_id: string;
    position: string;
    games: Period['games'];
    names: Record<string, string>;
  }> = await em.query('SELECT period_id, competition_id, position, games, names FROM rating_periods WHERE ruleset_id = $1', [rulesetId]);
  const ordered = stored
    .map((r) => ({
      rulesetId,
      competitionId: r.competition_id,
      id: r.period_id,
      games: r.games,
      names: r.names,
      position: Number(r.position),
    }))
    .sort((x, y) => x.position - y.position || (x.id < y.id ? -1 : 1));
  const book = rateParticipants({}, ordered);
  return ratingRows(rulesetId, book, ordered, Object.keys(book));
}

/** The latest name a player had in the periods, by account. */
function ratingRows(rulesetId: string, book: RatingBook, periods: Period[], ids: string[]): RatingRow[] {
  const names = new Map<string, string>();
  for (const p of periods) for (const [k, v] of Object.entries(p.names)) names.set(k, v);
  return ids.flatMap((accountId) => {
    const entry = own(book, accountId); // account ids are the organiser's text: `constructor` is one
    return entry ? [{ rulesetId, accountId, name: names.get(accountId) ?? accountId, entry }] : [];
  });
}

/**
 * The rounds and league games whose periods a change can have ended, changed or removed: those
 * whose round or game is not the same object before and after it (the fold keeps every part an
 * event leaves alone: libs/competitions `evolve`). Null, every period, when the competition's
 * players or its creation changed: who a game rates moves with them.
 */
interface PeriodScope {
  rounds: Set<number>;
  games: Set<string>;
}

function periodScope(before: CompetitionState, after: CompetitionState): PeriodScope | null {
  if (before.players !== after.players || before.created !== after.created) return null;
  const scope: PeriodScope = { rounds: new Set(), games: new Set() };
  const note = (g: GameState | undefined) => {
    if (g?.stage === 'league') scope.games.add(g.game);
    else if (g) scope.rounds.add(g.round);
  };
  if (before.games !== after.games) {
    for (const id of Object.keys(after.games)) {
      if (after.games[id] === own(before.games, id)) continue;
      note(after.games[id]);
      note(own(before.games, id));
    }
    for (const id of Object.keys(before.games)) if (!Object.hasOwn(after.games, id)) note(before.games[id]);
  }
  if (before.rounds !== after.rounds) {
    for (let i = 0; i < Math.max(before.rounds.length, after.rounds.length); i++) {
      if (before.rounds[i] === after.rounds[i]) continue;
      if (before.rounds[i]) scope.rounds.add(before.rounds[i].round);
      if (after.rounds[i]) scope.rounds.add(after.rounds[i].round);
    }
  }
  return scope;
}

const roundPeriodId = (competitionId: string, round: number) => `${competitionId}:round ${round}`;
const gamePeriodId = (competitionId: string, game: string) => `${competitionId}:${game}`;

function periodIds(competitionId: string, scope: PeriodScope): string[] {
  return [...[...scope.rounds].map((r) => roundPeriodId(competitionId, r)), ...[...scope.games].map((g) => gamePeriodId(competitionId, g))];
}

/**
 * The rating periods a competition has ended so far (those in `scope` alone, when given), with
 * their rated games: played, between two accounts that had accepted their entries before the
 * game began (`ratedAccountOf`). An entry the organiser made for an account rates nobody until
 * its player accepts it.
 */
function periodsOf(s: CompetitionState, scope: PeriodScope | null = null): Array<Omit<Period, 'position'>> {
  const { rulesetId, competitionId } = s.created;
  const rated = (ids: string[]) => {
    const games: Period['games'] = [];
    const names: Record<string, string> = {};
    for (const id of ids) {
      const g = s.games[id];
      if (!g.b || !g.result?.played) continue;
      const a = ratedAccountOf(s, g.a, id);
      const b = ratedAccountOf(s, g.b, id);
      if (!a || !b) continue;
      games.push({ a, b, scoreA: g.result.draw ? 0.5 : g.result.winner === g.a ? 1 : 0 });
      put(names, a, s.players[g.a].name);
      put(names, b, s.players[g.b].name);
    }
    return { games, names };
  };
  const out: Array<Omit<Period, 'position'>> = [];
  for (const r of s.rounds) {
    if (scope && !scope.rounds.has(r.round)) continue;
    if (!r.started || !roundSettled(s, r)) continue;
    const { games, names } = rated(r.games);
    if (games.length) out.push({ rulesetId, competitionId, id: roundPeriodId(competitionId, r.round), games, names });
  }
  const leagueGames = scope ? [...scope.games].flatMap((id) => own(s.games, id) ?? []) : Object.values(s.games);
  for (const g of leagueGames) {
    if (g.stage !== 'league' || !g.result) continue;
    const { games, names } = rated([g.game]);
    if (games.length) out.push({ rulesetId, competitionId, id: gamePeriodId(competitionId, g.game), games, names });
  }
  return out;
}
