import {
  clockEventActor,
  clockForbids,
  decideClock,
  dueDeadlines,
  foldClock,
  initialClock,
  type Deadline,
  type GameMoment,
  type MatchClock,
} from './clock';
import { checkRoll } from './dice';
import {
  CLOCK_EVENT_TYPES,
  type ClockEvent,
  type GameEvent,
  type MatchCreatedData,
  type MatchEvent,
  type OrderIssuedData,
  type ResultEvent,
} from './events';
import { copyJson, foldInPlace, RefusedInPlace } from './draft';
import { decideResult, evolveResult, reportedOutcome, type ReportedResult } from './reported-result';
import type { RulesetRegistry } from './registry';
import type { Actor, Outcome, Pending, Ruleset, Viewer } from './ruleset';
import { RefusedEvent, RuleViolation, isViolation, violation } from './violation';

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
  /** A result reported from the table, if any (see reported-result.ts). */
  report: ReportedResult | null;
  /** Whether a clock ran out: orders after that are refused with TIME_EXPIRED. */
  timeExpired: boolean;
  /** The match's clocks (clock.ts), folded from the server's stamp on each event. */
  clock: MatchClock;
}

/** A stream that cannot be replayed: names the event number (1-based) and what was wrong. */
export class ReplayError extends Error {
  readonly code = 'INVALID_STREAM';
  constructor(
    readonly eventNumber: number,
    readonly reason: string,
    readonly violation?: RuleViolation,
  ) {
    super(`event ${eventNumber}: ${reason}`);
  }
}

/** Starts a match from its creation event; `at` is the server's stamp on it (epoch ms). */
export function startMatch(registry: RulesetRegistry, created: MatchCreatedData, at?: number): MatchState | RuleViolation {
  const ruleset = registry.get(created.ruleset.id, created.ruleset.version);
  const bad = checkSeats(
    ruleset,
    created.players.map((p) => p.side),
  );
  if (bad) return bad;
  const parsed = ruleset.setupSchema.safeParse(created.setup);
  if (!parsed.success) {
    return violation(`${ruleset.id} setup`, `invalid setup: ${formatIssues(parsed.error)}`, 'INVALID_SETUP');
  }
  const game = ruleset.setup(parsed.data, created.players);
  if (isViolation(game)) return game;
  return {
    ruleset,
    created: { ...created, setup: parsed.data },
    game,
    version: 1,
    serverRolls: 0,
    revealedSeed: null,
    report: null,
    timeExpired: false,
    clock: initialClock(created, at ?? null),
  };
}

/**
 * One player on each seated side: the first n sides of the ruleset, in seat order, with n from
 * `minSides` (default: all) to all of them.
 */
export function checkSeats(ruleset: Ruleset, seats: string[]): RuleViolation | null {
  const min = ruleset.minSides ?? ruleset.sides.length;
  const n = seats.length;
  const expected = ruleset.sides.slice(0, n);
  if (n < min || n > ruleset.sides.length || new Set(seats).size !== n || !expected.every((side) => seats.includes(side))) {
    const counts =
      min === ruleset.sides.length
        ? `exactly one player on each side (${ruleset.sides.join(', ')})`
        : `${min} to ${ruleset.sides.length} players, one on each of the first sides in seat order (${ruleset.sides.slice(0, min).join(', ')}, then ${ruleset.sides.slice(min).join(', ')})`;
    return violation(`${ruleset.id} setup`, `a ${ruleset.name} match needs ${counts}`, 'BAD_SEATS');
  }
  return null;
}

/** The sides seated in this match, in seat order. */
export function seatedSides(match: MatchState): string[] {
  return match.ruleset.sides.filter((side) => match.created.players.some((p) => p.side === side));
}

/**
 * An order as the game receives it: checked against the game's order schema, with its defaults
 * filled in. The one place orders are parsed: `decide` below, and every step a game's own tools
 * drive without the kernel around it (`parsingStep`, transition.ts).
 */
