/**
 * District effects (p.11–12, p.28). Star-marked effects (KILL, DRAW, MOVE_NY) serve only a
 * winner; a Bomb goes off whatever the outcome, also when Moloch destroys its district as his
 * win effect.
 */
import type { Side } from './catalogue';
import { ask } from './choices';
import { drawTasks } from './decks';
import { enemyUnits } from './entering';
import { fits } from './positions';
import { cityOf, districtCity, districtEffect, doOp, note, other, push, type KonwojState } from './state';
import { heldByField, ids, robotsIn, soldiersIn } from './targets';

/**
 * The effect of a district for `side` (null: a tie or Atak EMP, where only a Bomb resolves).
 * A54: it acts in the city of the district, which is not the active city when Moloch's win
 * overflows into Jersey Crust (p.28): the kill, the unit moved to New York and the Pole
 * Elektromagnetyczne that may hold it are those of that city. A55: in New York nothing moves.
 */
export function districtOp(s: KonwojState, side: Side | null, district: string): void {
  const effect = districtEffect(s, district);
  const city = districtCity(s, district);
  if (effect === 'BOMB') {
    // p.12: Moloch kills a Soldier first, then Outpost a Robot.
    push(
      s,
      doOp({ op: 'kill', chooser: 'moloch', victim: 'soldier', city, kind: 'bombMoloch' }),
      doOp({ op: 'kill', chooser: 'outpost', victim: 'robot', city, kind: 'bombOutpost' }),
    );
    return;
  }
  if (side === null) return;
  if (effect === 'KILL')
    push(s, doOp({ op: 'kill', chooser: side, victim: side === 'moloch' ? 'soldier' : 'robot', city, kind: 'districtKill' }));
  else if (effect === 'DRAW') push(s, ...drawTasks(side, 1));
  else if (effect === 'MOVE_NY') ask(s, { kind: 'moveNY', side, options: moveNYOptions(s, side, city), optional: true, district });
}

/** p.11: the winner's units that may go to New York: a free position there, Pole EM respected. */
function moveNYOptions(s: KonwojState, side: Side, city: number): string[] {
  if (city === 5) return [];
  const units = side === 'moloch' ? robotsIn(s, city).filter((r) => !heldByField(s, r)) : soldiersIn(s, city);
  return ids(units).filter((id) => fits(s, id, 5));
}

/** The choice of a unit to kill, its options computed when the effect resolves. */
export function killChoice(
  s: KonwojState,
  op: { chooser: Side; victim: 'soldier' | 'robot'; city: number; kind: 'bombMoloch' | 'bombOutpost' | 'districtKill' },
): void {
  ask(s, { kind: op.kind, side: op.chooser, options: enemyUnits(s, op.city, other(op.chooser)), optional: false, city: op.city });
}

export function destroyDistrict(s: KonwojState, district: string): void {
  const c = cityOf(s, districtCity(s, district));
  if (!c.destroyedDistricts.includes(district)) c.destroyedDistricts.push(district);
  note(s, `district ${district} is destroyed`);
}

/**
 * p.28: Moloch's win destroys another district; its effect resolves only in Cleveland Harbour
 * (for Moloch, in the district's city) or when it is a Bomb.
 */
export function destroyByMoloch(s: KonwojState, district: string): void {
  destroyDistrict(s, district);
  const effect = districtEffect(s, district);
  if (effect === 'BOMB') districtOp(s, null, district);
  else if (s.active === 3) districtOp(s, 'moloch', district);
}
