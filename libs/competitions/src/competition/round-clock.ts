import { clockSettings, isViolation, type ClockOptions, type RoundClockSetData, type RuleViolation } from '@app/rules';
import type { CompetitionActor, CreateCompetition, RoundClockCommand } from './commands';
import { DEFAULT_TIMING, type CompetitionCreatedData, type CompetitionEvent, type CompetitionTiming } from './events';
import { refuse } from './refuse';
import { currentRound, roundSettled, type CompetitionState, type GameState, type RoundClock, type RoundState } from './state';

/**
 * The round clock of a tournament round: the organiser starts it once the round has started,
 * pauses, resumes and gives time (to the round or to one table); the timekeeper (the server)
 * calls time for the games whose time has run out. Every time is the `at` the service stamped
 * on the command, so deciding, folding and reading never look at a clock.
 *
 * Each engine match of the round keeps a copy of its table's clock (`roundClockCopy`), so the
 * match judges its orders against the round's time from its own stream.
 */

type Decision = CompetitionEvent[] | RuleViolation;

/** The longest a round clock may be set or extended by at once: a day. */
export const MAX_ROUND_CLOCK_MS = 24 * 60 * 60 * 1000;

/** The organiser's ruling on a paper game whose time is called, when they chose draws. */
export const TIME_CALLED_DRAW_REASON = "time called: the organiser's configured outcome for unfinished games is a draw";

const clockRefusal = (message: string, code: string): RuleViolation => refuse('round clock', message, code);

/** The competition's timing; a competition created before round clocks has the defaults. */
export const timingOf = (created: CompetitionCreatedData): CompetitionTiming => created.timing ?? DEFAULT_TIMING;

// ---- configuration -----------------------------------------------------------------------

/** The organiser's timing for a new competition, completed with the defaults and checked. */
export function checkTiming(t: CreateCompetition['timing']): CompetitionTiming | RuleViolation {
  const roundMinutes = t?.roundMinutes ?? null;
  if (roundMinutes !== null && !(typeof roundMinutes === 'number' && roundMinutes > 0 && roundMinutes <= 1440)) {
    return refuse('setup', `a round lasts more than 0 and at most 1440 minutes, not ${String(roundMinutes)}`, 'BAD_CONFIG');
  }
  const paperOutcome = t?.paperOutcome ?? DEFAULT_TIMING.paperOutcome;
  if (paperOutcome !== 'report' && paperOutcome !== 'draw')
    return refuse('setup', `an unfinished paper game is reported or drawn, not ${String(paperOutcome)}`, 'BAD_CONFIG');
  return { roundMinutes, paperOutcome };
}

/**
 * The engine matches' clocks, checked as the matches will be created with them: a bad value
 * found only when a round starts would leave the round without its matches.
 */
export function checkMatchClock(o: ClockOptions | undefined): RuleViolation | null {
  if (o === undefined) return null;
  if (typeof o !== 'object' || o === null)
    return refuse('setup', 'match clocks: give them as minutes, start and out-of-time rule', 'BAD_CONFIG');
  const settings = clockSettings(o, null);
  return isViolation(settings) ? refuse('setup', `match clocks: ${settings.message}`, 'BAD_CONFIG') : null;
}

// ---- time arithmetic ---------------------------------------------------------------------

/** An ISO 8601 date and time with its offset, as epoch ms; null for anything else. */
export function parseInstant(at: unknown): number | null {
  if (typeof at !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(at)) return null;
  const ms = Date.parse(at);
  return Number.isFinite(ms) ? ms : null;
}

/** A duration the organiser may set or give: whole milliseconds, more than none, at most a day. */
const validDuration = (ms: number): boolean => Number.isInteger(ms) && ms > 0 && ms <= MAX_ROUND_CLOCK_MS;

/** How long the clock has run by `now`. */
function ranMs(c: RoundClock, now: number): number {
  return c.usedMs + (c.running && c.since !== null ? Math.max(0, now - c.since) : 0);
}

/** A game's whole allowance: the round's limit, the round's extensions and its table's. */
const allowanceMs = (c: RoundClock, game: string): number => c.limitMs + c.extraMs + (c.tableExtraMs[game] ?? 0);

/** A game's time left at `now`; below zero once it has run out. */
export const gameRemainingMs = (c: RoundClock, game: string, now: number): number => allowanceMs(c, game) - ranMs(c, now);

/**
 * A game's time left as of the clock's last change: every change brings a running clock up to
 * date (see `nextRoundClock`), so that is its allowance less the time used before `since`.
 */
const leftAtLastChange = (c: RoundClock, game: string): number => allowanceMs(c, game) - c.usedMs;

