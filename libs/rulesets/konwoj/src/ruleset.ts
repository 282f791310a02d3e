/**
 * Neuroshima Konwój as a kernel Ruleset value.
 *
 * One pure transition, `step`, validates and applies an event on a private draft of the
 * state: decide keeps the event when step accepts it, evolve returns the new state. So what
 * decide accepted, evolve applies identically, and a replay equals live play.
 */
import {
  checkRoll,
  stepRuleset,
  transition,
  violation,
  type DieResult,
  type GameEvent,
  type GameTransition,
  type RollSource,
  type Ruleset,
  type RuleViolation,
} from '@app/rules';
import { choiceRule, choose } from './choices';
import { useFeature } from './cities';
import { applyPick, applyShuffle, pickPool, reportableTop, takeTop } from './decks';
import { endedByEmp, pass, pendingOf, run, setTarget, waits } from './battle';
import { activateModule, playInstant, playModule, playUnit, useAbility } from './orders';
import { legalOf } from './legal';
import { orderSchema, setupSchema, type Order } from './schema';
import { SCORES, SCORING } from './scores';
import { mulligan, setupMatch } from './setup';
import { SIDES, type Side } from './catalogue';
import { ref, RULESET_ID, RULESET_VERSION, undestroyedDistricts, type KonwojState, type Phase, type Task } from './state';
import { viewEventOf, viewOf } from './view';
import { concede, outcomeOf, timeUp } from './victory';

/** A `revealCard` report: the card off a physical deck's top, or Moloch's random pick (physical mode only). */
function reveal(s: KonwojState, side: Side, card: string): RuleViolation | null {
  const task = s.tasks[s.tasks.length - 1];
  if (s.data.deck === 'server') {
    // The server dealt every card from the committed deck: a report can only repeat a card the
    // player holds. The answer depends on the player's own hand alone, never on the deck, so
    // reports cannot be used to probe the order of a deck.
    if (!s.hands[side].includes(card))
      return violation(ref('p.3'), `${card} was not dealt to ${side}: the server deals from the committed deck`, 'DRAW_CONTRADICTS_DECK');
    return violation(
      ref('p.3'),
      `${card} is already in the ${side} hand: the server deals the cards, there is nothing to report`,
      'NOT_PENDING',
    );
  }
  if (!task || !waits(s, task) || (task.t !== 'top' && task.t !== 'pick'))
    return violation(ref('p.3'), 'no card is waiting to be reported', 'NOT_PENDING');
  if (task.t === 'top') {
    if (task.side !== side) return violation(ref('p.3'), `${task.side} reports the card from the ${task.side} deck`, 'NOT_YOUR_TURN');
    if (!reportableTop(s, side).includes(card))
      return violation(ref('p.3'), `${card} cannot be on top of the ${side} deck`, 'DRAW_CONTRADICTS_DECK');
    s.tasks.pop();
    takeTop(s, task, card);
    return null;
  }
  if (side !== 'moloch') return violation(ref(taskRule(task)), 'Moloch reports the random card', 'NOT_YOUR_TURN');
  if (!pickPool(s, task).includes(card))
    return violation(ref(taskRule(task)), `${card} is not among the cards picked from`, 'DRAW_CONTRADICTS_DECK');
  s.tasks.pop();
  applyPick(s, task, card);
  return null;
}

/**
 * The page that says who acts, and what, in each step of the match: a refusal of an order given
 * in the wrong step cites the rule of the step the match is in (p.3 setup, p.10 Phase II, p.12
 * Moloch Attack, p.19 Outpost Attack, p.25 Moloch Modules, p.26 Outpost Modules).
 */
export const STEP_RULE: Record<Phase, string> = {
  mulligan: 'p.3',
  target: 'p.10',
  molochAttack: 'p.12',
  outpostAttack: 'p.19',
  molochModules: 'p.25',
  outpostModules: 'p.26',
  resolution: 'p.26',
  over: 'p.31',
};

/** The rule of the task the match waits for: a draw or shuffle (p.3, p.6), a random pick (p.33, p.36), a choice. */
function taskRule(task: Task): string {
  if (task.t === 'choice') return choiceRule(task.c);
  if (task.t === 'pick') return task.pool === 'hand' ? 'p.33' : 'p.36';
  return task.t === 'shuffle' ? 'p.3' : 'p.6';
}

const SIDE_NAME: Record<Side, string> = { moloch: 'Moloch', outpost: 'Outpost' };

/**
 * One order, already parsed by the kernel against the order schema (match.ts `decide`). The
 * kernel has refused orders after the end, for unknown sides and for another player's side.
 */
