import fc from 'fast-check';
import { maximumWeightMatching, verifyOptimum, type LazyEdges, type WeightedGraph } from './blossom';
import { perfectMatching } from './feasibility';

interface Edge {
  i: number;
  j: number;
  w: number[];
}

function graphOf(n: number, limbs: number, edges: Edge[]): WeightedGraph {
  const weight = new Float64Array(edges.length * limbs);
  edges.forEach((e, k) => e.w.forEach((x, l) => (weight[k * limbs + l] = x)));
  return {
    n,
    limbs,
    from: Int32Array.from(edges.map((e) => e.i)),
    to: Int32Array.from(edges.map((e) => e.j)),
    weight,
  };
}

/** Lexicographic comparison of (cardinality, weight limbs…). */
function compare(a: number[], b: number[]): number {
  for (let x = 0; x < a.length; x++) if (a[x] !== b[x]) return a[x] - b[x];
  return 0;
}

/** Every matching, by recursion on the lowest unmatched vertex: the best (cardinality, weight). */
function bruteForce(n: number, limbs: number, edges: Edge[]): number[] {
  const byPair = new Map<string, number[]>();
  for (const e of edges) byPair.set(`${Math.min(e.i, e.j)}-${Math.max(e.i, e.j)}`, e.w);
  let best: number[] | null = null;
  const used = new Array<boolean>(n).fill(false);
  const walk = (v: number, value: number[]): void => {
    while (v < n && used[v]) v++;
    if (v >= n) {
      if (best === null || compare(value, best) > 0) best = value.slice();
      return;
    }
    used[v] = true;
    walk(v + 1, value); // v stays single
    for (let u = v + 1; u < n; u++) {
      const w = byPair.get(`${v}-${u}`);
      if (used[u] || w === undefined) continue;
      used[u] = true;
      walk(v + 1, [value[0] + 1, ...w.map((x, l) => value[l + 1] + x)]);
      used[u] = false;
    }
    used[v] = false;
  };
  walk(0, new Array(limbs + 1).fill(0));
  return best!;
}

function valueOf(mate: Int32Array, limbs: number, edges: Edge[]): number[] {
  const value = new Array(limbs + 1).fill(0);
  for (const e of edges) {
    if (mate[e.i] === e.j) {
      value[0]++;
      e.w.forEach((x, l) => (value[l + 1] += x));
    }
  }
  return value;
}

const randomGraph = fc
  .record({
    n: fc.integer({ min: 1, max: 5 }).map((k) => 2 * k - (k % 3 === 0 ? 1 : 0)),
    limbs: fc.integer({ min: 1, max: 3 }),
    density: fc.double({ min: 0.2, max: 1, noNaN: true }),
    top: fc.integer({ min: 1, max: 40 }),
  })
  .chain(({ n, limbs, density, top }) => {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
    return fc
      .tuple(
        ...pairs.map(() =>
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.array(fc.integer({ min: 0, max: top }), { minLength: limbs, maxLength: limbs }),
          ),
        ),
      )
      .map((draws) => ({
        n,
        limbs,
        edges: pairs.flatMap(([i, j], k) => (draws[k][0] < density ? [{ i, j, w: draws[k][1] }] : [])),
      }));
  });

