/**
 * Real shooting of vehicles and guns (L18, L20, L40–L46) and the mortar's mines (L67–L70);
 * digest §4.6–§4.7, A-06–.
 *
 * The players fire the toy gun and report what physically happened in a ProjectileResult order
 * [S]: miss / ricochet (not a hit, L41) / hit on a unit, with the figure's reaction (fell →
 * killed, leaned on an obstacle → wounded, stood → nothing, L42–L44) or, for machines, whether
 * it toppled. A machine hit rolls an exploding D6 of damage, +1 if it toppled (L45).
 */
import { isViolation, violation, type RuleViolation } from '@app/rules';
import { applyDamage, destroyUnit, woundUnit } from './damage';
import type { FireRealOrder, ProjectileResultOrder, Side } from './schema';
import { checkEngagement, checkTarget, openShooting, prepareShot } from './shooting';
import { log, ref, unitOf, type RealHit, type RealResolution, type UnitState, type VPState } from './state';
import { finishResolution } from './turn';
import { mayOperateGun, weaponOf } from './catalogue';

export function fireReal(s: VPState, side: Side, o: FireRealOrder): RuleViolation | null {
  const u = prepareShot(s, side, o.unitId);
  if (isViolation(u)) return u;
  // The weapon's kind first (L18): what a real shot needs next (a gun touched, the distance to the
  // nearest enemy) follows from it.
  const gun = o.weapon === 'gun' ? checkGunShot(s, u, o) : checkOwnRealWeapon(s, u, o.weapon, o.preferMine);
  if (isViolation(gun)) return gun;
  const eng = checkEngagement(s, u, o.nearestEnemySteps);
  if (eng) return eng;
  // The intended target, when named, is an enemy on the field (the projectile may still hit anyone, A-30).
  if (o.intendedTargetId !== undefined) {
    const t = checkTarget(s, u, o.intendedTargetId, 'intendedTargetId');
    if (isViolation(t)) return t;
  }
  openShooting(s, u);
  if (gun) {
    gun.gunShotsThisTurn += 1;
    u.act.firedGun = true;
  } else {
    u.act.weaponsFired.push(o.weapon as number);
    u.act.firedPersonal = true;
  }
  log(s, 'ShotDeclared', { shooterId: u.id, weapon: o.weapon, mode: 'real', targetId: o.intendedTargetId ?? null, gunId: gun?.id ?? null });
  s.resolution = {
    kind: 'real',
    shooterId: u.id,
    side: u.side,
    weapon: o.weapon,
    gunId: gun?.id ?? null,
    intendedTargetId: o.intendedTargetId ?? null,
    ammo: gun?.mortar ? 'shell' : 'projectile',
    // L67: "before firing the mortar the player rolls a die" — only when a mine is wanted.
    stage: o.preferMine ? 'mineCheck' : 'projectile',
    preferMine: o.preferMine ?? false,
    hits: [],
    hitIndex: 0,
  };
  return null;
}

/** L18, L20, L67: the unit's own weapon «1» or «2» fires real projectiles, once a turn, never after a gun. */
function checkOwnRealWeapon(s: VPState, u: UnitState, slot: 1 | 2, preferMine: boolean | undefined): null | RuleViolation {
  const w = weaponOf(u, slot);
  if (!w) return violation(ref('L5'), `${u.id} has no weapon «${slot}»`, 'NO_SUCH_WEAPON');
  if (w.mode !== 'real') return violation(ref('L18'), `${u.id}'s weapon «${slot}» is virtual: use Shoot`, 'WRONG_WEAPON_MODE');
  // L20: "each weapon of a unit may fire only once during its turn".
  if (u.act.weaponsFired.includes(slot))
    return violation(ref('L20'), `${u.id}'s weapon «${slot}» has already fired this turn`, 'ALREADY_USED');
  // L20: no personal weapon after the gun.
  if (u.act.firedGun)
    return violation(ref('L20'), `${u.id} fired a gun this turn: no personal weapon afterwards`, 'GUN_EXCLUDES_PERSONAL_WEAPON');
  // L67: mines are the mortar's.
  if (preferMine) return violation(ref('L67'), `only the mortar fires mines`, 'NOT_A_MORTAR');
  return null;
}