/** When a game's time runs out, while the clock runs; a paused clock has no deadline. */
function deadlineOf(c: RoundClock, game: string): number | null {
  return c.running && c.since !== null ? c.since + leftAtLastChange(c, game) : null;
}

// ---- where a round stands ------------------------------------------------------------------

/** The games of a round played at a table: every game but a bye. */
const tableGames = (s: CompetitionState, r: RoundState): GameState[] => r.games.map((g) => s.games[g]).filter((g) => g.b !== null);

/**
 * A round is finished when nothing is left to time: a later round is paired, every game is
 * settled, time has been called at every table, or the competition is over.
 */
export function roundFinished(s: CompetitionState, r: RoundState): boolean {
  if (s.finished || s.rounds.some((x) => x.round > r.round) || roundSettled(s, r)) return true;
  const called = new Set(r.clock?.called ?? []);
  return tableGames(s, r).every((g) => called.has(g.game));
}

/**
 * The games whose time has run out by `at` and is not called yet. A game settled meanwhile is
 * called too: the round clock runs to its end as a tournament's does, and a match the round's
 * time itself just ended is settled before the competition hears of it. A round that the event
 * has left behind (a later round paired, or the event finished) calls nothing.
 */
function dueGames(s: CompetitionState, r: RoundState, c: RoundClock, at: number): string[] {
  if (leftBehind(s, r)) return [];
  const called = new Set(c.called);
  return tableGames(s, r)
    .filter((g) => !called.has(g.game) && gameRemainingMs(c, g.game, at) <= 0)
    .map((g) => g.game);
}

const leftBehind = (s: CompetitionState, r: RoundState): boolean => s.finished || s.rounds.some((x) => x.round > r.round);

// ---- decisions ---------------------------------------------------------------------------

/** Decides a round clock command: the organiser's, or the timekeeper's call of time. */
export function decideRoundClock(s: CompetitionState, c: RoundClockCommand, actor: CompetitionActor): Decision {
  if (c.type === 'expireRoundTime') {
    if (actor.kind !== 'server') return clockRefusal('time is called by the timekeeper, when it runs out', 'SERVER_ONLY');
  } else if (actor.kind !== 'organiser') {
    return clockRefusal('only the organiser runs the round clock', 'NOT_ORGANISER');
  }
  const at = parseInstant(c.at);
  if (at === null) return clockRefusal(`${JSON.stringify(c.at)} is not an ISO 8601 time`, 'BAD_TIME');
  switch (c.type) {
    case 'startRoundClock':
      return decideStart(s, c);
    case 'pauseRoundClock':
      return decidePause(s, c);
    case 'resumeRoundClock':
      return decideResume(s, c);
    case 'extendRoundClock':
      return decideExtend(s, c);
    case 'expireRoundTime':
      return decideExpiry(s, c, at);
  }
}

/** The round's length in ms: the organiser's, or the competition's configured one. */
function roundLimit(s: CompetitionState, limitMs: number | null): number | null {
  if (limitMs !== null) return limitMs;
  const minutes = timingOf(s.created).roundMinutes;
  return minutes === null ? null : Math.round(minutes * 60_000);
}

function decideStart(s: CompetitionState, c: Extract<RoundClockCommand, { type: 'startRoundClock' }>): Decision {
  const r = currentRound(s);
  if (!r || r.round !== c.round) return clockRefusal(`round ${c.round} is not the round paired last`, 'UNKNOWN_ROUND');
  if (!r.started) return clockRefusal(`round ${c.round} has not started`, 'ROUND_NOT_STARTED');
  if (r.clock) return clockRefusal(`round ${c.round}'s clock has already started`, 'CLOCK_STARTED');
  if (roundFinished(s, r)) return clockRefusal(`round ${c.round} is finished: there is nothing left to time`, 'ROUND_FINISHED');
  const limitMs = roundLimit(s, c.limitMs);
  if (limitMs === null) return clockRefusal('give the length of the round: the competition has no configured round time', 'NO_TIME_LIMIT');
  if (!validDuration(limitMs))
    return clockRefusal(`a round lasts whole milliseconds, more than none and at most a day, not ${String(limitMs)}`, 'BAD_TIME');
  return [{ type: 'RoundClockStarted', data: { round: r.round, limitMs, at: c.at, reason: c.reason?.trim() || null } }];
}

/** A round that has a clock, or why not. */
function clockedRound(s: CompetitionState, round: number): { r: RoundState; clock: RoundClock } | RuleViolation {
  const r = s.rounds.find((x) => x.round === round);
  if (!r) return clockRefusal(`there is no round ${round}`, 'UNKNOWN_ROUND');
  if (!r.clock) return clockRefusal(`round ${round}'s clock has not started`, 'CLOCK_NOT_STARTED');
  return { r, clock: r.clock };
}