describe('maximumWeightMatching (blossom, lexicographic weights)', () => {
  it('finds a maximum-weight perfect matching exactly when one exists (brute force, small random graphs)', () => {
    fc.assert(
      fc.property(randomGraph, fc.boolean(), ({ n, limbs, edges }, warm) => {
        const graph = graphOf(n, limbs, edges);
        const result = maximumWeightMatching(graph, warm);
        for (let v = 0; v < n; v++) {
          if (result.mate[v] !== -1) expect(result.mate[result.mate[v]]).toBe(v);
        }
        const best = bruteForce(n, limbs, edges);
        const value = valueOf(result.mate, limbs, edges);
        expect(value[0]).toBe(result.size);
        if (2 * best[0] === n) {
          // A perfect matching exists: found, of the best lexicographic weight, with a dual that
          // proves it.
          expect(value).toEqual(best);
          expect(verifyOptimum(graph, result)).toBeNull();
        } else {
          expect(2 * result.size).toBeLessThan(n);
        }
      }),
      { numRuns: 3000, seed: 20261122 },
    );
  });

  it('on larger random graphs, is perfect exactly when a perfect matching exists, with a dual that proves optimality', () => {
    // Too many matchings to enumerate: the dual certificate (every edge's slack non-negative,
    // matched edges tight, positive blossoms full) proves the weight optimal, and the separate
    // cardinality search (feasibility.ts) says whether a perfect matching exists.
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 40 }).map((k) => 2 * Math.floor(k / 2)),
        fc.integer({ min: 1, max: 3 }),
        fc.double({ min: 0.05, max: 0.6, noNaN: true }),
        fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
        (n, limbs, density, tape) => {
          let t = 0;
          const next = (): number => tape[t++ % tape.length] + t * 7;
          const edges: Edge[] = [];
          for (let i = 0; i < n; i++) {
            for (let j = i + 1; j < n; j++) {
              if ((next() % 1000) / 1000 < density) edges.push({ i, j, w: Array.from({ length: limbs }, () => (next() % 9) - 2) });
            }
          }
          const graph = graphOf(n, limbs, edges);
          const result = maximumWeightMatching(graph);
          const adjacent = new Set(edges.map((e) => e.i * n + e.j));
          const exists = perfectMatching(n, (u, v) => adjacent.has(Math.min(u, v) * n + Math.max(u, v)), -1) !== null;
          expect(2 * result.size === n).toBe(exists);
          if (exists) expect(verifyOptimum(graph, result)).toBeNull();
          // Warm and cold starts reach the same weight.
          if (exists) expect(valueOf(maximumWeightMatching(graph, false).mate, limbs, edges)).toEqual(valueOf(result.mate, limbs, edges));
        },
      ),
      { numRuns: 300, seed: 31 },
    );
  });

  it('puts the first limb infinitely above the second', () => {
    // Path 0-1-2-3: the middle edge is worth (1, 0); the two outer edges (0, 1000) each.
    // Both matchings of two vertices… the perfect one (0-1, 2-3) has (0, 2000) against the
    // single middle edge (1, 0); cardinality comes first, so the perfect matching wins.
    const edges: Edge[] = [
      { i: 0, j: 1, w: [0, 1000] },
      { i: 1, j: 2, w: [1, 0] },
      { i: 2, j: 3, w: [0, 1000] },
    ];
    expect(Array.from(maximumWeightMatching(graphOf(4, 2, edges)).mate)).toEqual([1, 0, 3, 2]);
    // A triangle plus a pendant: 0-1 (1, 0) against 0-2 (0, 999999) with 1-3 (0, 999999).
    // Both are perfect; the first limb decides: 0-1 and 2-3.
    const tri: Edge[] = [
      { i: 0, j: 1, w: [1, 0] },
      { i: 0, j: 2, w: [0, 999999] },
      { i: 1, j: 3, w: [0, 999999] },
      { i: 2, j: 3, w: [0, 0] },
    ];
    expect(Array.from(maximumWeightMatching(graphOf(4, 2, tri)).mate)).toEqual([1, 0, 3, 2]);
  });

  it('needs blossoms: two triangles joined by a light edge', () => {
    // Triangles 0-1-2 and 3-4-5 (weights 10) joined by 2-3 (1): a perfect matching must use
    // the light edge 2-3, then 0-1 and 4-5: 10 + 1 + 10 = 21 with 3 pairs. The heavy triangle
    // edges alone form odd cycles, which the search shrinks into blossoms.
    const edges: Edge[] = [
      { i: 0, j: 1, w: [10] },
      { i: 1, j: 2, w: [10] },
      { i: 0, j: 2, w: [10] },
      { i: 3, j: 4, w: [10] },
      { i: 4, j: 5, w: [10] },
      { i: 3, j: 5, w: [10] },
      { i: 2, j: 3, w: [1] },
    ];
    const r = maximumWeightMatching(graphOf(6, 1, edges), false);
    expect(valueOf(r.mate, 1, edges)).toEqual([3, 21]);
    expect(Array.from(r.mate)).toEqual([1, 0, 3, 2, 5, 4]);
  });

  it('with lazy edges: the same optimum as with every edge listed, and a dual feasible for all of them', () => {
    // Part of the edges are listed, the rest come through floors (LazyEdges) kept by brute force:
    // each vertex's floor starts at its best edge weight, falls a few steps per limb from the
    // last, and `lower` lists every unlisted edge with 2 w > f(v) + f(w).
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }).map((k) => 2 * k),
        fc.integer({ min: 1, max: 3 }),
        fc.double({ min: 0.1, max: 0.8, noNaN: true }),
        fc.double({ min: 0, max: 0.7, noNaN: true }),
        fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
        (n, limbs, density, listedShare, tape) => {
          let t = 0;
          const next = (): number => tape[t++ % tape.length] + t * 7;
          const edges: Edge[] = [];
          for (let i = 0; i < n; i++) {
            for (let j = i + 1; j < n; j++) {
              if ((next() % 1000) / 1000 < density) edges.push({ i, j, w: Array.from({ length: limbs }, () => (next() % 9) - 2) });
            }
          }
          const listed = edges.filter(() => (next() % 1000) / 1000 < listedShare);
          const lazyOnes = edges.filter((e) => !listed.includes(e));
          const floor = new Float64Array(n * limbs);
          const hasFloor = new Uint8Array(n);
          const lowered = new Int32Array(n);
          const done = new Set<Edge>();
          const lexLess = (a: number[], b: number[]): boolean => {
            for (let l = 0; l < limbs; l++) if (a[l] !== b[l]) return a[l] < b[l];
            return false;
          };
          for (const e of edges) {
            for (const v of [e.i, e.j]) {
              const current = Array.from(floor.subarray(v * limbs, (v + 1) * limbs));
              if (!hasFloor[v] || lexLess(current, e.w)) e.w.forEach((x, l) => (floor[v * limbs + l] = x));
              hasFloor[v] = 1;
            }
          }
          const lazy: LazyEdges = {
            floor,
            hasFloor,
            raise: (v, dual, off) => {
              for (let l = 0; l < limbs; l++) floor[v * limbs + l] = dual[off + l];
            },
            lower: (v) => {
              const c = lowered[v]++;
              const limb = limbs - 1 - Math.floor(c / 3);
              const all = limb < 0;
              if (all) hasFloor[v] = 0;
              else floor[v * limbs + limb] -= (1 + (next() % 4)) * 2 ** (c % 3);
              const to: number[] = [];
              const weight: number[] = [];
              for (const e of lazyOnes) {
                if (done.has(e) || (e.i !== v && e.j !== v)) continue;
                const w = e.i === v ? e.j : e.i;
                const sum = Array.from({ length: limbs }, (_, l) => floor[v * limbs + l] + floor[w * limbs + l]);
                if (
                  !all &&
                  hasFloor[w] &&
                  !lexLess(
                    sum,
                    e.w.map((x) => 2 * x),
                  )
                )
                  continue;
                done.add(e);
                to.push(w);
                weight.push(...e.w);
              }
              return { to, weight };
            },
          };
          const full = graphOf(n, limbs, edges);
          const plain = maximumWeightMatching(full);
          const result = maximumWeightMatching({ ...graphOf(n, limbs, listed), lazy });
          // Perfect exactly when a perfect matching exists (short of that, sizes may differ).
          expect(2 * result.size === n).toBe(2 * plain.size === n);
          if (2 * plain.size === n) {
            expect(valueOf(result.mate, limbs, edges)).toEqual(valueOf(plain.mate, limbs, edges));
            // The final dual is feasible for every edge, listed or not.
            expect(verifyOptimum(full, result)).toBeNull();
          }
        },
      ),
      { numRuns: 400, seed: 7 },
    );
  });
});
