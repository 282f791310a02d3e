/**
 * Warzone (Mutant Chronicles) as a kernel Ruleset value. One pure transition, `step`, validates
 * and applies an event on a private draft: decide keeps the event when step accepts it, evolve
 * re-runs it, so a replay equals live play. Only orders, dice, concessions and the clock are stored.
 */
import {
  checkRoll,
  isViolation,
  own,
  stepRuleset,
  transition,
  violation,
  type DieResult,
  type GameEvent,
  type GameTransition,
  type Pending,
  type PlayerSeat,
  type RollSource,
  type Ruleset,
  type RuleViolation,
} from '@app/rules';
import { orderSchema, setupSchema, type Order } from './schema';
import { note, ref, RULESET_ID, RULESET_VERSION, SIDES, type Model, type Side, type Task, type WarzoneState } from './state';
import { activateUnit, endActivation, setFirst, settleActivation, startTurn } from './activation';
import { barge, crossObstacle, jump, move, pivot, placeBarge, posture, resolveJump } from './movement';
import { climb, resolveClimb } from './climbing';
import { dropDown, resolveDrop, resolveFallAvoid } from './falling';
import { attack, disengage, pushArmour, resolveDisengage, resolveStrike } from './close-combat';
import { charge, chargeAttack } from './charge';
import { noPursuit, noReaction, pursue, pursuitLeft, react, resolveRescue, resolveWaitTest, wait } from './reactions';
import { canReact, chargeOf, windowOpen } from './interrupt';
import { detect, resolveDetect } from './detection';
import { aim, moveAndShoot, shoot } from './shooting';
import { capped, removeDead, wound } from './damage';
import {
  livingOf,
  nearestFriend,
  resolveEnvironmentTable,
  resolveEnvironmentTest,
  resolveRandomModel,
  resolveSurvival,
  resolveVisibility,
  swampTest,
} from './environment';
import { resolvePath } from './terrain';
import { ldOf, useAbility, weaponOf } from './skills';
import { absoluteSuccess, applyVehicleData, avAgainst, crewDice, resolveCrewHit } from './vehicles';
import { passes, wounds } from './tests';
import { checkAnnihilation, concede, outcomeOf, timeUp } from './victory';
import { viewEventOf, viewOf } from './view';
import { legalOf } from './legal';
import { buildState, readSetup } from './setup';
import { SCORES, SCORING } from './scores';

/**
 * Orders that answer a prompt (a reaction window, a pursuit, a choice): with nothing pending they
 * are refused, citing the rule that asks for them.
 */
const ANSWERS: Partial<Record<Order['type'], { rule: string; answers: string }>> = {
  counterCharge: { rule: 'P3 L308', answers: 'an enemy Charge' },
  guard: { rule: 'P3 L308', answers: 'an enemy Charge' },
  flee: { rule: 'P3 L326', answers: 'an enemy Charge' },
  interrupt: { rule: 'P3 L308', answers: 'an enemy Charge or Barge' },
  noReaction: { rule: 'P3 L305', answers: 'an enemy Charge, Barge or template' },
  diveForCover: { rule: 'P2 L214', answers: 'an enemy template' },
  pursue: { rule: 'P3 L327', answers: 'the flight of a model your Charge targets' },
  noPursuit: { rule: 'P3 L327', answers: 'the flight of a model your Charge targets' },
  nearestFriend: { rule: 'P6 L539', answers: 'a model of yours failed in a Ravine or Quicksand' },
  absoluteSuccess: { rule: 'P3 L288', answers: 'an Absolute Success of yours' },
};

/** Orders answering a task (a reaction, a choice). */
function answer(s: WarzoneState, side: Side, o: Order): RuleViolation | null {
  switch (o.type) {
    case 'guard':
    case 'counterCharge':
    case 'flee':
    case 'diveForCover':
    case 'interrupt':
      return react(s, side, o, act);
    case 'noReaction':
      return noReaction(s, side);
    case 'nearestFriend':
      return nearestFriend(s, side, o.model);
    case 'pursue':
      return resolvePath(s, o) ?? pursue(s, side, o); // pieces of the pursuit path (A47)
    case 'noPursuit':
      return noPursuit(s, side);
    case 'absoluteSuccess':
      return absoluteSuccess(s, side, o);
    default:
      return violation(ref('§7.1'), `first: ${pendingOf(s).prompt}`, 'NOT_PENDING');
  }
}

