import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  CommandHandler,
  FoldedStreams,
  withEvents,
  type EventStore,
  type Folded,
  type FoldedStreamsOptions,
  type Handled,
  type NewEvent,
  type SnapshotStore,
  type StoredEvent,
} from '@app/event-store';
import {
  applyAt,
  checkText,
  clockForbids,
  clockSettings,
  decide,
  decideExpiry,
  dueExpiries,
  initialClock,
  stallEnding,
  timesItself,
  type ClockEvent,
  deriveDice,
  isViolation,
  outcomeOf,
  pendingOf,
  replay,
  ReplayError,
  rollCommitment,
  seedCommitment,
  startMatch,
  type Actor,
  type DieResult,
  type GameEvent,
  type MatchAccess,
  type ResultEvent,
  type ResultReportedData,
  type MatchCreatedData,
  type MatchEvent,
  type MatchState,
  type Pending,
  type PlayerSeat,
  type RollSource,
  type ClockOptions,
  type RoundClockSetData,
  type RulesetRegistry,
  violation,
} from '@app/rules';
import { MatchConflictError, MatchNotFoundError, MatchValidationError, RuleViolationError } from './errors';
import type { SeedVault } from './seed-vault';
import { isUuid, matchStream, toMatchEvent } from './streams';

export interface CreateMatchInput {
  rulesetId: string;
  /** Pinned for the life of the match; the newest registered version when omitted. */
  rulesetVersion?: string;
  players: PlayerSeat[];
  setup: unknown;
  dice?: RollSource;
  matchId?: string;
  access?: MatchAccess;
  competition?: { competitionId: string; game: string };
  /** The match's clocks; the ruleset's time limit when omitted. */
  clock?: ClockOptions;
}

export interface CommandOptions {
  /** The match version the client decided on; a different current version is a CONFLICT. */
  expectedVersion?: number;
  /** A client-chosen id for the first event, so a retried request is not applied twice. */
  eventId?: string;
  /** Kept as `metadata.correlationId` on every event the command appends (the API's request id). */
  correlationId?: string;
}

export interface LoadedMatch {
  matchId: string;
  match: MatchState;
  /** The match's events up to `match.version` (gathered when first read). */
  events: StoredEvent[];
  /** After a command: the global position of the last event it appended (0 when it appended none). */
  position?: number;
}

/** The most deadlines one command applies before its own decision: a bound, should a game keep bringing more. */
const MAX_EXPIRIES = 20;

/**
 * The most server-only rolls one command brings in a row (a shuffle, then a deal, then a
 * reshuffle…). A ruleset that keeps asking past it is stopped there: the rolls made so far are
 * kept, and the next is left pending for `serverRoll`, so a faulty game cannot loop forever.
 */
export const MAX_AUTOMATIC_ROLLS = 32;

/** An event to append, who it is recorded as coming from, and the server time it counts at. */
interface Outgoing {
  event: MatchEvent;
  actor: Actor;
  at?: number;
}

/** Text a person wrote for others to read (a name, a reason), by the one rule for it: refused before anything is decided. */
function written(value: unknown, field: string, kind: 'name' | 'reason'): void {
  const bad = checkText(value, field, kind, 'match');
  if (bad) throw new RuleViolationError(bad);
}

/** A match's stream folded with the server's stamps, to event `upTo` or to its end. */
export function foldMatch(registry: RulesetRegistry, events: StoredEvent[], upTo?: number): MatchState {
  return replay(registry, events.map(toMatchEvent), { upTo, times: events.map(stampOf) });
}

/**
 * Folds stored events onto a match (null: from its creation), exactly as `foldMatch` folds the
 * whole stream: an event that does not apply is a ReplayError naming its number.
 */
export function foldMatchFrom(registry: RulesetRegistry, match: MatchState | null, events: StoredEvent[]): MatchState {
  if (match === null) return foldMatch(registry, events);
  let current = match;
  for (let i = 0; i < events.length; i++) {
    const stored = events[i];
    const event = toMatchEvent(stored);
    try {
      current = applyAt(current, event, stampOf(stored));
    } catch (e) {
      if (e instanceof ReplayError) throw e;
      throw new ReplayError(current.version + 1, `${event.type} could not be applied: ${(e as Error).message}`);
    }
  }
  return current;
}

