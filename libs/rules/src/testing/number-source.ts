/**
 * Where random play gets its numbers: a source of non-negative integers, given from outside (a
 * fast-check tape in property tests, a seeded generator in benchmarks and demos), so a played
 * match is reproducible and the rules never draw numbers of their own.
 */
export type Source = () => number;

/** A seeded generator (mulberry32): the same seed gives the same numbers on any machine. */
export function seeded(seed: number): Source {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) & 0x7fffffff;
  };
}
