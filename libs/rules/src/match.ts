import { checkRoll } from './dice';
import type { GameEvent, MatchCreatedData, MatchEvent, OrderIssuedData } from './events';
import type { RulesetRegistry } from './registry';
import type { Actor, Outcome, Pending, Ruleset, Viewer } from './ruleset';
import { RuleViolation, isViolation, violation } from './violation';

/** A match folded up to some event: the ruleset it is pinned to and the game state. */
export interface MatchState<S = unknown> {
  ruleset: Ruleset<S>;
  created: MatchCreatedData;
  game: S;
  /** How many events have been folded (the creation event counts). */
  version: number;
  /** How many server rolls have been used, i.e. the next server roll's nonce. */
  serverRolls: number;
  /** The server seed, once revealed at the end. */
  revealedSeed: string | null;
}

/** A stream that cannot be replayed: names the event number (1-based) and what was wrong. */
export class ReplayError extends Error {
  readonly code = 'INVALID_STREAM';
  constructor(readonly eventNumber: number, readonly reason: string, readonly violation?: RuleViolation) {
    super(`event ${eventNumber}: ${reason}`);
  }
}

/** Starts a match from its creation event. */
export function startMatch(registry: RulesetRegistry, created: MatchCreatedData): MatchState | RuleViolation {
  const ruleset = registry.get(created.ruleset.id, created.ruleset.version);
  const seats = created.players.map((p) => p.side);
  const missing = ruleset.sides.filter((s) => !seats.includes(s));
  if (missing.length > 0 || seats.length !== ruleset.sides.length || new Set(seats).size !== seats.length) {
    return violation(`${ruleset.id} setup`, `a ${ruleset.name} match needs exactly one player on each side (${ruleset.sides.join(', ')})`, 'BAD_SEATS');
  }
  const parsed = ruleset.setupSchema.safeParse(created.setup);
  if (!parsed.success) {
    return violation(`${ruleset.id} setup`, `invalid setup: ${formatIssues(parsed.error)}`, 'INVALID_SETUP');
  }
  const game = ruleset.setup(parsed.data, created.players);
  if (isViolation(game)) return game;
  return { ruleset, created: { ...created, setup: parsed.data }, game, version: 1, serverRolls: 0, revealedSeed: null };
}

export function formatIssues(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') + ': ' : ''}${i.message}`)
    .join('; ');
}

/**
 * Validates one incoming fact against the match and returns the events to append.
 * Rules common to every game live here: an ended match takes no more orders or rolls;
 * a roll must be the one pending with the right dice; an order must fit the ruleset's schema.
 */
export function decide(match: MatchState, event: GameEvent, actor: Actor): GameEvent[] | RuleViolation {
  const { ruleset, game } = match;
  const over = ruleset.outcome(game).finished;
  if (over && event.type !== 'TimeExpired') {
    return violation('match', 'the match has ended and accepts no more orders or rolls', 'MATCH_ENDED');
  }
  if (over) return [];
  if (actor.kind === 'player' && 'side' in event.data && event.data.side !== undefined && event.data.side !== actor.side) {
    return violation('match', `you play side ${actor.side} and cannot act for side ${String(event.data.side)}`, 'NOT_YOUR_SIDE');
  }
  switch (event.type) {
    case 'OrderIssued': {
      if (!ruleset.sides.includes(event.data.side)) {
        return violation('match', `unknown side "${event.data.side}" (sides: ${ruleset.sides.join(', ')})`, 'UNKNOWN_SIDE');
      }
      const parsed = ruleset.orderSchema.safeParse(event.data.order);
      if (!parsed.success) {
        return violation(`${ruleset.id} orders`, `malformed order: ${formatIssues(parsed.error)}`, 'MALFORMED_ORDER');
      }
      return ruleset.decide(game, { type: 'OrderIssued', data: { side: event.data.side, order: parsed.data as OrderIssuedData["order"] } }, actor);
    }
    case 'DiceRolled': {
      // Only the server produces server rolls; in a server-dice match nobody reports their own.
      if (event.data.source === 'server' && actor.kind !== 'server') {
        return violation('dice', 'a roll marked as rolled by the server must come from the server', 'FORGED_SERVER_ROLL');
      }
      if (event.data.source === 'server' && event.data.nonce !== match.serverRolls) {
        return violation('dice', `server roll number ${String(event.data.nonce)} is out of sequence (expected ${match.serverRolls})`, 'FORGED_SERVER_ROLL');
      }
      if (event.data.source === 'reported' && match.created.dice === 'server') {
        return violation('dice', 'this match uses server dice: ask the server to roll instead of reporting a result', 'SERVER_DICE_ONLY');
      }
      const bad = checkRoll(ruleset.pending(game), event.data.dice, event.data.side, event.data.purpose);
      if (bad) return bad;
      const pending = ruleset.pending(game);
      const purpose = pending.kind === 'roll' ? pending.purpose : event.data.purpose;
      const side = pending.kind === 'roll' ? pending.side : event.data.side;
      return ruleset.decide(game, { type: 'DiceRolled', data: { ...event.data, purpose, side } }, actor);
    }
    case 'MatchConceded':
      if (!ruleset.sides.includes(event.data.side)) {
        return violation('match', `unknown side "${event.data.side}"`, 'UNKNOWN_SIDE');
      }
      return ruleset.decide(game, event, actor);
    case 'TimeExpired':
      return ruleset.onTimeExpired(game, event.data.clock, event.data.side ?? null);
  }
}