export interface MatchServiceOptions {
  /** Stored snapshots of long matches (match-snapshots.ts), read on a cold start and written as matches grow. */
  snapshots?: SnapshotStore<MatchState>;
  /** The bounds of this process's cache of folded matches, and how often a snapshot is written. */
  cache?: Omit<FoldedStreamsOptions<MatchState>, 'snapshots'>;
}

/** The server's time stamp on a stored event (epoch ms): `metadata.at`, else when it was stored. */
export function stampOf(e: Pick<StoredEvent, 'metadata' | 'recordedAt'>): number {
  const at = (e.metadata as { at?: unknown } | null)?.at;
  const parsed = typeof at === 'string' ? Date.parse(at) : NaN;
  return Number.isNaN(parsed) ? Date.parse(e.recordedAt) : parsed;
}

/**
 * The server's roll for a pending roll: dice from the seed and the roll's sequence number, and
 * the commitment to them that every viewer sees (see `rollCommitment`).
 */
export function serverRollEvent(seed: string, match: MatchState, pending: Extract<Pending, { kind: 'roll' }>): GameEvent {
  const nonce = match.serverRolls;
  const dice = deriveDice(seed, nonce, pending.dice);
  const commitment = rollCommitment(seed, { nonce, purpose: pending.purpose, dice });
  return { type: 'DiceRolled', data: { side: pending.side, purpose: pending.purpose, dice, source: 'server', nonce, commitment } };
}

/** Whether the match waits for a roll only the server may make (a shuffle, a hidden pick). */
function awaitsServerOnlyRoll(match: MatchState): Extract<Pending, { kind: 'roll' }> | null {
  if (outcomeOf(match).finished) return null;
  const pending = pendingOf(match);
  return pending.kind === 'roll' && pending.server ? pending : null;
}

/**
 * The match lifecycle: create, order, roll, concede, expire. Each command loads the stream,
 * lets the kernel decide, and appends with the version it decided on, so two racing commands
 * can never both apply to the same state. Folded matches are kept in this process (and in
 * snapshots, when given): a command or a read folds only the events appended since.
 */
export class MatchService {
  private readonly states: FoldedStreams<MatchState>;

  constructor(
    private readonly store: EventStore,
    private readonly registry: RulesetRegistry,
    private readonly seeds: SeedVault,
    /** The server's clock: every event is stamped with it, and every deadline judged by it. Tests pin it. */
    private readonly clock: () => Date = () => new Date(),
    /** The one path of every command to the log (the API shares one with competitions). */
    private readonly handler: CommandHandler = new CommandHandler(store),
    options: MatchServiceOptions = {},
  ) {
    this.states = new FoldedStreams(store, (match, events) => foldMatchFrom(registry, match, events), {
      ...options.cache,
      snapshots: options.snapshots,
    });
  }

  get rulesets(): RulesetRegistry {
    return this.registry;
  }

  /** The server's time now (epoch ms). */
  now(): number {
    return this.clock().getTime();
  }

  async create(
    input: CreateMatchInput,
    actor: Actor = { kind: 'organiser' },
    options: Pick<CommandOptions, 'correlationId'> = {},
  ): Promise<LoadedMatch> {
    const matchId = input.matchId ?? randomUUID();
    if (!isUuid(matchId)) throw new MatchValidationError(`match id "${matchId}" is not a UUID`, 'matchId');
    const ruleset = this.registry.get(input.rulesetId, input.rulesetVersion);
    input.players.forEach((p, i) => written(p.name, `players.${i}.name`, 'name'));
    const created: MatchCreatedData = {
      matchId,
      ruleset: { id: ruleset.id, version: ruleset.version },
      players: input.players.map((p) => ({ side: p.side, name: p.name, playerId: p.playerId ?? null })),
      setup: input.setup ?? {},
      dice: input.dice ?? 'reported',
      serverSeedCommitment: null,
      ...(input.access ? { access: input.access } : {}),
      ...(input.competition ? { competition: input.competition } : {}),
    };
    const now = this.now();
    const started = startMatch(this.registry, created, now);
    if (isViolation(started)) throw new RuleViolationError(started);
    // The time limit is the organiser's, else the one the game's setup chose, else the game's.
    const preset = ruleset.timeLimitMinutes ? ruleset.timeLimitMinutes(started.game) : ruleset.matchMinutes;
    const clock = clockSettings(input.clock, preset);
    if (isViolation(clock)) throw new RuleViolationError(clock);
    const seed = await this.seeds.create(matchId);
    const withClock: MatchCreatedData = { ...started.created, serverSeedCommitment: seedCommitment(seed), clock };
    const opened: MatchState = { ...started, created: withClock, clock: initialClock(withClock, now) };
    const first: Outgoing = { event: { type: 'MatchCreated', data: opened.created }, actor };
    // A game that opens with a shuffle or a hidden deal has it made in the same append.
    const following = await this.settle(opened, async () => seed, actor);
    const correlationId = options.correlationId;
    const events = [first, ...following.out].map((o, i) =>
      this.envelope(o, now, i === 0 ? { rulesetVersion: ruleset.version, correlationId } : { correlationId }),
    );
    const exists = () => new MatchValidationError(`a match with id ${matchId} already exists, created otherwise`, 'matchId');
    try {
      const handled = await this.handler.start(matchStream(matchId), { events, state: following.match }, exists);
      this.states.appended(handled, { version: 0 });
      return this.loaded(matchId, handled);
    } catch (e) {
      // A client that retries a creation it never heard back from gets the match it created
      // (compared as stored: JSON keeps no undefined fields).
      if (!(e instanceof MatchValidationError) || e.field !== 'matchId') throw e;
      const existing = await this.load(matchId);
      if (isDeepStrictEqual(existing.match.created, JSON.parse(JSON.stringify(withClock)))) return existing;
      throw e;
    }
  }