/** An order, as the kernel parsed it with `orderSchema` (match.ts `decide`): every default filled in. */
function onOrder(s: WarzoneState, side: Side, order: unknown): RuleViolation | null {
  const o = order as Order;
  if (s.tasks.length) return answer(s, side, o);
  const asked = ANSWERS[o.type];
  if (asked) return violation(ref(asked.rule), `nothing is pending: ${o.type} answers ${asked.answers}`, 'NOT_PENDING');
  if (s.active !== side) return violation(ref('§2.2'), `${s.active} activates a unit now`, 'NOT_YOUR_TURN');
  if (!s.unit && o.type !== 'activate') return violation(ref('§2.2'), `${side} activates a unit first`, 'WRONG_PHASE');
  const mover = 'model' in o && o.model ? own(s.models, o.model) : undefined;
  const movedBefore = !!mover && s.model === mover.id && mover.moved;
  const refused = act(s, side, o);
  // Swamp: the first movement action of the model's activation calls for its test (P8 L653, A24).
  if (!refused && mover && mover.moved && !movedBefore) swampTest(s, mover);
  return refused;
}

/** The orders of an activating model; a generic Interrupt runs one of them for a waiting model (§3.16). */
function act(s: WarzoneState, side: Side, o: Order): RuleViolation | null {
  const bad = resolvePath(s, o); // pieces named in a path take their class from the setup (A47)
  if (bad) return bad;
  switch (o.type) {
    case 'activate':
      return activateUnit(s, side, o.unit);
    case 'endActivation':
      return endActivation(s, side);
    case 'move':
    case 'crawl':
    case 'run':
      return move(s, side, o);
    case 'pivot':
      return pivot(s, side, o);
    case 'posture':
    case 'standUp':
      return posture(s, side, o);
    case 'barge':
      return barge(s, side, o);
    case 'crossObstacle':
      return crossObstacle(s, side, o);
    case 'climb':
      return climb(s, side, o);
    case 'jump':
      return jump(s, side, o);
    case 'dropDown':
      return dropDown(s, side, o);
    case 'charge':
      return charge(s, side, o);
    case 'attack':
      return attack(s, side, o);
    case 'disengage':
      return disengage(s, side, o);
    case 'detect':
      return detect(s, side, o);
    case 'wait':
      return wait(s, side, o);
    case 'aim':
      return aim(s, side, o);
    case 'shoot':
      return shoot(s, side, o);
    case 'shootOnTheMove':
    case 'assault':
      return moveAndShoot(s, side, o);
    case 'useAbility':
      return useAbility(s, side, o.model, o.ability);
    default:
      return violation(ref('P3 L305'), `${o.type} answers an enemy action, none is under way`, 'NOT_PENDING');
  }
}

const ROLL: Partial<Record<Task['k'], { purpose: string; rule: string }>> = {
  rollOff: { purpose: 'roll-off', rule: '§2.2' },
  envTest: { purpose: 'environment test', rule: 'P9 L661' },
  envTable: { purpose: 'environment table', rule: 'P9 L661' },
  randomModel: { purpose: 'random model', rule: 'P6 L539' },
  survival: { purpose: 'survival test', rule: 'P6 L539' },
  visibility: { purpose: 'visibility', rule: 'P6 L529' },
  strike: { purpose: 'hit', rule: 'P3 L282' },
  armour: { purpose: 'armour test', rule: 'P3 L299' },
  climb: { purpose: 'climb test', rule: 'P2 L137' },
  jump: { purpose: 'jump test', rule: 'P2 L164' },
  drop: { purpose: 'drop LD test', rule: 'P2 L176' },
  fallAvoid: { purpose: 'fall avoidance', rule: 'P2 L210' },
  disengage: { purpose: 'disengage', rule: 'P3 L331' },
  detect: { purpose: 'detection', rule: 'P4 L376' },
  rescue: { purpose: 'rescue LD test', rule: 'P3 L314' },
  waitTest: { purpose: 'Wait LD test', rule: '§3.16' },
  morale: { purpose: 'morale', rule: 'P3 L327' },
  crewHit: { purpose: 'crew hit', rule: 'P3 L294' },
};

