/**
 * Maximum-weight matching in a general graph: Edmonds' blossom method with the primal-dual
 * updates of Galil ("Efficient algorithms for finding maximum matching in graphs", ACM Computing
 * Surveys 18(1), 1986, section 4), in the O(n·m)-per-stage form with least-slack edges kept per
 * vertex and per blossom (Gabow's 1973 refinement, as described by Galil).
 *
 * Two things differ from the textbook statement, both for Swiss pairing:
 *
 * - Weights are exact lexicographic tuples (`limbs` numbers per edge, the first the most
 *   significant), so a pairing can put "no rematch" infinitely above "smallest score gaps"
 *   without a weight that overflows a double. Every limb stays an integer: the duals are kept
 *   doubled (Galil's u(v) is `dual/2`), and the half-slack of an edge between two S-blossoms is
 *   always even limb by limb, because every free vertex starts with even limbs and tight edges
 *   carry parity along the alternating trees. LP duality holds over any ordered abelian group,
 *   so the lexicographic optimum is exact.
 * - The matching is perfect whenever the graph has a perfect matching (maximum cardinality
 *   first, maximum weight among those), and the search can start from a warm matching: each
 *   vertex's dual is its best incident weight, then tight edges are matched greedily in the
 *   caller's vertex order. Pairing graphs are mostly "everyone's best partner is mutual", so
 *   the alternating-tree stages only repair the few vertices the greedy start leaves free.
 */

export interface WeightedGraph {
  /** Vertices are 0..n-1. */
  n: number;
  /** Numbers per weight, most significant first. */
  limbs: number;
  /** Edge k joins from[k] and to[k] (no loops, no parallel edges). */
  from: Int32Array;
  to: Int32Array;
  /** weight[k * limbs + l]: limb l of edge k; non-negative integers below 2^48. */
  weight: Float64Array;
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
  /** The leaf vertices of every blossom b >= n still alive at the end (others: empty). */
  leaves: number[][];
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
 * The state of one run. Vertices are 0..n-1, blossoms n..2n-1; edge k has endpoints 2k (from)
 * and 2k+1 (to), and "the remote endpoint p" of a vertex names the edge and its other end.
 * Labels: 0 free, 1 S (outer), 2 T (inner), 5 an S-blossom carrying a breadcrumb.
 *
 * Each stage grows one alternating tree, from one free vertex (Edmonds' original scheme, rather
 * than the forest of every free vertex at once): the perfect-matching LP leaves vertex duals
 * unsigned, so only the tree's duals move, and the stage ends when the tree reaches another free
 * vertex (augment) or can grow no more (no perfect matching exists). On pairing graphs the free
 * vertices left by the warm start sit next to each other in the score order, so a tree stays
 * small; everything a stage touches is listed so that resetting it costs no more than the tree.
 */
class BlossomMatcher {
  private readonly n: number;
  private readonly L: number;
  private readonly weight: Float64Array;
  private readonly endpoint: Int32Array;
  private readonly adjStart: Int32Array;
  private readonly adj: Int32Array;
  private readonly mate: Int32Array;
  private readonly label: Int8Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChildren: Array<number[] | null>;
  private readonly blossomEndps: Array<number[] | null>;
  private readonly blossomBase: Int32Array;
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: Array<number[] | null>;
  private readonly unused: number[] = [];
  private readonly dual: Float64Array;
  private readonly allowEdge: Uint8Array;
  private readonly queue: number[] = [];
  // Per-stage lists (stamped with the stage number so each entry appears once).
  private stage = 0;
  substages = 0;
  private readonly stamp: Int32Array;
  private readonly labelled: number[] = [];
  private readonly blossomStamp: Int32Array;
  private readonly labelledBlossoms: number[] = [];
  private readonly freeStamp: Int32Array;
  private readonly freeCandidates: number[] = [];
  private readonly sStamp: Int32Array;
  private readonly sCandidates: number[] = [];
  private readonly allowed: number[] = [];
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
    this.weight = weight;
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
    this.bestEdge = new Int32Array(nb).fill(-1);
    this.blossomBestEdges = new Array<number[] | null>(nb).fill(null);
    for (let b = nb - 1; b >= n; b--) this.unused.push(b);
    this.dual = new Float64Array(nb * L);
    this.allowEdge = new Uint8Array(m);
    this.stamp = new Int32Array(n).fill(-1);
    this.blossomStamp = new Int32Array(nb).fill(-1);
    this.freeStamp = new Int32Array(n).fill(-1);
    this.sStamp = new Int32Array(nb).fill(-1);
    this.sa = new Float64Array(L);
    this.sb = new Float64Array(L);
    this.delta = new Float64Array(L);
  }

