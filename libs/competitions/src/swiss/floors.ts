/**
 * Every pair of a scope (a bracket, or the whole event) without listing them: the lazy edges of
 * blossom.ts. Each player's dual gets a floor f(v) <= y(v), and a pair stays out of the
 * matching's graph only while something proves its slack non-negative; the blossom algorithm
 * never lets a dual below its floor without calling `lower`, which lowers the floor and lists
 * the pairs that are no longer covered. When the run ends, every pair left out has a
 * non-negative slack, so the matching is optimal over every pair of the scope (weak duality,
 * pricing.ts). A pair (v, w) left out is covered by one of:
 *
 * - the floors: 2 w(v, w) <= f(v) + f(w), so y(v) + y(w) − 2 w >= 0 whatever the duals do
 *   above their floors. This is the invariant kept for every pair not covered otherwise.
 * - a common blossom: while a blossom lives, the slack of a pair inside it does not change
 *   (blossom.ts), so it stays as non-negative as when the blossom formed. When the blossom is
 *   expanded, its dual is zero, and the matching raises the floors of its vertices to their
 *   duals, which covers those pairs by the floors again.
 * - a partner whose dual is not falling (not an outer vertex of the stage's tree): its floor
 *   may rise to its dual at any time, so when f(v) + y(w) >= 2 w, the floor of w rises to
 *   y(w) and the pair is covered by the floors.
 * - two outer vertices of the stage's tree: both duals fall at the same rate until the stage
 *   ends, so the slack falls twice as fast as y(v), and v checks the pair again at its next
 *   floor: it is enough that slack >= 2 (y(v) − f(v)). At the end of the stage the matching
 *   raises the floors of every vertex it moved to its dual, which covers such pairs (and keeps
 *   the floors close to the duals, so that few pairs come in).
 *
 * Floors start a few Dutch places' cost below the weight of a pair of no cost at all (K0, the
 * most any pair weighs), which the starting graph (the Dutch windows) already covers, and fall
 * geometrically, one priority level at a time: a dual that keeps falling has run out of cheaper
 * partners, and pairs come in in the order their weights would matter.
 *
 * Finding the pairs a lower floor leaves uncovered without reading the whole row:
 *
 * - Same score group: a segment tree over the group's places keeps the least floor below each
 *   node. A pair of the group weighs at most K0 − (its Dutch cost) × (Dutch base), every other
 *   cost being >= 0, and the Dutch cost of v against a range of places has a lower bound from
 *   the cost formula (the distance to the Dutch opponent's place is least at the point of the
 *   range nearest it; the board factor s − top is least at the range's far end), exact for
 *   places below v, so a node with f(v) + (least floor) >= 2 K0 − 2 × (that bound) × base is
 *   covered whole.
 * - Different groups: such a pair costs at least one on the score level, so it weighs at most
 *   K0 − (score base). While both floors stay at or above the line K0 − (score base), their sum
 *   covers it. A player whose floor falls below the line (it has paid a score gap, which a
 *   bracket never asks) checks its whole row across groups, and every other player checks its
 *   pairs with those few.
 */
import type { LazyEdges, MatcherView } from './blossom';
import type { PricingScope } from './pricing';
import { CAP, DUTCH, LEVEL_COUNT, SCORE, packPair, pairCosts, type Packing } from './weights';

/** Places of a segment-tree leaf block checked pair by pair. */
const LEAF = 4;

function lexLess(a: Float64Array, ao: number, b: Float64Array, bo: number, L: number): boolean {
  for (let l = 0; l < L; l++) if (a[ao + l] !== b[bo + l]) return a[ao + l] < b[bo + l];
  return false;
}

/**
 * The least Dutch cost of place i against any place of [a, b] other than i, in a bracket of s
 * (places of the bracket: a group's places shifted by its head, weights.ts):
 * the range is cut at i and at h (the halves), and on each piece the distance |(bottom − top) −
 * h| is least at the place nearest i − h (partners above i) or i + h (below), plus h in i's half;
 * the board factor s − top is i's own below i, and at least s − y above it.
 */