function diceOf(s: WarzoneState, t: Task): { count: number; sides: number } {
  if (t.k === 'rollOff' || t.k === 'disengage') return { count: 2, sides: 20 };
  if (t.k === 'strike') return { count: t.strike.targets.length, sides: 20 };
  if (t.k === 'randomModel') return { count: 1, sides: livingOf(s, t.unit).length };
  if (t.k === 'crewHit') return { count: 1, sides: crewDice(s, t) };
  return { count: 1, sides: 20 };
}

function sideOf(s: WarzoneState, t: Task): Side | null {
  switch (t.k) {
    case 'strike':
      return s.models[t.strike.attacker].side;
    case 'armour':
    case 'crewHit':
      return t.side;
    case 'rollOff':
      return null;
    case 'envTest':
    case 'envTable':
    case 'randomModel':
    case 'visibility':
      return s.units[t.unit].side;
    case 'disengage':
      return null;
    default:
      return 'model' in t ? s.models[t.model].side : null;
  }
}

export function pendingOf(s: WarzoneState): Pending {
  if (s.result) return { kind: 'none', prompt: s.result.reason };
  const t = s.tasks[s.tasks.length - 1];
  if (t) {
    if (t.k === 'reaction') {
      if (t.during !== 'charge')
        return {
          kind: 'order',
          sides: [t.side],
          orders: ['interrupt', 'noReaction'],
          prompt: `${t.mover} barges (${t.during === 'bargeStart' ? 'declared' : 'placed'}): a waiting model may interrupt`,
        };
      return {
        kind: 'order',
        sides: [t.side],
        orders: ['counterCharge', 'guard', 'flee', 'interrupt', 'noReaction'],
        prompt: `${t.mover} charges ${chargeOf(s, t.action)?.target}: a waiting model may react`,
      };
    }
    if (t.k === 'pursuit')
      return {
        kind: 'order',
        sides: [t.side],
        orders: ['pursue', 'noPursuit'],
        prompt: `${chargeOf(s, t.action)?.target} fled: pursue it with the rest of the charge, or let it go`,
      };
    if (t.k === 'dive')
      return {
        kind: 'order',
        sides: [t.side],
        orders: ['diveForCover', 'noReaction'],
        prompt: `${t.models.join(', ')} may dive for cover`,
      };
    if (t.k === 'nearestFriend')
      return {
        kind: 'order',
        sides: [t.side],
        orders: ['nearestFriend'],
        prompt: `${t.model} failed its test: name its nearest friendly model`,
      };
    if (t.k === 'choice')
      return {
        kind: 'order',
        sides: [t.side],
        orders: ['absoluteSuccess'],
        prompt: `Absolute Success against ${t.target}: choose +4 DMG, +1 AV or a crew member`,
      };
    const r = ROLL[t.k]!;
    const dice = diceOf(s, t);
    return {
      kind: 'roll',
      side: sideOf(s, t),
      purpose: r.purpose,
      dice: [dice],
      prompt: `roll ${dice.count}d${dice.sides}: ${r.purpose}`,
      rule: ref(r.rule),
    };
  }
  const side = s.unit ? s.units[s.unit].side : s.active!;
  const orders = s.unit
    ? [
        ...[
          'move',
          'crawl',
          'run',
          'pivot',
          'posture',
          'standUp',
          'barge',
          'crossObstacle',
          'climb',
          'jump',
          'dropDown',
          'charge',
          'attack',
          'disengage',
          'detect',
          'wait',
          'aim',
          'shoot',
        ],
        ...(s.options.shootOnTheMove ? ['shootOnTheMove'] : []),
        ...(s.options.assault ? ['assault'] : []),
        'useAbility',
        'endActivation',
      ]
    : ['activate'];
  return {
    kind: 'order',
    sides: [side],
    orders,
    prompt: s.unit ? `${side} activates ${s.model ?? s.unit}` : `turn ${s.turn}: ${side} activates a unit`,
  };
}

function onRoll(
  s: WarzoneState,
  data: { side: string | null; purpose: string; dice: DieResult[]; source: RollSource },
): RuleViolation | null {
  const active = s.model ? s.models[s.model] : undefined;
  const movedBefore = !!active && active.moved;
  const refused = rollResult(s, data);
  // A move made on a roll (Disengage, Drop down) calls the Swamp test too (P8 L653, A24).
  if (!refused && active && active.moved && !movedBefore) swampTest(s, active);
  return refused;
}

