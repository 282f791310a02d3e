/**
 * Maximum-weight perfect matching in a general graph: Edmonds' blossom method with the
 * primal-dual updates of Galil ("Efficient algorithms for finding maximum matching in graphs",
 * ACM Computing Surveys 18(1), 1986, section 4): alternating trees, blossoms shrunk and expanded,
 * and the dual moved by the least of three deltas (an edge from the tree to a free vertex, half
 * an edge between two outer blossoms, an inner blossom's dual reaching zero).
 *
 * Three things differ from the textbook statement, all for Swiss pairing:
 *
 * - Weights are exact lexicographic tuples (`limbs` numbers per edge, the first the most
 *   significant), so pairing can put "no rematch" infinitely above "smallest score gaps"
 *   without a weight that overflows a double. Every limb stays an integer: duals are kept
 *   doubled (Galil's u(v) is `dual/2`), and the slack of an edge between two outer vertices of
 *   one tree is even limb by limb (tight edges carry parity along the tree), so its half is
 *   exact. LP duality holds over any ordered abelian group, so the lexicographic optimum is
 *   exact.
 * - Each stage grows one alternating tree from one free vertex (Edmonds' original scheme): the
 *   perfect-matching LP leaves vertex duals unsigned, so only the tree's duals move, and the
 *   stage ends when the tree reaches another free vertex (augment) or cannot grow (then no
 *   perfect matching exists). The search can start warm: each vertex's dual is its best incident
 *   weight, tight edges are matched greedily in the caller's vertex order, and a vertex left free
 *   lowers its dual until an edge is tight. Pairing graphs are mostly "everyone's best partner is
 *   mutual", so few stages remain.
 * - Dual changes are lazy and the three deltas come from heaps (as in Galil, Micali and Gabow's
 *   O(nm log n) refinement): a vertex or blossom records its dual when its label last changed and
 *   the stage's running total of deltas, so a delta costs O(log m) rather than a sweep of the
 *   tree. Lexicographic weights make trees large (a tree exhausts every lower-level alternative
 *   before it pays a higher level), so this matters.
 * - Edges may come in during the run (`LazyEdges`): floors on the duals, and a fourth delta, an
 *   outer vertex's dual reaching its floor, at which the edges the lower floor no longer covers
 *   join the graph. The run is then optimal over the larger graph while it scans a fraction of it.
 */

export interface WeightedGraph {
  /** Vertices are 0..n-1. */
  n: number;
  /** Numbers per weight, most significant first. */
  limbs: number;
  /** Edge k joins from[k] and to[k] (no loops, no parallel edges). */
  from: Int32Array;
  to: Int32Array;
  /** weight[k * limbs + l]: limb l of edge k; integers of magnitude below 2^48. */
  weight: Float64Array;
  /** Further edges of a larger graph, brought in only when they could matter (below). */
  lazy?: LazyEdges;
}

/** What `lazy.lower` may read of the run: blossoms and current duals. */
export interface MatcherView {
  /** The outermost blossom of each vertex (pairs inside one are covered by its dual). */
  top: Int32Array;
  /** Writes v's current (doubled) dual into out[0..limbs). */
  dualInto(v: number, out: Float64Array): void;
  /** True while v's dual is falling (an outer vertex of the stage's tree). */
  falling(v: number): boolean;
}

/**
 * The edges of a larger graph that are not listed, brought in as the duals need them, so that
 * the matching is optimal over the larger graph while it only scans a fraction of it.
 *
 * Each vertex v with hasFloor[v] has a floor f(v) (doubled, like the duals) that its dual never
 * goes below, and the invariant is: every pair (v, w) of the larger graph that is not an edge
 * has 2 w(v, w) <= f(v) + f(w). So its slack y(v) + y(w) − 2 w(v, w) is never negative, and the
 * final dual is feasible for the whole larger graph (the matching optimal over it). When an
 * outer vertex's dual, falling during a stage, reaches its floor, the stage pauses there (a
 * fourth kind of delta), `lower` lowers the floor and returns the pairs that the invariant no
 * longer covers, and they join the graph before the dual moves on. A vertex without a floor has
 * every pair of the larger graph listed.
 *
 * Pairs inside a common blossom need no floor: while a blossom lives, the slack of a pair inside
 * it does not change (its leaves' duals move by ±δ together and its own dual by ∓2δ), so it
 * stays as non-negative as it was when the blossom formed; `lower` may leave them out (top[w] =
 * top[v], `top` giving each vertex's outermost blossom). When a blossom is expanded its dual is
 * zero, so those pairs' slack is y(v) + y(w) − 2w(v, w) >= 0 then, and raising the floors of its
 * vertices to their duals (`raise`: a floor may rise to the dual at any time) restores the
 * invariant. At the end of each stage every vertex whose dual moved has its floor raised to it,
 * which keeps floors close to the duals and the pairs brought in few; and `lower` may raise the
 * floor of a vertex whose dual is not falling (inner, or outside the tree) to cover a pair by it
 * rather than list the pair. Two outer vertices of one stage fall together until it ends (when
 * their floors rise to their duals), so `lower(v)` may also leave such a pair out while its
 * slack is at least 2 (y(v) − f(v)), twice the fall left to v before it asks again.
 */
