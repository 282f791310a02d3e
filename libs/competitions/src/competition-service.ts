import { randomUUID } from 'node:crypto';
import {
  CommandHandler,
  FoldedStreams,
  withEvents,
  type EventStore,
  type Folded,
  type FoldedStreamsOptions,
  type NewEvent,
  type StoredEvent,
} from '@app/event-store';
import { InMemorySeedVault, isUuid, MatchService, MatchValidationError, RuleViolationError, type SeedVault } from '@app/matches';
import { isViolation, outcomeOf, seedCommitment, type MatchState } from '@app/rules';
import {
  applyAll,
  decide,
  decideCreate,
  foldInto,
  gameVersionOf,
  replayCompetition,
  roundClockCopy,
  toCompetitionEvent,
  type CompetitionActor,
  type CompetitionCommand,
  type CompetitionEvent,
  type CompetitionState,
  type CreateCompetition,
  engineResult,
  pairsFirstRound,
  type FirstRoundInput,
  type FirstRoundMethod,
} from './competition';
import type { PlayerId } from './types';

const PREFIXES = ['tournament-', 'league-'] as const;

export class CompetitionNotFoundError extends Error {
  readonly code = 'NOT_FOUND';
  constructor(readonly competitionId: string) {
    super(`no competition with id ${competitionId}`);
  }
}

export class CompetitionConflictError extends Error {
  readonly code = 'CONFLICT';
  constructor(
    readonly competitionId: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`competition ${competitionId} is at event ${actual}, not ${expected}: reload it and decide again`);
  }
}

export interface CommandOptions {
  /** The competition version the client decided on; a different current version is a CONFLICT. */
  expectedVersion?: number;
  /** The account that acts, kept in the event's metadata for the audit trail. */
  accountId?: string;
  /** Kept as `metadata.correlationId` on every event the command appends (the API's request id). */
  correlationId?: string;
}

export interface LoadedCompetition {
  id: string;
  streamId: string;
  state: CompetitionState;
  events: StoredEvent[];
  /** After a command: the global position of the last event it appended (0 when it appended none). */
  position?: number;
}

export function competitionStream(kind: 'tournament' | 'league', id: string): string {
  return `${kind}-${id}`;
}

/** The competition id of a stream, or null for any other stream. */
export function competitionIdOf(streamId: string): string | null {
  const prefix = PREFIXES.find((p) => streamId.startsWith(p));
  return prefix ? streamId.slice(prefix.length) : null;
}

/** The ISO 8601 week of a date ("2026-W47"): league limits count games per week. */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day); // the Thursday of this week decides its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86400000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const minutesToMs = (minutes: number) => Math.round(minutes * 60_000);

/** Where the secret seed of a competition's first-round draw number `draw` is kept (a `SeedVault` key). */
export const pairingSeedKey = (competitionId: string, draw: number) => `pairing-${competitionId}-${draw}`;

/**
 * How the organiser asks round 1 of a Swiss to be seeded: `method` (random when none is named, or
 * the method of the round 1 being paired again) and, for a pairing by rating, where each player's
 * rating is read (the API: `player_ratings`); asked only when the pairing is by rating.
 */
export interface PairingChoice {
  method?: FirstRoundMethod;
  ratings?: (state: CompetitionState) => Promise<Record<PlayerId, number>>;
}

/** The seed of a committed draw is not in the vault: the draw cannot be made or revealed. */
export class PairingSeedMissingError extends Error {
  readonly code = 'PAIRING_SEED_MISSING';
  constructor(
    readonly competitionId: string,
    readonly draw: number,
  ) {
    super(`the secret seed of draw ${draw} of competition ${competitionId} is missing: round 1 cannot be drawn at random`);
  }
}

/** Folds stored competition events onto a state (null: from the stream's creation). */
export function foldCompetition(state: CompetitionState | null, events: StoredEvent[]): CompetitionState {
  const decoded = events.map(toCompetitionEvent);
  // foldInto changes in place only what it builds itself: the state it starts from stays as it was.
  return state === null ? replayCompetition(decoded) : foldInto(state, decoded);
}

/** Runs `fn` for every item, one after another; the first failure is thrown once all have run. */
async function eachReported<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  const failures: unknown[] = [];
  for (const item of items) await fn(item).catch((e: unknown) => failures.push(e));
  if (failures.length > 0) throw failures[0];
}

/**
 * Tournaments and leagues: each command loads the competition's stream, lets the pure
 * `decide` rule on it and appends with the version it decided on. Games played through the
 * engine are matches this service creates as a round starts; their outcomes come back here.
 * Folded competitions are kept in this process: a command or a read folds only the events
 * appended since.
 */
export class CompetitionService {
  private readonly states: FoldedStreams<CompetitionState>;

