/**
 * Reaction windows and the generic Interrupt from Wait (digest §3.16, P3 L305–308, P2 L56).
 * A window is a task on the stack above the action it interrupts: during a Charge move (until
 * the charger's attack starts) and at a Barge's start and end (never mid-move). The side offered
 * it may react with its waiting models one after another; each reaction's own tasks sit above the
 * window, so it opens again when they are resolved, until the side passes (`noReaction`), no
 * waiting model is left, or the interrupted action is over. Everything is on the stack: a
 * replay meets the same windows in the same order.
 */
import { own, refusalOf, violation, type RuleViolation } from '@app/rules';
import type { Order, OrderOf } from './schema';
import { alive, note, other, ref, type ChargeCtx, type Model, type Side, type Task, type WaitWindow, type WarzoneState } from './state';

export type Window = Extract<Task, { k: 'reaction' }>;
/** Orders that use Wait and so may need the `waitTest` LD test (A15). */
export type WaitOrder = OrderOf<'guard'> | OrderOf<'counterCharge'> | OrderOf<'flee'> | OrderOf<'diveForCover'> | OrderOf<'interrupt'>;
/** Runs an order of the active kind (move, shoot…) for a model: the ruleset's dispatcher. */
export type Act = (s: WarzoneState, side: Side, o: Order) => RuleViolation | null;

/** Models that can still react: waiting, not prone, not climbing (§7.6 rule 32). */
export const canReact = (s: WarzoneState, side: Side): Model[] =>
  alive(s, side).filter((m) => m.waiting && m.posture !== 'prone' && !m.climbing && m.wounds > 0);

const gone = (m: Model | undefined): boolean => !m || m.removed || m.wounds <= 0;

/** The Charge declared as action `action`, while its attack is still to come. */
export function chargeOf(s: WarzoneState, action: number): ChargeCtx | null {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i];
    if (t.k === 'chargeAttack' && t.charge.action === action) return t.charge;
  }
  return null;
}

/** The Charge is over (its attack replaced, stopped or wasted): its attack and windows go. */
export function endCharge(s: WarzoneState, action: number): void {
  s.tasks = s.tasks.filter(
    (t) => !((t.k === 'chargeAttack' && t.charge.action === action) || ((t.k === 'reaction' || t.k === 'pursuit') && t.action === action)),
  );
}

function open(s: WarzoneState, mover: Model, during: WaitWindow, action: number, length: number): boolean {
  const side = other(mover.side);
  if (!canReact(s, side).length) return false;
  s.tasks.push({ k: 'reaction', side, during, mover: mover.id, action, length });
  return true;
}

/** A Charge move can be interrupted at any moment before the attack (P3 L308). */
export const openChargeWindow = (s: WarzoneState, charger: Model, c: ChargeCtx, line: number): boolean =>
  open(s, charger, 'charge', c.action, line);

/**
 * A Barge: a window right after the declaration, the placement, a window after it (P2 L56).
 * Returns false (nothing pushed) when no enemy model waits: the Barge is placed at once.
 */
export function openBargeWindows(s: WarzoneState, m: Model, length: number, overlapping: boolean): boolean {
  if (!canReact(s, other(m.side)).length) return false;
  open(s, m, 'bargeEnd', s.actionSeq, length);
  s.tasks.push({ k: 'bargePlace', model: m.id, overlapping });
  open(s, m, 'bargeStart', s.actionSeq, length);
  return true;
}

/** Whether a window stays open: someone can react and the interrupted action goes on. */
export function windowOpen(s: WarzoneState, w: Window): boolean {
  if (!canReact(s, w.side).length || gone(s.models[w.mover])) return false;
  return w.during !== 'charge' || chargeOf(s, w.action) !== null;
}

/** The open window of `side`, or why an order answering one is refused (§7.6 rules 32–33). */
export function windowOf(s: WarzoneState, side: Side, rule: string): Window | RuleViolation {
  const w = s.tasks[s.tasks.length - 1];
  if (w?.k === 'reaction' && w.side === side) return w;
  if (w && ['strike', 'armour', 'choice'].includes(w.k))
    return violation(ref('P3 L308'), 'an attack under way cannot be interrupted: its tests are resolved first', 'ATTACK_DECLARED');
  return violation(ref(rule), 'no enemy Charge or Barge waits for a reaction of yours', 'NOT_PENDING');
}

