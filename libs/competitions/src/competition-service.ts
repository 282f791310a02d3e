import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError, type EventStore, type NewEvent, type StoredEvent } from '@app/event-store';
import { isUuid, MatchService, MatchValidationError, RuleViolationError } from '@app/matches';
import { isViolation, outcomeOf, type MatchState } from '@app/rules';
import {
  applyAll,
  decide,
  decideCreate,
  replayCompetition,
  roundClockCopy,
  toCompetitionEvent,
  type CompetitionActor,
  type CompetitionCommand,
  type CompetitionEvent,
  type CompetitionState,
  type CreateCompetition,
  type EngineResult,
  type GameState,
  engineResult,
} from './competition';

const PREFIXES = ['tournament-', 'league-'] as const;
const RETRIES = 5;

export class CompetitionNotFoundError extends Error {
  readonly code = 'NOT_FOUND';
  constructor(readonly competitionId: string) {
    super(`no competition with id ${competitionId}`);
  }
}

export class CompetitionConflictError extends Error {
  readonly code = 'CONFLICT';
  constructor(readonly competitionId: string, readonly expected: number, readonly actual: number) {
    super(`competition ${competitionId} is at event ${actual}, not ${expected}: reload it and decide again`);
  }
}

export interface CommandOptions {
  /** The competition version the client decided on; a different current version is a CONFLICT. */
  expectedVersion?: number;
  /** The account that acts, kept in the event's metadata for the audit trail. */
  accountId?: string;
}