export function parseOrder(ruleset: Pick<Ruleset, 'id' | 'orderSchema'>, order: unknown): OrderIssuedData['order'] | RuleViolation {
  const parsed = ruleset.orderSchema.safeParse(order);
  if (!parsed.success) return violation(`${ruleset.id} orders`, `malformed order: ${formatIssues(parsed.error)}`, 'MALFORMED_ORDER');
  return parsed.data as OrderIssuedData['order'];
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
export function decide(match: MatchState, event: GameEvent, actor: Actor): GameEvent[] | RuleViolation;
export function decide(match: MatchState, event: ResultEvent, actor: Actor): ResultEvent[] | RuleViolation;
export function decide(match: MatchState, event: ClockEvent, actor: Actor): ClockEvent[] | RuleViolation;
export function decide(
  match: MatchState,
  event: GameEvent | ResultEvent | ClockEvent,
  actor: Actor,
): Array<GameEvent | ResultEvent | ClockEvent> | RuleViolation;
export function decide(
  match: MatchState,
  event: GameEvent | ResultEvent | ClockEvent,
  actor: Actor,
): Array<GameEvent | ResultEvent | ClockEvent> | RuleViolation {
  const { ruleset, game } = match;
  if (isClockEvent(event)) {
    if (outcomeOf(match).finished) {
      return event.type === 'RoundClockSet' ? [] : violation('match', 'the match has ended: its clocks have stopped', 'MATCH_ENDED');
    }
    return decideClock(match.clock, event, actor, seatedSides(match));
  }
  if (isResultEvent(event)) {
    if (ruleset.outcome(game).finished) {
      return violation('result', 'the match was played to its end here: its result is the engine’s', 'MATCH_ENDED');
    }
    return decideResult(match.report, event, actor, seatedSides(match), ruleset.scores);
  }
  const over = outcomeOf(match).finished;
  if (over && event.type !== 'TimeExpired') {
    if (match.timeExpired) return violation('match', 'time has run out for this match', 'TIME_EXPIRED');
    return violation('match', 'the match has ended and accepts no more orders or rolls', 'MATCH_ENDED');
  }
  if (over) return [];
  if (actor.kind === 'player' && 'side' in event.data && event.data.side !== undefined && event.data.side !== actor.side) {
    return violation('match', `you play side ${actor.side} and cannot act for side ${String(event.data.side)}`, 'NOT_YOUR_SIDE');
  }
  if (actor.kind === 'player' && (event.type === 'OrderIssued' || event.type === 'DiceRolled')) {
    const held = clockForbids(match.clock, event.type === 'OrderIssued' ? 'order' : 'roll', actor.side, match.timeExpired);
    if (held) return held;
  }
  switch (event.type) {
    case 'OrderIssued': {
      if (!seatedSides(match).includes(event.data.side)) {
        return violation('match', `unknown side "${event.data.side}" (sides: ${seatedSides(match).join(', ')})`, 'UNKNOWN_SIDE');
      }
      const order = parseOrder(ruleset, event.data.order);
      if (isViolation(order)) return order;
      return ruleset.decide(game, { type: 'OrderIssued', data: { side: event.data.side, order } }, actor);
    }
    case 'DiceRolled': {
      // Only the server produces server rolls; in a server-dice match nobody reports their own.
      if (event.data.source === 'server' && actor.kind !== 'server') {
        return violation('dice', 'a roll marked as rolled by the server must come from the server', 'FORGED_SERVER_ROLL');
      }
      if (event.data.source === 'server' && event.data.nonce !== match.serverRolls) {
        return violation(
          'dice',
          `server roll number ${String(event.data.nonce)} is out of sequence (expected ${match.serverRolls})`,
          'FORGED_SERVER_ROLL',
        );
      }
      if (event.data.source === 'reported' && match.created.dice === 'server') {
        return violation('dice', 'this match uses server dice: ask the server to roll instead of reporting a result', 'SERVER_DICE_ONLY');
      }
      const bad = checkRoll(ruleset.pending(game), event.data.dice, event.data.side, event.data.purpose, event.data.source);
      if (bad) return bad;
      const pending = ruleset.pending(game);
      const purpose = pending.kind === 'roll' ? pending.purpose : event.data.purpose;
      const side = pending.kind === 'roll' ? pending.side : event.data.side;
      return ruleset.decide(game, { type: 'DiceRolled', data: { ...event.data, purpose, side } }, actor);
    }
    case 'MatchConceded':
      if (!seatedSides(match).includes(event.data.side)) {
        return violation('match', `unknown side "${event.data.side}"`, 'UNKNOWN_SIDE');
      }
      return ruleset.decide(game, event, actor);
    case 'TimeExpired':
      // The ruleset hears once that time ran out; what follows is its own rule (clock.ts).
      if (match.timeExpired) return [];
      return ruleset.onTimeExpired(game, event.data.clock, event.data.side ?? null);
  }
}

/**
 * What a clock that has run out brings: the game's own time rule (`onTimeExpired`), or, for a
 * player's chess clock under `rolls-only`, the player's time out — followed by the game's time
 * rule when the match can then only go on by an order of a player out of time.
 */
export function decideExpiry(match: MatchState, deadline: Deadline): Array<GameEvent | ClockEvent> {
  const { ruleset, game } = match;
  if (outcomeOf(match).finished || match.timeExpired) return [];
  if (deadline.clock !== 'player' || match.clock.settings.chess?.outOfTime !== 'rolls-only') {
    return ruleset.onTimeExpired(game, deadline.clock, deadline.side);
  }
  if (deadline.side === null || match.clock.expired.sides.includes(deadline.side)) return [];
  const out: ClockEvent = { type: 'OutOfTime', data: { side: deadline.side } };
  return [out, ...stallEnding(apply(match, out))];
}

/**
 * Under `rolls-only`: when the match now waits only for orders of players whose time has run
 * out (or everyone's has), nothing more can happen, and the game's own time rule ends it.
 */
export function stallEnding(match: MatchState): GameEvent[] {
  const out = match.clock.expired.sides;
  if (out.length === 0 || match.timeExpired || outcomeOf(match).finished) return [];
  const pending = pendingOf(match);
  const waitsOnlyForThem = pending.kind === 'order' && pending.sides.length > 0 && pending.sides.every((s) => out.includes(s));
  if (!waitsOnlyForThem && !seatedSides(match).every((s) => out.includes(s))) return [];
  return match.ruleset.onTimeExpired(match.game, 'player', waitsOnlyForThem && pending.kind === 'order' ? pending.sides[0] : out[0]);
}

/** The clocks of the match that have run out by `now` (epoch ms) and are not yet applied, earliest first. */
export function dueExpiries(match: MatchState, now: number): Deadline[] {
  return dueDeadlines(match.clock, moment(match), now);
}

/** Where the game stands, as far as its clocks care. */
export function moment(match: MatchState): GameMoment {
  return { pending: () => pendingOf(match), finished: outcomeOf(match).finished, timeExpired: match.timeExpired };
}

/**
 * Folds one event without a time stamp (the clocks count nothing for it). Throws ReplayError
 * (never a bare exception) when the event does not apply.
 */
export function apply(match: MatchState, event: MatchEvent): MatchState {
  return applyAt(match, event, undefined);
}

/** Folds one event stamped `at` by the server (epoch ms), which the clocks count by. */
export function applyAt(match: MatchState, event: MatchEvent, at: number | undefined): MatchState {
  return applyWith(match, event, at, false);
}

/**
 * `applyAt`; with `inPlace`, the match and its game are written themselves (see `foldInPlace`),
 * for a fold that holds them alone.
 */
function applyWith(match: MatchState, event: MatchEvent, at: number | undefined, inPlace: boolean): MatchState {
  const n = match.version + 1;
  if (event.type === 'MatchCreated') throw new ReplayError(n, 'a match stream has exactly one MatchCreated, as its first event');
  const clock = match.clock;
  const next = inPlace ? match : { ...match };
  next.version = n;
  switch (event.type) {
    case 'ServerSeedRevealed':
      next.revealedSeed = event.data.seed;
      break;
    case 'ResultReported':
    case 'ResultConfirmed':
    case 'ResultDisputed':
      next.report = evolveResult(match.report, event);
      break;
    case 'ClockStarted':
    case 'ClockPaused':
    case 'ClockResumed':
    case 'ClockExtended':
    case 'RoundClockSet':
    case 'OutOfTime':
      break;
    default: {
      const game = match.game;
      next.game = inPlace ? foldInPlace(() => next.ruleset.evolve(game, event)) : next.ruleset.evolve(game, event);
      if (event.type === 'DiceRolled' && event.data.source === 'server') next.serverRolls += 1;
      if (event.type === 'TimeExpired') next.timeExpired = true;
    }
  }
  next.clock = foldClock(clock, event, at, () => moment(next), inPlace);
  return next;
}

/** What may stand after a deadline without its expiry: the expiry itself, and a newer round clock that moves it. */
const AFTER_A_DEADLINE = new Set<string>(['TimeExpired', 'OutOfTime', 'RoundClockSet']);

/**
 * Replays a stream from its first event. With `validate`, each event after creation is first
 * checked with `decide` as if it were arriving now, so a tampered or corrupt log is refused at
 * the first bad event; the actor is the side the event names (or the server). With `times` (the
 * server's stamp on each event), the clocks are folded too, and a validated event stamped after
 * a clock ran out is refused unless the expiry came first.
 */
export function replay(
  registry: RulesetRegistry,
  events: MatchEvent[],
  options: { upTo?: number; validate?: boolean; times?: ReadonlyArray<number | undefined> } = {},
): MatchState {
  const times = options.times ?? [];
  const upTo = Math.min(options.upTo ?? events.length, events.length);
  const first = events[0];
  if (!first || first.type !== 'MatchCreated') throw new ReplayError(1, 'the first event of a match must be MatchCreated');
  let started: MatchState | RuleViolation;
  try {
    started = startMatch(registry, first.data, times[0]);
  } catch (e) {
    throw new ReplayError(1, (e as Error).message);
  }
  if (isViolation(started)) throw new ReplayError(1, started.toString(), started);
  const validate = options.validate ?? false;
  try {
    // Nothing else holds a replay's states until it answers: it folds a private copy in place.
    return foldEvents({ ...started, game: copyGame(started), clock: copyJson(started.clock) }, events, upTo, times, validate, true);
  } catch (e) {
    if (!(e instanceof RefusedInPlace)) throw e;
    // The rules refuse a stored event: the drafted fold finds which one and names it (ReplayError).
    return foldEvents(started, events, upTo, times, validate, false);
  }
}

/** A copy of the game to fold in place: every member but those fixed at setup, which rule code never writes. */
function copyGame(match: MatchState): unknown {
  const game = match.game as Record<string, unknown>;
  const fixed: ReadonlyArray<string> = match.ruleset.fixed ?? [];
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(game)) out[key] = fixed.includes(key) ? game[key] : copyJson(game[key]);
  return out;
}

