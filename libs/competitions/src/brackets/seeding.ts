import { BracketError } from './errors';

/**
 * Standard seed positions of a knockout bracket, the arrangement Challonge, start.gg and the
 * usual printed draw sheets share: in a bracket of 2^k, seeds s and t can meet in round r only if
 * they are in the same block of 2^r, and the blocks are laid out so that the better seeds meet as
 * late as possible — 1 and 2 only in the final, 1–4 only from the semi-finals, and so on.
 */

/** The bracket size for `players` entrants: the smallest power of two ≥ players (≥ 2). */
export function bracketSize(players: number): number {
  let size = 2;
  while (size < players) size *= 2;
  return size;
}

/**
 * Seed numbers (1-based) in bracket-line order for a bracket of `size` (a power of two): lines
 * 2i and 2i+1 meet in round 1. Built by doubling: the order for 2S takes each seed x of the order
 * for S and puts its round-1 opponent 2S + 1 − x beside it, below x on even positions and above it
 * on odd ones, so each half of the draw alternates strong and weak ends:
 *
 *   2: 1 2 · 4: 1 4 3 2 · 8: 1 8 5 4 3 6 7 2
 *   16: 1 16 9 8 5 12 13 4 3 14 11 6 7 10 15 2
 *
 * Round 1 of 16 reads 1–16, 8–9, 5–12, 4–13, 3–14, 6–11, 7–10, 2–15: in every round the seeds
 * that meet, if the better seed always wins, add up to (players left) + 1.
 */
export function seedPositions(size: number): number[] {
  if (!Number.isInteger(size) || size < 2 || (size & (size - 1)) !== 0) {
    throw new BracketError('BAD_OPTION', `bracket size must be a power of two ≥ 2, got ${size}`);
  }
  let order = [1, 2];
  for (let s = 2; s < size; s *= 2) {
    const next: number[] = [];
    order.forEach((x, i) => {
      const y = 2 * s + 1 - x;
      if (i % 2 === 0) next.push(x, y);
      else next.push(y, x);
    });
    order = next;
  }
  return order;
}
