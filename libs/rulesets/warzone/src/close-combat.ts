/**
 * Close combat (P3 L224–355): the hit test (d20 ≤ modified CC), Absolute Success and Failure,
 * damage as ST + weapon for melee weapons, armour tests per hit, several attackers, Disengage.
 */
import { own, violation, type RuleViolation } from '@app/rules';
import type { OrderOf } from './schema';
import { note, ref, type Model, type Side, type Strike, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { budget } from './movement';
import { skillPenalty } from './environment';
import { reachOf, weaponOf } from './skills';
import { hits } from './tests';
import type { Weapon } from './catalogue';

/** +1 per other friendly model engaged with the target, at most +3 (P3 L340, digest A1). */
export function ganging(s: WarzoneState, attacker: Model, target: Model): number {
  return Math.min(
    3,
    target.engaged.filter((id) => id !== attacker.id && s.models[id].side === attacker.side && !s.models[id].removed).length,
  );
}

/** The hit target number of §4.1. */
export function ccTn(s: WarzoneState, a: Model, t: Model, w: Weapon, charge: boolean): number {
  return (
    a.cc +
    (w.cc ?? 0) +
    (charge ? 1 : 0) +
    ganging(s, a, t) +
    (t.posture === 'prone' ? 4 : 0) +
    (t.climbing ? 2 : 0) -
    (a.posture === 'mp' ? 2 : 0) -
    a.penalty -
    skillPenalty(s, a)
  );
}

/** Melee: ST + weapon (+1 on a charge); firearms keep their own damage (P3 L256–258, L278). */
export const ccDamage = (a: Model, w: Weapon, charge: boolean): number => (w.melee ? a.st + w.dmg + (charge ? 1 : 0) : w.dmg);

/** A close-combat strike against `targets` (one per hit test); the attacker's −4 is used up. */
export function ccStrike(s: WarzoneState, a: Model, w: Weapon, named: string[], charge: boolean, action: number, ifAlive = false): Strike {
  // A lone opponent (a charge, a counter-charge, a guard) takes every hit test of the weapon (P3 L249).
  const targets = named.length === 1 ? Array.from({ length: w.ccHits }, () => named[0]) : named;
  const strike: Strike = {
    attacker: a.id,
    weapon: w.id,
    targets,
    // The −4 of an Absolute Failure is for the next hit test only (A32).
    tn: targets.map((id, i) => ccTn(s, a, s.models[id], w, charge) + (i > 0 ? a.penalty : 0)),
    dmg: ccDamage(a, w, charge),
    tests: w.dmgTests,
    action,
    ranged: false,
    ifAlive,
  };
  a.penalty = 0;
  return strike;
}

/** Fighting across an obstacle: no higher than half the attacker's Size, no wider than 1" (P3 L346, digest A19). */
export function acrossObstacle(a: Model, o: { height: number; width: number } | null): RuleViolation | null {
  if (o && (o.height > a.size / 2 || o.width > 1))
    return violation(
      ref('P3 L346'),
      `an obstacle ${o.height}" high and ${o.width}" wide is too big to fight across for Size ${a.size}`,
      'OBSTACLE_TOO_BIG',
    );
  return null;
}

export function engage(s: WarzoneState, a: Model, b: Model): void {
  if (!a.engaged.includes(b.id)) a.engaged.push(b.id);
  if (!b.engaged.includes(a.id)) b.engaged.push(a.id);
}

export function attack(s: WarzoneState, side: Side, o: OrderOf<'attack'>): RuleViolation | null {
  const a = actor(s, side, o.type, o.model);
  if (!('id' in a)) return a;
  const w = weaponOf(a, o.weapon);
  if (!w) return violation(ref('P3 L242'), `${a.id} has no weapon "${o.weapon}"`, 'UNKNOWN_WEAPON');
  if (w.cc === null) return violation(ref('P3 L242'), `${w.name} cannot be used in close combat`, 'NOT_A_CC_WEAPON');
  if (o.targets.length !== w.ccHits)
    return violation(ref('P3 L249'), `${w.name} makes ${w.ccHits} hit test(s): name a target for each`, 'WRONG_HIT_COUNT');
  for (const id of o.targets) {
    const t = own(s.models, id);
    if (!t || t.side === side || t.removed) return violation(ref('P3 L240'), `"${id}" is not an enemy model`, 'BAD_TARGET');
    if (t.hidden) return violation(ref('P4 L365'), `${id} is Hidden: detect it first`, 'TARGET_HIDDEN');
    if (a.engaged.includes(id)) continue;
    // Not in base contact: across a low obstacle or by Reach, and a model not fighting yet keeps to its Target Priority (P3 L280–284, L348).
    const reach = reachOf(a, w);
    if (o.obstacle) {
      const bad = acrossObstacle(a, o.obstacle);
      if (bad) return bad;
    } else if (reach === 0) return violation(ref('P3 L280'), `${id} is not in base contact and ${w.name} has no Reach`, 'NOT_IN_CONTACT');
    else if (o.distance === null || o.distance > reach)
      return violation(ref('P3 L228'), `${id} is ${o.distance ?? '?'}" away, beyond the Reach of ${reach}"`, 'OUT_OF_RANGE');
    if (!a.engaged.length && !t.engaged.length && !o.nearest.includes(id))
      return violation(ref('P3 L284'), `${id} is not the nearest eligible enemy (Target Priority)`, 'TARGET_PRIORITY');
  }
  const action = spend(s, a);
  s.tasks.push({ k: 'strike', strike: ccStrike(s, a, w, o.targets, false, action) });
  return null;
}

/** The hit rolls of a strike, in declaration order; each hit queues its armour tests (§4.2). */
export function resolveStrike(s: WarzoneState, st: Strike, dice: number[]): void {
  const a = s.models[st.attacker];
  const w = weaponOf(a, st.weapon)!;
  const jam = w.jam - (s.units[a.unit].effects.includes('malfunction') ? 2 : 0);
  const queued: Array<() => void> = [];
  // Absolute Failure: the next attack this turn at −4 (P3 L296); an attack is one hit test, so a
  // later test of the same action pays it (A32).
  let penalty = 0;
  const tns: number[] = [];
  dice.forEach((roll, i) => {
    const t = s.models[st.targets[i]];
    const tn = st.tn[i] - penalty;
    tns.push(tn);
    penalty = roll === 20 ? 4 : 0;
    if (st.ranged && s.options.jams && roll >= jam && !a.jammed.includes(w.id)) a.jammed.push(w.id);
    if (!hits(roll, tn)) return;
    const armour = { target: t.id, dmg: st.dmg, source: a.id, action: st.action, av: w.av };
    if (roll === 1)
      queued.push(() => s.tasks.push({ k: 'choice', side: a.side, tests: st.tests, vehicle: t.types.includes('openVehicle'), ...armour }));
    else queued.push(() => pushArmour(s, t.id, st.dmg, st.tests, a.id, st.action, w.av));
  });
  if (penalty) a.penalty = 4;
  note(s, `${a.id} rolls ${dice.join(', ')} against ${tns.join('/')}`);
  for (const q of queued.reverse()) q();
}

export function pushArmour(s: WarzoneState, target: string, dmg: number, tests: number, source: string, action: number, av = 0): void {
  for (let i = 0; i < tests; i++)
    s.tasks.push({ k: 'armour', target, dmg, source, action, side: s.models[target].side, ...(av ? { av } : {}) });
}

export function disengage(s: WarzoneState, side: Side, o: OrderOf<'disengage'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (!m.engaged.length) return violation(ref('P3 L329'), `${m.id} is not in close combat`, 'NOT_ENGAGED');
  if (!m.engaged.includes(o.opponent)) return violation(ref('P3 L331'), `${o.opponent} is not in contact with ${m.id}`, 'BAD_TARGET');
  if (!o.canMoveClear) return violation(ref('P3 L336'), `${m.id} cannot move clear of the enemy bases`, 'CANNOT_MOVE_CLEAR');
  // The disengage move is a Move under every movement limit (P3 L335): halved in Firing Position
  // (P2 L86) and changed by the environment, as any Move (1.1.0; 1.0.1 allowed the profile's MV).
  const limit = budget(s, m, false);
  if (o.inches > limit) return violation(ref('P3 L335'), `the disengage move is at most ${limit}" for ${m.id}`, 'TOO_FAR');
  const e = s.models[o.opponent];
  const diff = Math.abs(m.size - e.size);
  const own = m.cc + m.st + (m.size < e.size ? diff : 0);
  const their = e.cc + e.st + (m.engaged.length - 1) + (e.size < m.size ? diff : 0);
  spend(s, m);
  s.tasks.push({ k: 'disengage', model: m.id, opponent: e.id, own, their });
  return null;
}

/** Opposed roll (P3 L331–334): strictly higher breaks away, a tie or lower wastes the action. */
export function resolveDisengage(s: WarzoneState, t: { model: string; own: number; their: number }, dice: number[]): void {
  const m = s.models[t.model];
  if (t.own + dice[0] <= t.their + dice[1]) {
    note(s, `${m.id} fails to disengage`);
    return;
  }
  for (const e of m.engaged) s.models[e].engaged = s.models[e].engaged.filter((x) => x !== m.id);
  m.engaged = [];
  m.moved = true;
}