function rollResult(
  s: WarzoneState,
  data: { side: string | null; purpose: string; dice: DieResult[]; source: RollSource },
): RuleViolation | null {
  const bad = checkRoll(pendingOf(s), data.dice, data.side, data.purpose, data.source);
  if (bad) return bad;
  const t = s.tasks.pop()!;
  const d = data.dice.map((x) => x.value);
  switch (t.k) {
    case 'rollOff':
      if (d[0] === d[1])
        s.tasks.push(t); // ties roll again (§2.2)
      else setFirst(s, d[0] > d[1] ? 'A' : 'B');
      break;
    case 'envTest':
      return (resolveEnvironmentTest(s, t.unit, d[0]), null);
    case 'envTable':
      return (resolveEnvironmentTable(s, t.unit, d[0]), null);
    case 'randomModel':
      return (resolveRandomModel(s, t, d[0]), null);
    case 'survival':
      return (resolveSurvival(s, t, d[0]), null);
    case 'visibility':
      return (resolveVisibility(s, t, d[0]), null);
    case 'strike':
      return (resolveStrike(s, t.strike, d), null);
    case 'armour': {
      const m = s.models[t.target];
      if (wounds(d[0], m.armour - avAgainst(s, m, t.av), t.dmg)) wound(s, m, t.action, t.source);
      break;
    }
    case 'climb':
      return (resolveClimb(s, t, d[0]), null);
    case 'jump':
      return (resolveJump(s, t, d[0]), null);
    case 'drop':
      return (resolveDrop(s, t, d[0]), null);
    case 'fallAvoid':
      return (resolveFallAvoid(s, t, d[0]), null);
    case 'disengage':
      return (resolveDisengage(s, t, d), null);
    case 'detect':
      return (resolveDetect(s, t, d[0]), null);
    case 'rescue':
      return (resolveRescue(s, t, d[0]), null);
    case 'waitTest':
      return resolveWaitTest(s, t, d[0], act);
    case 'crewHit':
      return (resolveCrewHit(s, t, d[0]), null);
    case 'morale': {
      const m = s.models[t.model];
      if (!passes(d[0], ldOf(s, m) + t.mod, s.options.naturals)) {
        for (const id of t.unit ? s.units[m.unit].models : [m.id]) s.models[id].panicked = true;
        note(s, `${t.unit ? m.unit : m.id} panics`);
      }
      break;
    }
  }
  return null;
}