  run(warmStart: boolean): Matching {
    const n = this.n;
    let matched = warmStart ? this.warmStart() : this.coldStart();
    const free0 = n - 2 * matched;
    for (let root = 0; root < n && 2 * matched < n; root++) {
      if (this.mate[root] !== -1) continue;
      if (!this.runStage(root)) break; // root cannot be matched: no perfect matching
      if (process.env.SWISS_DEBUG) console.log('stage', root, 'labelled', this.labelled.length, 'blossoms', this.labelledBlossoms.length, 'sub', this.substages);
      this.substages = 0;
      matched++;
    }
    if (process.env.SWISS_DEBUG) console.log('free0', free0);
    const result = new Int32Array(n).fill(-1);
    let size = 0;
    for (let v = 0; v < n; v++) {
      if (this.mate[v] >= 0) {
        result[v] = this.endpoint[this.mate[v]];
        if (v < result[v]) size++;
      }
    }
    const leaves: number[][] = [];
    for (let b = 0; b < 2 * n; b++) leaves.push(b >= n && this.blossomBase[b] >= 0 ? this.leavesOf(b) : []);
    return { mate: result, size, dual: this.dual, blossomParent: this.blossomParent, leaves };
  }

  // ---- tuple arithmetic -------------------------------------------------------------------

  /** out = 2 × slack of edge k (meaningful between different top-level blossoms). */
  private slackInto(k: number, out: Float64Array): void {
    const L = this.L;
    const i = this.endpoint[2 * k] * L;
    const j = this.endpoint[2 * k + 1] * L;
    const w = k * L;
    const dual = this.dual;
    const weight = this.weight;
    for (let l = 0; l < L; l++) out[l] = dual[i + l] + dual[j + l] - 2 * weight[w + l];
  }

  private lexLess(a: Float64Array, b: Float64Array): boolean {
    for (let l = 0; l < this.L; l++) if (a[l] !== b[l]) return a[l] < b[l];
    return false;
  }

  private nonPositive(a: Float64Array): boolean {
    for (let l = 0; l < this.L; l++) if (a[l] !== 0) return a[l] < 0;
    return true;
  }

  /** slack(k) < slack(k2). */
  private slackLess(k: number, k2: number): boolean {
    this.slackInto(k, this.sa);
    this.slackInto(k2, this.sb);
    return this.lexLess(this.sa, this.sb);
  }

  private dualIsZero(b: number): boolean {
    for (let l = 0; l < this.L; l++) if (this.dual[b * this.L + l] !== 0) return false;
    return true;
  }

  // ---- starts ------------------------------------------------------------------------------

  /** Every dual at the largest weight, limb by limb (so at least any edge's weight). */
  private coldStart(): number {
    const { n, L, weight } = this;
    for (let l = 0; l < L; l++) {
      let top = 0;
      for (let x = l; x < weight.length; x += L) top = Math.max(top, weight[x]);
      top = evenUp(top);
      for (let v = 0; v < n; v++) this.dual[v * L + l] = top;
    }
    return 0;
  }