function onOrder(s: KonwojState, side: Side, order: unknown): RuleViolation | null {
  const o = order as Order;
  if (o.type === 'revealCard') return reveal(s, side, o.card);
  if (endedByEmp(s, side, o.type)) return violation(ref('p.35'), 'Atak EMP has ended this battle', 'BATTLE_ENDED');
  const pending = pendingOf(s);
  const task = s.tasks[s.tasks.length - 1];
  if (task) {
    // §8.5 rule 2: while something is pending, only its answer, by the player it names.
    if (pending.kind === 'order' && !pending.sides.includes(side))
      return violation(
        ref(taskRule(task)),
        `${pending.sides.map((x) => SIDE_NAME[x as Side]).join(' and ')} answers first: ${pending.prompt}`,
        'NOT_YOUR_TURN',
      );
    if (task.t !== 'choice' || o.type !== 'choose') return violation(ref(taskRule(task)), `first: ${pending.prompt}`, 'NOT_PENDING');
    s.tasks.pop();
    return choose(s, task.c, o);
  }
  if (o.type === 'choose') return violation(ref('p.9'), 'no choice is pending', 'NOT_PENDING');
  if (o.type === 'mulligan') return mulligan(s, side, o.redraw);
  if (pending.kind !== 'order' || !pending.sides.includes(side))
    return violation(ref(STEP_RULE[s.phase]), `it is not ${SIDE_NAME[side]}'s turn: ${pending.prompt}`, 'NOT_YOUR_TURN');
  switch (o.type) {
    case 'chooseBattleTarget': {
      if (s.phase !== 'target') return violation(ref('p.10'), 'the battle target is chosen in Phase II', 'WRONG_PHASE');
      const open = undestroyedDistricts(s, s.active);
      if (!open.includes(o.district))
        return violation(ref('p.10'), `choose an undestroyed district of the active city: ${open.join(', ')}`, 'BAD_TARGET');
      setTarget(s, o.district);
      return null;
    }
    case 'playUnit':
      return playUnit(s, side, o);
    case 'playInstant':
      return playInstant(s, side, o);
    case 'playModule':
      return playModule(s, side, o);
    case 'useAbility':
      return useAbility(s, side, o);
    case 'activateModule':
      return activateModule(s, side, o);
    case 'useCityFeature':
      if (side !== 'outpost') return violation(ref('p.23'), 'only Outpost uses the features of the cities', 'NOT_ALLOWED');
      if (s.phase !== 'outpostAttack')
        return violation(ref('p.23'), 'a city feature is used in Phase IV, the Outpost Attack', 'WRONG_PHASE');
      return useFeature(s, o);
    case 'pass':
      if (!pending.orders.includes('pass')) return violation(ref(STEP_RULE[s.phase]), 'nothing to pass now', 'WRONG_PHASE');
      pass(s);
      return null;
  }
}

function onRoll(
  s: KonwojState,
  data: { side: string | null; purpose: string; dice: DieResult[]; source: RollSource },
): RuleViolation | null {
  const bad = checkRoll(pendingOf(s), data.dice, data.side, data.purpose, data.source);
  if (bad) return bad;
  const task = s.tasks.pop()!;
  if (task.t === 'shuffle') applyShuffle(s, task.side, data.dice);
  else if (task.t === 'pick') applyPick(s, task, pickPool(s, task)[data.dice[0].value - 1]);
  return null;
}

/** The single transition: a new state, or the rule the event breaks (the input is never touched). */
export function step(state: KonwojState, event: GameEvent): KonwojState | RuleViolation {
  return transition(game, state, event);
}

const FIXED: ReadonlyArray<keyof KonwojState> = ['data'];

const game: GameTransition<KonwojState, Side> = {
  fixed: FIXED,
  sides: SIDES,
  over: (s) => s.result !== null,
  overRule: ref('p.31'),
  order: onOrder,
  roll: onRoll,
  concede,
  timeUp,
  settle: run,
};

export const konwoj: Ruleset<KonwojState> = {
  id: RULESET_ID,
  version: RULESET_VERSION,
  name: 'Neuroshima Konwój',
  summary:
    "Moloch's convoy against the Outpost, city by city from Ziggy One to New York: two 35-card decks, " +
    'battles for districts decided by strength, abilities of Robots, Soldiers, Buildings, Modules and Instants.',
  sides: [...SIDES],
  matchMinutes: null,
  fixed: FIXED,
  scores: SCORES,
  scoring: SCORING,
  setupSchema,
  orderSchema,
  setup: (setup: unknown) => setupMatch(setup),
  ...stepRuleset(step),
  pending: pendingOf,
  outcome: outcomeOf,
  legal: legalOf,
  view: viewOf,
  viewEvent: viewEventOf,
};
