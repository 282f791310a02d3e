/**
 * The priority order of docs/swiss.md evaluated by enumerating every pairing, written again
 * from the documentation rather than from weights.ts, so that the tests compare the matching
 * with an independent reading of the rules. Exponential: small events only (12 players: 10,395
 * pairings).
 */
import type { PairingConstraints, PairingPlayer, PlayerId } from '../types';

/** rematch, bye, score, soft, float, dutch: lower is better, compared left to right. */
export type CostVector = [number, number, number, number, number, number];

export interface Reference {
  /** The least cost vector of any pairing that keeps the hard constraints; null if none does. */
  best: CostVector | null;
  /** Cost of a given pairing, or null if it breaks a hard constraint or is not a pairing. */
  costOf(pairs: ReadonlyArray<{ a: PlayerId; b: PlayerId | null }>): CostVector | null;
}

export function compareCosts(x: readonly number[], y: readonly number[]): number {
  for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k] - y[k];
  return 0;
}

export function reference(players: PairingPlayer[], constraints: PairingConstraints): Reference {
  const order = [...players].sort((a, b) => b.score - a.score || a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const n = order.length;
  const place = new Map(order.map((p, i) => [p.id, i]));
  const scores = [...new Set(order.map((p) => p.score))];
  const groupOf = (i: number): number => scores.indexOf(order[i].score);
  const members = (g: number): number[] => order.flatMap((_, i) => (groupOf(i) === g ? [i] : []));
  const localOf = (i: number): number => members(groupOf(i)).indexOf(i);
  // The first choice for the bye: fewest byes, then lowest.
  const fewest = Math.min(...order.map((p) => p.byes));
  const byeFirst = n % 2 === 1 ? order.map((p) => p.byes).lastIndexOf(fewest) : -1;
  const met = (i: number, j: number): number => {
    const a = order[i].opponents.filter((x) => x === order[j].id).length;
    const b = order[j].opponents.filter((x) => x === order[i].id).length;
    return Math.max(a, b);
  };
  const avoid = (i: number, j: number): 'hard' | 'soft' | null => {
    let found: 'hard' | 'soft' | null = null;
    for (const e of constraints.avoid) {
      const hit = (e.a === order[i].id && e.b === order[j].id) || (e.a === order[j].id && e.b === order[i].id);
      if (hit && (found === null || e.strictness === 'hard')) found = e.strictness;
    }
    return found;
  };
  const sameClub = (i: number, j: number): boolean => order[i].club !== null && order[i].club === order[j].club;
  const hardBroken = (i: number, j: number): boolean => avoid(i, j) === 'hard' || (constraints.clubMates === 'hard' && sameClub(i, j));
  // Float history, as documented: 4 for the same direction last round, 2 the round before, 1 if ever.
  const floatCost = (i: number, dir: 'up' | 'down'): number => {
    const f = order[i].floats;
    return (f[f.length - 1] === dir ? 4 : 0) + (f.length >= 2 && f[f.length - 2] === dir ? 2 : 0) + (f.includes(dir) ? 1 : 0);
  };
  const pairCost = (x: number, y: number): CostVector | null => {
    const [i, j] = x < y ? [x, y] : [y, x];
    if (hardBroken(i, j)) return null;
    const gi = groupOf(i);
    const gj = groupOf(j);
    const d = gj - gi;
    const soft = (constraints.clubMates === 'soft' && sameClub(i, j) ? 1 : 0) + (avoid(i, j) === 'soft' ? 1 : 0);
    let float = 0;
    let dutch: number;
    if (d === 0) {
      // The bracket: the group, headed by a floater from above when an odd number of players
      // are paired above it (with an odd count, the first choice for the bye sits out).
      const first = members(gi)[0];
      const head = (first - (byeFirst >= 0 && byeFirst < first ? 1 : 0)) % 2;
      const b = members(gi).length + head;
      const h = Math.floor(b / 2);
      const [pi, pj] = [localOf(i) + head, localOf(j) + head];
      const away = Math.abs(pj - pi - h) + (pi < h === pj < h ? h : 0);
      dutch = away * (b - pi);
    } else {
      // The floater heads the lower bracket (place 0 of s′ + 1) and should meet its place ⌊(s′ + 1)/2⌋.
      float = floatCost(i, 'down') + floatCost(j, 'up');
      const lower = members(gj).length;
      const h = Math.floor((lower + 1) / 2);
      const pj = localOf(j) + 1;
      const away = Math.abs(pj - h) + (pj < h ? h : 0);
      dutch = (members(gi).length - 1 - localOf(i) + away) * (lower + 1);
    }
    return [met(i, j), 0, d * d, soft, float, dutch];
  };
  const byeCost = (i: number): CostVector => [0, order[i].byes * n + (n - 1 - i), 0, 0, 0, 0];
  const add = (x: CostVector, y: CostVector): CostVector => x.map((v, k) => v + y[k]) as CostVector;

  let best: CostVector | null = null;
  const used = new Array<boolean>(n).fill(false);
  const walk = (total: CostVector, byeLeft: boolean): void => {
    const i = used.indexOf(false);
    if (i === -1) {
      if (best === null || compareCosts(total, best) < 0) best = total;
      return;
    }
    used[i] = true;
    if (byeLeft) walk(add(total, byeCost(i)), false);
    for (let j = i + 1; j < n; j++) {
      if (used[j]) continue;
      const c = pairCost(i, j);
      if (c === null) continue;
      used[j] = true;
      walk(add(total, c), byeLeft);
      used[j] = false;
    }
    used[i] = false;
  };
  walk([0, 0, 0, 0, 0, 0], n % 2 === 1);

  const costOf = (pairs: ReadonlyArray<{ a: PlayerId; b: PlayerId | null }>): CostVector | null => {
    const seen = new Set<number>();
    let total: CostVector = [0, 0, 0, 0, 0, 0];
    let byes = 0;
    for (const { a, b } of pairs) {
      const i = place.get(a);
      const j = b === null ? null : place.get(b);
      if (i === undefined || j === undefined || seen.has(i) || (j !== null && seen.has(j))) return null;
      seen.add(i);
      if (j === null) {
        byes++;
        total = add(total, byeCost(i));
        continue;
      }
      seen.add(j);
      const c = pairCost(i, j);
      if (c === null) return null;
      total = add(total, c);
    }
    if (seen.size !== n || byes !== n % 2) return null;
    return total;
  };
  return { best, costOf };
}
