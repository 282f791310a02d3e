import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError, type EventStore, type NewEvent, type StoredEvent } from '@app/event-store';
import {
  apply,
  decide,
  deriveDice,
  isViolation,
  outcomeOf,
  pendingOf,
  replay,
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
}

export interface CommandOptions {
  /** The match version the client decided on; a different current version is a CONFLICT. */
  expectedVersion?: number;
  /** A client-chosen id for the first event, so a retried request is not applied twice. */
  eventId?: string;
  correlationId?: string;
}

export interface LoadedMatch {
  matchId: string;
  match: MatchState;
  events: StoredEvent[];
}

/** How often a command without an expected version re-decides after losing a race. */
const RETRIES = 5;

/**
 * The most server-only rolls one command brings in a row (a shuffle, then a deal, then a
 * reshuffle…). A ruleset that keeps asking past it is stopped there: the rolls made so far are
 * kept, and the next is left pending for `serverRoll`, so a faulty game cannot loop forever.
 */
export const MAX_AUTOMATIC_ROLLS = 32;

/** An event to append and who it is recorded as coming from. */
interface Outgoing {
  event: MatchEvent;
  actor: Actor;
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
 * can never both apply to the same state.
 */
export class MatchService {
  constructor(
    private readonly store: EventStore,
    private readonly registry: RulesetRegistry,
    private readonly seeds: SeedVault,
  ) {}

  get rulesets(): RulesetRegistry {
    return this.registry;
  }

  async create(input: CreateMatchInput, actor: Actor = { kind: 'organiser' }): Promise<LoadedMatch> {
    const matchId = input.matchId ?? randomUUID();
    if (!isUuid(matchId)) throw new MatchValidationError(`match id "${matchId}" is not a UUID`, 'matchId');
    const ruleset = this.registry.get(input.rulesetId, input.rulesetVersion);
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
    const started = startMatch(this.registry, created);
    if (isViolation(started)) throw new RuleViolationError(started);
    const seed = await this.seeds.create(matchId);
    const opened: MatchState = { ...started, created: { ...started.created, serverSeedCommitment: seedCommitment(seed) } };
    const first: Outgoing = { event: { type: 'MatchCreated', data: opened.created }, actor };
    // A game that opens with a shuffle or a hidden deal has it made in the same append.
    const following = await this.settle(opened, async () => seed, actor);
    try {
      await this.store.append(
        matchStream(matchId),
        [first, ...following.out].map((o, i) => this.envelope(o.event, o.actor, i === 0 ? { rulesetVersion: ruleset.version } : {})),
        'no_stream',
      );
    } catch (e) {
      if (e instanceof WrongExpectedVersionError) throw new MatchValidationError(`a match with id ${matchId} already exists`, 'matchId');
      throw e;
    }
    return this.load(matchId);
  }

  /** How the match was created (players, organiser, access): it never changes, so one event is read. */
  async created(matchId: string): Promise<MatchCreatedData> {
    if (!isUuid(matchId)) throw new MatchNotFoundError(matchId);
    const [first] = await this.store.readStream(matchStream(matchId), { maxCount: 1 });
    if (!first) throw new MatchNotFoundError(matchId);
    const event = toMatchEvent(first);
    if (event.type !== 'MatchCreated') throw new Error(`match ${matchId} does not start with MatchCreated`);
    return event.data;
  }

  /** The match folded up to event `upTo` (1-based, inclusive), or to its end. */
  async load(matchId: string, upTo?: number): Promise<LoadedMatch> {
    if (!isUuid(matchId)) throw new MatchNotFoundError(matchId);
    const events = await this.store.readStream(matchStream(matchId));
    if (events.length === 0) throw new MatchNotFoundError(matchId);
    if (upTo !== undefined && (!Number.isInteger(upTo) || upTo < 1 || upTo > events.length)) {
      throw new MatchValidationError(`event index ${upTo} is outside this match (1…${events.length})`, 'upTo');
    }
    const match = replay(this.registry, events.map(toMatchEvent), { upTo });
    return { matchId, match, events: upTo === undefined ? events : events.slice(0, upTo) };
  }

  issueOrder(matchId: string, side: string, order: unknown, actor: Actor, options: CommandOptions = {}): Promise<LoadedMatch> {
    return this.execute(matchId, actor, options, () => ({ type: 'OrderIssued', data: { side, order: order as never } }));
  }