  constructor(
    private readonly store: EventStore,
    private readonly matches: MatchService,
    private readonly clock: () => Date = () => new Date(),
    /** The one path of every command to the log (the API shares one with matches). */
    private readonly handler: CommandHandler = new CommandHandler(store),
    /** The bounds of this process's cache of folded competitions. */
    cache: Omit<FoldedStreamsOptions<CompetitionState>, 'snapshots'> = {},
    /** The secret seeds of first-round draws, until each draw reveals its own (`pairingSeedKey`). */
    private readonly seeds: SeedVault = new InMemorySeedVault(),
  ) {
    this.states = new FoldedStreams(store, foldCompetition, cache);
  }

  async create(
    command: Omit<CreateCompetition, 'type' | 'competitionId'> & { competitionId?: string },
    options: Pick<CommandOptions, 'correlationId'> = {},
  ): Promise<LoadedCompetition> {
    const id = command.competitionId ?? randomUUID();
    if (!isUuid(id)) throw new MatchValidationError(`competition id "${id}" is not a UUID`, 'competitionId');
    this.matches.rulesets.get(command.rulesetId); // an unknown game is refused before anything is written
    const { pairingSeedCommitment: _theServers, ...chosen } = command;
    const checked = decideCreate({ ...chosen, type: 'create', competitionId: id }, this.matches.rulesets);
    if (isViolation(checked)) throw new RuleViolationError(checked);
    // A Swiss commits to its first draw before anyone registers: the seed stays in the vault until the draw.
    const decided =
      chosen.kind === 'tournament' && chosen.format.kind === 'swiss'
        ? decideCreate(
            {
              ...chosen,
              type: 'create',
              competitionId: id,
              pairingSeedCommitment: seedCommitment(await this.seeds.create(pairingSeedKey(id, 1))),
            },
            this.matches.rulesets,
          )
        : checked;
    if (isViolation(decided)) throw new RuleViolationError(decided);
    const streamId = competitionStream(command.kind, id);
    const exists = () => new MatchValidationError(`a competition with id ${id} already exists`, 'competitionId');
    const events = decided.map((e) => this.envelope(e, { kind: 'organiser' }, command.organiserId, options.correlationId));
    const handled = await this.handler.start(streamId, { events, state: replayCompetition(decided) }, exists);
    this.states.appended(handled, { version: 0 });
    return withEvents({ id, streamId, state: handled.state, position: handled.position }, () => handled.events);
  }

  /**
   * The competition folded to its end: the cached state with the events appended since folded
   * on. With `upTo`, folded from its start to that event.
   */
  async load(id: string, upTo?: number): Promise<LoadedCompetition> {
    const folded = await this.folded(id);
    const state = upTo === undefined ? folded.state : replayCompetition(folded.events.map(toCompetitionEvent), upTo);
    return withEvents({ id, streamId: folded.streamId, state }, () => folded.events);
  }

  /** The competition's stream, if this process has folded it: a tournament's or a league's. */
  private knownStream(id: string): string | undefined {
    return PREFIXES.map((prefix) => `${prefix}${id}`).find((streamId) => this.states.cachedVersion(streamId) !== null);
  }

  /** The competition as the command handler decides on it: a tournament's stream or a league's. */
  private async folded(id: string): Promise<Folded<CompetitionState>> {
    if (!isUuid(id)) throw new CompetitionNotFoundError(id);
    const streams = PREFIXES.map((prefix) => `${prefix}${id}`);
    // A competition this process has seen is read from its own stream alone.
    const known = streams.filter((streamId) => this.states.cachedVersion(streamId) !== null);
    for (const streamId of known.length > 0 ? known : streams) {
      const folded = await this.states.load(streamId);
      if (folded) return folded;
    }
    throw new CompetitionNotFoundError(id);
  }

  /** Runs one command through the command handler; its consequences (engine matches, clock copies) are the processors'. */
  async execute(
    id: string,
    command: CompetitionCommand,
    actor: CompetitionActor,
    options: CommandOptions = {},
  ): Promise<LoadedCompetition> {
    const handled = await this.handler.handle<CompetitionState>({
      // Known when this process has folded the competition (a resolver loads it to authorise the caller):
      // the command then loads it once, in its turn.
      streamId: this.knownStream(id),
      load: () => this.folded(id),
      appended: (after, before) => this.states.appended(after, before),
      expectedVersion: options.expectedVersion,
      conflict: (expected, actual) => new CompetitionConflictError(id, expected, actual),
      decide: (current) => {
        const decided = decide(current.state, command, actor, this.matches.rulesets);
        if (isViolation(decided)) throw new RuleViolationError(decided);
        return {
          events: decided.map((e) => this.envelope(e, actor, options.accountId, options.correlationId)),
          state: applyAll(current.state, decided),
        };
      },
    });
    return withEvents({ id, streamId: handled.streamId, state: handled.state, position: handled.position }, () => handled.events);
  }

