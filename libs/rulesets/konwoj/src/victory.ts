/**
 * The end of the game (p.31–32): after the last New York battle Moloch wins with a card in his
 * deck or a Robot in New York; Outpost wins early when Moloch has nothing left at a battle's
 * start. A concession gives the other side the win; the clock is the organiser's option.
 */
import type { Outcome, SideResult } from '@app/rules';
import type { Side } from './catalogue';
import { destroyed, isRobot } from './positions';
import { note, other, unitsIn, type KonwojState } from './state';

export function robotsInNewYork(s: KonwojState): number {
  return unitsIn(s, 5, 'moloch').filter((u) => isRobot(s, u)).length;
}

function finish(s: KonwojState, winner: Side | null, reason: string): void {
  s.result = { winner, reason };
  s.phase = 'over';
  s.tasks = [];
  note(s, winner ? `${winner} wins: ${reason}` : `the match ends without a winner: ${reason}`);
}

/** p.31–32, §7. */
export function endGame(s: KonwojState): void {
  const moloch = s.decks.moloch.length > 0 || robotsInNewYork(s) > 0;
  finish(
    s,
    moloch ? 'moloch' : 'outpost',
    moloch ? 'New York has fallen and the convoy survives' : 'Moloch has no deck and no Robot in New York',
  );
}

/** p.32: at a battle's start, Moloch with no deck, no hand and no Robot in a non-destroyed city loses. */
export function earlyOutpostWin(s: KonwojState): boolean {
  if (s.decks.moloch.length > 0 || s.hands.moloch.length > 0) return false;
  if (s.units.some((u) => u.id.startsWith('M') && isRobot(s, u) && !destroyed(s, u.city))) return false;
  finish(s, 'outpost', 'Moloch has no cards left at the start of a battle');
  return true;
}

export function concede(s: KonwojState, side: Side): void {
  finish(s, other(side), `${side} conceded`);
}

export function timeUp(s: KonwojState): void {
  const rule = s.data.options.timeExpired;
  finish(s, rule === 'draw' ? null : rule, 'time expired');
}

export function citiesDestroyed(s: KonwojState): number {
  return s.cities.filter((c) => c.destroyed).length;
}

export function outcomeOf(s: KonwojState): Outcome {
  const r = s.result;
  const result = (side: Side): SideResult | null => (!r ? null : r.winner === null ? 'draw' : r.winner === side ? 'win' : 'loss');
  const scores = { citiesDestroyed: citiesDestroyed(s), molochDeck: s.decks.moloch.length, robotsInNewYork: robotsInNewYork(s) };
  return {
    finished: r !== null,
    winner: r?.winner ?? null,
    draw: r !== null && r.winner === null,
    reason: r?.reason ?? null,
    sides: (['moloch', 'outpost'] as Side[]).map((side) => ({ side, result: result(side), scores })),
  };
}
