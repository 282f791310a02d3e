/**
 * The end of the match (digest §6.2, all [P]): annihilation, the turn limit decided by points of
 * enemy models destroyed, a concession, or the clock.
 */
import type { Outcome, SideResult } from '@app/rules';
import { alive, note, other, SIDES, type Side, type WarzoneState } from './state';

function finish(s: WarzoneState, winner: Side | null, reason: string): void {
  s.result = { winner, reason };
  s.tasks = [];
  s.unit = null;
  s.model = null;
  note(s, winner ? `${winner} wins: ${reason}` : `draw: ${reason}`);
}

const byPoints = (s: WarzoneState): Side | null => (s.destroyed.A > s.destroyed.B ? 'A' : s.destroyed.B > s.destroyed.A ? 'B' : null);

export function finishAtTurnLimit(s: WarzoneState): void {
  finish(
    s,
    s.options.victory === 'points' ? byPoints(s) : null,
    `turn ${s.turn} was the last (victory points ${s.destroyed.A}–${s.destroyed.B})`,
  );
}

/** A side with no model left has lost (option `annihilation`). */
export function checkAnnihilation(s: WarzoneState): void {
  if (s.result || !s.options.annihilation || s.tasks.length) return;
  const gone = SIDES.filter((side) => alive(s, side).length === 0);
  if (gone.length === 2) finish(s, null, 'both armies destroyed');
  else if (gone.length === 1) finish(s, other(gone[0]), `${gone[0]} has no model left`);
}

export const concede = (s: WarzoneState, side: Side): void => finish(s, other(side), `${side} conceded`);
export const timeUp = (s: WarzoneState): void => finish(s, s.options.timeExpired === 'points' ? byPoints(s) : null, 'time expired');

export function outcomeOf(s: WarzoneState): Outcome {
  const r = s.result;
  const result = (side: Side): SideResult | null => (!r ? null : r.winner === null ? 'draw' : r.winner === side ? 'win' : 'loss');
  return {
    finished: r !== null,
    winner: r?.winner ?? null,
    draw: r !== null && r.winner === null,
    reason: r?.reason ?? null,
    sides: SIDES.map((side) => ({
      side,
      result: result(side),
      scores: { victoryPoints: s.destroyed[side], modelsLeft: alive(s, side).length },
    })),
  };
}