/**
 * L13, L20: an infantryman (cyborgs by option, A-13) moves or fires a gun of his side (A-09
 * `allowEnemyGunUse`) that he touches.
 */
export function checkGunUse(
  s: VPState,
  u: UnitState,
  gunId: string | undefined,
  touching: boolean | undefined,
  line: 'L13' | 'L20',
  verb: 'move' | 'fire',
): RuleViolation | null {
  const field = line === 'L13' ? 'carryGunId' : 'gunId';
  if (!mayOperateGun(u, s.rules)) return violation(ref(line), `${u.id} is a ${u.kind}: only infantrymen ${verb} guns`, 'NOT_ALLOWED');
  if (gunId === undefined) return violation(ref(line), `name the gun to ${verb} (${field})`, 'UNKNOWN_UNIT', field);
  const g = unitOf(s, gunId);
  if (!g) return violation(ref('L3'), `there is no unit "${gunId}"`, 'UNKNOWN_UNIT', field);
  if (g.kind !== 'gun' || g.status === 'destroyed') return violation(ref(line), `${g.id} is not a gun on the field`, 'NOT_A_GUN', field);
  if (g.side !== u.side && !s.rules.allowEnemyGunUse)
    return violation(
      ref(`${line}, §9.3 A-09`),
      `${g.id} is an enemy gun: guns cannot be captured (allowEnemyGunUse is off)`,
      'NOT_YOUR_UNIT',
      field,
    );
  if (touching !== true) return violation(ref(line), `${u.id} must touch ${g.id} to ${verb} it (touchingGun: true)`, 'NOT_TOUCHING_GUN');
  return null;
}

/** L20, L67: the gun a touching infantryman fires — once a turn, and not beside his own weapons. */
function checkGunShot(s: VPState, u: UnitState, o: FireRealOrder): UnitState | RuleViolation {
  const bad = checkGunUse(s, u, o.gunId, o.touchingGun, 'L20', 'fire');
  if (bad) return bad;
  const g = unitOf(s, o.gunId)!;
  if (g.gunShotsThisTurn >= s.rules.gunShotsPerTurn)
    return violation(ref('L20, §9.3 A-07'), `${g.id} has already fired this turn`, 'ALREADY_USED');
  if (u.act.firedGun) return violation(ref('L20'), `${u.id} has already fired a gun this turn`, 'ALREADY_USED');
  if (u.act.firedPersonal && s.rules.gunExcludesPersonalWeapons === 'both') {
    return violation(
      ref('L20, §9.3 A-08'),
      `${u.id} fired his personal weapon this turn: he may not also fire a gun (gunExcludesPersonalWeapons: both)`,
      'GUN_EXCLUDES_PERSONAL_WEAPON',
    );
  }
  // L67: "when all 3 are spent there are no more mines".
  if (o.preferMine && !g.mortar) return violation(ref('L67'), `${g.id} is not a mortar: only the mortar fires mines`, 'NOT_A_MORTAR');
  if (o.preferMine && (g.minesLeft ?? 0) <= 0)
    return violation(ref('L67'), `${g.id} has no mines left (all ${s.rules.mortarMines} spent)`, 'NO_MINES_LEFT');
  return g;
}

/** L68–L69: 4–6 → a mine may be fired (and is spent, hit or miss, A-34); 1–3 → ordinary shell. */
export function mineCheck(s: VPState, res: RealResolution, value: number): void {
  const gun = unitOf(s, res.gunId)!;
  const mine = s.rules.mineCheckSuccess.includes(value);
  log(s, 'MineCheckResolved', { gunId: gun.id, value, ammo: mine ? 'mine' : 'shell' });
  if (mine) {
    res.ammo = 'mine';
    gun.minesLeft = (gun.minesLeft ?? 0) - 1;
    log(s, 'MineSpent', { gunId: gun.id, minesLeft: gun.minesLeft });
  }
  res.stage = 'projectile';
}