export function leastDutchRow(s: number, h: number, i: number, a: number, b: number): number {
  let least = Infinity;
  for (let k = 0; k < 4; k++) {
    const above = k < 2;
    const x = k === 0 ? a : k === 1 ? Math.max(a, h) : k === 2 ? Math.max(a, i + 1) : Math.max(a, i + 1, h);
    const y = k === 0 ? Math.min(b, i - 1, h - 1) : k === 1 ? Math.min(b, i - 1) : k === 2 ? Math.min(b, h - 1) : b;
    if (x > y) continue;
    const target = above ? i - h : i + h;
    const distance = target < x ? x - target : target > y ? target - y : 0;
    const away = distance + (i < h === x < h ? h : 0);
    const cost = away * (above ? s - y : s - i);
    if (cost < least) least = cost;
  }
  return Math.min(CAP, least);
}

export class ScopeFloors implements LazyEdges {
  readonly floor: Float64Array;
  readonly hasFloor: Uint8Array;
  private readonly L: number;
  private readonly n: number;
  /** Player position of each graph vertex (-1 for slots and the bye). */
  private readonly posOf: Int32Array;
  /** Pairs listed beyond the Dutch windows (which are listed by construction). */
  private readonly known = new PairSet();
  /** The weight of a pair of no cost at all, and the line below which floors go across groups. */
  private readonly k0: Float64Array;
  private readonly line: Float64Array;
  private readonly low = new Set<number>();
  /** The next floor step of each vertex: a level and an amount of its cost. */
  private readonly stepLevel: Int8Array;
  private readonly stepAmount: Float64Array;
  /** Per group of the scope: a segment tree of places holding the place of the least floor below. */
  private readonly trees: Int32Array[] = [];
  private readonly sizes: number[] = [];
  private readonly costs = new Float64Array(LEVEL_COUNT);
  private readonly w: Float64Array;
  private readonly t: Float64Array;
  private out: { to: number[]; weight: number[] } = { to: [], weight: [] };
  /** The run, while `lower` runs (null in the first pass, before it starts). */
  private view: MatcherView | null = null;
  private readonly d: Float64Array;
  private readonly e: Float64Array;
  private readonly stack: number[] = [];
  private readonly startLevel: number;
  private readonly startAmount: Float64Array;

  constructor(
    private readonly scope: PricingScope,
    private readonly packing: Packing,
    vertices: number,
    /** Initial floor steps, in places of Dutch distance (times the board factor s − place). */
    private readonly places: number,
    /** The Dutch window of the starting graph (-1: none). */
    private readonly window: number,
  ) {
    const { roster, vertexOf, firstGroup, lastGroup } = scope;
    const L = packing.limbs;
    this.L = L;
    this.n = roster.players.length;
    this.floor = new Float64Array(vertices * L);
    this.hasFloor = new Uint8Array(vertices);
    this.posOf = new Int32Array(vertices).fill(-1);
    this.stepLevel = new Int8Array(vertices);
    this.stepAmount = new Float64Array(vertices);
    this.w = new Float64Array(L);
    this.t = new Float64Array(L);
    this.d = new Float64Array(L);
    this.e = new Float64Array(L);
    this.k0 = new Float64Array(L);
    this.costs.fill(0);
    packPair(this.costs, 0, packing, this.k0);
    this.line = Float64Array.from(this.k0);
    if (packing.limbOf[SCORE] >= 0) this.line[packing.limbOf[SCORE]] -= packing.base[SCORE];
    const start = roster.groupStart[firstGroup];
    const end = roster.groupStart[lastGroup] + roster.groupSize[lastGroup];
    const first = this.firstLevel();
    this.startLevel = first;
    this.startAmount = new Float64Array(vertices);
    for (let u = start; u < end; u++) {
      const v = vertexOf[u];
      if (v < 0) continue;
      this.posOf[v] = u;
      this.hasFloor[v] = 1;
      this.floor.set(this.k0, v * L);
      this.stepLevel[v] = first;
      // No level varies (every pair weighs K0): the floor stays at K0, and the first time the dual
      // falls to it, `lower` lists every pair of v.
      if (first < 0) continue;
      this.stepAmount[v] = first === DUTCH ? places * (roster.groupSize[roster.group[u]] - roster.local[u]) : 1;
      this.startAmount[v] = this.stepAmount[v];
      this.step(v);
    }
    for (let g = firstGroup; g <= lastGroup; g++) this.buildTree(g);
  }

