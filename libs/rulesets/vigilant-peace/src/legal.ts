/**
 * "What may I do now" (`Ruleset.legal`): the orders a side may give at this moment, read from the
 * state by the same rules decide applies.
 *
 * There is no map (digest §7.7): distances, the line of sight, cover and who stands in a blast
 * are facts the table measures and reports in the order. So an order is offered per unit that
 * may act and per thing it may choose (a weapon, an enemy to shoot or fight, a gun to carry or
 * fire, a vehicle to ram, the answer to a projectile), each option a complete order the rules
 * accept as it is (with measured values that pass the engine's cross-checks), and the measured
 * values themselves are given as limits: the steps of a Manoeuvre (L13), the distance of a shot
 * a grenade (L30) or a melee (L47), the distance to the nearest enemy (L47). An order the
 * table sends with other measured values is the same option (`sameOption`).
 */
import type { LegalLimit, LegalOption, LegalOrder } from '@app/rules';
import { getsShootingBonuses, isFighter, mayOperateGun, mayThrowGrenade } from './catalogue';
import type { Order, Side } from './schema';
import { alive, freshActivation, ref, type ActivationRecord, type UnitState, type VPState } from './state';

type AnyOrder = { type: string } & Record<string, unknown>;

const option = (order: AnyOrder, label?: string): LegalOption => (label ? { order, label } : { order });

/** The activation record a unit would act with: its own if it is acting now, a fresh one if it is activated by this order (L9). */
function actOf(s: VPState, u: UnitState): ActivationRecord {
  return s.activeUnitId === u.id ? u.act : freshActivation();
}

/** L9: the units of the side that may be given an order now (alive, not done, not a gun; A-36 one at a time when asked). */
function unitsThatMayAct(s: VPState, side: Side): UnitState[] {
  return s.units.filter(
    (u) =>
      u.side === side &&
      alive(u) &&
      !u.done &&
      u.kind !== 'gun' &&
      (s.rules.implicitActivationEnd || s.activeUnitId === null || s.activeUnitId === u.id),
  );
}

function enemiesOf(s: VPState, u: UnitState): UnitState[] {
  return s.units.filter((t) => t.side !== u.side && alive(t));
}

/** L11: the unit may shoot now — its Shooting action is open, or unused with an action slot left. */
function mayShoot(s: VPState, act: ActivationRecord): boolean {
  if (act.shooting === 'open') return true;
  if (act.shooting === 'closed') return false;
  return act.shootingActions < s.rules.shootingActionsPerActivation && act.actionsUsed < s.rules.actionsPerActivation;
}

const engaged = (s: VPState, u: UnitState): boolean => s.rules.engagementBlocks.includes(u.kind);

/** A distance to the nearest enemy that lets an engaged kind shoot (L47: more than `engagementRange`). */
const clearOfMelee = (s: VPState): number => s.rules.engagementRange + 1;

/**
 * Measured values for an option that pass every cross-check (L4, L47, A-24): the distance to the
 * target, at most `maxDistance`, and to the nearest enemy; null when no such values exist.
 */
function measures(s: VPState, u: UnitState, t: UnitState, maxDistance: number | null): { d: number; n: number } | null {
  const counts = !(t.kind === 'gun' && s.rules.engagementIgnoresGuns);
  const d = maxDistance ?? clearOfMelee(s);
  if (!engaged(s, u)) return { d, n: d };
  const n = counts ? d : Math.max(d, clearOfMelee(s));
  return n > s.rules.engagementRange ? { d, n } : null;
}

function nearestLimit(s: VPState, u: UnitState): LegalLimit[] {
  // L47: an engaged kind shoots only with the nearest enemy MORE than `engagementRange` steps away.
  return engaged(s, u) ? [{ field: 'nearestEnemySteps', min: s.rules.engagementRange, unit: 'steps' }] : [];
}

