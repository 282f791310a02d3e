/**
 * Assembles "Vigilant Peace" as a kernel Ruleset value.
 *
 * One pure transition function, `step`, validates and applies an event on a draft of the state
 * (the kernel's `changeState`): `decide` keeps the event when `step` accepts it, `evolve`
 * returns the new state.
 * So whatever decide accepted, evolve applies identically (and replay equals live play).
 */
import {
  changeState,
  checkRoll,
  readOnly,
  violation,
  type Actor,
  type GameEvent,
  type Pending,
  type PlayerSeat,
  type RuleViolation,
  type Ruleset,
  type Viewer,
  isViolation,
} from '@app/rules';
import { feedAttackRoll } from './attack';
import { healingRoll } from './healing';
import { manoeuvre } from './manoeuvre';
import { melee } from './melee';
import { fireReal, mineCheck, projectileResult, realDamageRoll } from './real-shot';
import { orderSchema, setupSchema, type Order, type Side } from './schema';
import { RULESET_VERSION, setupGame } from './setup';
import { SCORES, SCORING } from './scores';
import { shoot } from './shooting';
import { throwGrenade } from './grenade';
import { other, ref, RULESET_ID, unitOf, type VPState } from './state';
import { endActivation, endTurn, finishResolution, firstPlayerRoll, firstPlayerRoller, phaseOf, prepareUnitOrder } from './turn';
import { byInfantryCount, endGame, outcomeOf } from './victory';

const ALL_ORDERS = ['ActivateUnit', 'Manoeuvre', 'Shoot', 'ThrowGrenade', 'FireReal', 'Melee', 'EndActivation', 'EndTurn'];

function isSide(x: unknown): x is Side {
  return x === 'A' || x === 'B';
}

/** What the match waits for — always exactly one thing (§7.1 "pending resolution"). */
export function pendingOf(s: VPState): Pending {
  if (s.result) {
    const r = s.result;
    return {
      kind: 'none',
      prompt: r.draw ? `the game is over: a draw (${r.reason})` : `the game is over: side ${r.winner} won (${r.reason})`,
    };
  }
  if (s.firstSide === null) {
    const side = firstPlayerRoller(s);
    return {
      kind: 'roll',
      side,
      purpose: 'firstPlayer',
      dice: [{ count: 1, sides: 6 }],
      prompt: `who moves first (L8): side ${side} rolls 1d6, the higher roll starts`,
    };
  }
  const res = s.resolution;
  if (res && res.kind === 'attacks') {
    const a = res.attacks[res.index];
    const again = a.dice.length > 0 ? ` — exploding six: roll again and add (so far ${a.dice.join('+')})` : '';
    return {
      kind: 'roll',
      side: a.roller,
      purpose: a.purpose,
      dice: [{ count: 1, sides: 6 }],
      prompt: `${a.kind}: ${a.attackerId} attacks ${a.targetId} (power ${a.power}); side ${a.roller} rolls 1d6${again}`,
    };
  }
  if (res && res.kind === 'real') {
    if (res.stage === 'mineCheck') {
      return {
        kind: 'roll',
        side: res.side,
        purpose: 'mineCheck',
        dice: [{ count: 1, sides: 6 }],
        prompt: `mortar ${res.gunId}: roll 1d6 — 4–6 a mine may be fired, 1–3 a shell only (L67–L69)`,
      };
    }
    if (res.stage === 'projectile') {
      return {
        kind: 'order',
        sides: [res.side],
        orders: ['ProjectileResult'],
        prompt: `${res.shooterId} fires ${res.ammo === 'mine' ? 'a mine' : res.ammo === 'shell' ? 'a shell' : 'a projectile'}: report what it did (miss / ricochet / hit with the unit's reaction)`,
      };
    }
    const h = res.hits[res.hitIndex];
    const again = h.dice.length > 0 ? ` — exploding six: roll again and add (so far ${h.dice.join('+')})` : '';
    return {
      kind: 'roll',
      side: res.side,
      purpose: 'realDamage',
      dice: [{ count: 1, sides: 6 }],
      prompt: `hit on ${h.unitId}: roll 1d6 for the damage (L45)${again}`,
    };
  }
  if (s.healingQueue.length > 0) {
    const u = unitOf(s, s.healingQueue[0])!;
    return {
      kind: 'roll',
      side: u.side,
      purpose: 'healing',
      dice: [{ count: 1, sides: 6 }],
      prompt: `healing (L56–L59) of ${u.id}: 1 dies, 2–4 stays wounded, 5–6 recovers`,
    };
  }
  const side = s.activeSide!;
  const orders = ALL_ORDERS.filter((o) => o !== 'ThrowGrenade' || s.grenadesThisTurn < s.rules.grenadesPerSidePerTurn).filter(
    (o) => o !== 'EndActivation' || s.activeUnitId !== null,
  );
  return {
    kind: 'order',
    sides: [side],
    orders,
    prompt: `turn ${s.turnNumber} (round ${s.round}): side ${side} acts${s.activeUnitId ? ` — ${s.activeUnitId} is active` : ''}`,
  };
}

