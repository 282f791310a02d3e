/**
 * Wait and its reactions (P3 L305–327, P2 L212–218): a waiting model holds one action for an
 * enemy Charge (counter-charge, guard, flee, a generic interrupt), a Barge (interrupt) or a
 * template (dive for cover). The windows are in interrupt.ts: the charged side may react with
 * several waiting models, one after another, until it passes or the charge is resolved.
 */
import { own, violation, type RuleViolation } from '@app/rules';
import type { Order, OrderOf } from './schema';
import { note, other, ref, type ChargeCtx, type Model, type Side, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { budget, cost } from './movement';
import { ccStrike, engage } from './close-combat';
import { reachOf, weaponOf, ldOf } from './skills';
import { passes } from './tests';
import type { Weapon } from './catalogue';
import {
  canReact,
  chargeOf,
  endCharge,
  fromWait,
  interrupt,
  reactor,
  useWait,
  waitTestFailed,
  windowOf,
  type Act,
  type WaitOrder,
  type Window,
} from './interrupt';

export function wait(s: WarzoneState, side: Side, o: OrderOf<'wait'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (m.waiting) return violation(ref('§3.16'), `${m.id} is already waiting`, 'ALREADY_USED');
  if (m.actionsLeft < 2) return violation(ref('§3.16'), 'Wait spends one action and keeps another in reserve', 'NO_ACTIONS_LEFT');
  spend(s, m);
  m.actionsLeft -= 1;
  m.waiting = true;
  return null;
}

/** The orders that use Wait: checked here, then (option `waitTest`) after an LD test. */
export function react(s: WarzoneState, side: Side, o: WaitOrder, act: Act, tested = false): RuleViolation | null {
  switch (o.type) {
    case 'guard':
      return guard(s, side, o, tested);
    case 'counterCharge':
      return counterCharge(s, side, o, tested);
    case 'flee':
      return flee(s, side, o, tested);
    case 'diveForCover':
      return diveForCover(s, side, o, tested);
    case 'interrupt':
      return interrupt(s, side, o, act, tested);
  }
}

export function resolveWaitTest(s: WarzoneState, t: { model: string; order: Order }, roll: number, act: Act): RuleViolation | null {
  const m = s.models[t.model];
  if (!passes(roll, ldOf(s, m), s.options.naturals)) return (waitTestFailed(s, m), null);
  return react(s, m.side, t.order as WaitOrder, act, true);
}

/** A reaction to the Charge of the open window, by a waiting model of the charged side. */
function chargeReactor(s: WarzoneState, side: Side, id: string, rule: string): { w: Window; c: ChargeCtx; r: Model } | RuleViolation {
  const w = windowOf(s, side, rule);
  if (!('k' in w)) return w;
  const c = w.during === 'charge' ? chargeOf(s, w.action) : null;
  if (!c) return violation(ref('P3 L308'), 'counter-charge, guard and flee answer only an enemy Charge', 'NOT_A_CHARGE');
  const r = reactor(s, side, id);
  if (!('id' in r)) return r;
  // An engaged model reacts only with the actions of close combat, by an interrupt (A51).
  if (r.engaged.length)
    return violation(
      ref('P3 L229'),
      `${r.id} is engaged in close combat: only an interrupt with attack, disengage, stand up or barge`,
      'ENGAGED',
    );
  return { w, c, r };
}

function ccWeapon(m: Model, id: string): Weapon | RuleViolation {
  const w = weaponOf(m, id);
  if (!w || w.cc === null) return violation(ref('P3 L242'), `"${id}" is not a close-combat weapon of ${m.id}`, 'NOT_A_CC_WEAPON');
  return w;
}

interface Fighter {
  m: Model;
  w: Weapon;
  bonus: boolean;
  action: number;
}

/**
 * Both strike at once with their own bonus (P3 L312, L316); with unequal reach the longer strikes
 * first without bonus and the other, if still standing, goes on into contact and strikes with its
 * bonus (P3 L318, A34; a Guard has none, L323). Deaths are removed after the exchange (damage.ts).
 */
function exchange(s: WarzoneState, a: Fighter, b: Fighter, contact: boolean): void {
  if (contact) engage(s, a.m, b.m);
  const strike = (x: Fighter, y: Fighter, bonus: boolean, ifAlive: boolean) => ({
    k: 'strike' as const,
    strike: ccStrike(s, x.m, x.w, [y.m.id], bonus, x.action, ifAlive),
  });
  const ra = reachOf(a.m, a.w);
  const rb = reachOf(b.m, b.w);
  if (ra === rb) s.tasks.push(strike(b, a, b.bonus, false), strike(a, b, a.bonus, false));
  else if (ra > rb) s.tasks.push(strike(b, a, b.bonus, true), strike(a, b, false, false));
  else s.tasks.push(strike(a, b, a.bonus, true), strike(b, a, false, false));
}

const chargerOf = (s: WarzoneState, c: ChargeCtx): Fighter => ({
  m: s.models[c.charger],
  w: weaponOf(s.models[c.charger], c.weapon)!,
  bonus: c.bonus,
  action: c.action,
});

export function guard(s: WarzoneState, side: Side, o: OrderOf<'guard'>, tested = false): RuleViolation | null {
  const x = chargeReactor(s, side, o.model, 'P3 L321');
  if (!('w' in x)) return x;
  if (x.c.target !== x.r.id) return violation(ref('P3 L321'), 'only the charged model guards', 'NOT_CHARGE_TARGET');
  const rw = ccWeapon(x.r, o.weapon);
  if (!('id' in rw)) return rw;
  return fromWait(s, o, tested, (d) => {
    const c = chargeOf(d, x.c.action)!;
    const r = d.models[x.r.id];
    const action = useWait(d, r);
    endCharge(d, c.action); // the exchange is the charge's attack: nothing interrupts it now (P3 L308)
    exchange(d, { ...chargerOf(d, c), bonus: false }, { m: r, w: rw, bonus: false, action }, c.contact);
    return null;
  });
}

export function counterCharge(s: WarzoneState, side: Side, o: OrderOf<'counterCharge'>, tested = false): RuleViolation | null {
  const x = chargeReactor(s, side, o.model, 'P3 L310');
  if (!('w' in x)) return x;
  const { c, r } = x;
  const rw = ccWeapon(r, o.weapon);
  if (!('id' in rw)) return rw;
  if (r.posture !== 'standing') return violation(ref('P2 L80'), 'a counter-charger must be standing', 'NOT_STANDING');
  if (c.target !== r.id) {
    // A rescue: all Charge rules, the line within reach, the charger its priority, an LD test (P3 L312–316).
    if (!o.canCut) return violation(ref('P3 L313'), `${r.id} cannot cut the charge line`, 'CANNOT_CUT');
    if (!o.wasPriority) return violation(ref('P3 L314'), 'the charger was never its Target Priority', 'TARGET_PRIORITY');
    if (o.distance > budget(s, r, false, r.mvRunCharge) + reachOf(r, rw))
      return violation(ref('P3 L315'), 'the charge line is beyond its reach', 'TOO_FAR');
    if (!o.contact && reachOf(r, rw) === 0)
      return violation(ref('P3 L319'), `${r.id} has no Reach: it meets the charger base to base`, 'NO_REACH');
    if (o.contact && o.distance > budget(s, r, false, r.mvRunCharge))
      return violation(ref('P3 L316'), 'base contact at the line is beyond its move', 'TOO_FAR');
    useWait(s, r);
    s.tasks.push({ k: 'rescue', model: r.id, action: c.action, weapon: rw.id, contact: o.contact, onLine: o.onLine });
    return null;
  }
  // The target itself: no test, a 1" step toward the charger, both strike with charge bonuses (P3 L311, A35).
  if (o.distance > 1) return violation(ref('P3 L311'), 'the charged model steps 1" toward the charger', 'TOO_FAR');
  return fromWait(s, o, tested, (d) => {
    const cc = chargeOf(d, c.action)!;
    const rr = d.models[r.id];
    const action = useWait(d, rr);
    endCharge(d, cc.action);
    exchange(d, chargerOf(d, cc), { m: rr, w: rw, bonus: cc.contact, action }, cc.contact);
    return null;
  });
}

/** The rescue LD test (P3 L312): passed, the counter-charger cuts the line; failed, Wait is spent (A16). */
export function resolveRescue(
  s: WarzoneState,
  t: { model: string; action: number; weapon: string; contact: boolean; onLine: boolean },
  roll: number,
): void {
  const r = s.models[t.model];
  const c = chargeOf(s, t.action);
  if (!passes(roll, ldOf(s, r), s.options.naturals)) {
    note(s, `${r.id} fails the rescue LD test`); // the window opens again for other waiting models
    return;
  }
  if (!c || s.models[c.charger].removed || s.models[c.charger].wounds <= 0) return;
  const w = weaponOf(r, t.weapon)!;
  const rescuer: Fighter = { m: r, w, bonus: t.contact, action: s.actionSeq };
  if (t.contact) {
    // Base contact at the interception point ends the enemy Charge there, whatever the result (P3 L317).
    endCharge(s, c.action);
    exchange(s, { ...chargerOf(s, c), bonus: true }, rescuer, true);
    note(s, `${r.id} stops ${c.charger}'s charge`);
    return;
  }
  // From its Reach, without contact and bonus; a surviving charger goes on to its target, or to
  // the rescuer if it stepped onto the line (P3 L319).
  if (t.onLine) c.target = r.id;
  s.tasks.push({ k: 'strike', strike: ccStrike(s, r, w, [c.charger], false, s.actionSeq) });
}

/** Flee at the moment of the attack (P3 L326–327): the target moves up to MV away; the charger's side decides on a pursuit. */
export function flee(s: WarzoneState, side: Side, o: OrderOf<'flee'>, tested = false): RuleViolation | null {
  const x = chargeReactor(s, side, o.model, 'P3 L326');
  if (!('w' in x)) return x;
  const { c, r } = x;
  if (c.target !== r.id) return violation(ref('P3 L326'), 'only the charged model flees', 'NOT_CHARGE_TARGET');
  if (o.inches <= 0) return violation(ref('P3 L327'), 'a flight moves away from the charger', 'NO_FLIGHT');
  if (o.inches > budget(s, r, false)) return violation(ref('P3 L327'), 'flight is at most MV (A36)', 'TOO_FAR');
  return fromWait(s, o, tested, (d) => {
    const cc = chargeOf(d, c.action)!;
    useWait(d, d.models[r.id]);
    cc.fled = true;
    // The attack moment has come: no more reactions; the charger's side pursues or lets it go.
    d.tasks = d.tasks.filter((t) => !(t.k === 'reaction' && t.action === cc.action));
    d.tasks.push({ k: 'pursuit', side: other(side), action: cc.action });
    note(d, `${r.id} flees ${o.inches}"`);
    return null;
  });
}

/** The rest of the charger's charge move (A17: MV (+1 Necro Legs) less what the charge used). */
export function pursuitLeft(s: WarzoneState, c: ChargeCtx): number {
  const m = s.models[c.charger];
  return Math.max(0, budget(s, m, false, m.mvRunCharge) - c.moved);
}

/** The charger pursues: the attack follows, with the charge bonus (A17), then the −6 Morale test (P3 L327, D11). */
export function pursue(s: WarzoneState, side: Side, o: OrderOf<'pursue'>): RuleViolation | null {
  const t = s.tasks[s.tasks.length - 1];
  if (t?.k !== 'pursuit' || t.side !== side) return violation(ref('P3 L327'), 'no charge of yours waits for a pursuit', 'NOT_PENDING');
  const c = chargeOf(s, t.action)!;
  const need = o.path.length ? cost(o.path) : o.inches;
  if (o.path.some((p) => p.terrain === 'impassable' && p.inches > 0))
    return violation(ref('P3 L327'), 'the pursuit cannot pass impassable terrain', 'BLOCKED');
  const left = pursuitLeft(s, c);
  if (need > left)
    return violation(ref('P3 L327'), `the pursuit needs ${need}" but ${c.charger} has ${left}" of its charge left (A17)`, 'TOO_FAR');
  s.tasks.pop();
  c.moved += need;
  return null;
}

/** The fleeing model got away, or the path is blocked: the Charge action is wasted (P3 L327). */
export function noPursuit(s: WarzoneState, side: Side): RuleViolation | null {
  const t = s.tasks[s.tasks.length - 1];
  if (t?.k !== 'pursuit' || t.side !== side) return violation(ref('P3 L327'), 'no charge of yours waits for a pursuit', 'NOT_PENDING');
  const c = chargeOf(s, t.action)!;
  endCharge(s, t.action);
  note(s, `${c.target} escapes ${c.charger}'s charge`);
  return null;
}

export function noReaction(s: WarzoneState, side: Side): RuleViolation | null {
  const w = s.tasks[s.tasks.length - 1];
  if ((w?.k !== 'reaction' && w?.k !== 'dive') || w.side !== side)
    return violation(ref('P3 L305'), 'no reaction is offered to you', 'NOT_PENDING');
  s.tasks.pop();
  if (w.k === 'dive') s.tasks.push({ k: 'strike', strike: w.strike });
  return null;
}

/** Dive for cover from Wait, under a template: ½ MV keeping posture or full MV and prone (P2 L214–218). */
export function diveForCover(s: WarzoneState, side: Side, o: OrderOf<'diveForCover'>, tested = false): RuleViolation | null {
  const w = s.tasks[s.tasks.length - 1];
  if (w?.k !== 'dive' || w.side !== side) return violation(ref('P2 L214'), 'no template threatens your models', 'NOT_PENDING');
  const m = own(s.models, o.model);
  if (!m || !w.models.includes(m.id) || !canReact(s, side).includes(m))
    return violation(ref('P2 L214'), `${o.model} is not a waiting model under the template`, 'NOT_WAITING');
  if (m.engaged.length) return violation(ref('P3 L229'), `${m.id} is engaged in close combat (A51)`, 'ENGAGED');
  const mv = budget(s, m, false);
  if (o.inches > (o.full ? mv : mv / 2)) return violation(ref('P2 L218'), 'too far for a dive for cover', 'TOO_FAR');
  return fromWait(s, o, tested, (d) => {
    const dw = d.tasks[d.tasks.length - 1] as typeof w;
    const dm = d.models[m.id];
    dm.waiting = false;
    dm.actionsLeft = 0;
    if (o.full) dm.posture = 'prone';
    dw.models = dw.models.filter((id) => id !== dm.id);
    if (o.outside) dw.strike.targets = dw.strike.targets.filter((id) => id !== dm.id);
    if (!dw.models.length) noReaction(d, side);
    return null;
  });
}