export interface LazyEdges {
  /** floor[v * limbs + l], for the vertices with hasFloor[v] = 1. */
  floor: Float64Array;
  hasFloor: Uint8Array;
  /**
   * Lowers v's floor (writing `floor`, or clearing hasFloor[v] once every pair of v is listed)
   * and returns the pairs (v, to[i]) the invariant needs listed now, with their weights
   * (weight[i * limbs + l]).
   */
  lower(v: number, view: MatcherView): { to: number[]; weight: number[] };
  /** Raises v's floor to its dual, dual[off..off + limbs) (at or above the floor). */
  raise(v: number, dual: Float64Array, off: number): void;
}

export interface Matching {
  /** mate[v]: the vertex matched to v, or -1. */
  mate: Int32Array;
  /** Matched pairs. */
  size: number;
  /**
   * The final dual solution, doubled (Galil's u(v) and z(B) times two): dual[v * limbs + l] for
   * vertices, dual[b * limbs + l] for blossoms b >= n; blossomParent[b] is -1 at the top.
   * With `leaves`, enough to check optimality (see `verifyOptimum`).
   */
  dual: Float64Array;
  blossomParent: Int32Array;
  /** The leaf vertices of blossom b >= n if it is still alive at the end (else empty). */
  leaves: (b: number) => number[];
  /** Edges at the end: the graph's, then those brought in by `lazy`. */
  edges: number;
  endpoint: Int32Array;
  weight: Float64Array;
}

/** A limb value beyond this means the arithmetic is no longer exact. */
const LIMB_LIMIT = 2 ** 52;

export class MatchingOverflowError extends Error {
  readonly code = 'MATCHING_OVERFLOW';
  constructor() {
    super('blossom: a dual value left the exact integer range of a double');
    this.name = 'MatchingOverflowError';
  }
}

/**
 * A perfect matching of maximum (lexicographic) weight, when the graph has a perfect matching;
 * otherwise `size` < n / 2 and the matching is only partial (pairing then widens its graph or
 * reports that no pairing exists). With `warmStart` the search starts from a greedy matching of
 * tight edges taken in vertex order 0..n-1; from a cold start, from the empty matching.
 */
export function maximumWeightMatching(graph: WeightedGraph, warmStart = true): Matching {
  return new BlossomMatcher(graph).run(warmStart);
}

/**
 * A binary min-heap of entries keyed by lexicographic tuples, with two integer payloads.
 * Entries are never updated in place: stale ones are skipped (or re-keyed) when they surface.
 */
class TupleHeap {
  private keys: Float64Array;
  private a: Int32Array;
  private b: Int32Array;
  private heap: Int32Array;
  private size = 0;
  private count = 0;

  constructor(private readonly L: number) {
    this.keys = new Float64Array(64 * L);
    this.a = new Int32Array(64);
    this.b = new Int32Array(64);
    this.heap = new Int32Array(64);
  }

  clear(): void {
    this.size = 0;
    this.count = 0;
  }

  get empty(): boolean {
    return this.size === 0;
  }

  private less(x: number, y: number): boolean {
    const L = this.L;
    for (let l = 0; l < L; l++) {
      const p = this.keys[x * L + l];
      const q = this.keys[y * L + l];
      if (p !== q) return p < q;
    }
    return x < y; // insertion order: deterministic ties
  }

  push(key: Float64Array, a: number, b: number): void {
    if (this.count === this.a.length) {
      const cap = this.a.length * 2;
      const keys = new Float64Array(cap * this.L);
      keys.set(this.keys);
      this.keys = keys;
      const na = new Int32Array(cap);
      na.set(this.a);
      this.a = na;
      const nb = new Int32Array(cap);
      nb.set(this.b);
      this.b = nb;
      const h = new Int32Array(cap);
      h.set(this.heap);
      this.heap = h;
    }
    const e = this.count++;
    this.keys.set(key, e * this.L);
    this.a[e] = a;
    this.b[e] = b;
    let i = this.size++;
    const heap = this.heap;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(e, heap[parent])) break;
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = e;
  }

  /** The entry at the top (undefined behaviour when empty). */
  top(): number {
    return this.heap[0];
  }

  pop(): void {
    const heap = this.heap;
    const last = heap[--this.size];
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.size) break;
      const r = l + 1;
      const c = r < this.size && this.less(heap[r], heap[l]) ? r : l;
      if (!this.less(heap[c], last)) break;
      heap[i] = heap[c];
      i = c;
    }
    heap[i] = last;
  }

  keyInto(e: number, out: Float64Array): void {
    for (let l = 0; l < this.L; l++) out[l] = this.keys[e * this.L + l];
  }

  first(e: number): number {
    return this.a[e];
  }

  second(e: number): number {
    return this.b[e];
  }
}

/**
 * The state of one run. Vertices are 0..n-1, blossoms n..2n-1; edge k has endpoints 2k (from)
 * and 2k+1 (to), and "the remote endpoint p" of a vertex names the edge and its other end.
 * Labels: 0 free, 1 S (outer), 2 T (inner), 5 an S-blossom carrying a breadcrumb.
 *
 * Lazy duals: the true (doubled) dual of x is dual[x] + cls[x] × (clock − since[x]), where clock
 * is the sum of the stage's deltas; cls is -1 for S-vertices, +1 for T-vertices, +1 for
 * top-level S-blossoms, -1 for top-level T-blossoms and 0 otherwise. Changing cls first folds
 * the running change into dual[x].
 */