function onOrder(s: VPState, side: Side, raw: unknown): RuleViolation | null {
  // G1 — L65: after the victory nothing more happens.
  if (s.result) return violation(ref('L65'), 'the game is over', 'G1');
  const parsed = orderSchema.safeParse(raw);
  if (!parsed.success)
    return violation(`${RULESET_ID} orders`, `malformed order: ${parsed.error.issues[0]?.message ?? ''}`, 'MALFORMED_ORDER');
  const o: Order = parsed.data;
  // F1 — L8: nobody acts before the die-off has decided who moves first.
  if (s.firstSide === null) return violation(ref('L8'), 'roll for the first player first: the higher roll moves first', 'F1');
  if (o.type === 'ProjectileResult') {
    const res = s.resolution;
    if (!res || res.kind !== 'real' || res.stage !== 'projectile') {
      return violation(ref('L41'), 'no projectile result is expected now', 'D2');
    }
    if (side !== res.side) return violation(ref('L8-L9'), `the shot is side ${res.side}'s: that side reports its result`, 'G3');
    return projectileResult(s, res, o);
  }
  // G2: a resolution (dice or projectile result) is outstanding.
  if (readOnly(s).resolution || readOnly(s).healingQueue.length > 0) {
    return violation(ref('L19, L39, L56'), `finish resolving first: ${pendingOf(s).prompt}`, 'G2');
  }
  // G3 — L8–L9: players move in turn.
  if (side !== s.activeSide) return violation(ref('L8-L9'), `it is side ${s.activeSide}'s turn`, 'G3');
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
      // E1 — L9: only the unit now acting can finish its actions.
      if (s.activeUnitId === null || (o.unitId !== undefined && o.unitId !== s.activeUnitId)) {
        return violation(
          ref('L9'),
          `${o.unitId ?? 'no unit'} is not the unit now acting${s.activeUnitId ? ` (${s.activeUnitId} is)` : ''}`,
          'E1',
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

function onRoll(
  s: VPState,
  data: { side: string | null; purpose: string; dice: Array<{ sides: number; value: number }> },
): RuleViolation | null {
  if (s.result) return violation(ref('L65'), 'the game is over', 'G1');
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

/** What the rules never write after setup: handed to rule code as it is, never drafted. */
const FIXED: ReadonlyArray<keyof VPState> = ['rules', 'sides', 'warnings'];

/** The single transition: a new state, or the rule the event breaks (the input is never touched). */
export function step(state: VPState, event: GameEvent): VPState | RuleViolation {
  if (event.type === 'TimeExpired' && state.result) return state;
  return changeState(state, (s) => applyEvent(s, event), FIXED);
}

function applyEvent(s: VPState, event: GameEvent): RuleViolation | null {
  s.eventCount += 1;
  let r: RuleViolation | null = null;
  switch (event.type) {
    case 'OrderIssued':
      if (!isSide(event.data.side)) return violation('match', `unknown side "${event.data.side}"`, 'UNKNOWN_SIDE');
      r = onOrder(s, event.data.side, event.data.order);
      break;
    case 'DiceRolled':
      r = onRoll(s, event.data);
      break;
    case 'MatchConceded': {
      if (s.result) return violation(ref('L65'), 'the game is over', 'G1');
      if (!isSide(event.data.side)) return violation('match', `unknown side "${event.data.side}"`, 'UNKNOWN_SIDE');
      // [P] §5.1: a concession ends the game for the opponent.
      endGame(s, { winner: other(event.data.side), draw: false, reason: 'concede' });
      break;
    }
    case 'TimeExpired': {
      const mode = s.rules.timeExpired;
      const side = event.data.side;
      if (mode === 'draw') endGame(s, { winner: null, draw: true, reason: 'timeExpired' });
      else if (mode === 'playerClockLoses' && event.data.clock === 'player' && isSide(side))
        endGame(s, { winner: other(side), draw: false, reason: 'timeExpired' });
      else endGame(s, byInfantryCount(s, 'timeExpired'));
      break;
    }
  }
  if (r) return r;
  s.phase = phaseOf(s);
  return null;
}

export function decideEvent(state: VPState, event: GameEvent, actor: Actor): GameEvent[] | RuleViolation {
  if (event.type === 'TimeExpired') return onTimeExpiredEvents(state, event.data.clock, event.data.side ?? null);
  const side = (event.data as { side?: unknown }).side;
  if (actor.kind === 'player' && side !== undefined && side !== null && side !== actor.side) {
    return violation('match', `you play side ${actor.side} and cannot act for side ${JSON.stringify(side)}`, 'NOT_YOUR_SIDE');
  }
  const next = step(state, event);
  return isViolation(next) ? next : [event];
}

export function evolveEvent(state: VPState, event: GameEvent): VPState {
  const next = step(state, event);
  // Only reachable for an event decide would have refused (a corrupt stream): the kernel turns it into a ReplayError.
  if (isViolation(next)) throw new Error(`${RULESET_ID}: event refused by the rules — ${next.toString()} [${next.code}]`);
  return next;
}

/**
 * The leaflet has no clock. A running-out clock ends the game by `timeExpired` (default
 * 'moreInfantry': more surviving infantry wins, equal → draw — the digest's maxRounds
 * tiebreak, A-38).
 */
export function onTimeExpiredEvents(state: VPState, clock: 'match' | 'round' | 'player', side?: string | null): GameEvent[] {
  if (state.result) return [];
  return [{ type: 'TimeExpired', data: { clock, side: side ?? null } }];
}

/** No hidden information in this game: everyone sees the whole state (minus the internal event counter). */
export function viewOf(state: VPState, _viewer: Viewer): unknown {
  const { eventCount: _n, ...rest } = state;
  void _n;
  return { ...rest, pending: pendingOf(state) };
}

export const vigilantPeace: Ruleset<VPState> = {
  id: RULESET_ID,
  version: RULESET_VERSION,
  name: 'Vigilant Peace (Бдительный мир)',
  summary:
    'Sci-fi miniatures skirmish: Polaris Empire vs Trade Protectorate. D6 attack tests with exploding sixes, ' +
    'three actions per unit, virtual infantry fire and real plastic-projectile shots from guns and vehicles; ' +
    'destroy the enemy infantry to win.',
  sides: ['A', 'B'],
  matchMinutes: null,
  fixed: FIXED,
  scores: SCORES,
  scoring: SCORING,
  setupSchema,
  orderSchema,
  setup: (setup: unknown, players: PlayerSeat[]) => setupGame(setup, players),
  decide: decideEvent,
  evolve: evolveEvent,
  pending: pendingOf,
  outcome: outcomeOf,
  onTimeExpired: onTimeExpiredEvents,
  view: viewOf,
};