function manoeuvreOrder(s: VPState, u: UnitState, act: ActivationRecord): LegalOrder | null {
  // L10, L32, L34: an action slot, not a wounded fighter, no aimed shot taken.
  if (act.actionsUsed >= s.rules.actionsPerActivation || (isFighter(u) && u.status === 'wounded') || act.aimedLock) return null;
  const steps = u.manoeuvre ?? 0;
  const base = { type: 'Manoeuvre', unitId: u.id, steps };
  const options = [option(base, `up to ${steps} steps`)];
  // L13: an infantryman carries a gun of his side that touches him.
  if (mayOperateGun(u, s.rules)) {
    for (const g of s.units) {
      if (g.kind === 'gun' && alive(g) && (g.side === u.side || s.rules.allowEnemyGunUse))
        options.push(option({ ...base, carryGunId: g.id, touchingGun: true }, `carrying ${g.id}`));
    }
  }
  // L54: a vehicle rams an enemy vehicle while it moves.
  if (u.kind === 'vehicle' && act.rams < s.rules.ramsPerActivation) {
    for (const t of enemiesOf(s, u)) {
      if (t.kind !== 'infantry' && s.rules.ramTargets.includes(t.kind))
        options.push(option({ ...base, ram: { targetId: t.id } }, `ramming ${t.id}`));
    }
  }
  return {
    type: 'Manoeuvre',
    actor: u.id,
    options,
    limits: [{ field: 'steps', min: 0, max: steps, unit: 'steps' }],
    rule: ref('L11, L13'),
  };
}

function shootOrder(s: VPState, u: UnitState, act: ActivationRecord): LegalOrder | null {
  if (!mayShoot(s, act) || act.firedGun) return null;
  const options: LegalOption[] = [];
  // L33–L34: aimed only by an infantryman who has neither moved nor fought this turn.
  const mayAim = getsShootingBonuses(u, s.rules) && !act.moved && act.meleeActions === 0;
  for (const w of u.weapons) {
    if (w.mode !== 'virtual' || act.weaponsFired.includes(w.slot)) continue;
    for (const t of enemiesOf(s, u)) {
      const m = measures(s, u, t, s.rules.maxShootingRange);
      if (!m) continue;
      const order = {
        type: 'Shoot',
        unitId: u.id,
        weapon: w.slot,
        targetId: t.id,
        distanceSteps: m.d,
        lineOfSight: true,
        targetCover: false,
        nearestEnemySteps: m.n,
      };
      options.push(option(order, `weapon ${w.slot} at ${t.id}`));
      if (mayAim) options.push(option({ ...order, aimed: true }, `weapon ${w.slot} at ${t.id}, aimed`));
    }
  }
  if (options.length === 0) return null;
  const range: LegalLimit = { field: 'distanceSteps', min: 0, unit: 'steps' };
  if (s.rules.maxShootingRange !== null) range.max = s.rules.maxShootingRange;
  return { type: 'Shoot', actor: u.id, options, limits: [range, ...nearestLimit(s, u)], rule: ref('L20-L29, L33-L37') };
}

function grenadeOrder(s: VPState, u: UnitState, act: ActivationRecord): LegalOrder | null {
  // L20: once a turn, one of the infantrymen, within his Shooting action.
  if (s.grenadesThisTurn >= s.rules.grenadesPerSidePerTurn || !mayThrowGrenade(u, s.rules) || !mayShoot(s, act)) return null;
  const options: LegalOption[] = [];
  for (const t of enemiesOf(s, u)) {
    const m = measures(s, u, t, s.rules.grenadeRange);
    if (!m) continue;
    // L31: the thrower is in his own blast when he threw from `throwerInBlastWithin` steps or less.
    const splash = m.d <= s.rules.throwerInBlastWithin ? [{ unitId: u.id }] : [];
    const order = {
      type: 'ThrowGrenade',
      unitId: u.id,
      targetId: t.id,
      distanceSteps: m.d,
      lineOfSight: true,
      targetCover: false,
      nearestEnemySteps: m.n,
      splash,
    };
    options.push(option(order, `at ${t.id}`));
  }
  if (options.length === 0) return null;
  return {
    type: 'ThrowGrenade',
    actor: u.id,
    options,
    limits: [{ field: 'distanceSteps', min: 0, max: s.rules.grenadeRange, unit: 'steps' }, ...nearestLimit(s, u)],
    rule: ref('L20, L30-L31'),
  };
}

