/**
 * MechWarrior: Solaris VII as a kernel Ruleset value.
 *
 * One pure transition, `step`, on the kernel's `transition`: it validates and applies an event
 * on a private draft of the state, decide keeps the event when step accepts it, evolve returns
 * the new state (`stepRuleset`). So what decide accepted, evolve applies identically, and a
 * replay equals live play.
 */
import {
  readOnly,
  stepRuleset,
  transition,
  violation,
  type DiceRolledData,
  type DieResult,
  type GameEvent,
  type GameTransition,
  type Pending,
  type PlayerSeat,
  type RuleViolation,
  type Ruleset,
  isViolation,
} from '@app/rules';
import { allocate, attackReroll, attackRoll } from './attack';
import { advance as advanceOrder, attackOrder, cool, entrench, meleeOrder, react } from './combat';
import { breakawayRoll, freeSpin, moveOrder } from './movement';
import { chooseCorner, replacementRoll } from './objectives';
import {
  advance,
  endTurn,
  hasDecision,
  heatEffectsRolled,
  initiativeChoice,
  initiativeRoll,
  phaseRule,
  reviveRoll,
  turnUnit,
  unitRefusal,
} from './round';
import { orderSchema, setupSchema, withDefaults, type Order } from './schema';
import { setupMatch, setupOrder, setupPending, setupRoll, STANDARD_MINUTES } from './setup-phase';
import { charge, jumpAttack, pin } from './special-attacks';
import { EQUIPMENT, isEquipmentId } from './equipment';
import { pendingOf, waitingFor } from './pending';
import { mustUnit, note, ref, RULESET_ID, RULESET_VERSION, SIDES, unitOf, type Side, type SolarisState, type UnitState } from './state';
import { SCORES, SCORING } from './scores';
import { taskPending, taskRoll, taskWaits } from './tasks';
import { has, pilotDefenseModifier } from './values';
import { viewOf } from './view';
import { legalOf } from './legal';
import { concede, concedeRefusal, outcomeOf, tieBreakRoll } from './victory';

export { pendingOf } from './pending';