class BlossomMatcher {
  private readonly n: number;
  private readonly L: number;
  // Edge arrays grow when lazy edges join: read them through `this` after any call that adds.
  private weight: Float64Array;
  private endpoint: Int32Array;
  private allowEdge: Uint8Array;
  private m: number;
  private readonly adjStart: Int32Array;
  private readonly adj: Int32Array;
  /** Remote endpoints of the edges added later, per vertex. */
  private readonly extra: Array<number[] | null>;
  private readonly lazy: LazyEdges | null;
  /** Delta candidates of the fourth kind: an outer vertex's dual reaching its floor (key floor hit clock). */
  private readonly floorHit: TupleHeap;
  private readonly floorVersion: Int32Array;
  private readonly view: MatcherView;
  private readonly mate: Int32Array;
  private readonly label: Int8Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChildren: Array<number[] | null>;
  private readonly blossomEndps: Array<number[] | null>;
  private readonly blossomBase: Int32Array;
  private readonly version: Int32Array;
  private readonly unused: number[] = [];
  private readonly dual: Float64Array;
  private readonly cls: Int8Array;
  private readonly since: Float64Array;
  private readonly clock: Float64Array;
  private readonly queue: number[] = [];
  /** Scratch stack for walking blossom trees (a blossom tree has fewer than 2n nodes). */
  private readonly walk: Int32Array;
  // What a stage touched, to reset it in proportion.
  private stage = 0;
  private readonly stamp: Int32Array;
  private readonly touched: number[] = [];
  private readonly allowed: number[] = [];
  // Delta candidates: tree-to-free edges (key slack + clock), edges between outer blossoms
  // (key slack + 2 clock), inner blossoms (key z + clock).
  private readonly toFree: TupleHeap;
  private readonly between: TupleHeap;
  private readonly inner: TupleHeap;
  // Scratch tuples.
  private readonly sa: Float64Array;
  private readonly sb: Float64Array;
  private readonly delta: Float64Array;

