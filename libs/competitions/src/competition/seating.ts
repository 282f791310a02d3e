/**
 * Where a round's games sit. First the board order: a Swiss round paired by the standings
 * (`boards: 'standing'`) puts the leaders' game first — the games in the order of their
 * higher-placed player's standing, then of their lower-placed player's — and byes last. Then the
 * tables:
 *
 * 1. Fixed tables: a game with a player whose table the organiser fixed (an accessible table,
 *    PlayerTableFixed) sits at it, every round; with two such players, at the lower of the two.
 * 2. The other games take the numbers left — 1, 2, 3… without the fixed tables in use — in board
 *    order; with fresh tables, by the assignment that seats players at tables they have not used
 *    (`assignTables`) over those numbers. Fixed tables win over fresh ones: a fixed table is its
 *    player's every round, used before or not, and no other game is moved onto it.
 * 3. A bye sits at no table (0).
 *
 * Without fixed tables, step 2 numbers 1, 2, 3… as rounds always were.
 */
import { own, type RuleViolation } from '@app/rules';
import { assignTables } from '../tables';
import type { PlayerId } from '../types';
import type { CompetitionEvent } from './events';
import { refuse } from './refuse';
import type { CompetitionState, GameState } from './state';

/** The highest table number the organiser may fix: beyond any hall. */
export const MAX_TABLE = 999;

interface Seat {
  a: PlayerId;
  b: PlayerId | null;
}

/**
 * Games in the order of the standings (`ranks`: 1 = the leader): by the place of their
 * higher-placed player, then of their lower-placed one; byes after every game, in their order.
 */
export function byStanding<P extends Seat>(pairs: readonly P[], ranks: ReadonlyMap<PlayerId, number>): P[] {
  const place = (p: PlayerId) => ranks.get(p) ?? Number.MAX_SAFE_INTEGER;
  const key = (p: P) => {
    const [x, y] = [place(p.a), place(p.b!)].sort((m, n) => m - n);
    return [x, y];
  };
  const games = pairs
    .filter((p) => p.b !== null)
    .sort((p, q) => {
      const [p1, p2] = key(p);
      const [q1, q2] = key(q);
      return p1 - q1 || p2 - q2;
    });
  return [...games, ...pairs.filter((p) => p.b === null)];
}

/** The table the organiser fixed for a game's players, the lower of two; undefined when none. */
function fixedTableOf(s: CompetitionState, p: Seat): number | undefined {
  if (p.b === null) return undefined;
  const tables = [s.players[p.a]?.fixedTable, s.players[p.b]?.fixedTable].filter((t): t is number => t !== undefined);
  return tables.length ? Math.min(...tables) : undefined;
}

/**
 * The table of each pair in board order, 0 for a bye: fixed tables first, the other games on the
 * numbers left, fresh where the organiser asked and the round is at most `freshLimit` pairs (the
 * assignment is cubic in the games). `s` holds the games played before this round.
 */
export function tablesFor(s: CompetitionState, pairs: readonly Seat[], freshLimit: number): number[] {
  const fixed = pairs.map((p) => fixedTableOf(s, p));
  const taken = new Set(fixed.filter((t): t is number => t !== undefined));
  const rest = pairs.flatMap((p, i) => (p.b !== null && fixed[i] === undefined ? [i] : []));
  const free: number[] = [];
  for (let t = 1; free.length < rest.length; t++) if (!taken.has(t)) free.push(t);
  let slots: number[];
  if (s.created.freshTables && pairs.length <= freshLimit) {
    // The assignment numbers its games 1, 2, 3…: a table left free is its place among them.
    const slotOf = new Map(free.map((t, k) => [t, k + 1]));
    const history: Record<PlayerId, number[]> = {};
    for (const g of Object.values(s.games)) {
      if (g.b === null || !slotOf.has(g.table)) continue;
      for (const p of [g.a, g.b]) (history[p] ??= []).push(slotOf.get(g.table)!);
    }
    slots = assignTables(
      rest.map((i) => pairs[i]),
      history,
    );
  } else {
    slots = rest.map((_, k) => k + 1);
  }
  const tables = pairs.map((p, i) => (p.b === null ? 0 : (fixed[i] ?? 0)));
  rest.forEach((i, k) => (tables[i] = free[slots[k] - 1]));
  return tables;
}

/**
 * A round's games after a swap: each game the swap `touched` moves to the fixed table of a player
 * it now seats, and the game at that table, if any, takes the table it leaves.
 */
export function reseatFixed(s: CompetitionState, games: GameState[], touched: ReadonlySet<string>): GameState[] {
  let out = games;
  for (const g of games.filter((x) => touched.has(x.game))) {
    const want = fixedTableOf(s, g);
    const now = out.find((x) => x.game === g.game)!;
    if (want === undefined || now.table === want) continue;
    out = out.map((x) => (x.game === g.game ? { ...x, table: want } : x.table === want && x.b !== null ? { ...x, table: now.table } : x));
  }
  return out;
}

/**
 * The organiser fixes a player's table (or frees it: null): a whole number from 1 to MAX_TABLE,
 * not fixed for another player. It takes effect from the next pairing; a table it already has
 * changes nothing.
 */
export function decideFixedTable(s: CompetitionState, playerId: PlayerId, table: number | null): CompetitionEvent[] | RuleViolation {
  if (s.created.kind === 'league') return refuse('tables', 'league games are played at no numbered table', 'NOT_A_TOURNAMENT');
  const p = own(s.players, playerId);
  if (!p) return refuse('tables', `no player ${playerId} in this competition`, 'NOT_IN_EVENT');
  if (table !== null && !(Number.isInteger(table) && table >= 1 && table <= MAX_TABLE))
    return refuse('tables', `a table is a whole number from 1 to ${MAX_TABLE}`, 'BAD_TABLE');
  const holder = table === null ? undefined : s.order.find((id) => id !== p.id && s.players[id].fixedTable === table);
  if (holder !== undefined) return refuse('tables', `table ${table} is fixed for ${s.players[holder].name}: free it first`, 'TABLE_TAKEN');
  if ((p.fixedTable ?? null) === table) return [];
  return [{ type: 'PlayerTableFixed', data: { playerId: p.id, table } }];
}

/**
 * The organiser sets a player's seed (1 = strongest) until a round starts: after that the seeding
 * has been played. Equal seeds keep registration order; a seed the player has changes nothing.
 */
export function decideSeed(s: CompetitionState, playerId: PlayerId, seed: number): CompetitionEvent[] | RuleViolation {
  const p = own(s.players, playerId);
  if (!p) return refuse('players', `no player ${playerId} in this competition`, 'NOT_IN_EVENT');
  if (!(Number.isInteger(seed) && seed >= 1 && seed <= Number.MAX_SAFE_INTEGER))
    return refuse('players', 'a seed is a whole number from 1', 'BAD_SEED');
  if (s.rounds.some((r) => r.started)) return refuse('players', 'a round has started: the seeding has been played', 'SEEDING_CLOSED');
  if (p.seed === seed) return [];
  return [{ type: 'PlayerSeeded', data: { playerId: p.id, seed } }];
}