/** The checks (L41–L45, A-30) and the effects of a ProjectileResult (validated fully before any change). */
export function projectileResult(s: VPState, res: RealResolution, o: ProjectileResultOrder): RuleViolation | null {
  const hits: Array<{ unitId: string; reaction?: 'fell' | 'leaned' | 'stood'; toppled?: boolean }> =
    o.hits ?? (o.hitUnitId !== undefined ? [{ unitId: o.hitUnitId, reaction: o.reaction, toppled: o.toppled }] : []);
  if (o.result !== 'hit') {
    if (hits.length > 0 || o.reaction !== undefined || o.toppled !== undefined) {
      return violation(ref('L41'), `a ${o.result} hits nobody: do not name a hit unit, reaction or topple`, 'BAD_PROJECTILE_REPORT');
    }
  } else {
    if (hits.length === 0) return violation(ref('L41'), `a hit must name the unit struck (hitUnitId)`, 'BAD_PROJECTILE_REPORT');
    if (o.hits && (o.hitUnitId !== undefined || o.reaction !== undefined || o.toppled !== undefined)) {
      return violation(ref('L41'), `give either hitUnitId/reaction/toppled or hits, not both`, 'BAD_PROJECTILE_REPORT');
    }
    if (hits.length > s.rules.maxUnitsHitPerProjectile) {
      return violation(
        ref('§9.3 A-30'),
        `one projectile hits at most ${s.rules.maxUnitsHitPerProjectile} unit(s)`,
        'BAD_PROJECTILE_REPORT',
      );
    }
    const seen = new Set<string>();
    for (const [i, h] of hits.entries()) {
      const t = unitOf(s, h.unitId);
      const field = o.hits ? `hits.${i}.unitId` : 'hitUnitId';
      if (!t) return violation(ref('L3'), `there is no unit "${h.unitId}"`, 'UNKNOWN_UNIT', field);
      if (t.status === 'destroyed')
        return violation(
          ref('L28, L46'),
          `${h.unitId} has been removed from the field: a projectile cannot hit it`,
          'BAD_PROJECTILE_REPORT',
          field,
        );
      if (seen.has(h.unitId)) return violation(ref('L41'), `${h.unitId} is listed twice`, 'BAD_PROJECTILE_REPORT', field);
      seen.add(h.unitId);
      if (t.model === 'fighter') {
        if (h.reaction === undefined)
          return violation(
            ref('L42-L44'),
            `${t.id} is an infantryman: report whether he fell, leaned on an obstacle or stood`,
            'BAD_PROJECTILE_REPORT',
            o.hits ? `hits.${i}.reaction` : 'reaction',
          );
        if (h.toppled !== undefined)
          return violation(
            ref('L45'),
            `${t.id} is an infantryman: "toppled" is for machines; report the reaction`,
            'BAD_PROJECTILE_REPORT',
            o.hits ? `hits.${i}.toppled` : 'toppled',
          );
      }
    }
  }
  log(s, 'ProjectileReported', { shooterId: res.shooterId, result: o.result, hits: hits.map((h) => ({ ...h })) });
  if (o.result !== 'hit') {
    log(s, 'ProjectileResolved', { shooterId: res.shooterId, ammo: res.ammo, result: o.result, effect: 'none' });
    finishResolution(s);
    return null;
  }
  res.hits = hits.map((h): RealHit => {
    const t = unitOf(s, h.unitId)!;
    const needsRoll = t.model === 'machine' || (t.model === 'durableFighter' && s.rules.durableFighterRealHit === 'rollDamage');
    // For a durable fighter "fell" ≡ toppled (digest §7.4).
    return { unitId: h.unitId, reaction: h.reaction ?? null, toppled: (h.toppled ?? false) || h.reaction === 'fell', dice: [], needsRoll };
  });
  res.hitIndex = 0;
  processHits(s, res);
  return null;
}