  /** Whether a match with this id has been created. */
  async exists(matchId: string): Promise<boolean> {
    if (!isUuid(matchId)) return false;
    return this.states.cachedVersion(matchStream(matchId)) !== null || (await this.store.streamVersion(matchStream(matchId))) > 0;
  }

  /** How the match was created (players, organiser, access): it never changes, so one event is read. */
  async created(matchId: string): Promise<MatchCreatedData> {
    if (!isUuid(matchId)) throw new MatchNotFoundError(matchId);
    const stream = matchStream(matchId);
    const first = this.states.first(stream) ?? (await this.store.readStream(stream, { maxCount: 1 }))[0];
    if (!first) throw new MatchNotFoundError(matchId);
    const event = toMatchEvent(first);
    if (event.type !== 'MatchCreated') throw new Error(`match ${matchId} does not start with MatchCreated`);
    return event.data;
  }

  /**
   * The match folded up to event `upTo` (1-based, inclusive), or to its end. To its end, it is
   * the cached match with the events appended since folded on; to an earlier event, it is
   * folded from the newest snapshot before it, or from the start.
   */
  async load(matchId: string, upTo?: number): Promise<LoadedMatch> {
    const folded = await this.folded(matchId);
    if (upTo === undefined) return withEvents({ matchId, match: folded.state }, () => folded.events);
    if (!Number.isInteger(upTo) || upTo < 1 || upTo > folded.version) {
      throw new MatchValidationError(`event index ${upTo} is outside this match (1…${folded.version})`, 'upTo');
    }
    return { matchId, match: await this.states.at(folded, upTo), events: folded.events.slice(0, upTo) };
  }

  /** Resolves once every snapshot this process has begun writing is written (or has failed). */
  settled(): Promise<void> {
    return this.states.settled();
  }

  /** The match as the command handler decides on it. */
  private async folded(matchId: string): Promise<Folded<MatchState>> {
    if (!isUuid(matchId)) throw new MatchNotFoundError(matchId);
    const folded = await this.states.load(matchStream(matchId));
    if (!folded) throw new MatchNotFoundError(matchId);
    return folded;
  }

  private loaded(matchId: string, handled: Handled<MatchState>): LoadedMatch {
    return withEvents({ matchId, match: handled.state, position: handled.position }, () => handled.events);
  }

  issueOrder(matchId: string, side: string, order: unknown, actor: Actor, options: CommandOptions = {}): Promise<LoadedMatch> {
    return this.execute(matchId, actor, options, () => ({ type: 'OrderIssued', data: { side, order: order as never } }));
  }

  /** A roll made with physical dice at the table, reported by a player. */
  recordRoll(
    matchId: string,
    side: string | null,
    dice: DieResult[],
    actor: Actor,
    options: CommandOptions & { purpose?: string } = {},
  ): Promise<LoadedMatch> {
    return this.execute(matchId, actor, options, () => ({
      type: 'DiceRolled',
      data: { side, purpose: options.purpose ?? '', dice, source: 'reported' },
    }));
  }