function fireRealOrder(s: VPState, u: UnitState, act: ActivationRecord): LegalOrder | null {
  if (!mayShoot(s, act)) return null;
  const nearest = engaged(s, u) ? { nearestEnemySteps: clearOfMelee(s) } : {};
  const targets = [undefined, ...enemiesOf(s, u).map((t) => t.id)];
  const options: LegalOption[] = [];
  const add = (order: AnyOrder, label: string) => {
    for (const t of targets)
      options.push(option(t === undefined ? order : { ...order, intendedTargetId: t }, t ? `${label} at ${t}` : label));
  };
  // L18, L20: the unit's own real weapons, each once, never after the gun.
  if (!act.firedGun) {
    for (const w of u.weapons) {
      if (w.mode === 'real' && !act.weaponsFired.includes(w.slot))
        add({ type: 'FireReal', unitId: u.id, weapon: w.slot, ...nearest }, `weapon ${w.slot}`);
    }
  }
  // L20: a gun of the side that the infantryman touches; L67: the mortar's mines.
  if (mayOperateGun(u, s.rules) && !act.firedGun && !(act.firedPersonal && s.rules.gunExcludesPersonalWeapons === 'both')) {
    for (const g of s.units) {
      if (g.kind !== 'gun' || !alive(g) || (g.side !== u.side && !s.rules.allowEnemyGunUse)) continue;
      if (g.gunShotsThisTurn >= s.rules.gunShotsPerTurn) continue;
      const order = { type: 'FireReal', unitId: u.id, weapon: 'gun', gunId: g.id, touchingGun: true, ...nearest };
      add(order, `gun ${g.id}`);
      if (g.mortar && (g.minesLeft ?? 0) > 0) add({ ...order, preferMine: true }, `gun ${g.id}, a mine if the check allows`);
    }
  }
  if (options.length === 0) return null;
  return { type: 'FireReal', actor: u.id, options, limits: nearestLimit(s, u), rule: ref('L18, L20, L40-L45, L67-L70') };
}

function meleeOrder(s: VPState, u: UnitState, act: ActivationRecord): LegalOrder | null {
  // L10–L11, L34, L54, L32.
  if (act.actionsUsed >= s.rules.actionsPerActivation || act.meleeActions >= s.rules.meleeActionsPerActivation) return null;
  if (u.kind === 'vehicle' || u.kind === 'gun' || act.aimedLock) return null;
  if (isFighter(u) && u.status === 'wounded' && !s.rules.woundedMayMelee) return null;
  const options = enemiesOf(s, u).map((t) =>
    option({ type: 'Melee', unitId: u.id, targetId: t.id, distanceSteps: s.rules.meleeRange }, `against ${t.id}`),
  );
  if (options.length === 0) return null;
  return {
    type: 'Melee',
    actor: u.id,
    options,
    limits: [{ field: 'distanceSteps', min: 0, max: s.rules.meleeRange, unit: 'steps' }],
    rule: ref('L47-L52'),
  };
}

/** L41–L45: what the table may report of a projectile fired now. */
function projectileOrder(s: VPState): LegalOrder {
  const rule = ref('L41-L45');
  if (s.rules.maxUnitsHitPerProjectile > 1) {
    return { type: 'ProjectileResult', limits: [{ field: 'hits', min: 1, max: s.rules.maxUnitsHitPerProjectile, unit: 'units' }], rule };
  }
  const options: LegalOption[] = [
    option({ type: 'ProjectileResult', result: 'miss' }, 'a miss'),
    option({ type: 'ProjectileResult', result: 'ricochet' }, 'a ricochet'),
  ];
  for (const t of s.units.filter(alive)) {
    const hit = { type: 'ProjectileResult', result: 'hit', hitUnitId: t.id };
    if (t.model === 'fighter') {
      // L42–L44: a fighter falls (killed), leans on an obstacle (wounded) or stands.
      for (const reaction of ['fell', 'leaned', 'stood']) options.push(option({ ...hit, reaction }, `${t.id} hit, ${reaction}`));
      continue;
    }
    // L45: a machine (or a tracked suit) may topple; a figure's reaction is reported as it was.
    for (const toppled of [false, true]) {
      options.push(option({ ...hit, toppled }, `${t.id} hit${toppled ? ', toppled' : ''}`));
      for (const reaction of ['fell', 'leaned', 'stood'])
        options.push(option({ ...hit, reaction, toppled }, `${t.id} hit, ${reaction}${toppled ? ', toppled' : ''}`));
    }
  }
  return { type: 'ProjectileResult', options, rule };
}

