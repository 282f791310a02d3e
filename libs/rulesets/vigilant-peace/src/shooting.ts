/**
 * The Shooting action (L18–L20, L47; digest §4.3) and the virtual shot of personal weapons
 * (L21–L29, L33–L37; digest §4.4).
 *
 * One Shooting action per unit turn (L11) may hold weapon «1», weapon «2» (each once, L20), a
 * gun shot and the side's grenade (L20 "кроме того"); it opens with the first shot (1 action)
 * and is closed by a later Manoeuvre or Melee.
 */
import { isViolation, violation, type RuleViolation } from '@app/rules';
import { makeAttack } from './attack';
import type { ShootOrder, Side } from './schema';
import { log, ref, unitOf, type UnitState, type VPState } from './state';
import { prepareUnitOrder, spendAction } from './turn';
import { getsShootingBonuses, weaponOf } from './catalogue';

/** Whether the unit may shoot now: it may be ordered (turn.ts) and its Shooting action is unused (a slot free) or still open. */
export function prepareShot(s: VPState, side: Side, unitId: string): UnitState | RuleViolation {
  const u = prepareUnitOrder(s, side, unitId, (x) => x.act.shooting !== 'open');
  if (isViolation(u)) return u;
  if (u.act.shooting === 'closed' || (u.act.shooting === 'unused' && u.act.shootingActions >= s.rules.shootingActionsPerActivation)) {
    // L11: "shoot and enter melee only once per turn" (A-37: a manoeuvre or melee after shooting closes it).
    return violation(
      ref('L11'),
      `${u.id} has already had its Shooting action this turn (a unit shoots only once per turn; a manoeuvre or melee after shooting closes it)`,
      'ALREADY_USED',
    );
  }
  return u;
}

/** L47: "in this state (≤ 1 step from an enemy) fighters cannot shoot" (A-24 `engagementBlocks`). */
export function checkEngagement(s: VPState, u: UnitState, nearestEnemySteps: number | undefined): RuleViolation | null {
  if (!s.rules.engagementBlocks.includes(u.kind)) return null;
  if (nearestEnemySteps === undefined) {
    return violation(
      ref('L47'),
      `${u.id} is a ${u.kind}: the order must give nearestEnemySteps (fighters within ${s.rules.engagementRange} step of an enemy cannot shoot)`,
      'BAD_MEASUREMENT',
    );
  }
  if (nearestEnemySteps <= s.rules.engagementRange) {
    return violation(
      ref('L47'),
      `${u.id} is within ${s.rules.engagementRange} step of an enemy (${nearestEnemySteps}): fighters in melee cannot shoot`,
      'ENGAGED_IN_MELEE',
    );
  }
  return null;
}

/** L21–L22 (+A-44): a shot or grenade targets an enemy unit still on the field. */
export function checkTarget(s: VPState, u: UnitState, targetId: string, field = 'targetId'): UnitState | RuleViolation {
  const t = unitOf(s, targetId);
  if (!t) return violation(ref('L3'), `there is no unit "${targetId}"`, 'UNKNOWN_UNIT', field);
  if (t.status === 'destroyed')
    return violation(ref('L28, L46'), `${t.id} has been destroyed and removed from the field`, 'BAD_TARGET', field);
  if (t.id === u.id) return violation(ref('L21-L22'), `${u.id} cannot target itself`, 'BAD_TARGET', field);
  if (t.side === u.side)
    return violation(ref('L21-L22'), `${t.id} is friendly: shots and grenades target enemy units`, 'BAD_TARGET', field);
  return t;
}

/**
 * The engine's cross-check of the measured facts ([S], digest §7.7): distances are not negative
 * (L4), and the nearest enemy cannot be farther than the enemy being targeted (unless the target
 * is a gun and guns are not counted, A-24).
 */
export function checkFacts(s: VPState, t: UnitState, distanceSteps: number, nearestEnemySteps: number): RuleViolation | null {
  if (!(distanceSteps >= 0) || !(nearestEnemySteps >= 0)) {
    return violation(
      ref('L4'),
      `distances are non-negative numbers of steps`,
      'BAD_MEASUREMENT',
      distanceSteps >= 0 ? 'nearestEnemySteps' : 'distanceSteps',
    );
  }
  const counts = !(t.kind === 'gun' && s.rules.engagementIgnoresGuns);
  if (counts && nearestEnemySteps > distanceSteps) {
    return violation(
      ref('L47'),
      `inconsistent measurements: the target ${t.id} is ${distanceSteps} steps away, so the nearest enemy cannot be ${nearestEnemySteps} steps away`,
      'BAD_MEASUREMENT',
    );
  }
  return null;
}