  /**
   * The server rolls what the match waits for. The dice follow from the match's committed
   * seed and the roll's sequence number, so they are fixed before anyone asks for them.
   */
  serverRoll(matchId: string, actor: Actor, options: CommandOptions = {}): Promise<LoadedMatch> {
    return this.execute(matchId, { kind: 'server' }, { ...options, startsClock: actor.kind === 'player' }, async (match) => {
      if (actor.kind === 'player') {
        const held = clockForbids(match.clock, 'roll', actor.side, match.timeExpired);
        if (held) throw new RuleViolationError(held);
      }
      const pending = pendingOf(match);
      if (pending.kind !== 'roll') {
        throw new RuleViolationError(violation('dice', `no roll is pending: ${pending.prompt}`, 'ROLL_NOT_PENDING'));
      }
      if (actor.kind === 'player' && pending.side !== null && pending.side !== actor.side) {
        throw new RuleViolationError(violation('dice', `the pending roll belongs to side ${pending.side}`, 'NOT_YOUR_TURN'));
      }
      const seed = await this.seeds.get(matchId);
      if (!seed) throw new MatchValidationError('this match has no server seed, so the server cannot roll for it');
      return serverRollEvent(seed, match, pending);
    });
  }

  concede(matchId: string, side: string, actor: Actor, options: CommandOptions = {}): Promise<LoadedMatch> {
    return this.execute(matchId, actor, options, () => ({ type: 'MatchConceded', data: { side } }));
  }

  /** A result from the table: a player's report waits for the opponent; the organiser's (side null) settles it. */
  reportResult(matchId: string, result: ResultReportedData, actor: Actor, options: CommandOptions = {}): Promise<LoadedMatch> {
    return this.execute(matchId, actor, options, () => ({ type: 'ResultReported', data: result }));
  }

  /** The opponent (or the organiser, side null) confirms the reported result; the match ends with it. */
  confirmResult(matchId: string, side: string | null, actor: Actor, options: CommandOptions = {}): Promise<LoadedMatch> {
    return this.execute(matchId, actor, options, () => ({ type: 'ResultConfirmed', data: { side } }));
  }

  /** The opponent disputes the reported result; the organiser rules by reporting one. */
  disputeResult(matchId: string, side: string, reason: string, actor: Actor, options: CommandOptions = {}): Promise<LoadedMatch> {
    written(reason, 'reason', 'reason');
    return this.execute(matchId, actor, options, () => ({ type: 'ResultDisputed', data: { side, reason } }));
  }

  /** A clock ran out: the ruleset's own time rule decides what follows. */
  expireTime(
    matchId: string,
    clock: 'match' | 'round' | 'player',
    side: string | null = null,
    options: CommandOptions = {},
  ): Promise<LoadedMatch> {
    return this.execute(matchId, { kind: 'server' }, options, () => ({ type: 'TimeExpired', data: { clock, side } }));
  }

  /** The organiser starts the clocks of a match whose clocks wait for them. */
  startClock(matchId: string, actor: Actor, reason: string | null = null, options: CommandOptions = {}): Promise<LoadedMatch> {
    written(reason, 'reason', 'reason');
    return this.execute(matchId, actor, options, () => ({ type: 'ClockStarted', data: { reason: reason?.trim() || null } }));
  }

  /** A player calls the organiser to a dispute, or the organiser pauses: the clocks stop and play waits. */
  pauseClock(matchId: string, actor: Actor, reason: string, options: CommandOptions = {}): Promise<LoadedMatch> {
    written(reason, 'reason', 'reason');
    const by = actor.kind === 'player' ? { by: 'player' as const, side: actor.side } : { by: 'organiser' as const, side: null };
    return this.execute(matchId, actor, options, () => ({ type: 'ClockPaused', data: { ...by, reason: reason.trim() } }));
  }

  /** The organiser rules and the clocks run again. */
  resumeClock(matchId: string, actor: Actor, reason: string, options: CommandOptions = {}): Promise<LoadedMatch> {
    written(reason, 'reason', 'reason');
    return this.execute(matchId, actor, options, () => ({ type: 'ClockResumed', data: { reason: reason.trim() } }));
  }

