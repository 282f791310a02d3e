/**
 * Tie-break values are compared for equality, and a tie must not hinge on the last bits of a
 * floating-point sum (1/3 + 1/3 + 1/3 is not 1 in binary). Every value is rounded to 9
 * decimals before it is compared or shown; points and scores on a tabletop are far coarser.
 */
export function settle(x: number): number {
  const r = Math.round(x * 1e9) / 1e9;
  return r === 0 ? 0 : r; // no -0 in the output
}
