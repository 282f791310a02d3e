/**
 * Pricing: a matching over a sparse candidate graph proven optimal over every pair, by linear
 * programming duality.
 *
 * The blossom algorithm (blossom.ts) ends with a dual solution of the perfect-matching linear
 * programme of the graph it was given: a dual y(v) per vertex (unsigned, since the matching is
 * perfect) and z(B) >= 0 per blossom, such that every edge's reduced cost
 *
 *   slack(i, j) = y(i) + y(j) + Σ z(B) over the blossoms B holding both − w(i, j)
 *
 * is non-negative, and zero on the matched edges (weights and duals are lexicographic tuples;
 * LP duality holds over any ordered abelian group). If every pair *outside* the graph also has
 * a non-negative slack, the same dual is feasible for the complete graph and its objective still
 * equals the matching's weight, so the matching is optimal over every pairing (weak duality).
 * The weights are packed once for the complete graph (`completeFloor`: every level's largest
 * cost over all its pairs), so that the packed optimum is the lexicographic optimum of the
 * priority order there too.
 *
 * Solving, then adding the pairs of negative slack and solving again (column generation)
 * converges slowly here: the dual of a sparse graph is far from unique (a tree of the search
 * shifts whole halves of a score group up and down until an edge of the graph stops it), and
 * each new solve shifts it elsewhere. So `solveScope` keeps the dual feasible for every pair all
 * along instead: floors on the duals (floors.ts) bring a pair into the graph before its slack
 * could turn negative, and the run ends with a dual feasible for every pair of the scope. A size
 * guard (`PairBudget`) caps the pairs brought in; past it, the matching is optimal over its own
 * graph only and says so.
 *
 * `pricePairs` prices every pair of a scope against a dual, as an independent check (the tests
 * run it on the floors' final duals). Checking n(n − 1)/2 pairs one by one is slow for large
 * events, so whole blocks of pairs are skipped when a bound proves none of them can violate.
 * The bounds drop the blossom duals (z(B) >= 0 only adds to a slack) and use an upper bound
 * w̄ >= w on the weights of a block, built from lower bounds on each level's cost (a weight is
 * Σ (max − cost) × base, so lower costs give a larger weight, limb by limb and hence
 * lexicographically). For a block of pairs (i, j) with i in I and j in J, slack(i, j) >=
 * y(i) + min over J of y − w̄, and tuples add monotonically in the lexicographic order, so if
 * that is >= 0 no pair of the block violates:
 *
 * - Same score group (no score, float or rematch cost can be negative, so w̄ = the weight of
 *   a pair with no cost but its Dutch distance): for a fixed i, the places j > i are cut into
 *   the ranges of a segment tree whose nodes hold the least dual below them; the Dutch cost's
 *   least value over a range of places is exact (it is |j − i − h|, plus h in the same half,
 *   times s − i, so its minimum over an interval is at the point nearest i + h), so a node
 *   whose bound holds is skipped whole. Far from the Dutch opponent the cost grows with the
 *   distance and the whole remaining row is skipped at the first levels of the tree.
 * - Two groups g < g′, d apart: a pair costs d² on the score level and, on the float and Dutch
 *   levels, one part that depends on i alone plus one on j alone (float down of i, float up of
 *   j; places from the bottom of i's group plus j's distance from the Dutch opponent of a
 *   floater heading its bracket, times s′ + 1).
 *   So slack(i, j) >= A(i) + B(j) − C with A(i) = y(i) + 2 × i's part, B(j) = y(j) + 2 × j's
 *   part (doubled duals) and C the doubled weight of a pair with only the score cost. With j
 *   sorted by B, each i scans only the j with A(i) + B(j) < C, which stops at the first j that
 *   passes; a block whose least A plus least B passes is skipped whole. Where the Dutch cost
 *   of the block could reach its cap (groups of tens of thousands), the Dutch parts are left
 *   out of A and B: the bound stays sound (a cost >= 0), only looser.
 *
 * Every pair a bound does not clear is priced exactly, with the blossom duals. Hard-forbidden
 * pairs are no edges at all, and rematches are left out when the scope says so (pair-swiss.ts:
 * when the pairing has no rematch, no pairing with one can be better), exactly as the graphs
 * leave them out.
 */
