/**
 * Wait and its reactions (P3 L305–327, P2 L212–218): a waiting model holds one action for an
 * enemy Charge (counter-charge, guard, flee) or a template (dive for cover). One reaction is
 * offered per Charge, to the side being charged (digest §3.16, [P]).
 */
import { violation, type RuleViolation } from '@app/rules';
import type { OrderOf } from './schema';
import { alive, note, ref, type ChargeCtx, type Model, type Side, type Task, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { budget } from './movement';
import { ccStrike, engage } from './close-combat';
import { reachOf, weaponOf, ldOf } from './skills';
import { passes } from './tests';

export function wait(s: WarzoneState, side: Side, o: OrderOf<'wait'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (m.waiting) return violation(ref('§3.16'), `${m.id} is already waiting`, 'ALREADY_WAITING');
  if (m.actionsLeft < 2) return violation(ref('§3.16'), 'Wait spends one action and keeps another in reserve', 'NO_ACTIONS');
  spend(s, m);
  m.actionsLeft -= 1;
  m.waiting = true;
  return null;
}

/** Models that can still react: waiting, not prone, not climbing (§7.6 rule 32). */
export const canReact = (s: WarzoneState, side: Side): Model[] => alive(s, side).filter((m) => m.waiting && m.posture !== 'prone' && !m.climbing && m.wounds > 0);

type Window = Extract<Task, { k: 'reaction' }>;

function reactor(s: WarzoneState, side: Side, id: string): Model | RuleViolation {
  const w = s.tasks[s.tasks.length - 1];
  if (w?.k !== 'reaction' || w.side !== side) return violation(ref('P3 L305'), 'no enemy Charge waits for a reaction of yours', 'NOT_PENDING');
  const m = s.models[id];
  if (!m || !canReact(s, side).includes(m)) return violation(ref('§3.16'), `${id} is not a waiting model able to react`, 'NOT_WAITING');
  return m;
}

/** The window closes and the reaction's action is spent (P1: it counts as the model's action). */
function use(s: WarzoneState, m: Model): ChargeCtx {
  const w = s.tasks.pop() as Window;
  m.waiting = false;
  m.actionsLeft = 0;
  s.actionSeq += 1;
  return w.charge;
}

/** Both strike; the longer reach first and without bonus, else at once (P3 L312, L318, L322). */
function exchange(s: WarzoneState, c: ChargeCtx, r: Model, weaponId: string, bonus: boolean, rAction: number): void {
  const m = s.models[c.charger];
  const mw = weaponOf(m, c.weapon)!;
  const rw = weaponOf(r, weaponId)!;
  s.tasks.pop(); // the charge's own attack is replaced by the exchange
  engage(s, m, r);
  const mr = reachOf(m, mw);
  const rr = reachOf(r, rw);
  const charger = (ifAlive: boolean, b: boolean) => ({ k: 'strike' as const, strike: ccStrike(s, m, mw, [r.id], b, c.action, ifAlive) });
  const reacting = (ifAlive: boolean, b: boolean) => ({ k: 'strike' as const, strike: ccStrike(s, r, rw, [m.id], b, rAction, ifAlive) });
  if (mr === rr) s.tasks.push(reacting(false, bonus), charger(false, bonus));
  else if (rr > mr) s.tasks.push(charger(true, false), reacting(false, false));
  else s.tasks.push(reacting(true, false), charger(false, false));
}

export function guard(s: WarzoneState, side: Side, o: OrderOf<'guard'>): RuleViolation | null {
  const r = reactor(s, side, o.model);
  if (!('id' in r)) return r;
  const w = s.tasks[s.tasks.length - 1] as Window;
  if (w.charge.target !== r.id) return violation(ref('P3 L321'), 'only the charged model guards', 'NOT_CHARGE_TARGET');
  if (!weaponOf(r, o.weapon) || weaponOf(r, o.weapon)!.cc === null) return violation(ref('P3 L246'), `"${o.weapon}" is not a close-combat weapon`, 'NOT_A_CC_WEAPON');
  const c = use(s, r);
  exchange(s, c, r, o.weapon, false, s.actionSeq);
  return null;
}

export function counterCharge(s: WarzoneState, side: Side, o: OrderOf<'counterCharge'>): RuleViolation | null {
  const r = reactor(s, side, o.model);
  if (!('id' in r)) return r;
  const w = s.tasks[s.tasks.length - 1] as Window;
  const rw = weaponOf(r, o.weapon);
  if (!rw || rw.cc === null) return violation(ref('P3 L246'), `"${o.weapon}" is not a close-combat weapon`, 'NOT_A_CC_WEAPON');
  if (r.posture !== 'standing') return violation(ref('P2 L80'), 'a counter-charger must be standing', 'NOT_STANDING');
  if (w.charge.target !== r.id) {
    // A rescue: all Charge rules, the line within reach, the charger its priority, an LD test (P3 L314–317).
    if (!o.canCut) return violation(ref('P3 L315'), `${r.id} cannot cut the charge line`, 'CANNOT_CUT');
    if (!o.wasPriority) return violation(ref('P3 L316'), 'the charger was never its Target Priority', 'TARGET_PRIORITY');
    if (o.distance > budget(s, r, false, r.mvRunCharge) + reachOf(r, rw)) return violation(ref('P3 L316'), 'the charge line is beyond its reach', 'OUT_OF_CHARGE_RANGE');
    const c = use(s, r);
    s.tasks.push({ k: 'rescue', model: r.id, charge: c, weapon: rw.id });
    return null;
  }
  if (o.distance > 1) return violation(ref('P3 L312'), 'the charged model steps 1" toward the charger', 'MOVE_EXCEEDS_BUDGET');
  const c = use(s, r);
  exchange(s, c, r, rw.id, true, s.actionSeq);
  return null;
}

export function resolveRescue(s: WarzoneState, t: { model: string; charge: ChargeCtx; weapon: string }, roll: number): void {
  const r = s.models[t.model];
  if (!passes(roll, ldOf(s, r), s.options.naturals)) {
    note(s, `${r.id} fails the rescue LD test`); // the reservation is spent (digest A16)
    return;
  }
  exchange(s, t.charge, r, t.weapon, true, s.actionSeq);
}

export function flee(s: WarzoneState, side: Side, o: OrderOf<'flee'>): RuleViolation | null {
  const r = reactor(s, side, o.model);
  if (!('id' in r)) return r;
  const w = s.tasks[s.tasks.length - 1] as Window;
  if (w.charge.target !== r.id) return violation(ref('P3 L326'), 'only the charged model flees', 'NOT_CHARGE_TARGET');
  if (o.inches > budget(s, r, false)) return violation(ref('P3 L326'), `flight is at most MV`, 'MOVE_EXCEEDS_BUDGET');
  const c = use(s, r);
  for (const e of r.engaged) s.models[e].engaged = s.models[e].engaged.filter((x) => x !== r.id);
  r.engaged = [];
  if (!o.chargerCanReach) {
    s.tasks.pop(); // escaped: the Charge action is wasted (P3 L327)
    note(s, `${r.id} escapes the charge`);
  } else c.fled = true;
  return null;
}

export function noReaction(s: WarzoneState, side: Side): RuleViolation | null {
  const w = s.tasks[s.tasks.length - 1];
  if ((w?.k !== 'reaction' && w?.k !== 'dive') || w.side !== side) return violation(ref('P3 L305'), 'no reaction is offered to you', 'NOT_PENDING');
  s.tasks.pop();
  if (w.k === 'dive') s.tasks.push({ k: 'strike', strike: w.strike });
  return null;
}

/** Dive for cover from Wait, under a template: ½ MV keeping posture or full MV and prone (P2 L214). */
export function diveForCover(s: WarzoneState, side: Side, o: OrderOf<'diveForCover'>): RuleViolation | null {
  const w = s.tasks[s.tasks.length - 1];
  if (w?.k !== 'dive' || w.side !== side) return violation(ref('P2 L214'), 'no template threatens your models', 'NOT_PENDING');
  const m = s.models[o.model];
  if (!m || !w.models.includes(m.id) || !canReact(s, side).includes(m)) return violation(ref('P2 L214'), `${o.model} is not a waiting model under the template`, 'NOT_WAITING');
  const mv = budget(s, m, false);
  if (o.inches > (o.full ? mv : mv / 2)) return violation(ref('P2 L216'), 'too far for a dive for cover', 'MOVE_EXCEEDS_BUDGET');
  m.waiting = false;
  m.actionsLeft = 0;
  if (o.full) m.posture = 'prone';
  w.models = w.models.filter((id) => id !== m.id);
  if (o.outside) w.strike.targets = w.strike.targets.filter((id) => id !== m.id);
  if (!w.models.length) noReaction(s, side);
  return null;
}
void spend;
