/**
 * The priority order of pairing, as lexicographic costs of each candidate pair, and their
 * packing into the exact integer limbs of the matching weights.
 *
 * Absolute (never traded): every player paired exactly once, one bye when the count is odd,
 * hard constraints kept (a forbidden pair is no candidate at all). Then, each level infinitely
 * above the next:
 *
 *   1 rematch  number of earlier meetings of the pair (FIDE C.04.1 b).
 *   2 bye      for the bye only: byes already received × n + places above the bottom, so the
 *              bye goes to a player without one (C.04.1 d) and, among those, to the lowest
 *              (lowest score, then worst rank), the usual Swiss practice.
 *   3 score    (score groups between the two players)², so a pairing keeps equal scores
 *              together (C.04.1 e) and prefers two one-group floats to one two-group float, as
 *              the Dutch bracket-by-bracket floating does.
 *   4 soft     soft constraints broken: club-mates when kept apart softly, avoided pairs marked
 *              soft.
 *   5 float    float history (C.04.3 A.4, and the float criteria of its section C): the
 *              player floating down pays 4 if they floated down last round, 2 if the round
 *              before, 1 if they ever did; the player floating up likewise for up-floats.
 *   6 dutch    distance from the Dutch order (C.04.3 section B: S1[i] against S2[i]). A score
 *              group's bracket is its players, headed by the player floating down into it when
 *              an odd number of players are paired above it (Roster.groupHead; C.04.3: the
 *              moved-down player joins S1 of the next bracket, first). In a bracket of b with
 *              h = ⌊b/2⌋ (S1 the first h
 *              places, S2 the rest), the pair of places i < j is |(j − i) − h| places away from
 *              it (0 exactly for S1 against S2 in order), plus h when both are in the same half
 *              (the Dutch system tries every transposition of S2 before it exchanges players
 *              between S1 and S2); it costs that distance × (b − i), so a shift on a higher
 *              board costs more (the Dutch system tries its transpositions from the bottom
 *              boards up). Across groups, the down-floater should be the last of its group and,
 *              heading the lower bracket, meet its place ⌊(s' + 1)/2⌋: the places from the
 *              bottom of one plus the distance of the other from that place (counted as above,
 *              the floater at place 0), × (s' + 1) for a lower group of s'.
 *
 * Levels 3 and 6 cap a pair's cost at 2^30 (reached only with groups of tens of thousands of
 * players, or 32,768 score groups apart), so that a level's total over up to 2^18 pairs (half
 * a million players) stays below 2^48 and exact.
 *
 * Ties left after level 6 go to the matching built in pairing order (score, rank, id), so the
 * same players always give the same pairing.
 */
import type { Relations } from './constraints';
import type { Roster } from './score-groups';
import { PairingError } from './errors';

export const LEVELS = ['rematch', 'bye', 'score', 'soft', 'float', 'dutch'] as const;
export type Level = (typeof LEVELS)[number];
export const LEVEL_COUNT = LEVELS.length;
export const REMATCH = 0;
export const BYE = 1;
export const SCORE = 2;
export const SOFT = 3;
export const FLOAT = 4;
export const DUTCH = 5;

/** Float-history cost of one player floating in one direction (level 5). */
export function floatCost(floats: ReadonlyArray<'up' | 'down' | null>, dir: 'up' | 'down'): number {
  const k = floats.length;
  let cost = 0;
  if (k >= 1 && floats[k - 1] === dir) cost += 4;
  if (k >= 2 && floats[k - 2] === dir) cost += 2;
  if (floats.includes(dir)) cost += 1;
  return cost;
}

/** A pair's largest cost on the score and Dutch levels. */
export const CAP = 2 ** 30;

/** Places i < j of a Dutch bracket of `size` from the Dutch pairing, weighted towards the top boards. */
export function dutchCost(size: number, i: number, j: number): number {
  const h = Math.floor(size / 2);
  const top = Math.min(i, j);
  const away = Math.abs(Math.abs(j - i) - h) + (i < h === j < h ? h : 0);
  return Math.min(CAP, away * (size - top));
}

/** Places i and j of score group g (0 = its first player), in the group's Dutch bracket. */
export function groupDutchCost(roster: Roster, g: number, i: number, j: number): number {
  const head = roster.groupHead[g];
  return dutchCost(roster.groupSize[g] + head, i + head, j + head);
}

/**
 * How far place t of a group of s is from the Dutch opponent of a player floating down into it:
 * the floater heads the bracket (place 0 of s + 1) and meets its place ⌊(s + 1)/2⌋; a place in
 * the floater's own half is h further, as inside a bracket.
 */
export function floatInAway(s: number, t: number): number {
  const h = Math.floor((s + 1) / 2);
  const place = t + 1;
  return Math.abs(place - h) + (place < h ? h : 0);
}

/** A float from `fromBottom` places above the bottom of its group, `away` places (floatInAway) from its Dutch opponent in a lower group of s. */
export function floatDutchCost(fromBottom: number, away: number, s: number): number {
  return Math.min(CAP, (fromBottom + away) * (s + 1));
}

/** Writes the six costs of the pair (u, v), u above v in pairing order, at out[off..off+5]. */
export function pairCosts(roster: Roster, rel: Relations, u: number, v: number, out: Float64Array, off: number): void {
  const gu = roster.group[u];
  const gv = roster.group[v];
  const d = gv - gu;
  out[off + REMATCH] = rel.meetings(u, v);
  out[off + BYE] = 0;
  out[off + SCORE] = Math.min(CAP, d * d);
  let soft = 0;
  if (rel.clubMates === 'soft' && rel.sharedClub(u, v) !== null) soft++;
  if (rel.avoided(u, v) === 'soft') soft++;
  out[off + SOFT] = soft;
  if (d === 0) {
    out[off + FLOAT] = 0;
    out[off + DUTCH] = groupDutchCost(roster, gu, roster.local[u], roster.local[v]);
  } else {
    out[off + FLOAT] = floatCost(roster.players[u].floats, 'down') + floatCost(roster.players[v].floats, 'up');
    const s = roster.groupSize[gv];
    out[off + DUTCH] = floatDutchCost(roster.groupSize[gu] - 1 - roster.local[u], floatInAway(s, roster.local[v]), s);
  }
}