  /** The organiser gives time to the match's limit, or to one player's chess clock. */
  extendClock(
    matchId: string,
    actor: Actor,
    clock: 'match' | 'player',
    side: string | null,
    minutes: number,
    reason: string,
    options: CommandOptions = {},
  ): Promise<LoadedMatch> {
    written(reason, 'reason', 'reason');
    const ms = Number.isFinite(minutes) ? Math.round(minutes * 60_000) : NaN;
    return this.execute(matchId, actor, options, () => ({ type: 'ClockExtended', data: { clock, side, ms, reason: reason.trim() } }));
  }

  /**
   * The round clock of the match's competition, as it now stands for this table: appended when
   * it is newer than the copy the match holds, and nothing otherwise (so it may be sent again).
   */
  setRoundClock(matchId: string, round: RoundClockSetData): Promise<LoadedMatch> {
    return this.execute(matchId, { kind: 'server' }, { roundClock: true }, () => ({ type: 'RoundClockSet', data: round }));
  }

  /** Applies every clock of the match that has run out by the server's clock now (the timekeeper calls this). */
  async expireDue(matchId: string): Promise<LoadedMatch> {
    if (!isUuid(matchId)) throw new MatchNotFoundError(matchId);
    const handled = await this.handler.handle<MatchState>({
      streamId: matchStream(matchId),
      load: () => this.folded(matchId),
      appended: (after, before) => this.states.appended(after, before),
      decide: async (current) => {
        const expired = await this.expiries(matchId, current.state, this.now());
        return { events: expired.events, state: expired.match };
      },
      conflict: (expected, actual) => new MatchConflictError(matchId, expected, actual),
    });
    return this.loaded(matchId, handled);
  }

  /**
   * What each clock that has run out by `now` brings, earliest first, each stamped with the
   * moment it ran out, and the match after them. They are appended with the version the match
   * was folded at: of two processes applying the same deadline, one append goes through and
   * the other, deciding again, finds nothing left due.
   */
  private async expiries(
    matchId: string,
    match: MatchState,
    now: number,
    correlationId?: string,
  ): Promise<{ events: NewEvent[]; match: MatchState }> {
    const events: NewEvent[] = [];
    let current = match;
    for (let n = 0; n < MAX_EXPIRIES; n++) {
      const [due] = dueExpiries(current, now);
      if (!due) break;
      const at = Math.max(due.at, current.clock.lastAt ?? due.at);
      const server: Actor = { kind: 'server' };
      const decided = decideExpiry(current, due);
      if (decided.length === 0) break;
      const next = decided.reduce((m, e) => applyAt(m, e, at), current);
      const following = await this.settle(next, () => this.seeds.get(matchId), server, at);
      const out: Outgoing[] = [...decided.map((event) => ({ event, actor: server, at })), ...following.out];
      events.push(...out.map((o) => this.envelope(o, at, { deadline: due.clock, correlationId })));
      current = following.match;
    }
    return { events, match: current };
  }

  private async execute(
    matchId: string,
    actor: Actor,
    options: CommandOptions & { startsClock?: boolean; roundClock?: boolean },
    build: (match: MatchState) => GameEvent | ResultEvent | ClockEvent | Promise<GameEvent | ResultEvent | ClockEvent>,
  ): Promise<LoadedMatch> {
    if (!isUuid(matchId)) throw new MatchNotFoundError(matchId);
    if (options.eventId !== undefined && !isUuid(options.eventId))
      throw new MatchValidationError(`event id "${options.eventId}" is not a UUID`, 'eventId');
    const handled = await this.handler.handle<MatchState>({
      streamId: matchStream(matchId),
      load: () => this.folded(matchId),
      appended: (after, before) => this.states.appended(after, before),
      expectedVersion: options.expectedVersion,
      conflict: (expected, actual) => new MatchConflictError(matchId, expected, actual),
      decide: async (current) => {
        if (options.eventId !== undefined && current.hasEvent(options.eventId)) {
          return { events: [], state: current.state }; // a retry of a command that was already applied
        }
        // The server is the authority on time: a clock that has run out is applied before the
        // command is decided, so a command after a deadline is judged by what the deadline brought.
        // A newer round clock supersedes the copy whose deadline may look passed: it is taken first.
        const now = this.now();
        // Deadlines applied on the way are appended by this command too, and carry its correlation id.
        const expired = options.roundClock
          ? { events: [], match: current.state }
          : await this.expiries(matchId, current.state, now, options.correlationId);
        const match = expired.match;
        const refused = (refusal: Error) => ({ events: expired.events, state: match, refusal });
        let command: GameEvent | ResultEvent | ClockEvent;
        try {
          command = await build(match);
        } catch (e) {
          if (expired.events.length === 0) throw e;
          return refused(e as Error);
        }
        const opening = this.opensClock(match, command, actor, options.startsClock);
        const basis = opening ? applyAt(match, opening.event, now) : match;
        const decided = decide(basis, command, actor);
        if (isViolation(decided)) return refused(new RuleViolationError(decided));
        const next = decided.reduce((m: MatchState, e: MatchEvent) => applyAt(m, e, now), basis);
        const following = await this.settle(next, () => this.seeds.get(matchId), actor, now);
        const toAppend: Outgoing[] = [
          ...(opening && decided.length > 0 ? [opening] : []),
          ...decided.map((event) => ({ event, actor })),
          ...following.out,
        ];
        if (toAppend.length === 0) return { events: expired.events, state: match };
        const envelopes = toAppend.map((o, i) =>
          this.envelope(o, now, { correlationId: options.correlationId }, i === 0 ? options.eventId : undefined),
        );
        return { events: [...expired.events, ...envelopes], state: following.match };
      },
    });
    return this.loaded(matchId, handled);
  }

