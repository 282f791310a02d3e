/**
 * Grenades (L20, L30–L31; digest §4.5, A-19– ).
 *
 * Once per player turn one infantryman of the side throws (L20); range 3, power 5 (L30); the
 * blast attacks everyone within 2 steps of the target with power 3, the thrower included when he
 * threw from 2 steps or less (L31). Who stands within the blast is a table fact [S] (`splash`).
 * Part of the thrower's Shooting action; never aimed or "close" (L33, L35).
 */
import { isViolation, violation, type RuleViolation } from '@app/rules';
import { makeAttack } from './attack';
import type { Side, ThrowGrenadeOrder } from './schema';
import { log, ref, unitOf, type AttackSpec, type VPState } from './state';
import { checkRangedAttack, openShooting, prepareShot } from './shooting';
import { mayThrowGrenade } from './catalogue';

export function throwGrenade(s: VPState, side: Side, o: ThrowGrenadeOrder): RuleViolation | null {
  const u = prepareShot(s, side, o.unitId);
  if (isViolation(u)) return u;
  // L20: "once in each turn one of the infantrymen … may attack with a grenade" — the grenade itself first.
  if (s.grenadesThisTurn >= s.rules.grenadesPerSidePerTurn) {
    return violation(ref('L20'), `side ${side} has already thrown its grenade this turn`, 'ALREADY_USED');
  }
  // L20: infantrymen throw grenades (cyborgs by option, A-13).
  if (!mayThrowGrenade(u, s.rules)) return violation(ref('L20'), `${u.id} is a ${u.kind}: only infantrymen throw grenades`, 'NOT_ALLOWED');
  const checked = checkRangedAttack(s, u, o);
  if (isViolation(checked)) return checked;
  const { t } = checked;
  // L30: range 3 steps.
  if (o.distanceSteps > s.rules.grenadeRange) {
    return violation(
      ref('L30'),
      `${t.id} is ${o.distanceSteps} steps away: the grenade range is ${s.rules.grenadeRange} steps`,
      'OUT_OF_RANGE',
    );
  }
  // L22/L30: the target must be visible.
  if (s.rules.grenadeNeedsLineOfSight && !o.lineOfSight) {
    return violation(ref('L22, L30'), `${t.id} is not visible from ${u.id}: the grenade target must be visible`, 'NO_LINE_OF_SIGHT');
  }
  // L31: the thrower is in his own blast iff he threw from 2 steps or less (A-47: inclusive).
  const throwerListed = o.splash.some((v) => v.unitId === u.id);
  const throwerCaught = o.distanceSteps <= s.rules.throwerInBlastWithin;
  if (throwerCaught && !throwerListed) {
    return violation(
      ref('L31'),
      `${u.id} threw from ${o.distanceSteps} steps (≤ ${s.rules.throwerInBlastWithin}): the thrower is caught in the blast and must be listed in splash`,
      'BAD_SPLASH',
    );
  }
  if (!throwerCaught && throwerListed) {
    return violation(
      ref('L31'),
      `${u.id} threw from ${o.distanceSteps} steps (> ${s.rules.throwerInBlastWithin}): the thrower is not within the blast`,
      'BAD_SPLASH',
    );
  }
  // L31: blast victims are other units on the field, each once.
  const seen = new Set<string>();
  for (const [i, v] of o.splash.entries()) {
    const victim = unitOf(s, v.unitId);
    const field = `splash.${i}.unitId`;
    if (v.unitId === t.id)
      return violation(
        ref('L31'),
        `${t.id} is the grenade's target and is attacked with power ${s.rules.grenadePower}, not listed in splash`,
        'BAD_SPLASH',
        field,
      );
    if (seen.has(v.unitId)) return violation(ref('L31'), `${v.unitId} is listed twice in splash`, 'BAD_SPLASH', field);
    if (!victim) return violation(ref('L3'), `splash lists "${v.unitId}": there is no such unit`, 'UNKNOWN_UNIT', field);
    if (victim.status === 'destroyed')
      return violation(ref('L28, L46'), `splash lists ${v.unitId}, which has been removed from the field`, 'BAD_SPLASH', field);
    seen.add(v.unitId);
  }
  // L33: aimed shooting "does not apply to grenades".
  if (o.aimed) return violation(ref('L33'), `grenades are never aimed`, 'NOT_ALLOWED');
  openShooting(s, u);
  u.act.grenades += 1;
  s.grenadesThisTurn += 1;
  log(s, 'ShotDeclared', {
    shooterId: u.id,
    weapon: 'grenade',
    mode: 'virtual',
    targetId: t.id,
    distanceSteps: o.distanceSteps,
    splash: o.splash.map((v) => v.unitId),
  });
  const attacks: AttackSpec[] = [makeAttack(s, 'grenade', u, t, u.side, s.rules.grenadePower, { cover: o.targetCover })];
  for (const v of o.splash) {
    attacks.push(makeAttack(s, 'blast', u, unitOf(s, v.unitId)!, u.side, s.rules.grenadeBlastPower, { cover: v.cover ?? false }));
  }
  s.resolution = { kind: 'attacks', source: 'grenade', actorId: u.id, attacks, index: 0, simultaneous: false };
  return null;
}