export function legalOf(s: VPState, side: string): LegalOrder[] {
  if (s.result || s.firstSide === null) return [];
  const res = s.resolution;
  if (res) return res.kind === 'real' && res.stage === 'projectile' && res.side === side ? [projectileOrder(s)] : [];
  if (s.healingQueue.length > 0 || side !== s.activeSide) return [];
  const out: LegalOrder[] = [];
  for (const u of unitsThatMayAct(s, side)) {
    const act = actOf(s, u);
    out.push({ type: 'ActivateUnit', actor: u.id, options: [option({ type: 'ActivateUnit', unitId: u.id })], rule: ref('L9') });
    for (const o of [manoeuvreOrder, shootOrder, grenadeOrder, fireRealOrder, meleeOrder]) {
      const entry = o(s, u, act);
      if (entry) out.push(entry);
    }
  }
  if (s.activeUnitId !== null) {
    out.push({
      type: 'EndActivation',
      options: [option({ type: 'EndActivation' }), option({ type: 'EndActivation', unitId: s.activeUnitId })],
      rule: ref('L9'),
    });
  }
  out.push({ type: 'EndTurn', options: [option({ type: 'EndTurn' })], rule: ref('L9, L56') });
  return out;
}

/** The unit an order is for, as `LegalOrder.actor` names it (EndActivation, EndTurn and ProjectileResult are the side's own). */
export function actorOf(order: AnyOrder): string | undefined {
  if (order.type === 'EndActivation' || order.type === 'EndTurn' || order.type === 'ProjectileResult') return undefined;
  return typeof order.unitId === 'string' ? order.unitId : undefined;
}

/**
 * Whether an accepted order is the option `option` stands for: the same choices (unit, weapon,
 * target, gun, ram, aim, mine, the projectile's report), whatever the measured and reported
 * facts (distances, line of sight, cover, blast victims, obstacles climbed, a gun touched).
 */
export function sameOption(accepted: AnyOrder, option: AnyOrder): boolean {
  return JSON.stringify(choicesOf(accepted as Order)) === JSON.stringify(choicesOf(option as Order));
}

function choicesOf(o: Order): unknown {
  switch (o.type) {
    case 'Manoeuvre':
      return [o.type, o.unitId, o.carryGunId ?? null, o.ram?.targetId ?? null];
    case 'Shoot':
      return [o.type, o.unitId, o.weapon, o.targetId, o.aimed ?? false];
    case 'ThrowGrenade':
      return [o.type, o.unitId, o.targetId];
    case 'FireReal':
      return [o.type, o.unitId, o.weapon, o.weapon === 'gun' ? (o.gunId ?? null) : null, o.intendedTargetId ?? null, o.preferMine ?? false];
    case 'Melee':
      return [o.type, o.unitId, o.targetId];
    case 'ProjectileResult': {
      const hits = o.hits ?? (o.hitUnitId !== undefined ? [{ unitId: o.hitUnitId, reaction: o.reaction, toppled: o.toppled }] : []);
      return [o.type, o.result, hits.map((h) => [h.unitId, h.reaction ?? null, h.toppled ?? false])];
    }
    case 'EndActivation':
      return [o.type, o.unitId ?? null];
    default:
      return o;
  }
}