/** The organiser says why the clock changes: the reason stays in the competition's record. */
const reasonRefused = (reason: string, what: string): RuleViolation | null =>
  reason.trim() ? null : clockRefusal(`say why the round clock ${what}`, 'REASON_REQUIRED');

const finishedRefusal = (round: number) => clockRefusal(`round ${round} is finished: its clock no longer changes`, 'ROUND_FINISHED');

function decidePause(s: CompetitionState, c: Extract<RoundClockCommand, { type: 'pauseRoundClock' }>): Decision {
  const noReason = reasonRefused(c.reason, 'is paused');
  if (noReason) return noReason;
  const found = clockedRound(s, c.round);
  if (isViolation(found)) return found;
  if (!found.clock.running)
    return clockRefusal(`round ${c.round}'s clock is already paused (${found.clock.paused?.reason ?? 'no reason'})`, 'CLOCK_PAUSED');
  if (roundFinished(s, found.r)) return finishedRefusal(c.round);
  return [{ type: 'RoundClockPaused', data: { round: c.round, at: c.at, reason: c.reason.trim() } }];
}

/** A pause needs its reason; resuming is its expected end, so a reason is the organiser's to give or not. */
function decideResume(s: CompetitionState, c: Extract<RoundClockCommand, { type: 'resumeRoundClock' }>): Decision {
  const found = clockedRound(s, c.round);
  if (isViolation(found)) return found;
  if (found.clock.running) return clockRefusal(`round ${c.round}'s clock is not paused`, 'CLOCK_NOT_PAUSED');
  if (roundFinished(s, found.r)) return finishedRefusal(c.round);
  return [{ type: 'RoundClockResumed', data: { round: c.round, at: c.at, reason: c.reason?.trim() || null } }];
}

/** The game played at a table of a round; a bye sits at no table. */
export function gameAtTable(s: CompetitionState, r: RoundState, table: number): GameState | null {
  return tableGames(s, r).find((g) => g.table === table) ?? null;
}

function decideExtend(s: CompetitionState, c: Extract<RoundClockCommand, { type: 'extendRoundClock' }>): Decision {
  const noReason = reasonRefused(c.reason, 'gets more time');
  if (noReason) return noReason;
  if (!validDuration(c.ms))
    return clockRefusal(`time given is whole milliseconds, more than none and at most a day, not ${String(c.ms)}`, 'BAD_TIME');
  const found = clockedRound(s, c.round);
  if (isViolation(found)) return found;
  let game: string | null = null;
  if (c.table !== null) {
    const g = gameAtTable(s, found.r, c.table);
    if (!g) return clockRefusal(`round ${c.round} has no game at table ${c.table}`, 'UNKNOWN_TABLE');
    if (g.result) return clockRefusal(`table ${c.table}'s game (${g.game}) is settled: its time no longer matters`, 'ROUND_FINISHED');
    if (found.clock.called.includes(g.game)) return clockRefusal(`time has been called at table ${c.table} (${g.game})`, 'ROUND_FINISHED');
    game = g.game;
  }
  if (roundFinished(s, found.r)) return finishedRefusal(c.round);
  return [{ type: 'RoundClockExtended', data: { round: c.round, game, ms: c.ms, at: c.at, reason: c.reason.trim() } }];
}

/**
 * Time is called for every game whose time has run out; nothing is due decides nothing, so the
 * timekeeper may call again. A paper competition whose organiser chose draws settles each such
 * game with no report yet as a draw in the same decision.
 */
function decideExpiry(s: CompetitionState, c: Extract<RoundClockCommand, { type: 'expireRoundTime' }>, at: number): Decision {
  const found = clockedRound(s, c.round);
  if (isViolation(found)) return found;
  const games = dueGames(s, found.r, found.clock, at);
  if (games.length === 0) return [];
  return [{ type: 'RoundTimeExpired', data: { round: c.round, games, at: c.at } }, ...timeCalledRulings(s, games)];
}

/**
 * The draws time being called settles: on paper, with draws configured, for games nobody has
 * reported. A bracket game is left to its players: it needs a winner to move on.
 */
function timeCalledRulings(s: CompetitionState, games: string[]): CompetitionEvent[] {
  if (s.created.play.mode !== 'paper' || timingOf(s.created).paperOutcome !== 'draw') return [];
  return games
    .map((id) => s.games[id])
    .filter((g) => !g.result && !g.report && !g.bracketMatch)
    .map((g): CompetitionEvent => ({
      type: 'CompetitionResultReported',
      data: { game: g.game, by: null, winner: null, draw: true, scores: {}, reason: TIME_CALLED_DRAW_REASON },
    }));
}

