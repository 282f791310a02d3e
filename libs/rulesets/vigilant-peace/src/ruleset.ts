/**
 * Assembles "Vigilant Peace" as a kernel Ruleset value, on the kernel's transition
 * (`GameTransition` + `transition` + `stepRuleset`): one pure step validates and applies an event
 * on a private draft of the state, so what decide accepted, evolve applies identically and a
 * replay equals live play. The kernel has already refused what is not the game's to judge
 * (an ended match, an unknown side, acting for another side, an order that does not fit the
 * order schema); the order handed to `onOrder` is the parsed one.
 */
import {
  checkRoll,
  readOnly,
  stepRuleset,
  transition,
  violation,
  type DiceRolledData,
  type GameEvent,
  type GameTransition,
  type PlayerSeat,
  type RuleViolation,
  type Ruleset,
  type TimeExpiredData,
  isViolation,
} from '@app/rules';
import { feedAttackRoll } from './attack';
import { healingRoll } from './healing';
import { legalOf } from './legal';
import { manoeuvre } from './manoeuvre';
import { melee } from './melee';
import { pendingOf } from './pending';
import { fireReal, mineCheck, projectileResult, realDamageRoll } from './real-shot';
import { orderSchema, setupSchema, SIDES, type Order, type Side } from './schema';
import { setupGame } from './setup';
import { SCORES, SCORING } from './scores';
import { shoot } from './shooting';
import { throwGrenade } from './grenade';
import { other, ref, RULESET_ID, RULESET_VERSION, type VPState } from './state';
import { endActivation, endTurn, finishResolution, firstPlayerRoll, firstPlayerRoller, phaseOf, prepareUnitOrder } from './turn';
import { viewOf } from './view';
import { byInfantryCount, endGame, outcomeOf } from './victory';

export { pendingOf };

/** The rule a refused order breaks while a resolution is outstanding, by what it waits for (digest §7.1). */
function outstanding(s: Readonly<VPState>): string {
  const res = s.resolution;
  if (!res) return ref('L56'); // the healing rolls at the very end of the turn
  if (res.kind === 'attacks') return ref('L24, L39');
  if (res.stage === 'mineCheck') return ref('L68');
  if (res.stage === 'projectile') return ref('L41');
  return ref('L45');
}

function onOrder(s: VPState, side: Side, raw: unknown): RuleViolation | null {
  s.eventCount += 1;
  // The kernel parsed the order with `orderSchema` before the game was asked (match.ts `decide`).
  const o = raw as Order;
  // L8: nobody acts before the die-off has decided who moves first.
  if (s.firstSide === null) return violation(ref('L8'), 'roll for the first player first: the higher roll moves first', 'NOT_PENDING');
  if (o.type === 'ProjectileResult') {
    const res = s.resolution;
    if (!res || res.kind !== 'real' || res.stage !== 'projectile') {
      return violation(ref('L41'), 'no projectile has been fired: there is no result to report now', 'NOT_PENDING');
    }
    if (side !== res.side) return violation(ref('L8-L9'), `the shot is side ${res.side}'s: that side reports its result`, 'NOT_YOUR_TURN');
    return projectileResult(s, res, o);
  }
  // Digest §7.1: while dice or a projectile result are outstanding, only they are accepted.
  if (readOnly(s).resolution || readOnly(s).healingQueue.length > 0) {
    return violation(outstanding(readOnly(s)), `finish resolving first: ${pendingOf(s).prompt}`, 'NOT_PENDING');
  }
  // L8–L9: the players take turns; only the active side orders its units.
  if (side !== s.activeSide) return violation(ref('L8-L9'), `it is side ${s.activeSide}'s turn`, 'NOT_YOUR_TURN');
  switch (o.type) {
    case 'ActivateUnit': {
      const u = prepareUnitOrder(s, side, o.unitId, () => false);
      return isViolation(u) ? u : null;
    }
    case 'Manoeuvre':
      return manoeuvre(s, side, o);
    case 'Shoot':
      return shoot(s, side, o);
    case 'ThrowGrenade':
      return throwGrenade(s, side, o);
    case 'FireReal':
      return fireReal(s, side, o);
    case 'Melee':
      return melee(s, side, o);
    case 'EndActivation': {
      // L9: only the unit now acting can finish its actions.
      if (s.activeUnitId === null || (o.unitId !== undefined && o.unitId !== s.activeUnitId)) {
        return violation(
          ref('L9'),
          `${o.unitId ?? 'no unit'} is not the unit now acting${s.activeUnitId ? ` (${s.activeUnitId} is)` : ''}`,
          'NOT_ACTIVE_UNIT',
        );
      }
      endActivation(s, 'explicit');
      return null;
    }
    case 'EndTurn':
      endTurn(s);
      return null;
  }
}

