/**
 * Phase VI(a), the convoy (p.31): when the active city has no district left, Moloch moves one
 * Robot on to the next city, the city falls and the next one becomes active. After New York
 * the game ends (p.31–32).
 */
import { spidersIn } from './entering';
import { doOp, note, push, undestroyedDistricts, cityOf, cityDef, type KonwojState } from './state';
import { ids, movableRobot, robotsIn } from './targets';
import { endGame } from './victory';

/** After each battle: the next battle in the same city, the convoy, or the end (A33: repeatedly). */
export function afterBattle(s: KonwojState): void {
  if (undestroyedDistricts(s, s.active).length > 0) {
    push(s, doOp({ op: 'battleStart' }));
    return;
  }
  if (s.active === 5) {
    endGame(s);
    return;
  }
  // p.31: mandatory when a Robot can go; Juggernaut and Robots held by Pole EM cannot (A32).
  const options = ids(robotsIn(s, s.active).filter((r) => movableRobot(s, r)));
  const advance = { kind: 'convoy', side: 'moloch', options, optional: false, city: s.active } as const;
  // The advance first, then the city falls, then the next step is decided.
  push(s, { t: 'choice', c: advance }, doOp({ op: 'destroyCity', city: s.active }), doOp({ op: 'afterBattle' }));
}

/** p.31, A34: the city flips; its cards stay, their abilities stop; Spiders may no longer fit. */
export function destroyCity(s: KonwojState, city: number): void {
  const c = cityOf(s, city);
  c.destroyed = true;
  c.extraSlot = false;
  s.active = city + 1;
  note(s, `${cityDef(s, city).name} is destroyed; ${cityDef(s, s.active).name} is the active city`);
  push(s, doOp({ op: 'spiders', city, candidates: spidersIn(s, city) }));
}