  constructor(graph: WeightedGraph) {
    const { n, limbs: L, from, to, weight } = graph;
    const m = from.length;
    const nb = 2 * n;
    this.n = n;
    this.L = L;
    this.m = m;
    this.weight = graph.lazy ? Float64Array.from(weight) : weight;
    this.lazy = graph.lazy ?? null;
    this.extra = new Array<number[] | null>(n).fill(null);
    this.floorHit = new TupleHeap(L);
    this.floorVersion = new Int32Array(n);
    const endpoint = new Int32Array(2 * m);
    const degree = new Int32Array(n + 1);
    for (let k = 0; k < m; k++) {
      endpoint[2 * k] = from[k];
      endpoint[2 * k + 1] = to[k];
      degree[from[k]]++;
      degree[to[k]]++;
    }
    const adjStart = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) adjStart[v + 1] = adjStart[v] + degree[v];
    const adj = new Int32Array(2 * m);
    const fill = adjStart.slice(0, n);
    for (let k = 0; k < m; k++) {
      adj[fill[from[k]]++] = 2 * k + 1;
      adj[fill[to[k]]++] = 2 * k;
    }
    this.endpoint = endpoint;
    this.adjStart = adjStart;
    this.adj = adj;
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int8Array(nb);
    this.labelEnd = new Int32Array(nb).fill(-1);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.blossomParent = new Int32Array(nb).fill(-1);
    this.blossomChildren = new Array<number[] | null>(nb).fill(null);
    this.blossomEndps = new Array<number[] | null>(nb).fill(null);
    this.blossomBase = new Int32Array(nb).fill(-1);
    for (let v = 0; v < n; v++) this.blossomBase[v] = v;
    this.version = new Int32Array(nb);
    for (let b = nb - 1; b >= n; b--) this.unused.push(b);
    this.dual = new Float64Array(nb * L);
    this.cls = new Int8Array(nb);
    this.since = new Float64Array(nb * L);
    this.clock = new Float64Array(L);
    this.allowEdge = new Uint8Array(m);
    this.stamp = new Int32Array(nb).fill(-1);
    this.walk = new Int32Array(nb);
    this.toFree = new TupleHeap(L);
    this.between = new TupleHeap(L);
    this.inner = new TupleHeap(L);
    this.sa = new Float64Array(L);
    this.sb = new Float64Array(L);
    this.delta = new Float64Array(L);
    this.view = {
      top: this.inBlossom,
      dualInto: (v, out) => {
        for (let l = 0; l < L; l++) out[l] = this.dualAt(v, l);
      },
      falling: (v) => this.cls[v] === -1,
    };
  }

  run(warmStart: boolean): Matching {
    const n = this.n;
    // With lazy edges the start is always warm: it keeps every dual at or above its floor.
    let matched = warmStart || this.lazy !== null ? this.warmStart() : this.coldStart();
    for (let root = 0; root < n && 2 * matched < n; root++) {
      if (this.mate[root] !== -1) continue;
      if (!this.runStage(root)) break; // root cannot be matched: no perfect matching
      matched++;
    }
    const result = new Int32Array(n).fill(-1);
    let size = 0;
    for (let v = 0; v < n; v++) {
      if (this.mate[v] >= 0) {
        result[v] = this.endpoint[this.mate[v]];
        if (v < result[v]) size++;
      }
    }
    const leaves = (b: number): number[] => (b >= n && b < 2 * n && this.blossomBase[b] >= 0 ? this.leavesOf(b) : []);
    return {
      mate: result,
      size,
      dual: this.dual,
      blossomParent: this.blossomParent,
      leaves,
      edges: this.m,
      endpoint: this.endpoint.subarray(0, 2 * this.m),
      weight: this.weight.subarray(0, this.m * this.L),
    };
  }

  // ---- lazy edges --------------------------------------------------------------------------

  /** Adds the edge (a, b) with the weight at w[off..]; returns its index. */
  private addEdge(a: number, b: number, w: ArrayLike<number>, off: number): number {
    const L = this.L;
    if (this.m === this.allowEdge.length) {
      const cap = Math.max(64, 2 * this.m);
      const endpoint = new Int32Array(2 * cap);
      endpoint.set(this.endpoint.subarray(0, 2 * this.m));
      this.endpoint = endpoint;
      const weight = new Float64Array(cap * L);
      weight.set(this.weight.subarray(0, this.m * L));
      this.weight = weight;
      const allowEdge = new Uint8Array(cap);
      allowEdge.set(this.allowEdge.subarray(0, this.m));
      this.allowEdge = allowEdge;
    }
    const k = this.m++;
    this.endpoint[2 * k] = a;
    this.endpoint[2 * k + 1] = b;
    for (let l = 0; l < L; l++) this.weight[k * L + l] = w[off + l];
    (this.extra[a] ??= []).push(2 * k + 1);
    (this.extra[b] ??= []).push(2 * k);
    return k;
  }

  /** Lowers v's floor and adds the pairs that brings in; returns their remote endpoints from v. */
  private lowerFloor(v: number): number[] {
    const found = this.lazy!.lower(v, this.view);
    const out: number[] = [];
    for (let i = 0; i < found.to.length; i++) out.push(2 * this.addEdge(v, found.to[i], found.weight, i * this.L) + 1);
    return out;
  }

  /** For an outer vertex with a floor: the clock at which its falling dual meets the floor. */
  private pushFloorHit(x: number): void {
    const { L, sa } = this;
    const floor = this.lazy!.floor;
    for (let l = 0; l < L; l++) sa[l] = this.clock[l] + this.dual[x * L + l] - floor[x * L + l];
    this.floorHit.push(sa, x, ++this.floorVersion[x]);
  }

  private validFloorHit(): number {
    const h = this.floorHit;
    while (!h.empty) {
      const e = h.top();
      const x = h.first(e);
      if (this.cls[x] !== -1 || this.floorVersion[x] !== h.second(e) || !this.lazy!.hasFloor[x]) {
        h.pop();
        continue;
      }
      return e;
    }
    return -1;
  }

  // ---- duals and tuples -------------------------------------------------------------------

  /** Folds x's running change into dual[x] and gives it a new class. */
  private setClass(x: number, c: number): void {
    const L = this.L;
    const k = this.cls[x];
    if (k !== 0) {
      for (let l = 0; l < L; l++) {
        const v = (this.dual[x * L + l] += k * (this.clock[l] - this.since[x * L + l]));
        if (v > LIMB_LIMIT || v < -LIMB_LIMIT) throw new MatchingOverflowError();
      }
    }
    this.cls[x] = c;
    if (c !== 0) {
      for (let l = 0; l < L; l++) this.since[x * L + l] = this.clock[l];
      if (this.stamp[x] !== this.stage) {
        this.stamp[x] = this.stage;
        this.touched.push(x);
      }
      if (c === -1 && x < this.n && this.lazy !== null && this.lazy.hasFloor[x]) this.pushFloorHit(x);
    }
  }

  private dualAt(x: number, l: number): number {
    const c = this.cls[x];
    const i = x * this.L + l;
    return c === 0 ? this.dual[i] : this.dual[i] + c * (this.clock[l] - this.since[i]);
  }

  /** out = 2 × slack of edge k (meaningful between different top-level blossoms). */
  private slackInto(k: number, out: Float64Array): void {
    const i = this.endpoint[2 * k];
    const j = this.endpoint[2 * k + 1];
    const w = k * this.L;
    for (let l = 0; l < this.L; l++) out[l] = this.dualAt(i, l) + this.dualAt(j, l) - 2 * this.weight[w + l];
  }

  private lexLessAt(a: Float64Array, ao: number, b: Float64Array, bo: number): boolean {
    for (let l = 0; l < this.L; l++) if (a[ao + l] !== b[bo + l]) return a[ao + l] < b[bo + l];
    return false;
  }

  private lexLess(a: Float64Array, b: Float64Array): boolean {
    for (let l = 0; l < this.L; l++) if (a[l] !== b[l]) return a[l] < b[l];
    return false;
  }

  private nonPositive(a: Float64Array): boolean {
    for (let l = 0; l < this.L; l++) if (a[l] !== 0) return a[l] < 0;
    return true;
  }

  private dualIsZero(b: number): boolean {
    for (let l = 0; l < this.L; l++) if (this.dualAt(b, l) !== 0) return false;
    return true;
  }

  // ---- starts ------------------------------------------------------------------------------

  /** Every dual at the largest weight, limb by limb (so at least any edge's weight). */
  private coldStart(): number {
    const { n, L, weight } = this;
    for (let l = 0; l < L; l++) {
      let top = 0;
      for (let x = l; x < weight.length; x += L) top = Math.max(top, weight[x]);
      for (let v = 0; v < n; v++) this.dual[v * L + l] = top;
    }
    return 0;
  }

  /**
   * Duals: each vertex's best incident weight (feasible: y(u) + y(v) >= 2 w(uv)). Then tight
   * edges (both ends' best) are matched greedily; a vertex still free lowers its dual to the
   * least feasible value, which makes some edge tight, and takes it if the other end is free.
   */
  private warmStart(): number {
    const { n, L, dual, adjStart, adj, mate, sa, sb, extra, lazy } = this;
    let count = 0;
    for (let v = 0; v < n; v++) {
      let has = false;
      const weight = this.weight;
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
        const k = adj[a] >> 1;
        let greater = !has;
        for (let l = 0; l < L && !greater; l++) {
          const x = weight[k * L + l];
          const y = dual[v * L + l];
          if (x !== y) {
            greater = x > y;
            break;
          }
        }
        if (greater) {
          for (let l = 0; l < L; l++) dual[v * L + l] = weight[k * L + l];
          has = true;
        }
      }
      // A dual never starts below its floor (lazy edges): the floors keep the unlisted pairs feasible.
      if (lazy !== null && lazy.hasFloor[v] && (!has || this.lexLessAt(dual, v * L, lazy.floor, v * L))) {
        for (let l = 0; l < L; l++) dual[v * L + l] = lazy.floor[v * L + l];
      }
    }
    const tryEdge = (v: number, p: number): boolean => {
      const w = this.endpoint[p];
      if (mate[w] !== -1) return false;
      this.slackInto(p >> 1, sb);
      if (!this.nonPositive(sb)) return false;
      mate[v] = p;
      mate[w] = p ^ 1;
      return true;
    };
    const tryMatch = (v: number): boolean => {
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) if (tryEdge(v, adj[a])) return true;
      const more = extra[v];
      if (more !== null) for (const p of more) if (tryEdge(v, p)) return true;
      return false;
    };
    // Least feasible dual of v over the edges at its remote endpoints `ps`: max of 2 w(vu) - y(u).
    let known = false;
    const leastOver = (ps: ArrayLike<number>, from: number, to: number): void => {
      for (let a = from; a < to; a++) {
        const p = ps[a];
        const u = this.endpoint[p];
        const k = p >> 1;
        for (let l = 0; l < L; l++) sb[l] = 2 * this.weight[k * L + l] - dual[u * L + l];
        if (!known || this.lexLess(sa, sb)) {
          sa.set(sb);
          known = true;
        }
      }
    };
    for (let v = 0; v < n; v++) if (mate[v] === -1 && tryMatch(v)) count++;
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1) continue;
      known = false;
      leastOver(adj, adjStart[v], adjStart[v + 1]);
      const more = extra[v];
      if (more !== null) leastOver(more, 0, more.length);
      // Below its floor, v brings in the pairs its lower floor no longer covers, until the
      // least feasible dual is back above the floor (or every pair of v is an edge).
      while (lazy !== null && lazy.hasFloor[v] && (!known || this.lexLessAt(sa, 0, lazy.floor, v * L))) {
        const added = this.lowerFloor(v);
        leastOver(added, 0, added.length);
      }
      if (!known) continue;
      for (let l = 0; l < L; l++) dual[v * L + l] = sa[l];
      if (tryMatch(v)) count++;
    }
    return count;
  }

  // ---- labels and blossoms ----------------------------------------------------------------

  private leavesOf(b: number, out: number[] = []): number[] {
    if (b < this.n) {
      out.push(b);
      return out;
    }
    const stack = this.walk;
    let top = 0;
    stack[top++] = b;
    while (top > 0) {
      const t = stack[--top];
      if (t < this.n) out.push(t);
      else {
        const children = this.blossomChildren[t]!;
        for (let i = 0; i < children.length; i++) stack[top++] = children[i];
      }
    }
    return out;
  }

  /** A top-level blossom takes label t (1 S, 2 T, 0 none): its own and its leaves' dual classes follow. */
  private classify(b: number, t: number): void {
    const vc = t === 1 ? -1 : t === 2 ? 1 : 0;
    for (const x of this.leavesOf(b)) if (this.cls[x] !== vc) this.setClass(x, vc);
    if (b >= this.n) {
      this.setClass(b, t === 1 ? 1 : t === 2 ? -1 : 0);
      if (t === 2) this.pushInner(b);
    }
    if (t !== 0 && this.stamp[b] !== this.stage) {
      this.stamp[b] = this.stage;
      this.touched.push(b);
    }
  }

  private pushInner(b: number): void {
    // key z + clock is constant while b stays an inner (T) blossom.
    for (let l = 0; l < this.L; l++) this.sa[l] = this.dualAt(b, l) + this.clock[l];
    this.inner.push(this.sa, b, this.version[b]);
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w];
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.classify(b, t);
    if (t === 1) {
      this.leavesOf(b, this.queue);
    } else {
      // A T-blossom's base is matched; its mate becomes S.
      const base = this.blossomBase[b];
      const mb = this.mate[base];
      this.assignLabel(this.endpoint[mb], 1, mb ^ 1);
    }
  }

  /** Trace back from v and w to the base of the odd cycle they close in the tree. */
  private scanBlossom(v: number, w: number): number {
    const { inBlossom, label, labelEnd, endpoint, blossomBase } = this;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelEnd[b]];
        b = inBlossom[v];
        v = endpoint[labelEnd[b]];
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    const { inBlossom, labelEnd, endpoint, label, blossomParent } = this;
    let v = endpoint[2 * k];
    let w = endpoint[2 * k + 1];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = this.unused.pop()!;
    this.version[b]++;
    this.blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = endpoint[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw] ^ 1);
      w = endpoint[labelEnd[bw]];
      bw = inBlossom[w];
    }
    this.blossomChildren[b] = path;
    this.blossomEndps[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    for (let l = 0; l < this.L; l++) this.dual[b * this.L + l] = 0;
    this.cls[b] = 0;
    const leaves: number[] = [];
    for (const sub of path) {
      const wasT = label[sub] === 2;
      // The sub-blossom stops being top-level: its dual freezes.
      if (sub >= this.n) this.setClass(sub, 0);
      const from = leaves.length;
      this.leavesOf(sub, leaves);
      for (let i = from; i < leaves.length; i++) {
        const x = leaves[i];
        inBlossom[x] = b;
        if (wasT) {
          // A T-vertex turns S inside the new blossom: its dual now falls, and it is scanned.
          this.setClass(x, -1);
          this.queue.push(x);
        }
      }
    }
    this.setClass(b, 1);
    if (this.stamp[b] !== this.stage) {
      this.stamp[b] = this.stage;
      this.touched.push(b);
    }
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const { n, inBlossom, label, labelEnd, endpoint, blossomParent } = this;
    const children = this.blossomChildren[b]!;
    if (!endStage) {
      // Fold the running changes before the sub-blossoms take their own labels.
      for (const x of this.leavesOf(b)) {
        this.setClass(x, 0);
        // Pairs across the children lose the blossom's cover: floors up to the duals.
        if (this.lazy !== null && this.lazy.hasFloor[x]) this.lazy.raise(x, this.dual, x * this.L);
      }
      this.setClass(b, 0);
    }
    for (const s of children) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && this.dualIsZero(s)) this.expandBlossom(s, endStage);
      else for (const x of this.leavesOf(s)) inBlossom[x] = s;
    }
    if (!endStage && label[b] === 2) {
      // Relabel the sub-blossoms of an expanding T-blossom along the even path from the entry
      // child to the base; the rest become free unless reached from outside.
      const entry = inBlossom[endpoint[labelEnd[b] ^ 1]];
      const endps = this.blossomEndps[b]!;
      const len = children.length;
      const at = (i: number): number => (i < 0 ? i + len : i);
      let j = children.indexOf(entry);
      let step: number;
      let trick: number;
      if (j & 1) {
        j -= len;
        step = 1;
        trick = 0;
      } else {
        step = -1;
        trick = 1;
      }
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[endps[at(j - trick)] ^ trick ^ 1]] = 0;
        this.assignLabel(endpoint[p ^ 1], 2, p);
        this.allow(endps[at(j - trick)] >> 1);
        j += step;
        p = endps[at(j - trick)] ^ trick;
        this.allow(p >> 1);
        j += step;
      }
      const bv0 = children[at(j)];
      label[endpoint[p ^ 1]] = label[bv0] = 2;
      labelEnd[endpoint[p ^ 1]] = labelEnd[bv0] = p;
      this.classify(bv0, 2);
      j += step;
      while (children[at(j)] !== entry) {
        const bv = children[at(j)];
        if (label[bv] === 1) {
          j += step;
          continue;
        }
        let reached = -1;
        for (const x of this.leavesOf(bv)) {
          if (label[x] !== 0) {
            reached = x;
            break;
          }
        }
        if (reached !== -1) {
          label[reached] = 0;
          label[endpoint[this.mate[this.blossomBase[bv]]]] = 0;
          this.assignLabel(reached, 2, labelEnd[reached]);
        }
        j += step;
      }
      // Vertices left free: their edges to the tree are candidates again.
      for (const s of children) {
        if (label[s] !== 0) continue;
        for (const x of this.leavesOf(s)) this.offerToFree(x);
      }
    }
    label[b] = 0;
    labelEnd[b] = -1;
    this.blossomChildren[b] = null;
    this.blossomEndps[b] = null;
    this.blossomBase[b] = -1;
    blossomParent[b] = -1;
    this.cls[b] = 0;
    this.version[b]++;
    this.unused.push(b);
  }

  /** Pushes every edge from the free vertex x to an S-vertex as a delta-2 candidate. */
  private offerToFree(x: number): void {
    const { adjStart, adj } = this;
    for (let a = adjStart[x]; a < adjStart[x + 1]; a++) this.offerEdge(adj[a]);
    const more = this.extra[x];
    if (more !== null) for (const p of more) this.offerEdge(p);
  }

  private offerEdge(p: number): void {
    const { label, inBlossom, sa } = this;
    const s = this.endpoint[p];
    if (label[inBlossom[s]] !== 1) return;
    this.slackInto(p >> 1, sa);
    for (let l = 0; l < this.L; l++) sa[l] += this.clock[l];
    this.toFree.push(sa, p >> 1, s);
  }

  /** Swap matched and unmatched edges on the even path from v to the base of blossom b. */
  private augmentBlossom(b: number, v: number): void {
    const { n, endpoint, mate, blossomParent } = this;
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) this.augmentBlossom(t, v);
    const children = this.blossomChildren[b]!;
    const endps = this.blossomEndps[b]!;
    const len = children.length;
    const at = (i: number): number => (i < 0 ? i + len : i);
    const i = children.indexOf(t);
    let j = i;
    let step: number;
    let trick: number;
    if (i & 1) {
      j -= len;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += step;
      let c = children[at(j)];
      const p = endps[at(j - trick)] ^ trick;
      if (c >= n) this.augmentBlossom(c, endpoint[p]);
      j += step;
      c = children[at(j)];
      if (c >= n) this.augmentBlossom(c, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    this.blossomChildren[b] = children.slice(i).concat(children.slice(0, i));
    this.blossomEndps[b] = endps.slice(i).concat(endps.slice(0, i));
    this.blossomBase[b] = this.blossomBase[this.blossomChildren[b][0]];
  }

  private augmentMatching(k: number): void {
    const { n, endpoint, inBlossom, labelEnd, mate } = this;
    for (let side = 0; side < 2; side++) {
      let s = endpoint[2 * k + side];
      let p = 2 * k + 1 - side;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) this.augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]];
        const bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        const j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) this.augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  }

  // ---- stages ------------------------------------------------------------------------------

  private allow(k: number): void {
    if (!this.allowEdge[k]) {
      this.allowEdge[k] = 1;
      this.allowed.push(k);
    }
  }

  /** Folds every running change, forgets labels, tight-edge marks and candidates. */
  private finishStage(): void {
    for (const x of this.touched) this.setClass(x, 0);
    for (const x of this.touched) this.label[x] = 0;
    for (const k of this.allowed) this.allowEdge[k] = 0;
    this.touched.length = 0;
    this.allowed.length = 0;
    this.queue.length = 0;
    this.toFree.clear();
    this.between.clear();
    this.inner.clear();
    this.floorHit.clear();
    this.clock.fill(0);
    this.stage++;
  }

  /**
   * Looks at the edge from the S-vertex v to its remote endpoint p: a tight edge grows the tree,
   * closes a blossom or completes an augmenting path (then true); a loose one becomes a delta
   * candidate.
   */
  private scanEdge(v: number, p: number): boolean {
    const { L, label, inBlossom, allowEdge, endpoint, sa, clock } = this;
    const k = p >> 1;
    const w = endpoint[p];
    const bw = inBlossom[w];
    if (inBlossom[v] === bw) return false;
    if (!allowEdge[k]) {
      this.slackInto(k, sa);
      if (this.nonPositive(sa)) this.allow(k);
    }
    if (allowEdge[k]) {
      if (label[bw] === 0) {
        if (this.mate[this.blossomBase[bw]] === -1) {
          // Another free vertex: an augmenting path from the root through v to w.
          this.assignLabel(w, 1, -1);
          this.augmentMatching(k);
          this.endStage();
          return true;
        }
        this.assignLabel(w, 2, p ^ 1);
      } else if (label[bw] === 1) {
        // Both ends in the tree: an odd cycle (the tree has one root, so never a path).
        this.addBlossom(this.scanBlossom(v, w), k);
      } else if (label[w] === 0) {
        label[w] = 2;
        this.labelEnd[w] = p ^ 1;
      }
    } else if (label[bw] === 1) {
      for (let l = 0; l < L; l++) sa[l] += 2 * clock[l];
      this.between.push(sa, k, 0);
    } else if (label[bw] === 0) {
      for (let l = 0; l < L; l++) sa[l] += clock[l];
      this.toFree.push(sa, k, v);
    }
    return false;
  }

  /** One stage from a free root: true after an augmentation, false when the tree is stuck. */
  private runStage(root: number): boolean {
    const { L, queue, adjStart, adj, sb, delta, clock } = this;
    this.assignLabel(root, 1, -1);
    for (;;) {
      while (queue.length > 0) {
        const v = queue.pop()!;
        for (let a = adjStart[v]; a < adjStart[v + 1]; a++) if (this.scanEdge(v, adj[a])) return true;
        const more = this.extra[v];
        // (scanEdge never adds edges, so the list does not grow while it is read)
        if (more !== null) for (let a = 0; a < more.length; a++) if (this.scanEdge(v, more[a])) return true;
      }

      // No augmenting path on tight edges: the least delta, from the three heaps.
      let deltaType = -1;
      let deltaEntry = -1;
      const free = this.validToFree();
      if (free >= 0) {
        this.toFree.keyInto(free, delta);
        for (let l = 0; l < L; l++) delta[l] -= clock[l];
        deltaType = 2;
        deltaEntry = free;
      }
      const pair = this.validBetween();
      if (pair >= 0) {
        this.between.keyInto(pair, sb);
        for (let l = 0; l < L; l++) sb[l] = (sb[l] - 2 * clock[l]) / 2; // even limb by limb
        if (deltaType === -1 || this.lexLess(sb, delta)) {
          delta.set(sb);
          deltaType = 3;
          deltaEntry = pair;
        }
      }
      const blossom = this.validInner();
      if (blossom >= 0) {
        this.inner.keyInto(blossom, sb);
        for (let l = 0; l < L; l++) sb[l] -= clock[l];
        if (deltaType === -1 || this.lexLess(sb, delta)) {
          delta.set(sb);
          deltaType = 4;
          deltaEntry = blossom;
        }
      }
      const floor = this.lazy === null ? -1 : this.validFloorHit();
      if (floor >= 0) {
        this.floorHit.keyInto(floor, sb);
        for (let l = 0; l < L; l++) sb[l] -= clock[l];
        if (deltaType === -1 || this.lexLess(sb, delta)) {
          delta.set(sb);
          deltaType = 5;
          deltaEntry = floor;
        }
      }
      if (deltaType === -1) {
        this.finishStage();
        return false; // the tree cannot grow: no perfect matching
      }
      for (let l = 0; l < L; l++) {
        clock[l] += delta[l];
        if (clock[l] > LIMB_LIMIT || clock[l] < -LIMB_LIMIT) throw new MatchingOverflowError();
      }
      if (deltaType === 2) {
        // The edge from the tree to a free vertex is tight now: take it.
        const k = this.toFree.first(deltaEntry);
        const s = this.toFree.second(deltaEntry);
        this.toFree.pop();
        if (this.scanEdge(s, this.endpoint[2 * k] === s ? 2 * k + 1 : 2 * k)) return true;
      } else if (deltaType === 3) {
        const k = this.between.first(deltaEntry);
        this.between.pop();
        if (this.scanEdge(this.endpoint[2 * k], 2 * k + 1)) return true;
      } else if (deltaType === 5) {
        // An outer vertex's dual reached its floor: the pairs the lower floor exposes join the
        // graph (all with non-negative slack), are scanned from it, and its dual moves on.
        const v = this.floorHit.first(deltaEntry);
        this.floorHit.pop();
        for (const p of this.lowerFloor(v)) if (this.scanEdge(v, p)) return true;
        if (this.cls[v] === -1 && this.lazy!.hasFloor[v]) this.setClass(v, -1);
      } else {
        const b = this.inner.first(deltaEntry);
        this.inner.pop();
        this.expandBlossom(b, false);
      }
    }
  }

  /**
   * The top tree-to-free edge still valid; -1 if none. An entry's key never lags: it is pushed
   * while its far end is free, and its slack then falls exactly as the clock rises, until the far
   * end is labelled (the entry is stale for good) or its T-blossom expands (offerToFree pushes
   * its edges again).
   */
  private validToFree(): number {
    const { toFree: h, label, inBlossom, endpoint, allowEdge } = this;
    while (!h.empty) {
      const e = h.top();
      const k = h.first(e);
      const s = h.second(e);
      const w = endpoint[2 * k] === s ? endpoint[2 * k + 1] : endpoint[2 * k];
      if (allowEdge[k] || label[inBlossom[s]] !== 1 || label[inBlossom[w]] !== 0) {
        h.pop();
        continue;
      }
      return e;
    }
    return -1;
  }

  private validBetween(): number {
    const { between: h, label, inBlossom, endpoint, allowEdge } = this;
    while (!h.empty) {
      const e = h.top();
      const k = h.first(e);
      const bi = inBlossom[endpoint[2 * k]];
      const bj = inBlossom[endpoint[2 * k + 1]];
      if (allowEdge[k] || bi === bj || label[bi] !== 1 || label[bj] !== 1) {
        h.pop();
        continue;
      }
      return e;
    }
    return -1;
  }

  private validInner(): number {
    const { inner: h, label } = this;
    while (!h.empty) {
      const e = h.top();
      const b = h.first(e);
      if (this.version[b] !== h.second(e) || this.blossomBase[b] < 0 || this.blossomParent[b] !== -1 || label[b] !== 2) {
        h.pop();
        continue;
      }
      return e;
    }
    return -1;
  }

  /** After an augmentation: S-blossoms whose dual fell to zero dissolve. */
  private endStage(): void {
    const zero: number[] = [];
    for (const b of this.touched) {
      if (b >= this.n && this.blossomParent[b] === -1 && this.blossomBase[b] >= 0 && this.label[b] === 1 && this.dualIsZero(b))
        zero.push(b);
    }
    const moved = this.lazy === null ? [] : this.touched.filter((x) => x < this.n);
    this.finishStage();
    for (const b of zero) if (this.blossomBase[b] >= 0 && this.blossomParent[b] === -1) this.expandBlossom(b, true);
    // Floors up to the settled duals: every pair not inside a common blossom has a non-negative
    // slack without blossom duals, so y(v) + y(w) covers it.
    for (const x of moved) if (this.lazy!.hasFloor[x]) this.lazy!.raise(x, this.dual, x * this.L);
  }
}