  /** Fresh ids for the games a round or a league game may need. */
  ids(count: number): string[] {
    return Array.from({ length: count }, () => randomUUID());
  }

  /**
   * Pairs the next round (or pairs the last one again), its games numbered by the standings.
   * Round 1 of a Swiss is seeded as `choice` says: at random unless another method is named (or
   * the round 1 paired again had one), the draw's secret seed read from the vault and the next
   * draw's drawn and committed to, so that deciding stays pure.
   */
  async pairRound(
    id: string,
    actor: CompetitionActor,
    repair = false,
    options: CommandOptions = {},
    choice: PairingChoice = {},
  ): Promise<LoadedCompetition> {
    const { state } = await this.load(id);
    const first = pairsFirstRound(state, repair);
    const again = repair ? state.rounds.at(-1)?.firstRound?.method : undefined;
    const method = choice.method ?? (first ? (again ?? 'random') : undefined);
    let firstRound: FirstRoundInput | undefined;
    if (method === 'random') firstRound = { method, ...(first ? await this.drawSeeds(id, state) : { seed: '', next: '' }) };
    else if (method === 'rating') firstRound = { method, ratings: first && choice.ratings ? await choice.ratings(state) : {} };
    else if (method !== undefined) firstRound = { method }; // 'seeds', or one the rules refuse
    return this.execute(id, { type: 'pairRound', repair, boards: 'standing', ...(firstRound ? { firstRound } : {}) }, actor, options);
  }

  /**
   * The seed of the draw committed to (a competition created before draws were committed makes
   * its first now: the pairing commits to it before it pairs), and the commitment to the next.
   */
  private async drawSeeds(id: string, state: CompetitionState): Promise<{ seed: string; next: string }> {
    const draw = state.pairingDraw?.draw ?? 1;
    const key = pairingSeedKey(id, draw);
    const seed = state.pairingDraw ? await this.seeds.get(key) : await this.seeds.create(key);
    if (!seed) throw new PairingSeedMissingError(id, draw);
    return { seed, next: seedCommitment(await this.seeds.create(pairingSeedKey(id, draw + 1))) };
  }

  async startRound(id: string, round: number, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    const { state } = await this.load(id);
    return this.execute(id, { type: 'startRound', round, ids: this.ids(Object.keys(state.games).length + 1) }, actor, options);
  }

  openLeagueGame(id: string, a: string, b: string, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    return this.execute(id, { type: 'openLeagueGame', a, b, week: isoWeek(this.clock()), ids: this.ids(1) }, actor, options);
  }

  /**
   * Moves the competition's next engine matches to the newest version of its game, which the
   * service reads in its registry (`RULESET_CURRENT` when the competition plays it already).
   */
  async moveToNewestRuleset(id: string, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    const { state } = await this.load(id);
    const newest = this.matches.rulesets.get(state.created.rulesetId).version;
    return this.execute(id, { type: 'moveRuleset', version: newest }, actor, options);
  }

  // ---- consequences: what the processors do when a competition or a match moves ---------------

  /**
   * Creates the engine matches of the games named (those a `RoundStarted` or a
   * `LeagueGameOpened` lists) that have no match yet, each under the id and the version of the
   * game the competition gave it, and hands each the round clock's copy when its round has one.
   * Running it again creates nothing twice: a match that exists is left alone, and a creation
   * that loses a race to another is refused by its stream.
   */
  async openEngineMatches(id: string, state: CompetitionState, games: string[]): Promise<void> {
    if (state.created.play.mode !== 'engine') return;
    const registry = this.matches.rulesets;
    for (const g of games.map((game) => state.games[game])) {
      if (!g?.matchId || g.b === null || g.result) continue;
      if (!(await this.matches.exists(g.matchId))) {
        // The version the game was given when its match id was drawn: a later move leaves it be.
        const ruleset = registry.get(state.created.rulesetId, gameVersionOf(state, g, registry));
        const seat = (side: string, p: string) => ({
          side,
          name: state.players[p].name,
          playerId: state.players[p].accountId ?? undefined,
        });
        // A creation retried after a crash, or racing another, answers the match already made.
        await this.matches.create({
          matchId: g.matchId,
          rulesetId: ruleset.id,
          rulesetVersion: ruleset.version,
          players: [seat(ruleset.sides[0], g.a), seat(ruleset.sides[1], g.b)],
          setup: state.created.play.setup,
          dice: state.created.play.dice,
          clock: state.created.play.clock,
          access: { organiserId: state.created.organiserId, published: state.created.published, revealAtEnd: true },
          competition: { competitionId: id, game: g.game },
        });
      }
      const copy = g.stage === 'league' ? null : roundClockCopy(state, id, g.round, g.game);
      if (copy) await this.matches.setRoundClock(g.matchId, copy);
    }
  }

