/**
 * Strength of schedule, as tabletop event software ranks by it: the average tournament points
 * of the opponents met over the table (sos), and the average of those opponents' own averages
 * (soos). Averages rather than sums, so a player with a bye or a forfeit is not behind for a
 * round they could not play; byes and forfeits simply leave the average. Opponents' points are
 * adjusted as for Buchholz (FIDE C.07 art. 16.3: rounds after a drop count as draws), so
 * meeting someone who later dropped costs little.
 */
import type { Crosstable } from './crosstable';
import type { UnplayedView } from './unplayed';

function average(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/** Opponents met over the table, one per round played (a rematch counts twice). */
export function playedOpponents(t: Crosstable, p: number): number[] {
  const out: number[] = [];
  for (const e of t.entries[p]) if (e.kind === 'game') out.push(e.opponent);
  return out;
}

export function strengthOfSchedule(t: Crosstable, u: UnplayedView): number[] {
  return t.ids.map((_, p) => average(playedOpponents(t, p).map((o) => u.adjusted[o])));
}

export function opponentsStrengthOfSchedule(t: Crosstable, sos: number[]): number[] {
  return t.ids.map((_, p) => average(playedOpponents(t, p).map((o) => sos[o])));
}