/**
 * The checks every ranged virtual attack shares (a shot or a grenade), once the shooter may shoot
 * (`prepareShot`) with this weapon: it is not engaged (L47), the target is an enemy on the field
 * (L22), and the table's facts add up.
 */
export function checkRangedAttack(
  s: VPState,
  u: UnitState,
  o: { targetId: string; distanceSteps: number; nearestEnemySteps: number },
): { u: UnitState; t: UnitState } | RuleViolation {
  const eng = checkEngagement(s, u, o.nearestEnemySteps);
  if (eng) return eng;
  const t = checkTarget(s, u, o.targetId);
  if (isViolation(t)) return t;
  const facts = checkFacts(s, t, o.distanceSteps, o.nearestEnemySteps);
  if (facts) return facts;
  return { u, t };
}

/** Opens the Shooting action on the first shot (1 action, L10–L11); later shots of the action are free. */
export function openShooting(s: VPState, u: UnitState): void {
  if (u.act.shooting === 'unused') spendAction(s, u, 'shooting');
}

export function shoot(s: VPState, side: Side, o: ShootOrder): RuleViolation | null {
  const u = prepareShot(s, side, o.unitId);
  if (isViolation(u)) return u;
  // L5, L18: the weapon exists and is fired virtually (real weapons use FireReal) — whatever else the order says.
  const w = weaponOf(u, o.weapon);
  if (!w) return violation(ref('L5'), `${u.id} has no weapon «${o.weapon}»`, 'NO_SUCH_WEAPON');
  if (w.mode !== 'virtual')
    return violation(ref('L18'), `${u.id}'s weapon «${o.weapon}» fires real projectiles: use FireReal`, 'WRONG_WEAPON_MODE');
  const checked = checkRangedAttack(s, u, o);
  if (isViolation(checked)) return checked;
  const { t } = checked;
  // L20: "each weapon of a unit may fire only once during its turn".
  if (u.act.weaponsFired.includes(o.weapon)) {
    return violation(
      ref('L20'),
      `${u.id}'s weapon «${o.weapon}» has already fired this turn: each weapon fires once per turn`,
      'ALREADY_USED',
    );
  }
  // L20: "if the infantryman fired the gun, he may not fire his personal weapon this turn".
  if (u.act.firedGun) {
    return violation(
      ref('L20'),
      `${u.id} fired a gun this turn: no personal weapon afterwards (a grenade is still allowed)`,
      'GUN_EXCLUDES_PERSONAL_WEAPON',
    );
  }
  // L22: "the target must be visible".
  if (!o.lineOfSight) return violation(ref('L22'), `${t.id} is not visible from ${u.id}: the target must be visible`, 'NO_LINE_OF_SIGHT');
  // no range in the leaflet; only when configured.
  if (s.rules.maxShootingRange !== null && o.distanceSteps > s.rules.maxShootingRange) {
    return violation(ref('§9.3 A-18'), `${t.id} is beyond the configured range of ${s.rules.maxShootingRange} steps`, 'OUT_OF_RANGE');
  }
  // L33–L34: aimed only for infantry that did not move or melee this turn.
  if (o.aimed) {
    if (!getsShootingBonuses(u, s.rules))
      return violation(ref('L33'), `aimed shooting is for infantrymen only; ${u.id} is a ${u.kind}`, 'NOT_ALLOWED');
    if (u.act.moved || u.act.meleeActions > 0) {
      return violation(
        ref('L34'),
        `${u.id} has moved or fought in melee this turn: an aimed shot needs a fighter who only shoots`,
        'MOVED_BEFORE_AIMING',
      );
    }
  }
  openShooting(s, u);
  u.act.weaponsFired.push(o.weapon);
  u.act.firedPersonal = true;
  const modifiers: Array<{ name: 'aimed' | 'close'; value: number }> = [];
  if (o.aimed) {
    u.act.aimedLock = true;
    modifiers.push({ name: 'aimed', value: s.rules.aimedBonus });
  }
  // L35–L37: close target ≤ 2 steps, infantry only; effectively 1 < d ≤ 2 because of L47.
  if (getsShootingBonuses(u, s.rules) && o.distanceSteps <= s.rules.closeRange)
    modifiers.push({ name: 'close', value: s.rules.closeBonus });
  log(s, 'ShotDeclared', {
    shooterId: u.id,
    weapon: o.weapon,
    mode: 'virtual',
    targetId: t.id,
    distanceSteps: o.distanceSteps,
    cover: o.targetCover,
  });
  s.resolution = {
    kind: 'attacks',
    source: 'shot',
    actorId: u.id,
    attacks: [makeAttack(s, 'shot', u, t, u.side, w.power ?? 0, { modifiers, cover: o.targetCover })],
    index: 0,
    simultaneous: false,
  };
  return null;
}
