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
 * Maximum-cardinality matching of maximum (lexicographic) weight among those. With `warmStart`
 * the search starts from a greedy matching of tight edges taken in vertex order 0..n-1; the free
 * vertices then start with unequal duals, which keeps the result optimal when it is a perfect
 * matching (the perfect-matching LP has free vertex duals) but not always otherwise: pairing
 * only accepts perfect matchings, and widens its graph when there is none.
 */
export function maximumWeightMatching(graph: WeightedGraph, warmStart = true): Matching {
  const { n, limbs: L, from, to, weight } = graph;
  const m = from.length;
  const nb = 2 * n; // vertices 0..n-1, blossoms n..2n-1

  // endpoint[p]: vertex of endpoint p; edge k has endpoints 2k (from) and 2k+1 (to).
  const endpoint = new Int32Array(2 * m);
  const degree = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    endpoint[2 * k] = from[k];
    endpoint[2 * k + 1] = to[k];
    degree[from[k]]++;
    degree[to[k]]++;
  }
  // Adjacency in CSR form: for vertex v, the remote endpoints of its edges.
  const adjStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) adjStart[v + 1] = adjStart[v] + degree[v];
  const adj = new Int32Array(2 * m);
  const fill = adjStart.slice(0, n);
  for (let k = 0; k < m; k++) {
    adj[fill[from[k]]++] = 2 * k + 1;
    adj[fill[to[k]]++] = 2 * k;
  }

  const mate = new Int32Array(n).fill(-1); // remote endpoint of the matched edge
  const label = new Int8Array(nb); // 0 free, 1 S, 2 T, 5 S with breadcrumb
  const labelEnd = new Int32Array(nb).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(nb).fill(-1);
  const blossomChildren: Array<number[] | null> = new Array(nb).fill(null);
  const blossomEndps: Array<number[] | null> = new Array(nb).fill(null);
  const blossomBase = new Int32Array(nb).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const bestEdge = new Int32Array(nb).fill(-1);
  const blossomBestEdges: Array<number[] | null> = new Array(nb).fill(null);
  const unused: number[] = [];
  for (let b = nb - 1; b >= n; b--) unused.push(b);
  const dual = new Float64Array(nb * L);
  const allowEdge = new Uint8Array(m);
  const queue: number[] = [];

  const sa = new Float64Array(L);
  const sb = new Float64Array(L);
  const delta = new Float64Array(L);

  /** out = 2 * slack of edge k (only meaningful between different top-level blossoms). */
  function slackInto(k: number, out: Float64Array): void {
    const i = endpoint[2 * k] * L;
    const j = endpoint[2 * k + 1] * L;
    const w = k * L;
    for (let l = 0; l < L; l++) out[l] = dual[i + l] + dual[j + l] - 2 * weight[w + l];
  }
  function lexLess(a: Float64Array, b: Float64Array): boolean {
    for (let l = 0; l < L; l++) if (a[l] !== b[l]) return a[l] < b[l];
    return false;
  }
  function nonPositive(a: Float64Array): boolean {
    for (let l = 0; l < L; l++) if (a[l] !== 0) return a[l] < 0;
    return true;
  }
  /** slack(k) < slack(k2), both recomputed. */
  function slackLess(k: number, k2: number): boolean {
    slackInto(k, sa);
    slackInto(k2, sb);
    return lexLess(sa, sb);
  }
  function dualIsZero(b: number): boolean {
    for (let l = 0; l < L; l++) if (dual[b * L + l] !== 0) return false;
    return true;
  }
  function dualLessThanDelta(b: number): boolean {
    for (let l = 0; l < L; l++) {
      const x = dual[b * L + l];
      if (x !== delta[l]) return x < delta[l];
    }
    return false;
  }

  function leavesOf(b: number, out: number[] = []): number[] {
    if (b < n) {
      out.push(b);
      return out;
    }
    const stack = [b];
    while (stack.length > 0) {
      const t = stack.pop()!;
      if (t < n) out.push(t);
      else for (const c of blossomChildren[t]!) stack.push(c);
    }
    return out;
  }

  function assignLabel(w: number, t: number, p: number): void {
    const b = inBlossom[w];
    label[w] = label[b] = t;
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    if (t === 1) {
      leavesOf(b, queue);
    } else {
      // A T-blossom's base is matched; its mate becomes S.
      const base = blossomBase[b];
      assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
    }
  }

  /** Trace back from v and w: the base of a new blossom, or -1 for an augmenting path. */
  function scanBlossom(v: number, w: number): number {
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

  function addBlossom(base: number, k: number): void {
    let v = endpoint[2 * k];
    let w = endpoint[2 * k + 1];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unused.pop()!;
    blossomBase[b] = base;
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
    blossomChildren[b] = path;
    blossomEndps[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    for (let l = 0; l < L; l++) dual[b * L + l] = 0;
    for (const x of leavesOf(b)) {
      if (label[inBlossom[x]] === 2) queue.push(x); // a T-vertex turns S inside the new blossom
      inBlossom[x] = b;
    }
    // Least-slack edges from the new blossom to every other S-blossom.
    const bestTo = new Map<number, number>();
    const consider = (kk: number): void => {
      let i = endpoint[2 * kk];
      let j = endpoint[2 * kk + 1];
      if (inBlossom[j] === b) {
        const t = i;
        i = j;
        j = t;
      }
      const bj = inBlossom[j];
      if (bj !== b && label[bj] === 1) {
        const cur = bestTo.get(bj);
        if (cur === undefined || slackLess(kk, cur)) bestTo.set(bj, kk);
      }
    };
    for (const sub of path) {
      const list = blossomBestEdges[sub];
      if (list === null) {
        for (const x of leavesOf(sub)) {
          for (let a = adjStart[x]; a < adjStart[x + 1]; a++) consider(adj[a] >> 1);
        }
      } else {
        for (const kk of list) consider(kk);
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    const list = [...bestTo.values()];
    blossomBestEdges[b] = list;
    let best = -1;
    for (const kk of list) if (best === -1 || slackLess(kk, best)) best = kk;
    bestEdge[b] = best;
  }

  function expandBlossom(b: number, endStage: boolean): void {
    const children = blossomChildren[b]!;
    for (const s of children) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dualIsZero(s)) expandBlossom(s, endStage);
      else for (const x of leavesOf(s)) inBlossom[x] = s;
    }
    if (!endStage && label[b] === 2) {
      // Relabel the sub-blossoms of an expanding T-blossom along the even path from the entry
      // child to the base; the rest become free unless reached from outside.
      const entry = inBlossom[endpoint[labelEnd[b] ^ 1]];
      const endps = blossomEndps[b]!;
      const len = children.length;
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
      const at = (i: number): number => (i < 0 ? i + len : i);
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[endps[at(j - trick)] ^ trick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowEdge[endps[at(j - trick)] >> 1] = 1;
        j += step;
        p = endps[at(j - trick)] ^ trick;
        allowEdge[p >> 1] = 1;
        j += step;
      }
      const bv0 = children[at(j)];
      label[endpoint[p ^ 1]] = label[bv0] = 2;
      labelEnd[endpoint[p ^ 1]] = labelEnd[bv0] = p;
      bestEdge[bv0] = -1;
      j += step;
      while (children[at(j)] !== entry) {
        const bv = children[at(j)];
        if (label[bv] === 1) {
          j += step;
          continue;
        }
        let reached = -1;
        for (const x of leavesOf(bv)) {
          if (label[x] !== 0) {
            reached = x;
            break;
          }
        }
        if (reached !== -1) {
          label[reached] = 0;
          label[endpoint[mate[blossomBase[bv]]]] = 0;
          assignLabel(reached, 2, labelEnd[reached]);
        }
        j += step;
      }
    }
    label[b] = 0;
    labelEnd[b] = -1;
    blossomChildren[b] = null;
    blossomEndps[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    blossomParent[b] = -1;
    unused.push(b);
  }

  /** Swap matched and unmatched edges on the even path from v to the base of blossom b. */
  function augmentBlossom(b: number, v: number): void {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const children = blossomChildren[b]!;
    const endps = blossomEndps[b]!;
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
      if (c >= n) augmentBlossom(c, endpoint[p]);
      j += step;
      c = children[at(j)];
      if (c >= n) augmentBlossom(c, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    blossomChildren[b] = children.slice(i).concat(children.slice(0, i));
    blossomEndps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossomBase[b] = blossomBase[blossomChildren[b]![0]];
  }

  function augmentMatching(k: number): void {
    const ends: Array<[number, number]> = [
      [endpoint[2 * k], 2 * k + 1],
      [endpoint[2 * k + 1], 2 * k],
    ];
    for (const [s0, p0] of ends) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]];
        const bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        const j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  }

  let matched = 0;
  if (warmStart) matched = warmStartMatching();
  else {
    // Every dual starts at the largest weight, limb by limb (so at least any edge's weight).
    for (let l = 0; l < L; l++) {
      const top = evenUp(maxLimb(l));
      for (let v = 0; v < n; v++) dual[v * L + l] = top;
    }
  }

  function maxLimb(l: number): number {
    let top = 0;
    for (let k = 0; k < m; k++) top = Math.max(top, weight[k * L + l]);
    return top;
  }

  /**
   * Duals: each vertex's best incident weight (feasible: y(u) + y(v) >= 2 w(uv)). Then tight
   * edges (both ends' best) are matched greedily; a vertex still free lowers its dual to the
   * least feasible value, which makes some edge tight, and takes it if the other end is free.
   * Free vertices end with even limbs (raising a free vertex's dual keeps feasibility).
   */
  function warmStartMatching(): number {
    let count = 0;
    for (let v = 0; v < n; v++) {
      let has = false;
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
        const k = adj[a] >> 1;
        if (!has || lexGreaterWeight(k, v)) {
          for (let l = 0; l < L; l++) dual[v * L + l] = weight[k * L + l];
          has = true;
        }
      }
    }
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1) continue;
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
        const p = adj[a];
        const w = endpoint[p];
        if (mate[w] !== -1) continue;
        slackInto(p >> 1, sa);
        if (nonPositive(sa)) {
          mate[v] = p;
          mate[w] = p ^ 1;
          count++;
          break;
        }
      }
    }
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1 || adjStart[v] === adjStart[v + 1]) continue;
      // Least feasible dual: max over edges of 2 w(vu) - y(u).
      let first = true;
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
        const p = adj[a];
        const u = endpoint[p];
        const k = p >> 1;
        for (let l = 0; l < L; l++) sb[l] = 2 * weight[k * L + l] - dual[u * L + l];
        if (first || lexLess(sa, sb)) {
          sa.set(sb);
          first = false;
        }
      }
      for (let l = 0; l < L; l++) dual[v * L + l] = sa[l];
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
        const p = adj[a];
        const w = endpoint[p];
        if (mate[w] !== -1) continue;
        slackInto(p >> 1, sb);
        if (nonPositive(sb)) {
          mate[v] = p;
          mate[w] = p ^ 1;
          count++;
          break;
        }
      }
    }
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1) continue;
      for (let l = 0; l < L; l++) dual[v * L + l] = evenUp(dual[v * L + l]);
    }
    return count;
  }

  /** weight(k) > current dual of v (used while dual[v] holds the best weight so far). */
  function lexGreaterWeight(k: number, v: number): boolean {
    for (let l = 0; l < L; l++) {
      const a = weight[k * L + l];
      const b = dual[v * L + l];
      if (a !== b) return a > b;
    }
    return false;
  }

  // Stages: each finds one augmenting path (or proves none exists).
  for (;;) {
    if (2 * matched >= n - 1) {
      // At most one vertex free: no augmenting path can exist.
      let free = 0;
      for (let v = 0; v < n; v++) if (mate[v] === -1) free++;
      if (free <= 1) break;
    }
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < nb; b++) blossomBestEdges[b] = null;
    allowEdge.fill(0);
    queue.length = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
          const p = adj[a];
          const k = p >> 1;
          const w = endpoint[p];
          if (inBlossom[v] === inBlossom[w]) continue;
          let kslackKnown = false;
          if (!allowEdge[k]) {
            slackInto(k, sa);
            kslackKnown = true;
            if (nonPositive(sa)) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            const bw = inBlossom[w];
            if (label[bw] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[bw] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (kslackKnown && label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1) bestEdge[b] = k;
            else {
              slackInto(bestEdge[b], sb);
              if (lexLess(sa, sb)) bestEdge[b] = k;
            }
          } else if (kslackKnown && label[w] === 0) {
            if (bestEdge[w] === -1) bestEdge[w] = k;
            else {
              slackInto(bestEdge[w], sb);
              if (lexLess(sa, sb)) bestEdge[w] = k;
            }
          }
        }
      }
      if (augmented) break;

      // No augmenting path on tight edges: move the duals by the least delta.
      let deltaType = -1;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          slackInto(bestEdge[v], sa);
          if (deltaType === -1 || lexLess(sa, delta)) {
            delta.set(sa);
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < nb; b++) {
        if (b >= n && blossomBase[b] < 0) continue;
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          slackInto(bestEdge[b], sa);
          for (let l = 0; l < L; l++) sa[l] /= 2; // even limb by limb (see the header)
          if (deltaType === -1 || lexLess(sa, delta)) {
            delta.set(sa);
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < nb; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1 && label[b] === 2) {
          if (deltaType === -1 || dualLessThanDelta(b)) {
            for (let l = 0; l < L; l++) delta[l] = dual[b * L + l];
            deltaType = 4;
            deltaBlossom = b;
          }
        }
      }
      if (deltaType === -1) break; // no augmenting path at all: maximum cardinality reached

      for (let v = 0; v < n; v++) {
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
      for (let b = n; b < nb; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) for (let l = 0; l < L; l++) dual[b * L + l] += delta[l];
          else if (label[b] === 2) for (let l = 0; l < L; l++) dual[b * L + l] -= delta[l];
        }
      }

      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        let i = endpoint[2 * deltaEdge];
        if (label[inBlossom[i]] === 0) i = endpoint[2 * deltaEdge + 1];
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(endpoint[2 * deltaEdge]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    matched++;
    for (let b = n; b < nb; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dualIsZero(b)) {
        expandBlossom(b, true);
      }
    }
  }

  const result = new Int32Array(n).fill(-1);
  let size = 0;
  for (let v = 0; v < n; v++) {
    if (mate[v] >= 0) {
      result[v] = endpoint[mate[v]];
      if (v < result[v]) size++;
    }
  }
  const leaves: number[][] = [];
  for (let b = 0; b < nb; b++) leaves.push(b >= n && blossomBase[b] >= 0 ? leavesOf(b) : []);
  return { mate: result, size, dual, blossomParent, leaves };
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
