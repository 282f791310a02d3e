/**
 * Buchholz and its cuts (FIDE C.07 art. 8.1, 14.1, 14.3), with unplayed rounds as art. 16
 * says (see unplayed.ts): a game played adds the opponent's adjusted score (16.3), an
 * unplayed round the stand-in's score (16.4). Buchholz is the sum of a player's
 * contributions; Buchholz cut 1 is `cut(contributions, 1, 0)`; median Buchholz
 * `cut(contributions, 1, 1)`.
 */
import type { Crosstable } from './crosstable';
import type { UnplayedView } from './unplayed';

/** One round's value in a sum-based tie-break, and whether the player chose not to play it. */
export interface Contribution {
  value: number;
  voluntary: boolean;
}

export function buchholzContributions(t: Crosstable, u: UnplayedView, p: number): Contribution[] {
  return t.entries[p].map((e, k) => ({
    value: e.kind === 'game' ? u.adjusted[e.opponent] : u.dummy[p][k],
    voluntary: u.voluntary[p][k],
  }));
}

/**
 * Cuts the least significant value (art. 14.1), the lowest VUR value first when there is one
 * (art. 16.5.1: that value is never below the least significant one, so cutting it is what
 * the article asks); `high` then cuts the most significant values (art. 14.3, median).
 */
export function cut(values: Contribution[], low: number, high: number): number {
  const rest = [...values].sort((x, y) => x.value - y.value);
  for (let i = 0; i < low && rest.length > 0; i++) {
    const vur = rest.findIndex((c) => c.voluntary);
    rest.splice(vur >= 0 ? vur : 0, 1);
  }
  for (let i = 0; i < high && rest.length > 0; i++) rest.pop();
  return rest.reduce((s, c) => s + c.value, 0);
}