/** A waiting model of `side` able to react now. */
export function reactor(s: WarzoneState, side: Side, id: string): Model | RuleViolation {
  const m = own(s.models, id);
  if (!m || !canReact(s, side).includes(m)) return violation(ref('§3.16'), `${id} is not a waiting model able to react`, 'NOT_WAITING');
  return m;
}

/** The reservation is used: the model's held action is spent (P1: it counts as its action). */
export function useWait(s: WarzoneState, m: Model): number {
  m.waiting = false;
  m.actionsLeft = 0;
  s.actionSeq += 1;
  return s.actionSeq;
}

/**
 * Option `waitTest: 'LD'` (§3.16, A15): a use of Wait first needs a passed LD test. The order is
 * checked now on a copy and applied when the test passes; a failure spends the reservation.
 */
export function fromWait(
  s: WarzoneState,
  o: WaitOrder,
  tested: boolean,
  perform: (s: WarzoneState) => RuleViolation | null,
): RuleViolation | null {
  if (tested || s.options.waitTest !== 'LD') return perform(s);
  const bad = refusalOf(s, perform);
  if (bad) return bad;
  s.tasks.push({ k: 'waitTest', model: o.model, order: o });
  return null;
}

export function waitTestFailed(s: WarzoneState, m: Model): void {
  useWait(s, m); // the reservation is spent, no reaction (A15, as A16 for the rescue)
  note(s, `${m.id} fails the LD test to use Wait`);
}

/** Orders that would move the charged model off the line: it escapes only by Flee (A60). */
const MOVES = new Set(['move', 'crawl', 'run', 'barge', 'disengage', 'dropDown']);

/**
 * Interrupt (§3.16 [P], A51): a waiting model performs one permitted action at a point of the
 * enemy Charge move, or right after a Barge's declaration or placement (P2 L56, rule 18): any
 * permitted action (P3 L308), Drop down included since 1.1.0. The
 * action is that model's own (its action number caps No Time to Die, P1) and is checked by the
 * same rules as in its activation: an engaged model may only attack, disengage, stand up or
 * barge (P3 L229, A51). It resolves before the interrupted action goes on.
 */
export function interrupt(s: WarzoneState, side: Side, o: OrderOf<'interrupt'>, act: Act, tested = false): RuleViolation | null {
  const w = windowOf(s, side, '§3.16');
  if (!('k' in w)) return w;
  const m = reactor(s, side, o.model);
  if (!('id' in m)) return m;
  if (w.during === 'charge' && o.atInches > w.length)
    return violation(ref('P3 L308'), `the charge move is ${w.length}" long`, 'OFF_THE_LINE');
  if ((w.during === 'bargeStart' && o.atInches !== 0) || (w.during === 'bargeEnd' && o.atInches !== w.length))
    return violation(
      ref('P2 L56'),
      'a Barge is interrupted only right after its declaration (0") or after its placement, never during the move',
      'BARGE_MID_MOVE',
    );
  // The kernel parsed the inner order with the order schema; its model, left out, is the reactor.
  const inner = { ...o.order, model: o.order.model ?? m.id } as Order;
  if (!('model' in inner) || inner.model !== m.id)
    return violation(ref('§3.16'), `the interrupting order must be ${m.id}'s own`, 'BAD_INTERRUPT');
  if (w.during === 'charge' && chargeOf(s, w.action)?.target === m.id && MOVES.has(inner.type))
    return violation(ref('P3 L326'), 'the charged model moves away only by Flee, at the moment of the attack', 'USE_FLEE');
  return fromWait(s, o, tested, (x) => perform(x, side, m.id, inner, act));
}

function perform(s: WarzoneState, side: Side, id: string, inner: Order, act: Act): RuleViolation | null {
  const m = s.models[id];
  const held = [s.unit, s.model] as const;
  // The model acts out of its turn: for the length of the action it is the acting model.
  s.unit = m.unit;
  s.model = m.id;
  const bad = act(s, side, inner);
  [s.unit, s.model] = held;
  if (bad) return bad;
  m.waiting = false;
  m.actionsLeft = 0;
  note(s, `${m.id} interrupts with ${inner.type}`);
  return null;
}