/** Writes the costs of giving u the bye. */
export function byeCosts(roster: Roster, u: number, out: Float64Array, off: number): void {
  const n = roster.players.length;
  out.fill(0, off, off + LEVEL_COUNT);
  out[off + BYE] = roster.players[u].byes * n + (n - 1 - u);
}

/** Level totals of a pairing given as a mate array (position → partner, n for the bye). */
export function matchingTotals(roster: Roster, rel: Relations, mate: ArrayLike<number>): number[] {
  const n = roster.players.length;
  const totals = new Array<number>(LEVEL_COUNT).fill(0);
  const out = new Float64Array(LEVEL_COUNT);
  for (let u = 0; u < n; u++) {
    const v = mate[u];
    if (v === n) byeCosts(roster, u, out, 0);
    else if (v > u) pairCosts(roster, rel, u, v, out, 0);
    else continue;
    for (let k = 0; k < LEVEL_COUNT; k++) totals[k] += out[k];
  }
  return totals;
}

/** Bits per limb: weights stay far below 2^53, so the duals keep exact integers. */
const LIMB_BITS = 40;
const LEVEL_LIMIT = 2 ** 48;

export interface Packing {
  limbs: number;
  /** For each level: its limb and multiplier inside the limb (multiplier 0: level unused). */
  limbOf: number[];
  base: number[];
  /** Largest cost of each level over the candidate pairs. */
  maxCost: number[];
}

/**
 * Packs levels into limbs with no carry between them: a level's total over any perfect matching
 * is at most `range` (pairs × its largest cost; the bye level counts once, as a perfect matching
 * holds one bye), and a limb holds consecutive levels while the product of (range + 1) stays
 * within 2^40. The matching maximises Σ (maxCost − cost), limb by limb (the bye level: −cost).
 */
export function packLevels(costs: Float64Array, edges: number, pairs: number, floor?: readonly number[]): Packing {
  // `floor`: bounds on each level's cost over pairs that are not (yet) edges, so that the
  // packing stays exact for them too (pricing.ts prices them against the same weights).
  const maxCost = floor === undefined ? new Array<number>(LEVEL_COUNT).fill(0) : [...floor];
  for (let e = 0; e < edges; e++) {
    for (let k = 0; k < LEVEL_COUNT; k++) {
      const c = costs[e * LEVEL_COUNT + k];
      if (c > maxCost[k]) maxCost[k] = c;
    }
  }
  const range = maxCost.map((c, k) => (k === BYE ? c : c * pairs));
  const limbOf = new Array<number>(LEVEL_COUNT).fill(-1);
  const base = new Array<number>(LEVEL_COUNT).fill(0);
  const limbLevels: number[][] = [];
  let capacity = Infinity;
  for (let k = 0; k < LEVEL_COUNT; k++) {
    if (range[k] === 0) continue;
    if (range[k] >= LEVEL_LIMIT) {
      throw new PairingError('TOO_LARGE', `the ${LEVELS[k]} level of this pairing is too large for exact weights`);
    }
    if (limbLevels.length === 0 || capacity * (range[k] + 1) > 2 ** LIMB_BITS) {
      limbLevels.push([]);
      capacity = 1;
    }
    limbLevels[limbLevels.length - 1].push(k);
    capacity *= range[k] + 1;
    limbOf[k] = limbLevels.length - 1;
  }
  for (const levels of limbLevels) {
    let b = 1;
    for (let x = levels.length - 1; x >= 0; x--) {
      base[levels[x]] = b;
      b *= range[levels[x]] + 1;
    }
  }
  return { limbs: Math.max(1, limbLevels.length), limbOf, base, maxCost };
}

/** The packed weight of one pair's costs (not a bye) at costs[off..], added into out[0..limbs). */
export function packPair(costs: Float64Array, off: number, packing: Packing, out: Float64Array): void {
  const { limbs, limbOf, base, maxCost } = packing;
  out.fill(0, 0, limbs);
  for (let k = 0; k < LEVEL_COUNT; k++) {
    if (k === BYE || limbOf[k] < 0) continue;
    out[limbOf[k]] += (maxCost[k] - costs[off + k]) * base[k];
  }
}

/** The packed weights of every edge (bye edges are flagged: the bye level counts only there). */
export function packedWeights(costs: Float64Array, isBye: Uint8Array, edges: number, packing: Packing): Float64Array {
  const { limbs, limbOf, base, maxCost } = packing;
  const weight = new Float64Array(edges * limbs);
  for (let e = 0; e < edges; e++) {
    for (let k = 0; k < LEVEL_COUNT; k++) {
      if (limbOf[k] < 0) continue;
      const c = costs[e * LEVEL_COUNT + k];
      // Every perfect matching has one bye edge, so only bye edges carry the bye level, and
      // negatively: a bye is never a vertex's best edge, so the warm start pairs players first.
      // A level's digits may be negative as long as its totals span at most range + 1 values.
      const digit = k === BYE ? (isBye[e] ? -c : 0) : maxCost[k] - c;
      weight[e * limbs + limbOf[k]] += digit * base[k];
    }
  }
  return weight;
}