import { MatchingOverflowError, maximumWeightMatching, type LazyEdges, type MatcherView } from './blossom';
import type { GraphBuilder } from './candidates';
import type { Relations } from './constraints';
import { PairingError } from './errors';
import { ScopeFloors } from './floors';
import type { Roster } from './score-groups';
import { matchGraph } from './solve';
import {
  CAP,
  DUTCH,
  FLOAT,
  LEVEL_COUNT,
  REMATCH,
  SCORE,
  SOFT,
  dutchCost,
  floatCost,
  floatInAway,
  packLevels,
  packPair,
  packedWeights,
  pairCosts,
  type Packing,
} from './weights';

export interface PricingScope {
  roster: Roster;
  rel: Relations;
  /** Graph vertex of each player position; -1 for a player this matching does not pair. */
  vertexOf: Int32Array;
  /** The consecutive score groups whose players the matching pairs. */
  firstGroup: number;
  lastGroup: number;
  /** True when rematches are pairs of the complete graph; false leaves them out. */
  rematches: boolean;
}

export interface DualSolution {
  packing: Packing;
  dual: Float64Array;
  blossomParent: Int32Array;
}

/** A pair (u above v in pairing order) whose reduced cost is negative, doubled. */
export interface Violation {
  u: number;
  v: number;
  slack: Float64Array;
}

/** Places of a segment-tree leaf block checked pair by pair. */
const LEAF = 4;

function lexNegative(a: Float64Array, L: number): boolean {
  for (let l = 0; l < L; l++) if (a[l] !== 0) return a[l] < 0;
  return false;
}