  /**
   * Duals: each vertex's best incident weight (feasible: y(u) + y(v) >= 2 w(uv)). Then tight
   * edges (both ends' best) are matched greedily; a vertex still free lowers its dual to the
   * least feasible value, which makes some edge tight, and takes it if the other end is free.
   * Free vertices end with even limbs (raising a free vertex's dual keeps feasibility), so that
   * half-slacks between S-vertices stay integers.
   */
  private warmStart(): number {
    const { n, L, weight, dual, adjStart, adj, endpoint, mate, sa, sb } = this;
    let count = 0;
    for (let v = 0; v < n; v++) {
      let has = false;
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
    }
    const tryMatch = (v: number): boolean => {
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
        const p = adj[a];
        const w = endpoint[p];
        if (mate[w] !== -1) continue;
        this.slackInto(p >> 1, sb);
        if (this.nonPositive(sb)) {
          mate[v] = p;
          mate[w] = p ^ 1;
          return true;
        }
      }
      return false;
    };
    for (let v = 0; v < n; v++) if (mate[v] === -1 && tryMatch(v)) count++;
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1 || adjStart[v] === adjStart[v + 1]) continue;
      // Least feasible dual: max over edges of 2 w(vu) - y(u).
      let first = true;
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
        const p = adj[a];
        const u = endpoint[p];
        const k = p >> 1;
        for (let l = 0; l < L; l++) sb[l] = 2 * weight[k * L + l] - dual[u * L + l];
        if (first || this.lexLess(sa, sb)) {
          sa.set(sb);
          first = false;
        }
      }
      for (let l = 0; l < L; l++) dual[v * L + l] = sa[l];
      if (tryMatch(v)) count++;
    }
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1) continue;
      for (let l = 0; l < L; l++) dual[v * L + l] = evenUp(dual[v * L + l]);
    }
    return count;
  }

  // ---- labels and blossoms ----------------------------------------------------------------

  private leavesOf(b: number, out: number[] = []): number[] {
    if (b < this.n) {
      out.push(b);
      return out;
    }
    const stack = [b];
    while (stack.length > 0) {
      const t = stack.pop()!;
      if (t < this.n) out.push(t);
      else for (const c of this.blossomChildren[t]!) stack.push(c);
    }
    return out;
  }

  /** Lists a top-level blossom (and its vertices) as labelled in this stage. */
  private noteLabelled(b: number): void {
    if (b >= this.n) {
      if (this.blossomStamp[b] !== this.stage) {
        this.blossomStamp[b] = this.stage;
        this.labelledBlossoms.push(b);
      }
      for (const v of this.leavesOf(b)) this.noteVertex(v);
    } else {
      this.noteVertex(b);
    }
  }

  private noteVertex(v: number): void {
    if (this.stamp[v] !== this.stage) {
      this.stamp[v] = this.stage;
      this.labelled.push(v);
    }
  }

  private setBestEdge(b: number, k: number): void {
    this.bestEdge[b] = k;
    if (k === -1) return;
    // Free vertices (delta 2) and S-blossoms (delta 3) that may hold the least slack.
    if (b < this.n && this.label[this.inBlossom[b]] !== 1) {
      if (this.freeStamp[b] !== this.stage) {
        this.freeStamp[b] = this.stage;
        this.freeCandidates.push(b);
      }
    } else if (this.sStamp[b] !== this.stage) {
      this.sStamp[b] = this.stage;
      this.sCandidates.push(b);
    }
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w];
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = -1;
    this.noteLabelled(b);
    if (t === 1) {
      this.leavesOf(b, this.queue);
    } else {
      // A T-blossom's base is matched; its mate becomes S.
      const base = this.blossomBase[b];
      const mb = this.mate[base];
      this.assignLabel(this.endpoint[mb], 1, mb ^ 1);
    }
  }

  /** Trace back from v and w: the base of a new blossom, or -1 for an augmenting path. */
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
    const { inBlossom, labelEnd, endpoint, label, blossomParent, adjStart, adj } = this;
    let v = endpoint[2 * k];
    let w = endpoint[2 * k + 1];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = this.unused.pop()!;
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
    for (const x of this.leavesOf(b)) {
      if (label[inBlossom[x]] === 2) this.queue.push(x); // a T-vertex turns S inside the new blossom
      inBlossom[x] = b;
    }
    this.noteLabelled(b);
    // Least-slack edges from the new blossom to every other S-blossom.
    const bestTo = new Map<number, number>();
    const consider = (kk: number): void => {
      let j = endpoint[2 * kk + 1];
      if (inBlossom[j] === b) j = endpoint[2 * kk];
      const bj = inBlossom[j];
      if (bj !== b && label[bj] === 1) {
        const cur = bestTo.get(bj);
        if (cur === undefined || this.slackLess(kk, cur)) bestTo.set(bj, kk);
      }
    };
    for (const sub of path) {
      const list = this.blossomBestEdges[sub];
      if (list === null) {
        for (const x of this.leavesOf(sub)) {
          for (let a = adjStart[x]; a < adjStart[x + 1]; a++) consider(adj[a] >> 1);
        }
      } else {
        for (const kk of list) consider(kk);
      }
      this.blossomBestEdges[sub] = null;
      this.bestEdge[sub] = -1;
    }
    const list = [...bestTo.values()];
    this.blossomBestEdges[b] = list;
    let best = -1;
    for (const kk of list) if (best === -1 || this.slackLess(kk, best)) best = kk;
    this.setBestEdge(b, best);
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const { n, inBlossom, label, labelEnd, endpoint, blossomParent } = this;
    const children = this.blossomChildren[b]!;
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
      this.bestEdge[bv0] = -1;
      this.noteLabelled(bv0);
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
    }
    label[b] = 0;
    labelEnd[b] = -1;
    this.blossomChildren[b] = null;
    this.blossomEndps[b] = null;
    this.blossomBase[b] = -1;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = -1;
    blossomParent[b] = -1;
    this.unused.push(b);
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
    this.blossomBase[b] = this.blossomBase[this.blossomChildren[b]![0]];
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

  /** Forgets the labels, least-slack edges and tight-edge marks of the previous stage. */
  private resetStage(): void {
    const { label, bestEdge } = this;
    for (const v of this.labelled) {
      label[v] = 0;
      bestEdge[v] = -1;
    }
    for (const b of this.labelledBlossoms) {
      label[b] = 0;
      bestEdge[b] = -1;
      this.blossomBestEdges[b] = null;
    }
    for (const v of this.freeCandidates) bestEdge[v] = -1;
    for (const b of this.sCandidates) bestEdge[b] = -1;
    for (const k of this.allowed) this.allowEdge[k] = 0;
    this.labelled.length = 0;
    this.labelledBlossoms.length = 0;
    this.freeCandidates.length = 0;
    this.sCandidates.length = 0;
    this.allowed.length = 0;
    this.queue.length = 0;
    this.stage++;
  }

  private allow(k: number): void {
    if (!this.allowEdge[k]) {
      this.allowEdge[k] = 1;
      this.allowed.push(k);
    }
  }

  /** One stage from a free root: true after an augmentation, false when the tree is stuck. */
  private runStage(root: number): boolean {
    const { n, L, label, inBlossom, bestEdge, allowEdge, queue, adjStart, adj, endpoint, sa, sb, delta } = this;
    this.resetStage();
    this.assignLabel(root, 1, -1);
    for (;;) {
      while (queue.length > 0) {
        const v = queue.pop()!;
        for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
          const p = adj[a];
          const k = p >> 1;
          const w = endpoint[p];
          if (inBlossom[v] === inBlossom[w]) continue;
          if (!allowEdge[k]) {
            this.slackInto(k, sa);
            if (this.nonPositive(sa)) this.allow(k);
          }
          if (allowEdge[k]) {
            const bw = inBlossom[w];
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
          } else if (label[inBlossom[w]] === 1) {
            // Least-slack non-tight edge to a different S-blossom.
            const b = inBlossom[v];
            if (bestEdge[b] === -1) this.setBestEdge(b, k);
            else {
              this.slackInto(bestEdge[b], sb);
              if (this.lexLess(sa, sb)) this.setBestEdge(b, k);
            }
          } else if (label[w] === 0) {
            // Least-slack edge reaching the free vertex (or unreached vertex of a T-blossom) w.
            if (bestEdge[w] === -1) this.setBestEdge(w, k);
            else {
              this.slackInto(bestEdge[w], sb);
              if (this.lexLess(sa, sb)) this.setBestEdge(w, k);
            }
          }
        }
      }

      // No augmenting path on tight edges: move the tree's duals by the least delta.
      let deltaType = -1;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      for (const v of this.freeCandidates) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          this.slackInto(bestEdge[v], sa);
          if (deltaType === -1 || this.lexLess(sa, delta)) {
            delta.set(sa);
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (const b of this.sCandidates) {
        if ((b < n || this.blossomBase[b] >= 0) && this.blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          this.slackInto(bestEdge[b], sa);
          for (let l = 0; l < L; l++) sa[l] /= 2; // even limb by limb (see the file header)
          if (deltaType === -1 || this.lexLess(sa, delta)) {
            delta.set(sa);
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (const b of this.labelledBlossoms) {
        if (this.blossomBase[b] >= 0 && this.blossomParent[b] === -1 && label[b] === 2) {
          let less = deltaType === -1;
          for (let l = 0; l < L && !less; l++) {
            const x = this.dual[b * L + l];
            if (x !== delta[l]) {
              less = x < delta[l];
              break;
            }
          }
          if (less) {
            for (let l = 0; l < L; l++) delta[l] = this.dual[b * L + l];
            deltaType = 4;
            deltaBlossom = b;
          }
        }
      }
      if (deltaType === -1) return false; // the tree cannot grow: no perfect matching
      this.substages++;
      this.updateDuals();

      if (deltaType === 2) {
        this.allow(deltaEdge);
        let i = endpoint[2 * deltaEdge];
        if (label[inBlossom[i]] !== 1) i = endpoint[2 * deltaEdge + 1];
        queue.push(i);
      } else if (deltaType === 3) {
        this.allow(deltaEdge);
        queue.push(endpoint[2 * deltaEdge]);
      } else {
        this.expandBlossom(deltaBlossom, false);
      }
    }
  }

  /** S-vertices and T-blossoms pay delta, T-vertices and S-blossoms gain it (doubled duals). */
  private updateDuals(): void {
    const { L, dual, delta, label, inBlossom } = this;
    for (const v of this.labelled) {
      const lb = label[inBlossom[v]];
      if (lb === 1) {
        for (let l = 0; l < L; l++) {
          const x = (dual[v * L + l] -= delta[l]);
          if (x > LIMB_LIMIT || x < -LIMB_LIMIT) throw new MatchingOverflowError();
        }
      } else if (lb === 2) {
        for (let l = 0; l < L; l++) {
          const x = (dual[v * L + l] += delta[l]);
          if (x > LIMB_LIMIT || x < -LIMB_LIMIT) throw new MatchingOverflowError();
        }
      }
    }
    for (const b of this.labelledBlossoms) {
      if (this.blossomBase[b] >= 0 && this.blossomParent[b] === -1) {
        if (label[b] === 1) for (let l = 0; l < L; l++) dual[b * L + l] += delta[l];
        else if (label[b] === 2) for (let l = 0; l < L; l++) dual[b * L + l] -= delta[l];
      }
    }
  }

  /** After an augmentation: S-blossoms whose dual fell to zero dissolve. */
  private endStage(): void {
    for (const b of this.labelledBlossoms) {
      if (this.blossomParent[b] === -1 && this.blossomBase[b] >= 0 && this.label[b] === 1 && this.dualIsZero(b)) {
        this.expandBlossom(b, true);
      }
    }
  }
}

/** The least even integer >= x. */
function evenUp(x: number): number {
  return x % 2 === 0 ? x : x + 1;
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
    const lv = leaves[b];
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
