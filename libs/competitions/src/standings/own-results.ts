/** Tie-breaks read from the player's own results alone. */
import type { Crosstable } from './crosstable';

/** FIDE C.07 art. 7.5: the sum of the running score after each round; an absent round adds the unchanged total. */
export function progressive(t: Crosstable, p: number): number {
  let running = 0;
  let sum = 0;
  for (const e of t.entries[p]) {
    running += e.points;
    sum += running;
  }
  return sum;
}

/** FIDE C.07 art. 7.1 (WIN): rounds won, with or without playing (forfeit wins, byes scored as a win). */
export function wins(t: Crosstable, p: number): number {
  return t.entries[p].filter((e) => e.outcome === 'win' && e.kind !== 'absent').length;
}
