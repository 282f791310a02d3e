/**
 * Melee (Ближний Бой, L47–L52; digest §4.8, A-26– ).
 *
 * Within 1 step: D6 + ББ against the target's armour (no cover in melee). The target strikes
 * back the same way (L51) and both results stand — computed on the pre-combat state and applied
 * together. Vehicles (and guns, A-45) never counter-attack (L52).
 */
import { isViolation, violation, type RuleViolation } from '@app/rules';
import { makeAttack } from './attack';
import type { MeleeOrder, Side } from './schema';
import { log, ref, unitOf, type AttackSpec, type VPState } from './state';
import { prepareUnitOrder, spendAction } from './turn';
import { countersMelee, isFighter } from './catalogue';

export function melee(s: VPState, side: Side, o: MeleeOrder): RuleViolation | null {
  const u = prepareUnitOrder(s, side, o.unitId, () => true);
  if (isViolation(u)) return u;
  // L11: "shoot and enter melee only once per turn".
  if (u.act.meleeActions >= s.rules.meleeActionsPerActivation) {
    return violation(ref('L11'), `${u.id} has already fought in melee this turn`, 'ALREADY_USED');
  }
  // vehicles ram instead (L54); guns never act.
  if (u.kind === 'vehicle' || u.kind === 'gun')
    return violation(ref('L54, §9.3 A-27'), `${u.id} is a ${u.kind}: vehicles do not melee (they ram)`, 'NOT_ALLOWED');
  // L4: a distance is a number of steps, 0 or more.
  if (!(o.distanceSteps >= 0)) return violation(ref('L4'), `distances are non-negative numbers of steps`, 'BAD_MEASUREMENT');
  // L47: "melee begins when the distance to the enemy is not more than 1 step".
  if (o.distanceSteps > s.rules.meleeRange) {
    return violation(
      ref('L47'),
      `the target is ${o.distanceSteps} steps away: melee needs ${s.rules.meleeRange} step or less`,
      'OUT_OF_RANGE',
    );
  }
  // L47: "the distance to the ENEMY": an enemy on the field.
  const t = unitOf(s, o.targetId);
  if (!t) return violation(ref('L3'), `there is no unit "${o.targetId}"`, 'UNKNOWN_UNIT');
  if (t.status === 'destroyed') return violation(ref('L28, L46'), `${t.id} has been removed from the field`, 'BAD_TARGET');
  if (t.side === u.side) return violation(ref('L47'), `${t.id} is friendly: melee attacks the enemy`, 'BAD_TARGET');
  // L34: an aimed shot locks out melee.
  if (u.act.aimedLock)
    return violation(ref('L34'), `${u.id} took an aimed shot this turn: it may not fight in melee afterwards`, 'AIMED_SHOT_TAKEN');
  // L32 + A-15: whether a wounded fighter may fight is an option.
  if (isFighter(u) && u.status === 'wounded' && !s.rules.woundedMayMelee) {
    return violation(ref('L32, §9.3 A-15'), `${u.id} is wounded and woundedMayMelee is off`, 'WOUNDED_FIGHTER');
  }
  spendAction(s, u, 'melee');
  const attacks: AttackSpec[] = [makeAttack(s, 'melee', u, t, u.side, u.melee)];
  const mayCounter = countersMelee(t) && !(isFighter(t) && t.status === 'wounded' && !s.rules.woundedMayMelee);
  if (mayCounter) attacks.push(makeAttack(s, 'counter', t, u, t.side, t.melee));
  log(s, 'MeleeDeclared', { attackerId: u.id, targetId: t.id, distanceSteps: o.distanceSteps, counter: mayCounter });
  s.resolution = { kind: 'attacks', source: 'melee', actorId: u.id, attacks, index: 0, simultaneous: true };
  return null;
}