function onRoll(s: VPState, data: DiceRolledData): RuleViolation | null {
  s.eventCount += 1;
  // The kernel checked the roll against what is pending; a stream replayed without checks meets it here.
  const bad = checkRoll(pendingOf(s), data.dice, data.side, data.purpose);
  if (bad) return bad;
  const value = data.dice[0].value;
  if (s.firstSide === null) {
    firstPlayerRoll(s, firstPlayerRoller(s), value);
    return null;
  }
  const res = s.resolution;
  if (res && res.kind === 'attacks') {
    if (feedAttackRoll(s, res, value)) finishResolution(s);
    return null;
  }
  if (res && res.kind === 'real') {
    if (res.stage === 'mineCheck') mineCheck(s, res, value);
    else realDamageRoll(s, res, value);
    return null;
  }
  healingRoll(s, value);
  return null;
}

/** Digest §5.1 [P]: a concession ends the game for the opponent. */
function concede(s: VPState, side: Side): void {
  s.eventCount += 1;
  endGame(s, { winner: other(side), draw: false, reason: 'concede' });
}

/**
 * The leaflet has no clock. A running-out clock ends the game by `timeExpired` (default
 * 'moreInfantry': more surviving infantry wins, equal → draw — the digest's maxRounds
 * tiebreak, A-38); 'playerClockLoses' needs to know whose clock ran out.
 */
function timeUp(s: VPState, data: TimeExpiredData): void {
  s.eventCount += 1;
  const mode = s.rules.timeExpired;
  const side = data.side;
  if (mode === 'draw') endGame(s, { winner: null, draw: true, reason: 'timeExpired' });
  else if (mode === 'playerClockLoses' && data.clock === 'player' && (SIDES as readonly unknown[]).includes(side))
    endGame(s, { winner: other(side as Side), draw: false, reason: 'timeExpired' });
  else endGame(s, byInfantryCount(s, 'timeExpired'));
}

/** What the rules never write after setup: handed to rule code as it is, never drafted. */
const FIXED: ReadonlyArray<keyof VPState> = ['rules', 'sides', 'warnings'];

const game: GameTransition<VPState, Side> = {
  fixed: FIXED,
  sides: SIDES,
  over: (s) => s.result !== null,
  // L65: the game is won once the enemy's infantry is destroyed; nothing happens after that.
  overRule: ref('L65'),
  order: onOrder,
  roll: onRoll,
  concede,
  timeUp,
  settle: (s) => {
    s.phase = phaseOf(s);
  },
};

/** The single transition: a new state, or the rule the event breaks (the input is never touched). */
export function step(state: VPState, event: GameEvent): VPState | RuleViolation {
  return transition(game, state, event);
}

const stepped = stepRuleset(step);

/**
 * The clock that ran out, as a TimeExpired event; none once the game is over (the kernel asks
 * only while it is not, so this decides as `stepRuleset` does).
 */
export function onTimeExpiredEvents(state: VPState, clock: 'match' | 'round' | 'player', side?: string | null): GameEvent[] {
  if (state.result) return [];
  return stepped.onTimeExpired(state, clock, side ?? null);
}

export const vigilantPeace: Ruleset<VPState> = {
  id: RULESET_ID,
  version: RULESET_VERSION,
  name: 'Vigilant Peace (Бдительный мир)',
  summary:
    'Sci-fi miniatures skirmish: Polaris Empire vs Trade Protectorate. D6 attack tests with exploding sixes, ' +
    'three actions per unit, virtual infantry fire and real plastic-projectile shots from guns and vehicles; ' +
    'destroy the enemy infantry to win.',
  sides: [...SIDES],
  matchMinutes: null,
  fixed: FIXED,
  scores: SCORES,
  scoring: SCORING,
  setupSchema,
  orderSchema,
  setup: (setup: unknown, players: PlayerSeat[]) => setupGame(setup, players),
  ...stepped,
  onTimeExpired: onTimeExpiredEvents,
  pending: pendingOf,
  outcome: outcomeOf,
  view: viewOf,
  legal: legalOf,
};
