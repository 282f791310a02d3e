/**
 * Turns and activations (digest §2.2, all [P]): a turn starts with a d20 roll-off (or a fixed
 * first side, option `firstPlayer`); the sides alternate activating one unit each; a unit's
 * models activate one after another; every order spends one action (P2 L15 "wydaje jedną
 * Akcję"); Wait keeps one action in reserve (§3.16). The turn ends when every unit has activated.
 */
import { own, violation, type RuleViolation } from '@app/rules';
import { alive, note, other, ref, type Model, type Side, type WarzoneState } from './state';
import { finishAtTurnLimit } from './victory';
import { passageBlocks } from './passages';
import { endEffects } from './environment';

/** Orders an engaged model may give (P3 L229–235). */
const IN_CLOSE_COMBAT = new Set(['attack', 'disengage', 'standUp', 'barge']);

export function startTurn(s: WarzoneState): void {
  s.turn += 1;
  for (const u of Object.values(s.units)) {
    u.activated = false;
    u.effects = [];
    u.visibility = null;
  }
  for (const m of Object.values(s.models)) {
    m.activated = false;
    m.penalty = 0; // the Absolute Failure penalty lasts "in this turn" (P3 L297)
    m.shifted = false;
  }
  s.active = null;
  if (s.options.firstPlayer === 'rollOff') s.tasks.push({ k: 'rollOff' });
  else setFirst(s, s.options.firstPlayer);
}

export function setFirst(s: WarzoneState, side: Side): void {
  s.firstPlayer = side;
  s.active = side;
  note(s, `turn ${s.turn}: ${side} activates first`);
  if (!canActivate(s, side)) nextSide(s);
}

export const canActivate = (s: WarzoneState, side: Side): boolean =>
  Object.values(s.units).some((u) => u.side === side && !u.activated && u.models.some((id) => !s.models[id].removed));

/** After a unit's activation: the other side if it has units left, else the same side, else the turn ends. */
export function nextSide(s: WarzoneState): void {
  const a = s.active ?? 'A';
  if (canActivate(s, other(a))) s.active = other(a);
  else if (canActivate(s, a)) s.active = a;
  else if (s.turn >= s.options.maxTurns) finishAtTurnLimit(s);
  else startTurn(s);
}

export function activateUnit(s: WarzoneState, side: Side, unitId: string): RuleViolation | null {
  if (s.unit) return violation(ref('§2.2'), `unit ${s.unit} is still activating`, 'WRONG_PHASE');
  if (s.active !== side) return violation(ref('§2.2'), `${s.active} activates a unit now`, 'NOT_YOUR_TURN');
  const u = own(s.units, unitId);
  if (!u) return violation(ref('§2.2'), `there is no unit "${unitId}"`, 'UNKNOWN_UNIT');
  if (u.side !== side) return violation(ref('§2.2'), `${unitId} is ${u.side}'s unit`, 'NOT_YOUR_UNIT');
  if (u.activated) return violation(ref('§2.2'), `${unitId} has already activated this turn`, 'UNIT_CANNOT_ACT');
  if (!u.models.some((id) => !s.models[id].removed)) return violation(ref('§2.2'), `${unitId} has no model left`, 'UNIT_CANNOT_ACT');
  s.unit = unitId;
  u.activated = true;
  if (s.environment.type !== 'none') s.tasks.push({ k: 'envTest', unit: unitId }); // P9 L659
  return null;
}

function startModel(s: WarzoneState, m: Model): void {
  s.model = m.id;
  m.activated = true;
  m.actionsLeft = m.actions;
  m.waiting = false; // an unused Wait expires at the model's next activation (§2.2 item 5)
  m.detectFails = null;
  m.moved = false;
  m.aimedAt = null;
}

/**
 * The common preconditions of an active order (§7.6 rules 1–4): the model acts in the active
 * unit, has `cost` actions, and the order suits its posture, climbing and engagement.
 */