  /** A roll made with physical dice at the table, reported by a player. */
  recordRoll(matchId: string, side: string | null, dice: DieResult[], actor: Actor, options: CommandOptions & { purpose?: string } = {}): Promise<LoadedMatch> {
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
    return this.execute(matchId, { kind: 'server' }, options, async (match) => {
      const pending = pendingOf(match);
      if (pending.kind !== 'roll') {
        throw new RuleViolationError(violation('dice', `no roll is pending: ${pending.prompt}`, 'ROLL_NOT_PENDING'));
      }
      if (actor.kind === 'player' && pending.side !== null && pending.side !== actor.side) {
        throw new RuleViolationError(violation('dice', `the pending roll belongs to side ${pending.side}`, 'OUT_OF_TURN'));
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
    return this.execute(matchId, actor, options, () => ({ type: 'ResultDisputed', data: { side, reason } }));
  }

  /** A clock ran out: the ruleset's own time rule decides what follows. */
  expireTime(matchId: string, clock: 'match' | 'round' | 'player', side: string | null = null, options: CommandOptions = {}): Promise<LoadedMatch> {
    return this.execute(matchId, { kind: 'server' }, options, () => ({ type: 'TimeExpired', data: { clock, side } }));
  }

  private async execute(
    matchId: string,
    actor: Actor,
    options: CommandOptions,
    build: (match: MatchState) => GameEvent | ResultEvent | Promise<GameEvent | ResultEvent>,
  ): Promise<LoadedMatch> {
    for (let attempt = 0; ; attempt++) {
      const loaded = await this.load(matchId);
      const { match, events } = loaded;
      if (options.eventId !== undefined && events.some((e) => e.eventId === options.eventId)) {
        return loaded; // a retry of a command that was already applied
      }
      if (options.expectedVersion !== undefined && options.expectedVersion !== match.version) {
        throw new MatchConflictError(matchId, options.expectedVersion, match.version);
      }
      const decided = decide(match, await build(match), actor);
      if (isViolation(decided)) throw new RuleViolationError(decided);
      const next = decided.reduce(apply, match);
      const following = await this.settle(next, () => this.seeds.get(matchId), actor);
      const toAppend: Outgoing[] = [...decided.map((event) => ({ event, actor })), ...following.out];
      if (toAppend.length === 0) return loaded;
      const envelopes = toAppend.map((o, i) =>
        this.envelope(o.event, o.actor, { correlationId: options.correlationId }, i === 0 ? options.eventId : undefined),
      );
      try {
        await this.store.append(matchStream(matchId), envelopes, match.version);
      } catch (e) {
        if (e instanceof WrongExpectedVersionError) {
          if (options.expectedVersion !== undefined || attempt >= RETRIES) {
            throw new MatchConflictError(matchId, match.version, Number(e.actual));
          }
          continue; // someone else appended first: decide again on the new state
        }
        throw e;
      }
      return this.load(matchId);
    }
  }

  /**
   * What follows a command by itself: the server-only rolls the match now waits for (bounded by
   * MAX_AUTOMATIC_ROLLS), then, when the match has ended, the dice seed revealed so anyone can
   * verify every server roll. The seed is read only when one of them needs it.
   */
  private async settle(match: MatchState, seedOf: () => Promise<string | null>, actor: Actor): Promise<{ out: Outgoing[]; match: MatchState }> {
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
      next = decided.reduce(apply, next);
      out.push(...decided.map((event) => ({ event, actor: server })));
    }
    if (outcomeOf(next).finished && next.revealedSeed === null && next.created.serverSeedCommitment) {
      if (seed === undefined) seed = await seedOf();
      if (seed) {
        const reveal: MatchEvent = { type: 'ServerSeedRevealed', data: { seed } };
        out.push({ event: reveal, actor });
        next = apply(next, reveal);
      }
    }
    return { out, match: next };
  }

  private envelope(event: MatchEvent, actor: Actor, meta: Record<string, unknown>, eventId?: string): NewEvent {
    if (eventId !== undefined && !isUuid(eventId)) throw new MatchValidationError(`event id "${eventId}" is not a UUID`, 'eventId');
    const metadata: Record<string, unknown> = { actor };
    for (const [k, v] of Object.entries(meta)) if (v !== undefined) metadata[k] = v;
    return { eventId: eventId ?? randomUUID(), type: event.type, data: event.data, metadata };
  }
}