  /** The lowest priority level whose costs vary over the scope's pairs, or -1 if none does. */
  private firstLevel(): number {
    for (let k = LEVEL_COUNT - 1; k >= 0; k--) if (this.packing.limbOf[k] >= 0 && this.packing.maxCost[k] > 0) return k;
    return -1;
  }

  /** Registers a pair already in the graph (player positions). */
  listed(u: number, v: number): void {
    if (!this.inWindow(u, v)) this.known.add(this.key(u, v));
  }

  /**
   * A pair of one group within `window` places of the Dutch pairing, |(j − i) − h| <= window:
   * the graph the floors start from (candidates.ts) lists all of these that are pairs at all.
   */
  private inWindow(u: number, v: number): boolean {
    const { group, local, groupSize, groupHead } = this.scope.roster;
    if (group[u] !== group[v]) return false;
    const h = Math.floor((groupSize[group[u]] + groupHead[group[u]]) / 2);
    return Math.abs(Math.abs(local[v] - local[u]) - h) <= this.window;
  }

  private key(u: number, v: number): number {
    return u < v ? u * this.n + v : v * this.n + u;
  }

  /** Lowers v's floor by its step, and doubles the step (moving up a level once it spans this one). */
  private step(v: number): void {
    const { packing, L } = this;
    const level = this.stepLevel[v];
    this.floor[v * L + packing.limbOf[level]] -= this.stepAmount[v] * packing.base[level];
    this.stepAmount[v] *= 2;
    if (this.stepAmount[v] > 2 * packing.maxCost[level] + 2) {
      let up = level - 1;
      while (up >= 0 && (packing.limbOf[up] < 0 || packing.maxCost[up] === 0)) up--;
      if (up >= 0) {
        this.stepLevel[v] = up;
        this.stepAmount[v] = 1;
      } else {
        this.stepLevel[v] = -1; // the next call lists every pair of v
      }
    }
  }

  private less(x: number, y: number): boolean {
    return lexLess(this.floor, x * this.L, this.floor, y * this.L, this.L);
  }

  private buildTree(g: number): void {
    const { roster, vertexOf } = this.scope;
    const s = roster.groupSize[g];
    const start = roster.groupStart[g];
    let size = 1;
    while (size < s) size *= 2;
    const tree = new Int32Array(2 * size).fill(-1);
    for (let p = 0; p < s; p++) {
      const v = vertexOf[start + p];
      if (v >= 0 && this.hasFloor[v]) tree[size + p] = p;
    }
    for (let node = size - 1; node >= 1; node--) tree[node] = this.better(g, tree[2 * node], tree[2 * node + 1]);
    this.trees[g] = tree;
    this.sizes[g] = size;
  }

  private better(g: number, x: number, y: number): number {
    if (x < 0) return y;
    if (y < 0) return x;
    const start = this.scope.roster.groupStart[g];
    const vx = this.scope.vertexOf[start + x];
    const vy = this.scope.vertexOf[start + y];
    return this.less(vy, vx) ? y : x;
  }

  private update(u: number): void {
    const { roster, vertexOf } = this.scope;
    const g = roster.group[u];
    const tree = this.trees[g];
    const size = this.sizes[g];
    const p = roster.local[u];
    let node = size + p;
    tree[node] = this.hasFloor[vertexOf[u]] ? p : -1;
    for (node >>= 1; node >= 1; node >>= 1) tree[node] = this.better(g, tree[2 * node], tree[2 * node + 1]);
  }

  /** The pairs every floor's first value leaves uncovered, as [u, v] player positions. */
  initial(): Array<[number, number]> {
    const found: Array<[number, number]> = [];
    this.out = { to: [], weight: [] };
    this.view = null;
    const n = this.floor.length / this.L;
    for (let v = 0; v < n; v++) if (this.hasFloor[v] && this.lessThanLine(v)) this.low.add(v);
    // The first floors, K0 − places × (s − i) × (Dutch base), cover every pair of a group outside
    // the window when places <= window: such a pair costs at least away × (s − i) on the Dutch
    // level (i the upper place), with away > window >= places across the halves and away >= h
    // within a half (pairs of a half are all in the window when h <= window + 1), and
    // 2 × away × (s − i) >= places × ((s − i) + (s − j)) is all the floors need. Only the rows of
    // players below the line, across groups, remain to check.
    const { roster, firstGroup, lastGroup } = this.scope;
    let largest = 0;
    for (let g = firstGroup; g <= lastGroup; g++) largest = Math.max(largest, roster.groupSize[g]);
    const covered = this.startLevel === DUTCH && this.places <= this.window && 2 * this.places * largest <= CAP;
    for (let v = 0; v < n; v++) {
      if (!this.hasFloor[v]) continue;
      this.out = { to: [], weight: [] };
      if (!covered) this.rowWithin(v, false);
      if (this.low.has(v)) this.rowAcross(v, false);
      const u = this.posOf[v];
      for (const w of this.out.to) found.push([u, this.posOf[w]]);
    }
    return found;
  }