// ---- readings ----------------------------------------------------------------------------

export interface RoundClockTable {
  game: string;
  table: number;
  matchId: string | null;
  /** This table's time left (with its own extensions), never below 0; 0 once its time is called. */
  remainingMs: number;
  /** When its time runs out, while the clock runs and the game is still timed. */
  deadline: number | null;
  /** Time given to this table alone. */
  extraMs: number;
  timeCalled: boolean;
  settled: boolean;
}

export interface RoundClockReading {
  round: number;
  started: boolean;
  running: boolean;
  paused: { at: number; reason: string } | null;
  limitMs: number;
  /** Time given to the whole round. */
  extraMs: number;
  /** The whole round's time left, without table extensions, never below 0. */
  remainingMs: number;
  /** When the whole round's time runs out, while the clock runs. */
  deadline: number | null;
  version: number;
  tables: RoundClockTable[];
}

/** The round clock as it reads at `now` (epoch ms); null when the round has no clock. */
export function roundClockReading(s: CompetitionState, round: number, now: number): RoundClockReading | null {
  const r = s.rounds.find((x) => x.round === round);
  const c = r?.clock;
  if (!r || !c) return null;
  const called = new Set(c.called);
  const roundLeft = c.limitMs + c.extraMs - ranMs(c, now);
  return {
    round,
    started: true,
    running: c.running,
    paused: c.paused,
    limitMs: c.limitMs,
    extraMs: c.extraMs,
    remainingMs: Math.max(0, roundLeft),
    deadline: c.running && c.since !== null ? c.since + c.limitMs + c.extraMs - c.usedMs : null,
    version: c.version,
    tables: tableGames(s, r).map((g) => {
      const timeCalled = called.has(g.game);
      const settled = g.result !== null;
      return {
        game: g.game,
        table: g.table,
        matchId: g.matchId,
        remainingMs: timeCalled ? 0 : Math.max(0, gameRemainingMs(c, g.game, now)),
        deadline: timeCalled || settled ? null : deadlineOf(c, g.game),
        extraMs: c.tableExtraMs[g.game] ?? 0,
        timeCalled,
        settled,
      };
    }),
  };
}

/**
 * When the timekeeper next has time to call in this round (epoch ms): the earliest a game's
 * time runs out while the clock runs. A clock paused after a game's time ran out (before it was
 * called) is due at the pause: a pause does not give back time already used up.
 */
export function roundDueAt(s: CompetitionState, round: number): number | null {
  const r = s.rounds.find((x) => x.round === round);
  const c = r?.clock;
  if (!r || !c || leftBehind(s, r)) return null;
  const called = new Set(c.called);
  let due: number | null = null;
  for (const g of tableGames(s, r)) {
    if (called.has(g.game)) continue;
    const at = c.running ? deadlineOf(c, g.game) : leftAtLastChange(c, g.game) <= 0 ? (c.paused?.at ?? null) : null;
    if (at !== null && (due === null || at < due)) due = at;
  }
  return due;
}

/**
 * The copy of a table's round clock its engine match keeps: when its time runs out while the
 * clock runs, and its time left as of the clock's last change. Null without a clock, or for a
 * game not of that round.
 */
export function roundClockCopy(s: CompetitionState, competitionId: string, round: number, game: string): RoundClockSetData | null {
  const r = s.rounds.find((x) => x.round === round);
  const c = r?.clock;
  if (!r || !c || !r.games.includes(game)) return null;
  const deadline = deadlineOf(c, game);
  return {
    competitionId,
    round,
    version: c.version,
    running: c.running,
    dueAt: deadline === null ? null : isoInstant(deadline),
    remainingMs: Math.max(0, leftAtLastChange(c, game)),
  };
}

/**
 * Epoch ms as ISO 8601 in UTC ("2026-11-22T10:00:00.000Z"), computed by hand — the civil date
 * of a day number (H. Hinnant's algorithm) — since pure code builds no Date.
 */
export function isoInstant(ms: number): string {
  const day = Math.floor(ms / 86_400_000);
  const inDay = ms - day * 86_400_000;
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const [h, min, sec, milli] = [
    Math.floor(inDay / 3_600_000),
    Math.floor(inDay / 60_000) % 60,
    Math.floor(inDay / 1000) % 60,
    inDay % 1000,
  ];
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}:${pad(sec)}.${pad(milli, 3)}Z`;
}