function unitOrder(s: SolarisState, side: Side, o: Extract<Order, { unitId: string }>): RuleViolation | null {
  const named = unitOf(s, o.unitId);
  if (!named) return violation(ref('§3'), `there is no unit "${o.unitId}"`, 'UNKNOWN_UNIT');
  if (named.side !== side) return violation(ref('§3'), `${o.unitId} belongs to side ${named.side}`, 'NOT_YOUR_UNIT');
  const head = s.queue[0];
  // Decisions the queue asks for: a reaction, a free spin, equipment cancelled before a roll.
  if (o.type === 'CancelEquipment') return cancelEquipment(s, named, o.equipment);
  if (
    head &&
    head.kind === 'reaction' &&
    head.unitId === o.unitId &&
    (o.type === 'Entrench' || o.type === 'Defend' || o.type === 'Evade' || o.type === 'Pass')
  ) {
    const r = react(s, head, named, o.type);
    if (!r) s.queue.shift();
    return r;
  }
  if (head && head.kind === 'freeSpin' && head.unitId === o.unitId && (o.type === 'FreeSpin' || o.type === 'Pass')) {
    s.queue.shift();
    freeSpin(s, named, o.type === 'FreeSpin' ? o.facing : null);
    return null;
  }
  if (head && head.kind === 'initiativeChoice' && o.type === 'InitiativeChoice') {
    if (head.unitId !== o.unitId) {
      const code = side === unitOf(s, head.unitId)?.side ? 'UNIT_CANNOT_ACT' : 'NOT_YOUR_TURN';
      return violation(ref('§3.1'), `only ${head.unitId}, the highest initiative, chooses`, code);
    }
    s.queue.shift();
    initiativeChoice(s, named, o.choice);
    return null;
  }
  // A unit that cannot act (shut down, charged, under Evade…) says so before whose turn it is.
  const stuck = unitRefusal(s, named, o.type);
  if (stuck) return stuck;
  if (head) return violation(ref('§3'), `first: ${taskPending(s, head)?.prompt ?? 'the pending step'}`, 'NOT_PENDING');
  if (o.type === 'Defend' || o.type === 'Evade')
    return violation(ref('§3.3.5–3.3.6'), `${o.type} is only an answer to an attack declared against the unit`, 'NOT_PENDING');
  const u = turnUnit(s);
  if (!u || u.id !== o.unitId)
    return violation(ref('§3'), `it is ${u ? `${u.id}'s` : "nobody's"} turn, not ${o.unitId}'s`, 'NOT_YOUR_TURN');
  if (!hasDecision(s, u)) return violation(ref('§3'), `${u.id} cannot take orders now`, 'UNIT_CANNOT_ACT');
  const phase = s.phase;
  // An order of another phase cites §3 and that phase's section, as for any other unit (round.ts `unitRefusal`).
  const expect = (p: string, types: string[]) =>
    phase !== p || !types.includes(o.type)
      ? violation(ref(phaseRule(p)), `${o.type} is an order of the ${p} phase; this is the ${phase} phase`, 'WRONG_PHASE')
      : null;
  switch (o.type) {
    case 'Pass':
      note(s, 'Passed', { unitId: u.id, phase });
      // Under Entrench or Defend a pass gives up the one attack of the unit's own turn.
      if (phase === 'combat') {
        if (u.round.combat === null) u.round.combat = 'pass';
        u.round.ownAttackUsed = true;
      }
      if (phase === 'movement') u.round.movementDone = true;
      endTurn(s);
      return null;
    case 'Charge':
      return expect('initiative', ['Charge']) ?? charge(s, u, o);
    case 'JumpAttack':
      return expect('initiative', ['JumpAttack']) ?? jumpAttack(s, u, o);
    case 'Pin':
      return expect('initiative', ['Pin']) ?? pin(s, u, o);
    case 'Move':
      return expect('movement', ['Move']) ?? moveOrder(s, u, o);
    case 'Melee':
      return expect('combat', ['Melee']) ?? meleeOrder(s, u, o);
    case 'Ranged':
      return expect('combat', ['Ranged']) ?? attackOrder(s, u, o.attack);
    case 'Advance':
      return expect('combat', ['Advance']) ?? advanceOrder(s, u, o);
    case 'Entrench':
      return (
        expect('combat', ['Entrench']) ??
        (u.round.combat !== null ? violation(ref('§3.3'), `${u.id} already has a combat order`, 'ALREADY_USED') : entrench(s, u))
      );
    case 'Cool':
      return (
        expect('combat', ['Cool']) ??
        (u.round.combat !== null ? violation(ref('§3.3'), `${u.id} already has a combat order`, 'ALREADY_USED') : cool(s, u))
      );
    default:
      return violation(ref('§3'), `${o.type} is not expected now`, 'WRONG_PHASE');
  }
}

/**
 * §2.11, A10, V32: an optional equipment is cancelled until the end of the current turn, at
 * any time before the roll that resolves the unit's attack, or for a target (defensive
 * equipment) before the opponent's attack roll. Equipment without "(opt.)" cannot be cancelled.
 */
function cancelEquipment(s: SolarisState, u: UnitState, id: string): RuleViolation | null {
  if (!isEquipmentId(id)) return violation(ref('§2.11'), `"${id}" is not a special equipment of the rulebook`, 'UNKNOWN_EQUIPMENT');
  if (!EQUIPMENT[id].optional)
    return violation(ref(`§2.11, ${EQUIPMENT[id].rule}`), `${EQUIPMENT[id].name} is not optional and cannot be cancelled`, 'NOT_OPTIONAL');
  if (!has(s, u, id)) return violation(ref('§2.11'), `${u.id} has no working ${id} to cancel`, 'NO_EQUIPMENT');
  const head = s.queue[0];
  if (
    head?.kind === 'attack' &&
    head.attack.dice !== null &&
    (head.attack.attackerId === u.id || head.attack.targets.some((t) => t.id === u.id))
  ) {
    return violation(
      ref('§2.11'),
      `the attack roll of ${head.attack.attackerId} is made: ${u.id}'s equipment can no longer be cancelled for this attack`,
      'CANCEL_TOO_LATE',
    );
  }
  u.cancelled.push(id);
  note(s, 'EquipmentCancelled', { unitId: u.id, equipment: id });
  return null;
}

/** An order, parsed by the kernel against `orderSchema` (match.ts `decide`) before it reaches the game. */
function onOrder(s: SolarisState, side: Side, order: unknown): RuleViolation | null {
  const o = withDefaults(order as Order);
  if (o.type === 'AgreeEnd') {
    if (!s.endAgreed.includes(side)) s.endAgreed.push(side); // End p.14: the match ends when all players agree
    note(s, 'EndAgreed', { side });
    return null;
  }
  if (s.phase === 'setup' && readOnly(s).queue.length === 0) {
    if (
      o.type === 'ChooseArena' ||
      o.type === 'ChooseZone' ||
      o.type === 'DeclareDice' ||
      o.type === 'Deploy' ||
      o.type === 'PlaceObjective'
    )
      return setupOrder(s, side, o);
    return violation(ref('§2.18'), `setup is not complete: ${setupPending(s).prompt}`, 'WRONG_PHASE');
  }
  const head = s.queue[0];
  if (o.type === 'ChooseCorner') {
    if (!head || head.kind !== 'objectiveCorner')
      return violation(ref('§6.3'), 'no objective token is waiting for its corner', 'NOT_PENDING');
    if (head.side !== side) return violation(ref('§6.3'), `side ${head.side} chooses the corner`, 'NOT_YOUR_TURN');
    s.queue.shift();
    chooseCorner(s, head, o.corner);
    return null;
  }
  if (o.type === 'Reroll' || o.type === 'AllocateDamage') {
    const a = head && head.kind === 'attack' ? head.attack : null;
    const wants = a?.need?.kind === 'order' ? a.need.orders : [];
    if (!a || !wants.includes(o.type)) return violation(ref('§2.5, §3.3.2'), `no attack waits for ${o.type}`, 'NOT_PENDING');
    if (a.side !== side) return violation(ref('§3'), `the attack is side ${a.side}'s`, 'NOT_YOUR_TURN');
    return o.type === 'Reroll' ? attackReroll(s, a, o.dieIndex) : allocate(s, a, o.allocations);
  }
  if ('unitId' in o) return unitOrder(s, side, o);
  return violation(ref('§2.18'), `${o.type} is not expected now: ${pendingOf(s).prompt}`, 'WRONG_PHASE');
}

/**
 * §2.5: an attack roll is three dice, two of one colour (the pair, read for criticals) and one
 * of another. Colours are optional in a report; when given, the pair comes first.
 */
function colourSplit(dice: DieResult[]): RuleViolation | null {
  const colours = dice.map((d) => d.colour?.trim().toLowerCase());
  if (colours.every((c) => c === undefined)) return null;
  if (colours.some((c) => c === undefined))
    return violation(ref('§2.5'), 'give the colour of every die of the attack roll, or of none', 'BAD_DIE_COLOUR');
  if (colours[0] !== colours[1] || colours[2] === colours[0]) {
    return violation(
      ref('§2.5'),
      `an attack roll is two dice of one colour (the pair, first) and one of another; got ${colours.join(', ')}`,
      'BAD_DIE_COLOUR',
    );
  }
  return null;
}

const rollOf = (p: Pending): string | null => (p.kind === 'roll' ? p.purpose : null);

/** A roll the kernel has checked against the pending one: its side, purpose and dice (match.ts `decide`). */
function onRoll(s: SolarisState, data: { side: string | null; purpose: string; dice: DieResult[] }): RuleViolation | null {
  const head = s.queue[0];
  // The roll the first task waits for, read without building its prompt (play stops only at a
  // task that waits); else the set-up's roll, or none.
  const purpose = head && taskWaits(s, head) ? taskRoll(head) : rollOf(waitingFor(s));
  // Only a corrupt stream brings a roll nobody waits for: the kernel refuses it before the game.
  if (purpose === null) return violation('dice', 'no roll is pending', 'ROLL_NOT_PENDING');
  const bad = purpose === 'attack' || purpose === 'decoy' ? colourSplit(data.dice) : null;
  if (bad) return bad;
  const dice = data.dice.map((d) => d.value);
  if (!head) {
    setupRoll(s, purpose, dice);
    return null;
  }
  switch (head.kind) {
    case 'revive': {
      s.queue.shift();
      const u = mustUnit(s, head.unitId);
      reviveRoll(s, u, dice[0], pilotDefenseModifier(s, u));
      return null;
    }
    case 'initiativeRoll':
      s.queue.shift();
      initiativeRoll(s, head, dice);
      return null;
    case 'breakaway':
      s.queue.shift();
      breakawayRoll(s, head, dice[0]);
      return null;
    case 'heatEffects':
      head.dice.push(dice[0]);
      if (head.dice.length === head.effects.length) {
        s.queue.shift();
        heatEffectsRolled(s, head);
      }
      return null;
    case 'attack':
      attackRoll(s, head.attack, purpose, dice);
      return null;
    case 'objectiveDraw':
    case 'objectiveWidth':
    case 'objectiveLength':
      s.queue.shift();
      replacementRoll(s, head, dice);
      return null;
    case 'tieBreak':
      s.queue.shift();
      tieBreakRoll(s, head, dice[0]);
      return null;
    default:
      return violation('dice', 'no roll is pending', 'ROLL_NOT_PENDING');
  }
}

/** What the rules never write after setup: handed to rule code as it is, never drafted. */
const FIXED: ReadonlyArray<keyof SolarisState> = ['data'];

/**
 * The game's part of the kernel's transition. `eventCount` counts the events the game took
 * (orders, rolls, concessions, the clock running out), the one the log's entries are numbered by.
 */
const game: GameTransition<SolarisState, Side> = {
  fixed: FIXED,
  sides: SIDES,
  over: (s) => s.result !== null,
  overRule: ref('End p.14'),
  order: (s, side, order) => {
    s.eventCount += 1;
    return onOrder(s, side, order);
  },
  roll: (s, data: DiceRolledData) => {
    s.eventCount += 1;
    return onRoll(s, data);
  },
  concede: (s, side) => {
    s.eventCount += 1;
    concede(s, side);
  },
  timeUp: (s) => {
    s.eventCount += 1;
    // A38: the phase under way is finished, then the match ends (or the round, with the option).
    s.timeExpired = true;
    note(s, 'TimeLimitReached', {});
    if (s.phase === 'setup') s.phase = 'end';
  },
  settle: advance,
};

/** The single transition: a new state, or the rule the event breaks (the input is never touched). */
export function step(state: SolarisState, event: GameEvent): SolarisState | RuleViolation {
  // A concession that the rules refuse (End p.14) is refused before it is applied.
  if (event.type === 'MatchConceded' && !game.over(state) && state.data.players.includes(event.data.side as Side)) {
    const refused = concedeRefusal(state, event.data.side as Side);
    if (refused) return refused;
  }
  return transition(game, state, event);
}

export const solaris7: Ruleset<SolarisState> = {
  id: RULESET_ID,
  version: RULESET_VERSION,
  name: 'MechWarrior: Solaris VII',
  summary:
    "Arena 'Mech duels on a hex map: initiative, movement with breakaway and facing, seven combat orders with " +
    'reactions, charges and jump attacks, heat dials and shutdowns, objective tokens and reputation points; ' +
    'the standard match lasts 20 minutes.',
  sides: [...SIDES],
  minSides: 2,
  matchMinutes: STANDARD_MINUTES,
  fixed: FIXED,
  scores: SCORES,
  scoring: SCORING,
  setupSchema,
  orderSchema,
  setup: (setup: unknown, players: PlayerSeat[]) => {
    const s = setupMatch(setup, players);
    if (isViolation(s)) return s;
    advance(s);
    return s;
  },
  ...stepRuleset(step),
  pending: (s) => pendingOf(s),
  outcome: outcomeOf,
  // §2.3: the standard match lasts 20 minutes; a custom setup names its own limit, or none.
  timeLimitMinutes: (s) => s.data.timeLimitMinutes,
  view: viewOf,
  // What a side may order now (legal.ts); called, not referenced, as legal.ts asks `step` of this file.
  legal: (s, side) => legalOf(s, side),
};