export interface LoadedCompetition {
  id: string;
  streamId: string;
  state: CompetitionState;
  events: StoredEvent[];
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
 */
export class CompetitionService {
  constructor(
    private readonly store: EventStore,
    private readonly matches: MatchService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async create(command: Omit<CreateCompetition, 'type' | 'competitionId'> & { competitionId?: string }): Promise<LoadedCompetition> {
    const id = command.competitionId ?? randomUUID();
    if (!isUuid(id)) throw new MatchValidationError(`competition id "${id}" is not a UUID`, 'competitionId');
    this.matches.rulesets.get(command.rulesetId); // an unknown game is refused before anything is written
    const decided = decideCreate({ ...command, type: 'create', competitionId: id });
    if (isViolation(decided)) throw new RuleViolationError(decided);
    try {
      await this.store.append(competitionStream(command.kind, id), decided.map((e) => this.envelope(e, { kind: 'organiser' }, command.organiserId)), 'no_stream');
    } catch (e) {
      if (e instanceof WrongExpectedVersionError) throw new MatchValidationError(`a competition with id ${id} already exists`, 'competitionId');
      throw e;
    }
    return this.load(id);
  }

  async load(id: string, upTo?: number): Promise<LoadedCompetition> {
    if (!isUuid(id)) throw new CompetitionNotFoundError(id);
    for (const prefix of PREFIXES) {
      const streamId = `${prefix}${id}`;
      const events = await this.store.readStream(streamId);
      if (events.length === 0) continue;
      const state = replayCompetition(events.map(toCompetitionEvent), upTo);
      return { id, streamId, state, events };
    }
    throw new CompetitionNotFoundError(id);
  }

  /** Runs one command; `ids` are drawn here for the engine matches a command may need. */
  async execute(id: string, command: CompetitionCommand, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    for (let attempt = 0; ; attempt++) {
      const loaded = await this.load(id);
      if (options.expectedVersion !== undefined && options.expectedVersion !== loaded.state.version) {
        throw new CompetitionConflictError(id, options.expectedVersion, loaded.state.version);
      }
      const decided = decide(loaded.state, command, actor);
      if (isViolation(decided)) throw new RuleViolationError(decided);
      if (decided.length === 0) return loaded;
      try {
        await this.store.append(loaded.streamId, decided.map((e) => this.envelope(e, actor, options.accountId)), loaded.state.version);
      } catch (e) {
        if (e instanceof WrongExpectedVersionError) {
          if (options.expectedVersion !== undefined || attempt >= RETRIES) throw new CompetitionConflictError(id, loaded.state.version, Number(e.actual));
          continue;
        }
        throw e;
      }
      // A round that starts (or a league game that opens) gets its engine matches now.
      const opened = decided.flatMap((e) => (e.type === 'RoundStarted' ? Object.keys(e.data.matches) : e.type === 'LeagueGameOpened' ? [e.data.game.game] : []));
      if (opened.length > 0) await this.createMatches({ ...loaded, state: applyAll(loaded.state, decided) }, opened);
      return this.load(id);
    }
  }

  /** Fresh ids for the games a round or a league game may need. */
  ids(count: number): string[] {
    return Array.from({ length: count }, () => randomUUID());
  }

  /** Pairs the next round (or pairs the last one again), once engine outcomes are brought in. */
  async pairRound(id: string, actor: CompetitionActor, repair = false, options: CommandOptions = {}): Promise<LoadedCompetition> {
    await this.syncEngineResults(id);
    return this.execute(id, { type: 'pairRound', repair }, actor, options);
  }

  async startRound(id: string, round: number, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    const { state } = await this.load(id);
    return this.execute(id, { type: 'startRound', round, ids: this.ids(Object.keys(state.games).length + 1) }, actor, options);
  }

  openLeagueGame(id: string, a: string, b: string, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    return this.execute(id, { type: 'openLeagueGame', a, b, week: isoWeek(this.clock()), ids: this.ids(1) }, actor, options);
  }

  /**
   * Creates the engine matches of games (all, or those named) that have a match id and no match
   * yet. A creation that failed (the process stopped between the two appends) is made again by
   * `syncEngineResults`, before the next pairing or the finish.
   */
  async createMatches(loaded: LoadedCompetition, only?: string[]): Promise<void> {
    const { state } = loaded;
    if (state.created.play.mode !== 'engine') return;
    const ruleset = this.matches.rulesets.get(state.created.rulesetId);
    const games = only ? only.map((g) => state.games[g]) : Object.values(state.games);
    for (const g of games) {
      if (!g.matchId || g.b === null || g.result) continue;
      if (await this.matches.created(g.matchId).then(() => true, () => false)) continue;
      const seat = (side: string, p: string) => ({ side, name: state.players[p].name, playerId: state.players[p].accountId ?? undefined });
      await this.matches
        .create({
          matchId: g.matchId,
          rulesetId: ruleset.id,
          players: [seat(ruleset.sides[0], g.a), seat(ruleset.sides[1], g.b)],
          setup: state.created.play.setup,
          dice: state.created.play.dice,
          clock: state.created.play.clock,
          access: { organiserId: state.created.organiserId, published: state.created.published, revealAtEnd: true },
          competition: { competitionId: loaded.id, game: g.game },
        })
        .catch((e: unknown) => {
          if (!(e instanceof MatchValidationError)) throw e; // "already exists": another process made it
        });
    }
  }

  private engineResult(g: GameState, match: MatchState): EngineResult {
    return engineResult(g, match.created.players.map((p) => p.side), outcomeOf(match));
  }

  /** Records the engine's outcome of a finished match in its competition (idempotent). */
  async recordMatchOutcome(competitionId: string, matchId: string): Promise<void> {
    const { state } = await this.load(competitionId);
    const g = Object.values(state.games).find((x) => x.matchId === matchId);
    if (!g || g.result) return;
    const { match } = await this.matches.load(matchId);
    const r = this.engineResult(g, match);
    if (!r.finished) return;
    await this.execute(competitionId, { type: 'recordEngineResult', game: g.game, matchId, winner: r.winner, draw: r.draw, reason: r.reason, scores: r.scores }, { kind: 'server' });
  }

  /**
   * Brings every finished engine match's outcome into the competition (one that ended while the
   * process stopped before recording it), and makes matches whose creation was interrupted.
   */
  async syncEngineResults(id: string): Promise<void> {
    const loaded = await this.load(id);
    await this.createMatches(loaded);
    for (const g of Object.values(loaded.state.games)) {
      if (!g.matchId || g.result) continue;
      const { match } = await this.matches.load(g.matchId).catch(() => ({ match: null }));
      if (match && this.engineResult(g, match).finished) await this.recordMatchOutcome(id, g.matchId);
    }
  }

  // ---- round clocks ----------------------------------------------------------------------

  /** The server's time, stamped on a round clock command: deciding never reads a clock. */
  private now(): string {
    return this.clock().toISOString();
  }

  /** Starts a round's clock: `minutes` null, the competition's configured round time. */
  startRoundClock(id: string, round: number, minutes: number | null, reason: string | null, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    return this.changeRoundClock(id, round, { type: 'startRoundClock', round, limitMs: minutes === null ? null : minutesToMs(minutes), at: this.now(), reason }, actor, options);
  }

  pauseRoundClock(id: string, round: number, reason: string, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    return this.changeRoundClock(id, round, { type: 'pauseRoundClock', round, at: this.now(), reason }, actor, options);
  }

  resumeRoundClock(id: string, round: number, reason: string, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    return this.changeRoundClock(id, round, { type: 'resumeRoundClock', round, at: this.now(), reason }, actor, options);
  }

  /** Gives a round (`table` null) or one table's game more time. */
  extendRoundClock(id: string, round: number, table: number | null, minutes: number, reason: string, actor: CompetitionActor, options: CommandOptions = {}): Promise<LoadedCompetition> {
    return this.changeRoundClock(id, round, { type: 'extendRoundClock', round, table, ms: minutesToMs(minutes), at: this.now(), reason }, actor, options);
  }

  /** Runs a round clock command, then brings the round's engine matches their new copy of it. */
  private async changeRoundClock(id: string, round: number, command: CompetitionCommand, actor: CompetitionActor, options: CommandOptions): Promise<LoadedCompetition> {
    const loaded = await this.execute(id, command, actor, options);
    await this.syncRoundClock(id, round);
    return loaded;
  }

  /**
   * Gives every engine match of the round still being played its table's copy of the round
   * clock (a match keeps the newest copy only, so sending it again does nothing). One match that
   * fails does not keep the others from their copy; the first failure is thrown at the end.
   */
  async syncRoundClock(id: string, round: number): Promise<void> {
    const { state } = await this.load(id);
    const r = state.rounds.find((x) => x.round === round);
    await eachReported(
      (r?.games ?? []).map((game) => state.games[game]).filter((g) => g.matchId && !g.result),
      async (g) => {
        const copy = roundClockCopy(state, id, round, g.game);
        if (copy) await this.matches.setRoundClock(g.matchId!, copy);
      },
    );
  }

  /**
   * The timekeeper's call: time is called for the round's games whose time has run out (nothing,
   * when none has), the matches get the clock's copy, and each engine match whose time was
   * called applies its own expiry and has its outcome recorded here. Every called game still
   * unsettled is gone through again, so a call interrupted half way is finished by the next.
   */
  async expireRoundTime(id: string, round: number): Promise<LoadedCompetition> {
    const { state } = await this.execute(id, { type: 'expireRoundTime', round, at: this.now() }, { kind: 'server' });
    await this.syncRoundClock(id, round);
    const called = state.rounds.find((r) => r.round === round)?.clock?.called ?? [];
    await eachReported(
      called.map((game) => state.games[game]).filter((g) => g.matchId && !g.result),
      async (g) => {
        await this.matches.expireDue(g.matchId!);
        await this.recordMatchOutcome(id, g.matchId!);
      },
    );
    return this.load(id);
  }

  /** The actor and, for the audit trail, the account that acted. */
  private envelope(event: CompetitionEvent, actor: CompetitionActor, accountId?: string): NewEvent {
    return { eventId: randomUUID(), type: event.type, data: event.data, metadata: { actor, ...(accountId ? { accountId } : {}) } };
  }
}
