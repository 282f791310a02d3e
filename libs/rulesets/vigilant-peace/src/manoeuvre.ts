/**
 * Manoeuvre (L11, L13, L32, L34; digest §4.2) — including carrying a gun (L13) and the ram (L54,
 * ram.ts), which happens inside a vehicle's manoeuvre.
 *
 * There is no map: the table measures the path and reports it in `steps` [S] (climbing height
 * counted 1:1, L13); the engine checks it against the unit's Manoeuvre.
 */
import { isViolation, violation, type RuleViolation } from '@app/rules';
import { startRam, validateRam } from './ram';
import type { ManoeuvreOrder, Side } from './schema';
import { log, ref, type VPState } from './state';
import { finishResolution, prepareUnitOrder, spendAction } from './turn';
import { isFighter } from './catalogue';
import { checkGunUse } from './real-shot';

export function manoeuvre(s: VPState, side: Side, o: ManoeuvreOrder): RuleViolation | null {
  const u = prepareUnitOrder(s, side, o.unitId, () => true);
  if (isViolation(u)) return u;
  const max = u.manoeuvre ?? 0;
  // L4: a path is a length in steps.
  if (!(o.steps >= 0)) return violation(ref('L4'), `a path is measured in steps, 0 or more, not ${o.steps}`, 'BAD_MEASUREMENT');
  // L13: "Manoeuvre is the number of steps a unit may move in one movement" (climbing included).
  if (o.steps > max) {
    return violation(ref('L13'), `${u.id} may move 0 to ${max} steps in one Manoeuvre (climbing counted 1:1), not ${o.steps}`, 'TOO_FAR');
  }
  // L32, L58: "a wounded fighter cannot move".
  if (isFighter(u) && u.status === 'wounded') {
    return violation(ref('L32'), `${u.id} is wounded: wounded fighters cannot move (they may still shoot)`, 'WOUNDED_FIGHTER');
  }
  // L13: "cyborgs and combat machines cannot climb onto obstacles".
  if (o.climbsObstacle && (u.kind === 'vehicle' || (u.kind === 'cyborg' && !s.rules.cyborg.mayClimb))) {
    return violation(ref('L13'), `${u.id} is a ${u.kind}: vehicles and cyborgs cannot climb onto obstacles`, 'NOT_ALLOWED');
  }
  // L34: an aimed shot means the fighter "did not move"; it locks out later movement.
  if (u.act.aimedLock) {
    return violation(ref('L34'), `${u.id} took an aimed shot this turn: it may not manoeuvre afterwards`, 'AIMED_SHOT_TAKEN');
  }
  // L13: an infantryman moves a gun that touches him, at his own speed.
  if (o.carryGunId !== undefined) {
    const bad = checkGunUse(s, u, o.carryGunId, o.touchingGun, 'L13', 'move');
    if (bad) return bad;
  }
  // L54: rams (validated before anything is spent).
  let ramTarget = null;
  if (o.ram) {
    const t = validateRam(s, u, o.ram.targetId);
    if (isViolation(t)) return t;
    ramTarget = t;
  }
  spendAction(s, u, 'manoeuvre');
  if (o.steps > 0) u.act.moved = true; // a 0-step manoeuvre does not spoil an aimed shot
  log(s, 'UnitMoved', {
    unitId: u.id,
    steps: o.steps,
    climbed: o.climbsObstacle ?? false,
    ...(o.carryGunId ? { carriedGunId: o.carryGunId } : {}),
  });
  if (ramTarget) startRam(s, u, ramTarget);
  else finishResolution(s);
  return null;
}