function lexCompare(a: Float64Array, ao: number, b: Float64Array, bo: number, L: number): number {
  for (let l = 0; l < L; l++) {
    const x = a[ao + l];
    const y = b[bo + l];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The largest Dutch cost of any pair of places in a bracket of s (the cost peaks at i + 1, h or s − 1). */
function maxDutchIn(s: number): number {
  const h = Math.floor(s / 2);
  let best = 0;
  for (let i = 0; i + 1 < s; i++) {
    best = Math.max(best, dutchCost(s, i, i + 1), dutchCost(s, i, s - 1));
    if (h > i) best = Math.max(best, dutchCost(s, i, h));
  }
  return best;
}

/**
 * Each level's largest cost over the pairs of the scope (an upper bound where exact would cost
 * more): the weights are packed with these, so the packing is exact for every pair priced.
 * Bye and float-slot edges are always in the graph and count there.
 */
export function completeFloor(scope: PricingScope): number[] {
  const { roster, rel, vertexOf, firstGroup, lastGroup } = scope;
  const { groupStart, groupSize } = roster;
  const floor = new Array<number>(LEVEL_COUNT).fill(0);
  const start = groupStart[firstGroup];
  const end = groupStart[lastGroup] + groupSize[lastGroup];
  const inScope = (v: number): boolean => v >= start && v < end && vertexOf[v] >= 0;
  if (scope.rematches) {
    for (let u = start; u < end; u++) {
      if (vertexOf[u] < 0) continue;
      for (const id of roster.players[u].opponents) {
        const v = roster.position.get(id);
        if (v !== undefined && inScope(v)) floor[REMATCH] = Math.max(floor[REMATCH], rel.meetings(u, v));
      }
    }
  }
  const d = lastGroup - firstGroup;
  floor[SCORE] = Math.min(CAP, d * d);
  if (rel.clubMates === 'soft') {
    const clubs = new Set<string>();
    for (let u = start; u < end && floor[SOFT] === 0; u++) {
      const club = roster.players[u].club;
      if (vertexOf[u] < 0 || club === null || club === undefined) continue;
      if (clubs.has(club)) floor[SOFT] = 1;
      clubs.add(club);
    }
  }
  if (rel.softAvoided) floor[SOFT]++;
  if (d > 0) {
    let down = 0;
    let up = 0;
    for (let u = start; u < end; u++) {
      if (vertexOf[u] < 0) continue;
      const g = roster.group[u];
      if (g < lastGroup) down = Math.max(down, floatCost(roster.players[u].floats, 'down'));
      if (g > firstGroup) up = Math.max(up, floatCost(roster.players[u].floats, 'up'));
    }
    floor[FLOAT] = down + up;
  }
  for (let g = firstGroup; g <= lastGroup; g++) {
    floor[DUTCH] = Math.max(floor[DUTCH], maxDutchIn(groupSize[g] + roster.groupHead[g]));
    for (let g2 = g + 1; g2 <= lastGroup; g2++) {
      // A floater's distance from its Dutch opponent is at most s′ (floatInAway).
      floor[DUTCH] = Math.max(floor[DUTCH], Math.min(CAP, (groupSize[g] - 1 + groupSize[g2]) * (groupSize[g2] + 1)));
    }
  }
  return floor;
}

/**
 * The pairs of the scope whose reduced cost against the matching's dual is negative, most
 * violated first, at most `limit` of them (the search for them stops at `4 × limit` found).
 * Empty: the dual is feasible for every pair, and the matching optimal over every pairing.
 */
export function pricePairs(scope: PricingScope, solution: DualSolution, limit: number): Violation[] {
  return new Pricer(scope, solution, 4 * limit).run().slice(0, limit);
}

class Pricer {
  private readonly L: number;
  /** The doubled weight of a pair with no cost at all: 2 × Σ max × base over the pair levels. */
  private readonly k0: Float64Array;
  private readonly t: Float64Array;
  private readonly w: Float64Array;
  private readonly costs = new Float64Array(LEVEL_COUNT);
  private readonly found: Violation[] = [];
  private readonly down: Float64Array;
  private readonly up: Float64Array;

  constructor(
    private readonly scope: PricingScope,
    private readonly solution: DualSolution,
    private readonly cap: number,
  ) {
    const { packing } = solution;
    this.L = packing.limbs;
    this.k0 = new Float64Array(this.L);
    this.costs.fill(0);
    packPair(this.costs, 0, packing, this.k0);
    for (let l = 0; l < this.L; l++) this.k0[l] *= 2;
    this.t = new Float64Array(this.L);
    this.w = new Float64Array(this.L);
    const n = scope.roster.players.length;
    this.down = new Float64Array(n);
    this.up = new Float64Array(n);
    for (let u = 0; u < n; u++) {
      if (scope.vertexOf[u] < 0) continue;
      this.down[u] = floatCost(scope.roster.players[u].floats, 'down');
      this.up[u] = floatCost(scope.roster.players[u].floats, 'up');
    }
  }

  private get full(): boolean {
    return this.found.length >= this.cap;
  }

  run(): Violation[] {
    const { firstGroup, lastGroup } = this.scope;
    for (let g = firstGroup; g <= lastGroup && !this.full; g++) this.priceGroup(g);
    for (let g2 = firstGroup + 1; g2 <= lastGroup && !this.full; g2++) this.priceAcross(g2);
    const L = this.L;
    return this.found.sort((a, b) => lexCompare(a.slack, 0, b.slack, 0, L) || a.u - b.u || a.v - b.v);
  }

  /** Adds `count` × the limb vector of `level` (its base in its limb) into out. */
  private addLevel(out: Float64Array, level: number, count: number): void {
    const { limbOf, base } = this.solution.packing;
    if (limbOf[level] >= 0) out[limbOf[level]] += count * base[level];
  }

  /** Prices the pair of positions u < v exactly (blossom duals included). */
  private exact(u: number, v: number): void {
    const { roster, rel, vertexOf, rematches } = this.scope;
    if (rel.forbidden(u, v)) return;
    if (!rematches && rel.meetings(u, v) > 0) return;
    const { dual, blossomParent, packing } = this.solution;
    const L = this.L;
    pairCosts(roster, rel, u, v, this.costs, 0);
    packPair(this.costs, 0, packing, this.w);
    const a = vertexOf[u];
    const b = vertexOf[v];
    const slack = new Float64Array(L);
    for (let l = 0; l < L; l++) slack[l] = dual[a * L + l] + dual[b * L + l] - 2 * this.w[l];
    if (blossomParent[a] !== -1 && blossomParent[b] !== -1) {
      // Blossoms holding both: the common top of their chains of enclosing blossoms.
      const ancestors = new Set<number>();
      for (let x = blossomParent[a]; x !== -1; x = blossomParent[x]) ancestors.add(x);
      for (let x = blossomParent[b]; x !== -1; x = blossomParent[x]) {
        if (ancestors.has(x)) for (let l = 0; l < L; l++) slack[l] += 2 * dual[x * L + l];
      }
    }
    if (lexNegative(slack, L)) this.found.push({ u, v, slack });
  }

  /** Pairs inside group g, row by row, skipping segment-tree nodes whose bound holds. */
  private priceGroup(g: number): void {
    const { roster, vertexOf } = this.scope;
    const { dual, packing } = this.solution;
    const L = this.L;
    const s = roster.groupSize[g];
    const start = roster.groupStart[g];
    const head = roster.groupHead[g];
    const h = Math.floor((s + head) / 2);
    let size = 1;
    while (size < s) size *= 2;
    // tree[node]: the place of the lexicographically least dual below the node, -1 if none.
    const tree = new Int32Array(2 * size).fill(-1);
    for (let p = 0; p < s; p++) if (vertexOf[start + p] >= 0) tree[size + p] = p;
    const dualOf = (p: number): number => vertexOf[start + p] * L;
    for (let node = size - 1; node >= 1; node--) {
      const x = tree[2 * node];
      const y = tree[2 * node + 1];
      tree[node] = x < 0 ? y : y < 0 ? x : lexCompare(dual, dualOf(y), dual, dualOf(x), L) < 0 ? y : x;
    }
    const dutchLimb = packing.limbOf[DUTCH];
    const dutchBase = packing.base[DUTCH];
    const stack: number[] = [];
    const t = this.t;
    for (let i = 0; i + 1 < s && !this.full; i++) {
      if (vertexOf[start + i] < 0) continue;
      const di = dualOf(i);
      stack.length = 0;
      stack.push(1, 0, size - 1);
      while (stack.length > 0 && !this.full) {
        const hi = stack.pop()!;
        const lo = stack.pop()!;
        const node = stack.pop()!;
        if (hi <= i || lo >= s || tree[node] < 0) continue;
        const a = Math.max(lo, i + 1);
        const b = Math.min(hi, s - 1);
        // slack >= y(i) + least y below the node − 2 w̄, w̄ the weight of the least Dutch cost.
        const m = dualOf(tree[node]);
        for (let l = 0; l < L; l++) t[l] = dual[di + l] + dual[m + l] - this.k0[l];
        if (dutchLimb >= 0) t[dutchLimb] += 2 * leastDutch(s + head, h, i + head, a + head, b + head) * dutchBase;
        if (!lexNegative(t, L)) continue;
        if (hi - lo < LEAF) {
          for (let j = a; j <= b; j++) if (vertexOf[start + j] >= 0) this.exact(start + i, start + j);
        } else {
          const mid = (lo + hi) >> 1;
          stack.push(2 * node + 1, mid + 1, hi, 2 * node, lo, mid);
        }
      }
    }
  }

  /** Pairs between group g2 and each group above it in the scope, by the separable bound. */
  private priceAcross(g2: number): void {
    const { roster, vertexOf, firstGroup } = this.scope;
    const { dual } = this.solution;
    const L = this.L;
    const s2 = roster.groupSize[g2];
    const start2 = roster.groupStart[g2];
    const lower: number[] = [];
    for (let v = start2; v < start2 + s2; v++) if (vertexOf[v] >= 0) lower.push(v);
    if (lower.length === 0) return;
    // B(j) = y(j) + 2 × (float up of j, distance from the Dutch opponent × (s2 + 1)), with or without the Dutch part.
    const parts = (withDutch: boolean): { key: Float64Array; order: number[] } => {
      const key = new Float64Array(lower.length * L);
      lower.forEach((v, x) => {
        const row = key.subarray(x * L, (x + 1) * L);
        for (let l = 0; l < L; l++) row[l] = dual[vertexOf[v] * L + l];
        this.addLevel(row, FLOAT, 2 * this.up[v]);
        if (withDutch) this.addLevel(row, DUTCH, 2 * floatInAway(s2, roster.local[v]) * (s2 + 1));
      });
      const order = lower.map((_, x) => x).sort((x, y) => lexCompare(key, x * L, key, y * L, L) || x - y);
      return { key, order };
    };
    let sorted: { key: Float64Array; order: number[] } | null = null;
    const a = new Float64Array(L);
    const c = new Float64Array(L);
    const t = this.t;
    for (let g = g2 - 1; g >= firstGroup && !this.full; g--) {
      const s = roster.groupSize[g];
      const start = roster.groupStart[g];
      const d = g2 - g;
      // Dutch parts separate exactly only while (f + t) × (s2 + 1) stays under the cap (t <= s2).
      const separable = (s - 1 + s2) * (s2 + 1) <= CAP;
      const block = separable ? (sorted ??= parts(true)) : parts(false);
      c.set(this.k0);
      this.addLevel(c, SCORE, -2 * Math.min(CAP, d * d));
      const first = block.order[0] * L;
      for (let u = start; u < start + s && !this.full; u++) {
        if (vertexOf[u] < 0) continue;
        for (let l = 0; l < L; l++) a[l] = dual[vertexOf[u] * L + l] - c[l];
        this.addLevel(a, FLOAT, 2 * this.down[u]);
        if (separable) this.addLevel(a, DUTCH, 2 * (s - 1 - roster.local[u]) * (s2 + 1));
        for (let l = 0; l < L; l++) t[l] = a[l] + block.key[first + l];
        if (!lexNegative(t, L)) continue;
        for (const x of block.order) {
          for (let l = 0; l < L; l++) t[l] = a[l] + block.key[x * L + l];
          if (!lexNegative(t, L)) break;
          this.exact(u, lower[x]);
          if (this.full) break;
        }
      }
    }
  }
}

/** The least Dutch cost of place i against any place in [a, b] (i < a <= b) of a bracket of s. */
export function leastDutch(s: number, h: number, i: number, a: number, b: number): number {
  const target = i + h;
  let least = Infinity;
  // Places below h and from h on: in the same half as i, the distance gains h.
  for (const [x, y] of [
    [a, Math.min(b, h - 1)],
    [Math.max(a, h), b],
  ]) {
    if (x > y) continue;
    const distance = target < x ? x - target : target > y ? target - y : 0;
    const away = distance + (i < h === x < h ? h : 0);
    least = Math.min(least, away);
  }
  return Math.min(CAP, least * (s - i));
}

export interface PricedMatching {
  /** Partner of every graph vertex (-1 when unmatched), and whether every vertex is matched. */
  mate: Int32Array;
  perfect: boolean;
  limbs: number;
  /** Pairs listed in the end: the graph's and those the floors brought in. */
  edges: number;
  added: number;
  /** True when the matching is optimal over every pair of the scope. */
  proven: boolean;
  /** The final dual solution (doubled, as in blossom.ts), for checking. */
  solution: DualSolution;
}

export interface PricingLimits {
  /** Initial floor steps, in Dutch places (times the board factor). */
  places: number;
  /**
   * Pairs the floors may bring in before the proof is given up (a size guard), per matching of
   * V vertices: at most pairsPerVertex × V, maxPairs, and pairsTimesVertices / V. A matching
   * whose proof needs many pairs needs about V²/5 of them (a score group that must pair two
   * players of one half, see floors.ts), so the last cap stops large ones early; the others
   * need a few per vertex.
   */
  pairsPerVertex: number;
  maxPairs: number;
  pairsTimesVertices: number;
  /** And in all, over the matchings of one round. */
  roundPairs: number;
}

export const PRICING: PricingLimits = {
  places: 4,
  pairsPerVertex: 64,
  maxPairs: 20_000,
  pairsTimesVertices: 6_000_000,
  roundPairs: 60_000,
};

/** What is left of a round's pairs for the floors to bring in. */
export class PairBudget {
  left: number;

  constructor(readonly limits: PricingLimits) {
    this.left = limits.roundPairs;
  }

  /** The cap for one matching of this many vertices. */
  capFor(vertices: number): number {
    const { pairsPerVertex, maxPairs, pairsTimesVertices } = this.limits;
    return Math.max(0, Math.min(pairsPerVertex * vertices, maxPairs, Math.floor(pairsTimesVertices / Math.max(1, vertices)), this.left));
  }
}

/**
 * The best matching of the builder's graph and every other pair of the scope: the graph's
 * edges are listed, the rest are brought in by floors on the duals (floors.ts) as they could
 * matter. Every non-negative slack left out is proven by the floors, so when the run ends the
 * matching is optimal over every pair of the scope, unless the size guard stopped the floors
 * (then it is optimal over the pairs listed, and `proven` is false).
 */
export function solveScope(
  scope: PricingScope,
  builder: GraphBuilder,
  vertices: number,
  window: number,
  budget: PairBudget,
): PricedMatching {
  const limits = budget.limits;
  const { roster, rel, vertexOf } = scope;
  const first = builder.done(vertices);
  const listedFirst = first.edges;
  if (budget.left > 0) {
    const cap = budget.capFor(vertices);
    const packing = packLevels(first.costs, first.edges, vertices / 2, completeFloor(scope));
    const floors = new GuardedFloors(new ScopeFloors(scope, packing, vertices, limits.places, window), cap);
    const position = new Int32Array(vertices).fill(-1);
    for (let u = 0; u < vertexOf.length; u++) if (vertexOf[u] >= 0) position[vertexOf[u]] = u;
    for (let e = 0; e < first.edges; e++) {
      const a = position[first.from[e]];
      const b = position[first.to[e]];
      if (a >= 0 && b >= 0) floors.inner.listed(a, b);
    }
    for (const [u, v] of floors.inner.initial()) {
      const [a, b] = u < v ? [u, v] : [v, u];
      builder.pair(roster, rel, a, b, true, vertexOf[a], vertexOf[b]);
    }
    const graph = builder.done(vertices);
    const weight = packedWeights(graph.costs, graph.isBye, graph.edges, packing);
    try {
      const matching = maximumWeightMatching({ n: vertices, limbs: packing.limbs, from: graph.from, to: graph.to, weight, lazy: floors });
      budget.left -= matching.edges - listedFirst;
      return {
        mate: matching.mate,
        perfect: 2 * matching.size === vertices,
        limbs: packing.limbs,
        edges: matching.edges,
        added: matching.edges - listedFirst,
        proven: true,
        solution: { packing, dual: matching.dual, blossomParent: matching.blossomParent },
      };
    } catch (e) {
      if (e instanceof MatchingOverflowError) throw new PairingError('TOO_LARGE', 'the pairing weights left the exact integer range');
      if (!(e instanceof FloorsStopped)) throw e;
    }
  }
  // The size guard stopped the floors (or none are left for this round): the graph as it stands,
  // optimal over its own pairs only. The round cannot be proven now, so no more floors in it.
  budget.left = 0;
  const graph = builder.done(vertices);
  const matching = matchGraph(graph);
  return {
    mate: matching.mate,
    perfect: matching.perfect,
    limbs: matching.limbs,
    edges: graph.edges,
    added: graph.edges - listedFirst,
    proven: false,
    solution: { packing: matching.packing, dual: matching.dual, blossomParent: matching.blossomParent },
  };
}

/** Thrown by the guarded floors past their cap: the run is abandoned. */
class FloorsStopped extends Error {}

class GuardedFloors implements LazyEdges {
  stopped = false;
  private count = 0;

  constructor(
    readonly inner: ScopeFloors,
    private readonly cap: number,
  ) {}

  get floor(): Float64Array {
    return this.inner.floor;
  }

  get hasFloor(): Uint8Array {
    return this.inner.hasFloor;
  }

  raise(v: number, dual: Float64Array, off: number): void {
    this.inner.raise(v, dual, off);
  }

  lower(v: number, view: MatcherView): { to: number[]; weight: number[] } {
    const found = this.inner.lower(v, view);
    this.count += found.to.length;
    if (this.count > this.cap) throw new FloorsStopped('the floors brought in more pairs than their cap');
    return found;
  }
}