  /** Records the engine's outcome of a finished match in its competition; nothing when it is not over or already recorded. */
  async recordMatchOutcome(competitionId: string, match: MatchState): Promise<void> {
    const matchId = match.created.matchId;
    const { state } = await this.load(competitionId);
    const g = Object.values(state.games).find((x) => x.matchId === matchId);
    if (!g || g.result) return;
    const r = engineResult(
      g,
      match.created.players.map((p) => p.side),
      outcomeOf(match),
    );
    if (!r.finished) return;
    await this.execute(
      competitionId,
      { type: 'recordEngineResult', game: g.game, matchId, winner: r.winner, draw: r.draw, reason: r.reason, scores: r.scores },
      { kind: 'server' },
    );
  }

  /**
   * Gives every engine match of the round still being played its table's copy of the round
   * clock (a match keeps the newest copy only, so sending it again does nothing). A match not
   * created yet gets its copy when it is. One match that fails does not keep the others from
   * their copy; the first failure is thrown at the end.
   */
  async syncRoundClock(id: string, state: CompetitionState, round: number): Promise<void> {
    const r = state.rounds.find((x) => x.round === round);
    await eachReported(
      (r?.games ?? []).map((game) => state.games[game]).filter((g) => g.matchId && !g.result),
      async (g) => {
        const copy = roundClockCopy(state, id, round, g.game);
        if (copy && (await this.matches.exists(g.matchId!))) await this.matches.setRoundClock(g.matchId!, copy);
      },
    );
  }

  /**
   * Time was called for games of a round: each engine match among them applies what its copy
   * of the round clock now brings (the match's own time rule), once it holds the copy.
   */
  async applyCalledTime(state: CompetitionState, round: number): Promise<void> {
    const called = state.rounds.find((r) => r.round === round)?.clock?.called ?? [];
    await eachReported(
      called.map((game) => state.games[game]).filter((g) => g.matchId && !g.result),
      async (g) => {
        if (await this.matches.exists(g.matchId!)) await this.matches.expireDue(g.matchId!);
      },
    );
  }

  // ---- round clocks: the competition's commands; the matches get their copies from the round-clock processor ----

  /** The server's time, stamped on a round clock command: deciding never reads a clock. */
  private now(): string {
    return this.clock().toISOString();
  }

  /** Starts a round's clock: `minutes` null, the competition's configured round time. */
  startRoundClock(
    id: string,
    round: number,
    minutes: number | null,
    reason: string | null,
    actor: CompetitionActor,
    options: CommandOptions = {},
  ): Promise<LoadedCompetition> {
    return this.execute(
      id,
      { type: 'startRoundClock', round, limitMs: minutes === null ? null : minutesToMs(minutes), at: this.now(), reason },
      actor,
      options,
    );
  }

  pauseRoundClock(
    id: string,
    round: number,
    reason: string,
    actor: CompetitionActor,
    options: CommandOptions = {},
  ): Promise<LoadedCompetition> {
    return this.execute(id, { type: 'pauseRoundClock', round, at: this.now(), reason }, actor, options);
  }

  resumeRoundClock(
    id: string,
    round: number,
    reason: string | null,
    actor: CompetitionActor,
    options: CommandOptions = {},
  ): Promise<LoadedCompetition> {
    return this.execute(id, { type: 'resumeRoundClock', round, at: this.now(), reason }, actor, options);
  }

  /** Gives a round (`table` null) or one table's game more time. */
  extendRoundClock(
    id: string,
    round: number,
    table: number | null,
    minutes: number,
    reason: string,
    actor: CompetitionActor,
    options: CommandOptions = {},
  ): Promise<LoadedCompetition> {
    return this.execute(id, { type: 'extendRoundClock', round, table, ms: minutesToMs(minutes), at: this.now(), reason }, actor, options);
  }

  /**
   * The timekeeper's call: time is called for the round's games whose time has run out (nothing,
   * when none has). What follows in the matches is the processors' work.
   */
  expireRoundTime(id: string, round: number): Promise<LoadedCompetition> {
    return this.execute(id, { type: 'expireRoundTime', round, at: this.now() }, { kind: 'server' });
  }

  /** The actor and, for the audit trail, the account that acted and the request it acted in. */
  private envelope(event: CompetitionEvent, actor: CompetitionActor, accountId?: string, correlationId?: string): NewEvent {
    return {
      eventId: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { actor, ...(accountId ? { accountId } : {}), ...(correlationId ? { correlationId } : {}) },
    };
  }
}