/**
 * Folds `events` from the second onto `started`. In place (`inPlace`), each change writes the
 * state itself, as `foldInPlace` allows: `started` must be a copy no one else holds, and each
 * event's data is copied first, so nothing of the caller's events ends up in the state to be
 * written later.
 */
function foldEvents(
  started: MatchState,
  events: MatchEvent[],
  upTo: number,
  times: ReadonlyArray<number | undefined>,
  validate: boolean,
  inPlace: boolean,
): MatchState {
  let match = started;
  for (let i = 1; i < upTo; i++) {
    const event = events[i];
    if (validate && times[i] !== undefined && !AFTER_A_DEADLINE.has(event.type) && dueExpiries(match, times[i]!).length > 0) {
      const [due] = dueExpiries(match, times[i]!);
      throw new ReplayError(i + 1, `${event.type} is stamped after the ${due.clock} clock ran out, but no expiry comes before it`);
    }
    if (validate && event.type !== 'ServerSeedRevealed' && event.type !== 'MatchCreated') {
      const side = 'side' in event.data && typeof event.data.side === 'string' ? event.data.side : null;
      const serverRoll = event.type === 'DiceRolled' && event.data.source === 'server';
      const actor: Actor = isClockEvent(event)
        ? clockEventActor(event)
        : event.type === 'TimeExpired'
          ? { kind: 'server' }
          : side && !serverRoll
            ? { kind: 'player', side }
            : isResultEvent(event)
              ? { kind: 'organiser' }
              : { kind: 'server' };
      const decided = decide(match, event, actor);
      if (isViolation(decided)) throw new ReplayError(i + 1, decided.toString(), decided);
    }
    try {
      match = inPlace
        ? applyWith(match, { type: event.type, data: copyJson(event.data) } as MatchEvent, times[i], true)
        : applyAt(match, event, times[i]);
    } catch (e) {
      if (e instanceof ReplayError || e instanceof RefusedInPlace) throw e;
      if (e instanceof RefusedEvent)
        throw new ReplayError(i + 1, `${event.type} is refused by the rules: ${e.violation.toString()}`, e.violation);
      throw new ReplayError(i + 1, `${event.type} could not be applied: ${(e as Error).message}`);
    }
  }
  return match;
}

