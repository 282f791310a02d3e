/**
 * The players in pairing order and their score groups. Pairing order is score (highest first),
 * then rank (1 first), then id (code-unit order, the same on every machine): FIDE C.04.3 A.2
 * orders a score bracket by score, then pairing number; rank plays the pairing number here.
 */
import type { PairingPlayer, PlayerId } from '../types';
import { PairingError } from './errors';

export interface Roster {
  /** The players in pairing order: position 0 is the highest score, best rank. */
  readonly players: readonly PairingPlayer[];
  readonly position: ReadonlyMap<PlayerId, number>;
  /** Score group of each position, 0 = highest score. */
  readonly group: Int32Array;
  /** Index of each position inside its group, 0 = best ranked. */
  readonly local: Int32Array;
  /** First position and size of each group, and its score. */
  readonly groupStart: readonly number[];
  readonly groupSize: readonly number[];
  readonly groupScore: readonly number[];
  /**
   * Place of each group's first player in its Dutch bracket: 1 when an odd number of players
   * are paired above the group, so that one floats down into it and heads the bracket (C.04.3:
   * the moved-down player joins S1 of the next bracket, first), 0 otherwise. With an odd count,
   * the player the bye would go to first (fewest byes, then lowest) is not counted as paired.
   */
  readonly groupHead: readonly number[];
}

export function byPairingOrder(a: PairingPlayer, b: PairingPlayer): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.rank !== b.rank) return a.rank - b.rank;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Validates the players and puts them in pairing order. */
export function rosterOf(input: readonly PairingPlayer[]): Roster {
  // Checked through an unknown alias: the input may come from JSON, and Array.isArray on the
  // typed parameter would widen its elements to any.
  const list: unknown = input;
  if (!Array.isArray(list) || input.length < 2) {
    throw new PairingError('NOT_ENOUGH_PLAYERS', `pairing needs at least 2 players, got ${Array.isArray(list) ? input.length : 0}`);
  }
  const seen = new Set<PlayerId>();
  for (const p of input) {
    if (p === null || typeof p !== 'object' || typeof p.id !== 'string') {
      throw new PairingError('INVALID_PLAYER', 'every player needs a string id');
    }
    if (seen.has(p.id)) throw new PairingError('DUPLICATE_PLAYER', `player ${p.id} is listed twice`);
    seen.add(p.id);
    if (!Number.isFinite(p.score)) throw new PairingError('INVALID_PLAYER', `player ${p.id} has no finite score`);
    if (!Number.isFinite(p.rank)) throw new PairingError('INVALID_PLAYER', `player ${p.id} has no finite rank`);
    if (!Number.isInteger(p.byes) || p.byes < 0) throw new PairingError('INVALID_PLAYER', `player ${p.id} has an invalid bye count`);
    if (!Array.isArray(p.opponents) || !Array.isArray(p.floats)) {
      throw new PairingError('INVALID_PLAYER', `player ${p.id} needs opponents and floats arrays`);
    }
  }
  const players = [...input].sort(byPairingOrder);
  const n = players.length;
  const position = new Map<PlayerId, number>();
  const group = new Int32Array(n);
  const local = new Int32Array(n);
  const groupStart: number[] = [];
  const groupSize: number[] = [];
  const groupScore: number[] = [];
  players.forEach((p, i) => {
    position.set(p.id, i);
    if (i === 0 || p.score !== players[i - 1].score) {
      groupStart.push(i);
      groupSize.push(0);
      groupScore.push(p.score);
    }
    const g = groupStart.length - 1;
    group[i] = g;
    local[i] = groupSize[g]++;
  });
  let bye = -1;
  if (n % 2 === 1) for (let i = 0; i < n; i++) if (bye < 0 || players[i].byes <= players[bye].byes) bye = i;
  const groupHead = groupStart.map((start) => (start - (bye >= 0 && bye < start ? 1 : 0)) % 2);
  return { players, position, group, local, groupStart, groupSize, groupScore, groupHead };
}

/** "the 6-point group". */
export function groupName(score: number): string {
  return `the ${score}-point group`;
}

/** "6 points", "1 point", "2.5 points". */
export function points(score: number): string {
  return `${score} point${score === 1 ? '' : 's'}`;
}