export function actor(s: WarzoneState, side: Side, type: string, id: string, cost = 1): Model | RuleViolation {
  const m = own(s.models, id);
  if (!m) return violation(ref('§7.6'), `there is no model "${id}"`, 'UNKNOWN_UNIT');
  if (m.side !== side) return violation(ref('§7.6'), `${id} is ${m.side}'s model`, 'NOT_YOUR_UNIT');
  if (m.removed) return violation(ref('§7.6'), `${id} has been removed`, 'UNIT_CANNOT_ACT');
  if (s.unit !== m.unit) return violation(ref('§2.2'), `${id} is not in the activating unit`, 'UNIT_CANNOT_ACT');
  if (s.model !== null && s.model !== id)
    return violation(ref('§2.2'), `${s.model} is activating: end its activation first`, 'UNIT_CANNOT_ACT');
  if (s.model === null && m.activated) return violation(ref('§2.2'), `${id} has already activated this turn`, 'UNIT_CANNOT_ACT');
  const left = s.model === id ? m.actionsLeft : m.actions;
  if (left < cost) return violation(ref('§2.2'), `${id} has ${left} action(s) left, ${type} needs ${cost}`, 'NO_ACTIONS_LEFT');
  if (m.posture === 'prone' && type !== 'standUp') return violation(ref('P2 L103'), `${id} is prone: it must stand up first`, 'PRONE');
  if (m.climbing && type !== 'climb' && type !== 'dropDown')
    return violation(ref('P2 L132'), `${id} is climbing: only Climb or Drop down`, 'CLIMBING');
  if (m.engaged.length > 0 && !IN_CLOSE_COMBAT.has(type))
    return violation(ref('P3 L229'), `${id} is engaged in close combat: only attack, disengage, stand up or barge`, 'ENGAGED');
  if (m.crossing > 0 && type !== 'crossObstacle')
    return violation(ref('P10 L705'), `${id} is crossing an obstacle: ${m.crossing} action(s) to go`, 'CROSSING');
  const passage = passageBlocks(m, type, left, cost);
  if (passage) return passage;
  if (s.model !== id) startModel(s, m);
  return m;
}

export function spend(s: WarzoneState, m: Model, n = 1): number {
  m.actionsLeft -= n;
  s.actionSeq += 1;
  return s.actionSeq;
}

/** Ends the open model activation, or the unit's activation when no model is open. */
export function endActivation(s: WarzoneState, side: Side): RuleViolation | null {
  if (!s.unit || s.units[s.unit].side !== side) return violation(ref('§2.2'), 'no activation of yours is open', 'NOT_YOUR_TURN');
  if (s.model) return endModel(s);
  endUnit(s);
  return null;
}

function endModel(s: WarzoneState): RuleViolation | null {
  const m = s.models[s.model!];
  if (m.overlapping) return violation(ref('P2 L23'), `${m.id} may not end its activation on another base`, 'ENDS_OVERLAPPING');
  if (m.inPassage && !m.removed)
    return violation(
      ref('P10 L713'),
      `${m.id}, a Heavy Weapon Section, may not end its activation in a passage narrower than its base`,
      'ENDS_IN_PASSAGE',
    );
  s.model = null;
  m.actionsLeft = m.waiting ? 1 : 0;
  // A climb not finished this activation: Climb test at its end (P2 L137).
  if (m.climbing && !m.removed) s.tasks.push({ k: 'climb', model: m.id, top: false });
  return null;
}

function endUnit(s: WarzoneState): void {
  if (s.unit) endEffects(s.units[s.unit]);
  s.unit = null;
  s.model = null;
  nextSide(s);
}

/** After each event: a model out of actions ends, a unit whose models all acted ends. */
export function settleActivation(s: WarzoneState): void {
  if (s.result || s.tasks.length) return;
  if (s.model) {
    const m = s.models[s.model];
    if (m.removed || (m.actionsLeft <= 0 && !m.overlapping)) {
      m.inPassage = false; // actions lost to an effect: the activation ends where the model is (P10 L713 binds the player's choices)
      endModel(s);
    }
    if (s.tasks.length) return;
  }
  if (s.unit && !s.model && s.units[s.unit].models.every((id) => s.models[id].removed || s.models[id].activated)) endUnit(s);
  if (s.active && !s.unit && !canActivate(s, s.active) && !s.tasks.length) nextSide(s);
  void alive;
}