  raise(v: number, dual: Float64Array, off: number): void {
    const L = this.L;
    for (let l = 0; l < L; l++) this.floor[v * L + l] = dual[off + l];
    this.stepLevel[v] = this.startLevel;
    this.stepAmount[v] = this.startAmount[v];
    this.update(this.posOf[v]);
    if (this.lessThanLine(v)) this.low.add(v);
    else this.low.delete(v);
  }

  /** Raises w's floor to the value at d (at or below its dual). */
  private lift(w: number, d: Float64Array): void {
    this.floor.set(d, w * this.L);
    this.update(this.posOf[w]);
    if (!this.lessThanLine(w)) this.low.delete(w);
  }

  lower(v: number, view: MatcherView | null): { to: number[]; weight: number[] } {
    this.out = { to: [], weight: [] };
    this.view = view;
    const exhausted = this.stepLevel[v] < 0;
    if (exhausted) {
      this.hasFloor[v] = 0;
      this.low.delete(v);
      this.update(this.posOf[v]);
    } else {
      this.step(v);
      this.update(this.posOf[v]);
      if (this.lessThanLine(v)) this.low.add(v);
    }
    this.rowWithin(v, exhausted);
    this.rowAcross(v, exhausted);
    return this.out;
  }

  /** f(v) + other >= 2 w (the pair weight in this.w). */
  private covers(v: number, other: Float64Array, off: number): boolean {
    const L = this.L;
    for (let l = 0; l < L; l++) {
      const x = this.floor[v * L + l] + other[off + l] - 2 * this.w[l];
      if (x !== 0) return x > 0;
    }
    return true;
  }

  private lessThanLine(v: number): boolean {
    return lexLess(this.floor, v * this.L, this.line, 0, this.L);
  }

  /**
   * Lists (v, w) if it is a pair of the scope not yet listed and, unless `all`, if the floors no
   * longer cover it: 2 w(v, w) > f(v) + f(w).
   */
  private consider(v: number, w: number, all: boolean): void {
    const { roster, rel, rematches } = this.scope;
    const L = this.L;
    const a = this.posOf[v];
    const b = this.posOf[w];
    if (this.inWindow(a, b)) return;
    const key = this.key(a, b);
    if (this.known.has(key)) return;
    const view = this.view;
    if (!all && view !== null && view.top[v] === view.top[w]) return; // inside a common blossom
    const u = a < b ? a : b;
    const x = a < b ? b : a;
    if (rel.forbidden(u, x) || (!rematches && rel.meetings(u, x) > 0)) return;
    pairCosts(roster, rel, u, x, this.costs, 0);
    packPair(this.costs, 0, this.packing, this.w);
    if (!all) {
      if (!this.hasFloor[w]) return; // unreachable: a vertex without a floor has every pair listed
      if (this.covers(v, this.floor, w * L)) return;
      // A partner whose dual is not falling may cover the pair with its dual: its floor rises.
      if (view !== null && !view.falling(w)) {
        view.dualInto(w, this.d);
        if (this.covers(v, this.d, 0)) {
          this.lift(w, this.d);
          return;
        }
      } else if (view !== null && view.falling(v)) {
        // Both outer in this stage's tree: their duals fall together until the stage ends, so
        // the slack falls twice as fast as v's dual, and v checks the pair again at its next
        // floor: enough that slack >= 2 (y(v) − f(v)), i.e. 2 f(v) − y(v) + y(w) >= 2 w.
        view.dualInto(w, this.d);
        view.dualInto(v, this.e);
        let x = 0;
        for (let l = 0; l < L && x === 0; l++) x = 2 * this.floor[v * L + l] - this.e[l] + this.d[l] - 2 * this.w[l];
        if (x >= 0) return;
      }
    }
    this.known.add(key);
    this.out.to.push(w);
    for (let l = 0; l < L; l++) this.out.weight.push(this.w[l]);
  }

