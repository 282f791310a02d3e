/**
 * Sonneborn-Berger (FIDE C.07 art. 9.1): the opponents' scores weighted by the result against
 * them, 1 for a win, ½ for a draw, 0 for a loss, whatever the tournament points of those
 * results are. Opponents' scores are adjusted as for Buchholz (art. 16.3); an unplayed round
 * is a game against the stand-in of art. 16.4 with the result awarded (a bye worth a win
 * adds the stand-in's score, a forfeit loss nothing).
 */
import type { GameOutcome } from '../types';
import type { Crosstable } from './crosstable';
import type { UnplayedView } from './unplayed';

const WEIGHT: Record<GameOutcome, number> = { win: 1, draw: 0.5, loss: 0 };

export function sonnebornBerger(t: Crosstable, u: UnplayedView, p: number): number {
  return t.entries[p].reduce((s, e, k) => s + WEIGHT[e.outcome] * (e.kind === 'game' ? u.adjusted[e.opponent] : u.dummy[p][k]), 0);
}
