/**
 * The end of a match [End p.14]: at the end of any phase, when only one team (or none, A48)
 * has units on the arena, when the time limit has run out (A38), or when all players agree.
 * The winner has the most reputation points; then the lower total point value; then a d6
 * roll-off, ties re-rolled.
 */
import type { Outcome } from '@app/rules';
import { activeUnits } from './arena';
import { note, other, SIDES, type GameResult, type Side, type SolarisState } from './state';

function pointValue(s: SolarisState, side: Side): number {
  return s.units.filter((u) => u.side === side).reduce((n, u) => n + u.points, 0);
}

function finish(s: SolarisState, result: GameResult): void {
  s.result = result;
  s.phase = 'over';
  s.queue = [];
  note(s, 'MatchEnded', { ...result, rp: { A: s.scores.A.rp, B: s.scores.B.rp } });
}

/** Decides the winner by reputation, then lower point value; on a full tie asks for the roll-off. */
export function decide(s: SolarisState, reason: GameResult['reason']): void {
  const [a, b] = [s.scores.A.rp, s.scores.B.rp];
  if (a !== b) return finish(s, { winner: a > b ? 'A' : 'B', draw: false, reason, decidedBy: 'rp' });
  const [pa, pb] = [pointValue(s, 'A'), pointValue(s, 'B')];
  if (pa !== pb) return finish(s, { winner: pa < pb ? 'A' : 'B', draw: false, reason, decidedBy: 'points' });
  s.pendingReason = reason;
  s.queue = [{ kind: 'tieBreak', dice: {} }];
}

/** End p.14 roll-off: each side 1d6, the higher wins, equal dice roll again. */
export function tieBreakRoll(s: SolarisState, dice: Partial<Record<Side, number>>, side: Side, die: number): void {
  const next = { ...dice, [side]: die };
  note(s, 'TieBreakRolled', { side, die });
  if (next.A === undefined || next.B === undefined) {
    s.queue.unshift({ kind: 'tieBreak', dice: next });
    return;
  }
  if (next.A === next.B) {
    s.queue.unshift({ kind: 'tieBreak', dice: {} });
    return;
  }
  finish(s, { winner: next.A > next.B ? 'A' : 'B', draw: false, reason: s.pendingReason ?? 'timeExpired', decidedBy: 'rollOff' });
}

/** At the end of every phase: is the match over? */
export function checkEnd(s: SolarisState): boolean {
  if (s.result || s.queue.some((t) => t.kind === 'tieBreak')) return true;
  const standing = SIDES.filter((side) => activeUnits(s).some((u) => u.side === side));
  if (standing.length <= 1) {
    decide(s, 'elimination');
    return true;
  }
  if (s.endAgreed.length === SIDES.length) {
    decide(s, 'agreed');
    return true;
  }
  // A38: the phase in which time ran out is finished; with the option, the round is.
  if (s.timeExpired && (!s.data.options.finishRoundOnTimeout || s.phase === 'end')) {
    decide(s, 'timeExpired');
    return true;
  }
  return false;
}

export function concede(s: SolarisState, side: Side): void {
  finish(s, { winner: other(side), draw: false, reason: 'concede', decidedBy: 'concede' });
}

export function outcomeOf(s: SolarisState): Outcome {
  const r = s.result;
  return {
    finished: r !== null,
    winner: r?.winner ?? null,
    draw: r?.draw ?? false,
    reason: r ? `${r.reason}${r.decidedBy ? ` (${r.decidedBy})` : ''}` : null,
    sides: SIDES.map((side) => ({
      side,
      result: r === null ? null : r.draw ? 'draw' : r.winner === side ? 'win' : 'loss',
      scores: {
        reputation: s.scores[side].rp,
        eliminations: s.scores[side].eliminations.length,
        objectives: s.scores[side].tokens.length,
        pointValue: pointValue(s, side),
        unitsStanding: s.units.filter((u) => u.side === side && !u.eliminated).length,
      },
    })),
  };
}