/** Tasks that need no roll or answer now are done at once (a dead striker, a capped wound…). */
function autoTask(s: WarzoneState, t: Task): boolean {
  // Template targets are the table's word (`under`): a name that is no model of the table is gone.
  const gone = (id: string) => !own(s.models, id) || s.models[id].removed || s.models[id].wounds <= 0;
  switch (t.k) {
    case 'chargeAttack':
      s.tasks.pop();
      chargeAttack(s, t.charge);
      return true;
    case 'strike': {
      const a = s.models[t.strike.attacker];
      if (a.removed || (t.strike.ifAlive && a.wounds <= 0)) return !!s.tasks.pop();
      const w = weaponOf(a, t.strike.weapon)!;
      if (!(t.strike.ranged && w.template)) return false;
      s.tasks.pop(); // a template hits without a roll (§4.3 step 5)
      for (const id of [...t.strike.targets].reverse())
        if (!gone(id)) pushArmour(s, id, t.strike.dmg, t.strike.tests, a.id, t.strike.action, w.av);
      return true;
    }
    case 'armour':
      if (gone(t.target) || capped(s, s.models[t.target], t.action)) return !!s.tasks.pop();
      return false;
    case 'crewHit':
      return s.models[t.vehicle].crew?.some((id) => !gone(id)) ? false : !!s.tasks.pop();
    case 'choice':
    case 'fallAvoid':
      return gone('target' in t ? t.target : t.model) ? !!s.tasks.pop() : false;
    case 'morale': {
      const m = s.models[t.model];
      if ((m.skills.moraleImmune ?? 0) > 0) return !!s.tasks.pop();
      if (!gone(m.id)) return false;
      s.tasks.pop();
      if (t.unit) return true;
      // The fleeing model died: its unit tests at −6 on its best LD (P3 L327).
      const best = livingOf(s, m.unit)
        .map((id) => s.models[id])
        .filter((x) => x.wounds > 0)
        .sort((a, b) => b.ld - a.ld)[0];
      if (best) s.tasks.push({ k: 'morale', model: best.id, mod: -6, unit: true });
      return true;
    }
    case 'climb':
      return !s.models[t.model].climbing || gone(t.model) ? !!s.tasks.pop() : false;
    case 'randomModel':
    case 'envTest':
    case 'envTable':
    case 'visibility':
      return livingOf(s, t.unit).length === 0 ? !!s.tasks.pop() : false;
    case 'reaction':
      return windowOpen(s, t) ? false : !!s.tasks.pop();
    case 'dive':
      // Nobody left to dive (a failed Wait test, A15): the template strikes.
      if (t.models.some((id) => canReact(s, t.side).some((m) => m.id === id))) return false;
      return !!(s.tasks.pop(), s.tasks.push({ k: 'strike', strike: t.strike }));
    case 'bargePlace':
      s.tasks.pop();
      if (!gone(t.model)) placeBarge(s, s.models[t.model], t.overlapping);
      return true;
    case 'pursuit': {
      // No charge left to pursue with, or no MV left: the Charge is wasted (P3 L327, A17).
      const c = chargeOf(s, t.action);
      if (c && !gone(c.charger) && pursuitLeft(s, c) > 0) return false;
      s.tasks = s.tasks.filter((x) => !(x === t || (x.k === 'chargeAttack' && x.charge.action === t.action)));
      return true;
    }
    case 'detect':
    case 'drop':
    case 'jump':
    case 'survival':
    case 'rescue':
    case 'waitTest':
      return gone(t.model) ? !!s.tasks.pop() : false;
    default:
      return false;
  }
}

function settle(s: WarzoneState): void {
  for (let guard = 0; guard < 1000 && !s.result; guard++) {
    const t = s.tasks[s.tasks.length - 1];
    if (t) {
      if (autoTask(s, t)) continue;
      return;
    }
    removeDead(s);
    checkAnnihilation(s);
    if (s.result) return;
    const before = JSON.stringify([s.unit, s.model, s.active, s.turn]);
    settleActivation(s);
    if (!s.tasks.length && JSON.stringify([s.unit, s.model, s.active, s.turn]) === before) return;
  }
}

/** The single transition: a new state, or the rule the event breaks (the input is never touched). */
export function step(state: WarzoneState, event: GameEvent): WarzoneState | RuleViolation {
  return transition(game, state, event);
}

const game: GameTransition<WarzoneState, Side> = {
  sides: SIDES,
  over: (s) => s.result !== null,
  overRule: ref('§6.2'),
  order: onOrder,
  roll: onRoll,
  concede,
  timeUp,
  settle: settle,
};

export function setupMatch(raw: unknown): WarzoneState | RuleViolation {
  const doc = readSetup(raw);
  if (isViolation(doc)) return doc;
  const s = buildState(doc);
  if (isViolation(s)) return s;
  const crew = applyVehicleData(s, doc);
  if (crew) return crew;
  startTurn(s);
  settle(s);
  return s;
}

export const warzone: Ruleset<WarzoneState> = {
  id: RULESET_ID,
  version: RULESET_VERSION,
  name: 'Warzone (Mutant Chronicles)',
  summary:
    'Skirmish in the Mutant Chronicles: squads activate in turn, d20 tests under CC, RS and LD, charges, Wait reactions, climbing and falls, detection of Hidden models, Biotech and Necrobiotic upgrades, Arctic, Desert and Jungle environments.',
  sides: [...SIDES],
  matchMinutes: null,
  scores: SCORES,
  scoring: SCORING,
  setupSchema,
  orderSchema,
  setup: (setup: unknown, _players: PlayerSeat[]) => setupMatch(setup),
  ...stepRuleset(step),
  pending: pendingOf,
  legal: (state, side) => legalOf(state, side as Side),
  outcome: outcomeOf,
  view: viewOf,
  viewEvent: viewEventOf,
};
export type { Model };