  /** v's pairs in its own group that its floor no longer covers (all of them with `all`). */
  private rowWithin(v: number, all: boolean): void {
    const { roster, vertexOf } = this.scope;
    const { packing, L, t, k0 } = this;
    const u = this.posOf[v];
    const g = roster.group[u];
    const s = roster.groupSize[g];
    const start = roster.groupStart[g];
    const head = roster.groupHead[g];
    const h = Math.floor((s + head) / 2);
    const i = roster.local[u];
    const tree = this.trees[g];
    const dutchLimb = packing.limbOf[DUTCH];
    const dutchBase = packing.base[DUTCH];
    if (all) {
      for (let j = 0; j < s; j++) if (j !== i && vertexOf[start + j] >= 0) this.consider(v, vertexOf[start + j], true);
      return;
    }
    const stack = this.stack;
    stack.length = 0;
    stack.push(1, 0, this.sizes[g] - 1);
    while (stack.length > 0) {
      const hi = stack.pop()!;
      const lo = stack.pop()!;
      const node = stack.pop()!;
      const least = tree[node];
      if (lo >= s || least < 0) continue;
      const b = Math.min(hi, s - 1);
      if (lo === b && lo === i) continue;
      // Covered when f(v) + least floor >= 2 K0 − 2 × least Dutch cost × base.
      const m = vertexOf[start + least] * L;
      for (let l = 0; l < L; l++) t[l] = this.floor[v * L + l] + this.floor[m + l] - 2 * k0[l];
      if (dutchLimb >= 0) t[dutchLimb] += 2 * leastDutchRow(s + head, h, i + head, lo + head, b + head) * dutchBase;
      let covered = true;
      for (let l = 0; l < L; l++) {
        if (t[l] !== 0) {
          covered = t[l] > 0;
          break;
        }
      }
      if (covered) continue;
      if (hi - lo < LEAF) {
        for (let j = lo; j <= b; j++) {
          const w = vertexOf[start + j];
          if (j !== i && w >= 0) this.consider(v, w, false);
        }
      } else {
        const mid = (lo + hi) >> 1;
        stack.push(2 * node + 1, mid + 1, hi, 2 * node, lo, mid);
      }
    }
  }

  /** v's pairs across groups: all of them below the line (or with `all`), else those with the few below it. */
  private rowAcross(v: number, all: boolean): void {
    const { roster, vertexOf, firstGroup, lastGroup } = this.scope;
    if (firstGroup === lastGroup) return;
    const u = this.posOf[v];
    const g = roster.group[u];
    if (all || this.low.has(v)) {
      const start = roster.groupStart[firstGroup];
      const end = roster.groupStart[lastGroup] + roster.groupSize[lastGroup];
      for (let x = start; x < end; x++) {
        const w = vertexOf[x];
        if (w >= 0 && roster.group[x] !== g && (all || this.hasFloor[w])) this.consider(v, w, all);
      }
      return;
    }
    for (const w of this.low) if (roster.group[this.posOf[w]] !== g) this.consider(v, w, false);
  }
}

/** A set of non-negative integer keys below 2^53: open addressing, linear probing. */
class PairSet {
  private keys = new Float64Array(1024).fill(-1);
  private count = 0;

  private slot(key: number, keys: Float64Array): number {
    const mask = keys.length - 1;
    // Multiplicative hashing on the low and high halves of the key.
    let i = (Math.imul((key % 4294967296) | 0, 0x9e3779b1) ^ Math.imul(Math.floor(key / 4294967296) | 0, 0x85ebca6b)) & mask;
    while (keys[i] !== -1 && keys[i] !== key) i = (i + 1) & mask;
    return i;
  }

  has(key: number): boolean {
    return this.keys[this.slot(key, this.keys)] === key;
  }

  add(key: number): void {
    if (2 * (this.count + 1) > this.keys.length) {
      const old = this.keys;
      this.keys = new Float64Array(2 * old.length).fill(-1);
      for (const k of old) if (k !== -1) this.keys[this.slot(k, this.keys)] = k;
    }
    const i = this.slot(key, this.keys);
    if (this.keys[i] !== key) {
      this.keys[i] = key;
      this.count++;
    }
  }
}