export function pendingOf(match: MatchState): Pending {
  return pendingAfterReport(match) ?? match.ruleset.pending(match.game);
}

/** The engine's outcome, unless a result reported from the table has been settled. */
export function outcomeOf(match: MatchState): Outcome {
  const engine = match.ruleset.outcome(match.game);
  if (!engine.finished && match.report?.status === 'confirmed') return reportedOutcome(match.report, engine);
  return engine;
}

/** While a settled report ends the match, nothing is pending. */
function pendingAfterReport(match: MatchState): Pending | null {
  return match.report?.status === 'confirmed' && !match.ruleset.outcome(match.game).finished
    ? { kind: 'none', prompt: 'the match is over: its result was reported' }
    : null;
}

export function isResultEvent(event: MatchEvent): event is ResultEvent {
  return event.type === 'ResultReported' || event.type === 'ResultConfirmed' || event.type === 'ResultDisputed';
}

export function isClockEvent(event: MatchEvent): event is ClockEvent {
  return (CLOCK_EVENT_TYPES as readonly string[]).includes(event.type);
}

export function viewOf(match: MatchState, viewer: Viewer): unknown {
  return match.ruleset.view(match.game, viewer);
}

/**
 * The stream as one viewer may see it: each game event through the ruleset's `viewEvent`,
 * given the state just before it. The server seed stays hidden from everyone but the
 * organiser, because with it anyone could recompute every hidden server roll; callers that
 * reveal the whole stream at the end pass the organiser's viewer.
 */