/** Applies hits in order; stops at the first hit that needs its damage dice. */
function processHits(s: VPState, res: RealResolution): void {
  while (res.hitIndex < res.hits.length) {
    const h = res.hits[res.hitIndex];
    if (h.needsRoll) {
      res.stage = 'damage';
      return;
    }
    applyReaction(s, res, h);
    res.hitIndex += 1;
  }
  finishResolution(s);
}

/** L42–L44 for fighters; mines (L70, A-34 `mineVsInfantry`); durable fighters in 'reaction' mode. */
function applyReaction(s: VPState, res: RealResolution, h: RealHit): void {
  const t = unitOf(s, h.unitId)!;
  const mine = res.ammo === 'mine' && s.rules.mineVsInfantry === 'upgradeLeaned';
  const base = { shooterId: res.shooterId, ammo: res.ammo, result: 'hit', hitUnitId: t.id, reaction: h.reaction };
  if (t.model === 'fighter') {
    if (h.reaction === 'fell' || (h.reaction === 'leaned' && mine)) {
      log(s, 'ProjectileResolved', { ...base, effect: 'kill' });
      destroyUnit(s, t, 'realHit');
    } else if (h.reaction === 'leaned') {
      log(s, 'ProjectileResolved', { ...base, effect: 'wound' });
      woundUnit(s, t, 'realHit');
    } else {
      log(s, 'ProjectileResolved', { ...base, effect: 'none' });
    }
    return;
  }
  // durableFighter with durableFighterRealHit 'reaction': fell → 1 damage (×2 mine), leaned → wound (mine: 2 damage).
  const double = res.ammo === 'mine' ? 2 : 1;
  if (h.reaction === 'fell' || h.toppled) {
    log(s, 'ProjectileResolved', { ...base, effect: 'damage', damage: double });
    applyDamage(s, t, double, 'realHit');
  } else if (h.reaction === 'leaned') {
    if (mine) {
      log(s, 'ProjectileResolved', { ...base, effect: 'damage', damage: 2 });
      applyDamage(s, t, 2, 'realHit');
    } else {
      log(s, 'ProjectileResolved', { ...base, effect: 'wound' });
      woundUnit(s, t, 'realHit');
    }
  } else {
    log(s, 'ProjectileResolved', { ...base, effect: 'none' });
  }
}

/** L45: damage = exploding D6 (+1 if it toppled, then it is set upright); a mine doubles it (L70). */
export function realDamageRoll(s: VPState, res: RealResolution, value: number): void {
  const h = res.hits[res.hitIndex];
  h.dice.push(value);
  if (s.rules.explodingSixes.realDamage && value === 6) {
    log(s, 'CriticalHit', { kind: 'realDamage', attackerId: res.shooterId, targetId: h.unitId, dice: [...h.dice] });
    return;
  }
  const t = unitOf(s, h.unitId)!;
  const dice = h.dice.reduce((a, d) => a + d, 0);
  const topple = h.toppled ? s.rules.toppleExtraDamage : 0;
  let damage = dice + topple;
  if (res.ammo === 'mine') damage = s.rules.mineDamage === 'doubleTotal' ? 2 * (dice + topple) : 2 * dice + topple;
  log(s, 'ProjectileResolved', {
    shooterId: res.shooterId,
    ammo: res.ammo,
    result: 'hit',
    hitUnitId: t.id,
    toppled: h.toppled,
    damageDice: [...h.dice],
    damage,
    effect: 'damage',
  });
  applyDamage(s, t, damage, 'realHit');
  res.hitIndex += 1;
  processHits(s, res);
}