/**
 * Checks the optimality conditions of a perfect matching against its dual (Galil, section 4.1):
 * every edge has non-negative slack, matched edges zero slack, and every blossom with a positive
 * dual is full (holds (|B|-1)/2 matched edges). Returns the first failure in words, or null.
 */
export function verifyOptimum(graph: WeightedGraph, matching: Matching): string | null {
  const { n, limbs: L, from, to, weight } = graph;
  const { mate, dual, blossomParent, leaves } = matching;
  const chain = (v: number): number[] => {
    const out = [v];
    while (blossomParent[out[out.length - 1]] !== -1) out.push(blossomParent[out[out.length - 1]]);
    return out.reverse();
  };
  const s = new Float64Array(L);
  for (let k = 0; k < from.length; k++) {
    const i = from[k];
    const j = to[k];
    for (let l = 0; l < L; l++) s[l] = dual[i * L + l] + dual[j * L + l] - 2 * weight[k * L + l];
    const ci = chain(i);
    const cj = chain(j);
    for (let x = 0; x < Math.min(ci.length, cj.length) && ci[x] === cj[x]; x++) {
      for (let l = 0; l < L; l++) s[l] += 2 * dual[ci[x] * L + l];
    }
    let sign = 0;
    for (let l = 0; l < L && sign === 0; l++) sign = Math.sign(s[l]);
    if (sign < 0) return `edge ${i}-${j} has negative slack`;
    if (mate[i] === j && sign !== 0) return `matched edge ${i}-${j} is not tight`;
  }
  for (let b = n; b < 2 * n; b++) {
    const lv = leaves(b);
    if (lv.length === 0) continue;
    let positive = false;
    for (let l = 0; l < L && !positive; l++) {
      if (dual[b * L + l] !== 0) {
        if (dual[b * L + l] < 0) return `blossom ${b} has a negative dual`;
        positive = true;
      }
    }
    if (!positive) continue;
    const inside = new Set(lv);
    let pairs = 0;
    for (const v of lv) if (mate[v] !== -1 && inside.has(mate[v])) pairs++;
    if (pairs / 2 !== (lv.length - 1) / 2) return `blossom ${b} with a positive dual is not full`;
  }
  return null;
}
