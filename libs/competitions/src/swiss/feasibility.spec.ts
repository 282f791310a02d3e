import fc from 'fast-check';
import { perfectMatching } from './feasibility';

/** Whether a perfect matching of the vertices other than `absent` exists, by enumeration. */
function exists(n: number, adjacent: (u: number, v: number) => boolean, absent: number): boolean {
  const used = new Array<boolean>(n).fill(false);
  if (absent >= 0) used[absent] = true;
  const walk = (): boolean => {
    const u = used.indexOf(false);
    if (u === -1) return true;
    used[u] = true;
    for (let v = u + 1; v < n; v++) {
      if (used[v] || !adjacent(u, v)) continue;
      used[v] = true;
      if (walk()) return true;
      used[v] = false;
    }
    used[u] = false;
    return false;
  };
  return walk();
}

describe('perfectMatching (Edmonds, implicit graph)', () => {
  it('finds a perfect matching exactly when one exists, and only uses allowed pairs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.boolean(), { minLength: 66, maxLength: 66 }),
        fc.integer({ min: -1, max: 11 }),
        (n, bits, absent) => {
          const a = absent < n ? absent : -1;
          const index = (u: number, v: number): number => {
            const [i, j] = u < v ? [u, v] : [v, u];
            return (j * (j - 1)) / 2 + i;
          };
          const adjacent = (u: number, v: number): boolean => bits[index(u, v)];
          const mate = perfectMatching(n, adjacent, a);
          expect(mate !== null).toBe(exists(n, adjacent, a));
          if (mate !== null) {
            for (let v = 0; v < n; v++) {
              if (v === a) continue;
              expect(mate[v]).toBeGreaterThanOrEqual(0);
              expect(mate[mate[v]]).toBe(v);
              expect(adjacent(v, mate[v])).toBe(true);
            }
          }
        },
      ),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('sees that a star cannot be matched, and repairs a greedy start along an augmenting path', () => {
    const on =
      (edges: string[]) =>
      (u: number, v: number): boolean =>
        edges.includes(`${Math.min(u, v)}-${Math.max(u, v)}`);
    // Star: centre 0 joined to 1, 2, 3: three leaves compete for one centre.
    expect(perfectMatching(4, (u, v) => u === 0 || v === 0, -1)).toBeNull();
    // 0-1, 0-2, 1-3: the greedy start takes 0-1 and strands 2 and 3; the path 2-0-1-3 gives
    // 0-2 and 1-3.
    expect(Array.from(perfectMatching(4, on(['0-1', '0-2', '1-3']), -1)!)).toEqual([2, 3, 0, 1]);
    // An odd cycle 0-1-2-3-4 with a pendant 4-5 (a blossom on the way), and without it.
    expect(perfectMatching(6, on(['0-1', '1-2', '2-3', '3-4', '0-4', '4-5']), -1)).not.toBeNull();
    expect(perfectMatching(6, on(['0-1', '1-2', '2-3', '3-4', '0-4']), -1)).toBeNull();
    // With vertex 4 sitting out, 0-1 and 2-3 remain.
    expect(Array.from(perfectMatching(5, on(['0-1', '2-3', '1-4']), 4)!)).toEqual([1, 0, 3, 2, -1]);
  });
});