export function viewEvents(registry: RulesetRegistry, events: MatchEvent[], viewer: Viewer): MatchEvent[] {
  if (events.length === 0) return [];
  let match = replay(registry, events, { upTo: 1 });
  const seen: MatchEvent[] = [events[0]];
  for (let i = 1; i < events.length; i++) {
    seen.push(viewOneEvent(match, events[i], viewer));
    match = apply(match, events[i]);
  }
  return seen;
}

/**
 * One event after the first as one viewer may see it, given the match just before it: what
 * `viewEvents` shows of it, without viewing the stream before it again (a live feed views
 * each new event once).
 */
export function viewOneEvent(before: MatchState, event: MatchEvent, viewer: Viewer): MatchEvent {
  const seesAll = viewer.kind === 'organiser';
  if (event.type === 'ServerSeedRevealed') return seesAll ? event : { type: 'ServerSeedRevealed', data: { seed: HIDDEN } };
  if (event.type === 'MatchCreated' || isResultEvent(event) || isClockEvent(event) || seesAll || !before.ruleset.viewEvent) return event;
  return keepRollFacts(event, before.ruleset.viewEvent(before.game, event, viewer));
}

/**
 * A ruleset may blank a server roll's dice for a viewer, but the facts that let everyone check
 * the roll later (who rolled it, its nonce and commitment) are public and stay in every view.
 */
function keepRollFacts(event: GameEvent, seen: GameEvent): GameEvent {
  if (event.type !== 'DiceRolled' || seen.type !== 'DiceRolled' || event.data.source !== 'server') return seen;
  const { source, nonce, commitment } = event.data;
  return {
    type: 'DiceRolled',
    data: { ...seen.data, source, ...(nonce !== undefined ? { nonce } : {}), ...(commitment !== undefined ? { commitment } : {}) },
  };
}

/** Stands in for a value the viewer may not see. */
export const HIDDEN = '(hidden)';