/** Folds one event. Throws ReplayError (never a bare exception) when the event does not apply. */
export function apply(match: MatchState, event: MatchEvent): MatchState {
  const n = match.version + 1;
  switch (event.type) {
    case 'MatchCreated':
      throw new ReplayError(n, 'a match stream has exactly one MatchCreated, as its first event');
    case 'ServerSeedRevealed':
      return { ...match, version: n, revealedSeed: event.data.seed };
    default: {
      const game = match.ruleset.evolve(match.game, event);
      const serverRolls = event.type === 'DiceRolled' && event.data.source === 'server' ? match.serverRolls + 1 : match.serverRolls;
      return { ...match, game, version: n, serverRolls };
    }
  }
}

/**
 * Replays a stream from its first event. With `validate`, each event after creation is first
 * checked with `decide` as if it were arriving now, so a tampered or corrupt log is refused at
 * the first bad event; the actor is the side the event names (or the server).
 */
export function replay(
  registry: RulesetRegistry,
  events: MatchEvent[],
  options: { upTo?: number; validate?: boolean } = {},
): MatchState {
  const upTo = Math.min(options.upTo ?? events.length, events.length);
  const first = events[0];
  if (!first || first.type !== 'MatchCreated') throw new ReplayError(1, 'the first event of a match must be MatchCreated');
  let started: MatchState | RuleViolation;
  try {
    started = startMatch(registry, first.data);
  } catch (e) {
    throw new ReplayError(1, (e as Error).message);
  }
  if (isViolation(started)) throw new ReplayError(1, started.toString(), started);
  let match = started;
  for (let i = 1; i < upTo; i++) {
    const event = events[i];
    if (options.validate && event.type !== 'ServerSeedRevealed' && event.type !== 'MatchCreated') {
      const side = 'side' in event.data && typeof event.data.side === 'string' ? event.data.side : null;
      const serverRoll = event.type === 'DiceRolled' && event.data.source === 'server';
      const actor: Actor = side && !serverRoll ? { kind: 'player', side } : { kind: 'server' };
      const decided = decide(match, event, actor);
      if (isViolation(decided)) throw new ReplayError(i + 1, decided.toString(), decided);
    }
    try {
      match = apply(match, event);
    } catch (e) {
      if (e instanceof ReplayError) throw e;
      throw new ReplayError(i + 1, `${event.type} could not be applied: ${(e as Error).message}`);
    }
  }
  return match;
}

export function pendingOf(match: MatchState): Pending {
  return match.ruleset.pending(match.game);
}

export function outcomeOf(match: MatchState): Outcome {
  return match.ruleset.outcome(match.game);
}

export function viewOf(match: MatchState, viewer: Viewer): unknown {
  return match.ruleset.view(match.game, viewer);
}
