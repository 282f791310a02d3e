import type { PlayerId } from '../types';
import { solveAssignment } from './assignment';
import { TableError } from './errors';

export interface AssignTablesOptions {
  /** How many tables the venue has, numbered 1 … tables. Default: one per game. */
  tables?: number;
}

/**
 * "Fresh tables": seats each game at a table neither of its players has used before, where
 * possible, so nobody plays on the same terrain twice (the usual ask of wargame events, where
 * each table carries its own terrain).
 *
 * `pairs` are the round's pairings in board order (board 1 = the top pairing); `b` null is a
 * bye, which takes no table (0). `history` lists the tables each player has sat at (0 = a bye,
 * ignored). Games are numbered 1, 2, … in board order, byes skipped: game j's "own" table is j.
 *
 * The assignment is optimal, not greedy (a greedy pass can strand the last games on used
 * tables), for three objectives ranked one above the other:
 *   1. repeats: players seated at a table they have used before, fewest first;
 *   2. displacement: Σ |table − own table| over the games, so games stay near board order and
 *      a game with nothing to avoid keeps its own table;
 *   3. then earlier boards on lower tables: Σ (games − j + 1) · table over games j.
 * It is the assignment problem, solved exactly by the Hungarian method on lexicographic cost
 * vectors (assignment.ts). Any tie left after the three (rare) is settled the same way on every
 * run, by the order of the method's scan.
 *
 * Throws TableError NOT_ENOUGH_TABLES when the venue has fewer tables than games.
 */
export function assignTables(
  pairs: Array<{ a: PlayerId; b: PlayerId | null }>,
  history: Record<PlayerId, number[]>,
  options: AssignTablesOptions = {},
): number[] {
  const games = checkPairs(pairs);
  const tables = options.tables ?? games.length;
  if (!Number.isInteger(tables) || tables < 0)
    throw new TableError('BAD_TABLES', `tables must be a whole number ≥ 0, got ${String(tables)}`);
  if (tables < games.length) {
    throw new TableError('NOT_ENOUGH_TABLES', `${games.length} games need ${games.length} tables, the venue has ${tables}`);
  }
  const used = (p: PlayerId): Set<number> => {
    const h = history?.[p] ?? [];
    if (!Array.isArray(h)) throw new TableError('BAD_HISTORY', `the table history of ${p} must be a list of table numbers`);
    return new Set(h);
  };
  const seen = games.map((i) => [used(pairs[i].a), used(pairs[i].b as PlayerId)]);
  const g = games.length;
  const columns = solveAssignment(g, tables, 3, (j, column) => {
    const table = column + 1;
    const repeats = (seen[j][0].has(table) ? 1 : 0) + (seen[j][1].has(table) ? 1 : 0);
    return [repeats, Math.abs(table - (j + 1)), (g - j) * table];
  });
  const result = new Array<number>(pairs.length).fill(0);
  games.forEach((i, j) => (result[i] = columns[j] + 1));
  return result;
}

/** The indices of the games (pairs with two players), after checking the pairs. */
function checkPairs(pairs: Array<{ a: PlayerId; b: PlayerId | null }>): number[] {
  if (!Array.isArray(pairs)) throw new TableError('INVALID_PAIR', 'pairs must be a list');
  const players = new Set<PlayerId>();
  const games: number[] = [];
  pairs.forEach((pair, i) => {
    const ok = (p: unknown): boolean => typeof p === 'string' && p.length > 0;
    if (!pair || !ok(pair.a) || !(pair.b === null || ok(pair.b))) {
      throw new TableError('INVALID_PAIR', `pair ${i + 1} needs a player id in a and a player id or null in b`);
    }
    for (const p of pair.b === null ? [pair.a] : [pair.a, pair.b]) {
      if (players.has(p)) throw new TableError('DUPLICATE_PLAYER', `player ${p} is in two pairs`);
      players.add(p);
    }
    if (pair.b !== null) games.push(i);
  });
  return games;
}