  /** A player's first order or roll starts the clocks of a match whose clocks start that way. */
  private opensClock(match: MatchState, command: MatchEvent, actor: Actor, startsClock = false): Outgoing | null {
    const byPlayer = actor.kind === 'player' || startsClock;
    const play = command.type === 'OrderIssued' || command.type === 'DiceRolled';
    const { settings, started } = match.clock;
    if (!byPlayer || !play || started || settings.start !== 'first-action' || !timesItself(settings)) return null;
    return { event: { type: 'ClockStarted', data: { reason: null } }, actor: { kind: 'server' } };
  }

  /**
   * What follows a command by itself: the server-only rolls the match now waits for (bounded by
   * MAX_AUTOMATIC_ROLLS), then, when the match has ended, the dice seed revealed so anyone can
   * verify every server roll. The seed is read only when one of them needs it.
   */
  private async settle(
    match: MatchState,
    seedOf: () => Promise<string | null>,
    actor: Actor,
    at?: number,
  ): Promise<{ out: Outgoing[]; match: MatchState }> {
    const out: Outgoing[] = [];
    let next = match;
    let seed: string | null | undefined;
    const server: Actor = { kind: 'server' };
    for (let n = 0; n < MAX_AUTOMATIC_ROLLS; n++) {
      const pending = awaitsServerOnlyRoll(next);
      if (!pending || !next.created.serverSeedCommitment) break;
      if (seed === undefined) seed = await seedOf();
      if (!seed) break;
      const decided = decide(next, serverRollEvent(seed, next, pending), server);
      if (isViolation(decided)) throw new RuleViolationError(decided);
      next = decided.reduce((m: MatchState, e: MatchEvent) => applyAt(m, e, at), next);
      out.push(...decided.map((event) => ({ event, actor: server })));
    }
    // Under `rolls-only`, a match that now waits only for orders of players out of time can
    // go no further: the game's own time rule ends it.
    const ended = stallEnding(next);
    next = ended.reduce((m: MatchState, e: MatchEvent) => applyAt(m, e, at), next);
    out.push(...ended.map((event) => ({ event, actor: server })));
    if (outcomeOf(next).finished && next.revealedSeed === null && next.created.serverSeedCommitment) {
      if (seed === undefined) seed = await seedOf();
      if (seed) {
        const reveal: MatchEvent = { type: 'ServerSeedRevealed', data: { seed } };
        out.push({ event: reveal, actor });
        next = applyAt(next, reveal, at);
      }
    }
    return { out, match: next };
  }

  /** `at`: the server's time the event counts at (`metadata.at`), which the clocks fold. */
  private envelope(o: Outgoing, at: number, meta: Record<string, unknown>, eventId?: string): NewEvent {
    const { event, actor } = o;
    const metadata: Record<string, unknown> = { actor, at: new Date(o.at ?? at).toISOString() };
    for (const [k, v] of Object.entries(meta)) if (v !== undefined) metadata[k] = v;
    return { eventId: eventId ?? randomUUID(), type: event.type, data: event.data, metadata };
  }
}
