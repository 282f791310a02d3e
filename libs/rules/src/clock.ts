import type { ClockEvent, ClockOptions, ClockPausedData, ClockSettings, MatchCreatedData, RoundClockSetData } from './events';
import type { Actor, Pending } from './ruleset';
import { violation, type RuleViolation } from './violation';

/**
 * The clocks of a match, folded from its events and the server's time stamp on each. Three
 * kinds of clock may govern a match:
 *
 * - its own time limit (`match`): Solaris VII's standard match lasts 20 minutes [§2.3];
 * - the round clock of the tournament round it is played in (`round`), owned by the
 *   competition and copied into the match (`RoundClockSet`);
 * - chess clocks (`player`): each player's own time, running while the match waits for that
 *   player's decision — an order, or a roll they make — and switching as the decision passes.
 *
 * Nothing here reads the clock: every time is an event's stamp or the `now` a caller passes,
 * so the same stream gives the same readings on any machine.
 */

/** One player's chess clock. */
export interface SideClock {
  /** Time used up to the last event. */
  usedMs: number;
  /** Time the organiser gave on top of the per-side allowance. */
  extraMs: number;
}

/** The round clock as the match holds it (see RoundClockSetData). */
export interface RoundClockCopy {
  competitionId: string;
  round: number;
  version: number;
  running: boolean;
  dueAt: number | null;
  remainingMs: number;
  /** The time of the event that set it: what a paused clock's remaining time is measured at. */
  setAt: number | null;
}

export interface MatchClock {
  settings: ClockSettings;
  started: boolean;
  /** The stamp of the last event folded (epoch ms): running clocks count from it. */
  lastAt: number | null;
  /** The match clock's time used up to `lastAt`. */
  usedMs: number;
  extraMs: number;
  sides: Record<string, SideClock>;
  /** The sides the match waits for after the last event: their chess clocks run. */
  awaited: string[];
  /** Whether the match and chess clocks count from `lastAt`: started, not paused, round not paused, time not yet out, match not over. */
  counting: boolean;
  paused: (ClockPausedData & { at: number | null }) | null;
  round: RoundClockCopy | null;
  /** Which clocks have run out (a side: their chess clock). */
  expired: { match: boolean; round: boolean; sides: string[] };
}

/** A clock that has run out, or will: which, whose, and when (epoch ms). */
export interface Deadline {
  clock: 'match' | 'round' | 'player';
  side: string | null;
  at: number;
}

export const NO_CLOCK: ClockSettings = { limitMs: null, start: 'first-action', chess: null };

/** The longest a clock may be set or extended by at once: a day. */
export const MAX_CLOCK_MS = 24 * 60 * 60 * 1000;

const minutesToMs = (minutes: number) => Math.round(minutes * 60_000);

/**
 * The stored settings from the organiser's choices. The time limit defaults to the game's
 * (`presetMinutes`: the ruleset's `timeLimitMinutes` of the setup, else its `matchMinutes`).
 */
export function clockSettings(options: ClockOptions | undefined, presetMinutes: number | null): ClockSettings | RuleViolation {
  const o = options ?? {};
  for (const [name, value] of [
    ['minutes', o.minutes],
    ['chessMinutes', o.chessMinutes],
  ] as const) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || minutesToMs(value) > MAX_CLOCK_MS) {
      return violation('clock', `${name} must be from 0 to 1440 minutes, not ${String(value)}`, 'BAD_TIME');
    }
  }
  if (o.start !== undefined && o.start !== 'first-action' && o.start !== 'organiser') {
    return violation('clock', `the clocks start at the first action or by the organiser, not ${String(o.start)}`, 'BAD_TIME');
  }
  if (o.outOfTime !== undefined && o.outOfTime !== 'ruleset' && o.outOfTime !== 'rolls-only') {
    return violation('clock', `a player out of time follows the ruleset or may only roll, not ${String(o.outOfTime)}`, 'BAD_TIME');
  }
  const limit = o.minutes === undefined ? presetMinutes : o.minutes;
  return {
    limitMs: limit ? minutesToMs(limit) : null,
    start: o.start ?? 'first-action',
    chess: o.chessMinutes ? { perSideMs: minutesToMs(o.chessMinutes), outOfTime: o.outOfTime ?? 'ruleset' } : null,
  };
}

/** Whether the match has a clock of its own to start (a time limit or chess clocks). */
export const timesItself = (s: ClockSettings): boolean => s.limitMs !== null || s.chess !== null;

export function initialClock(created: MatchCreatedData, at: number | null): MatchClock {
  const settings = created.clock ?? NO_CLOCK;
  const sides = Object.fromEntries(created.players.map((p) => [p.side, { usedMs: 0, extraMs: 0 }]));
  return {
    settings,
    started: false,
    lastAt: at,
    usedMs: 0,
    extraMs: 0,
    sides,
    awaited: [],
    counting: false,
    paused: null,
    round: null,
    expired: { match: false, round: false, sides: [] },
  };
}

/** Where the game stands after an event, as far as the clocks care. */
export interface GameMoment {
  /**
   * What the match waits for: asked only with chess clocks, to know whose clock runs. A
   * function, because working it out (prompts and all) would cost every event of a timed match.
   */
  pending(): Pending;
  /** The match is over: every clock stops. */
  finished: boolean;
  /** The ruleset has been told that time ran out: the clocks have done their work. */
  timeExpired: boolean;
}

/**
 * Folds one event: first the time since the last event is charged to the clocks that ran, then
 * the event, then which clocks run from now on. An event without a stamp charges nothing. With
 * `inPlace`, `clock` is written itself: for a replay's private copy, which no one else holds.
 */
export function foldClock(
  clock: MatchClock,
  event: { type: string; data: unknown },
  at: number | undefined,
  moment: () => GameMoment,
  inPlace = false,
): MatchClock {
  const c = charge(inPlace ? clock : { ...clock }, at);
  applyClockEvent(c, event);
  // Where the game stands is asked only of a match whose clocks have started: an untimed
  // match replays at the cost of its rules alone.
  const now = c.started && c.paused === null && !roundPaused(c) ? moment() : null;
  c.counting = now !== null && !now.finished && !now.timeExpired;
  c.awaited = now && c.counting && c.settings.chess ? awaitedSides(now.pending()).filter((s) => s in c.sides) : [];
  return c;
}

/**
 * `c` with the time since the last event charged to the clocks that were running. `c` is a
 * shallow copy (or a clock no one else holds): what an event changes below it (a side's time,
 * what has expired) is copied where it changes.
 */
function charge(c: MatchClock, at: number | undefined): MatchClock {
  if (at === undefined) return c;
  if (c.lastAt !== null && c.counting) {
    const elapsed = Math.max(0, at - c.lastAt);
    c.usedMs += elapsed;
    if (c.awaited.length > 0) c.sides = { ...c.sides };
    for (const side of c.awaited) c.sides[side] = { ...c.sides[side], usedMs: c.sides[side].usedMs + elapsed };
  }
  c.lastAt = c.lastAt === null ? at : Math.max(c.lastAt, at);
  return c;
}

function applyClockEvent(c: MatchClock, event: { type: string; data: unknown }): void {
  switch (event.type) {
    case 'ClockStarted':
      c.started = true;
      break;
    case 'ClockPaused':
      c.paused = { ...(event.data as ClockPausedData), at: c.lastAt };
      break;
    case 'ClockResumed':
      c.paused = null;
      break;
    case 'ClockExtended': {
      const d = event.data as { clock: 'match' | 'player'; side: string | null; ms: number };
      if (d.clock === 'match') c.extraMs += d.ms;
      else if (d.side && c.sides[d.side])
        c.sides = { ...c.sides, [d.side]: { ...c.sides[d.side], extraMs: c.sides[d.side].extraMs + d.ms } };
      break;
    }
    case 'RoundClockSet': {
      const d = event.data as RoundClockSetData;
      c.round = { ...d, dueAt: d.dueAt === null ? null : Date.parse(d.dueAt), setAt: c.lastAt };
      break;
    }
    case 'OutOfTime':
      flag(c, (event.data as { side: string }).side);
      break;
    case 'TimeExpired': {
      const d = event.data as { clock: 'match' | 'round' | 'player'; side?: string | null };
      if (d.clock === 'player' && d.side) flag(c, d.side);
      else if (d.clock === 'round') c.expired = { ...c.expired, round: true };
      else if (d.clock === 'match') c.expired = { ...c.expired, match: true };
      break;
    }
  }
}

function flag(c: MatchClock, side: string): void {
  if (!c.expired.sides.includes(side)) c.expired = { ...c.expired, sides: [...c.expired.sides, side] };
}

/** Whose decision the match waits for: the sides that may order, or the side that rolls. */
export function awaitedSides(pending: Pending): string[] {
  if (pending.kind === 'order') return [...pending.sides];
  if (pending.kind === 'roll' && pending.side !== null && !pending.server) return [pending.side];
  return [];
}

/** The round clock is stopped with time left: the organiser paused the round, and play waits. */
function roundPaused(c: MatchClock): boolean {
  return c.round !== null && !c.round.running && c.round.remainingMs > 0;
}

// ---- readings --------------------------------------------------------------------------

/** Time left on the match's own limit at `now` (null: no limit). */
export function matchRemaining(c: MatchClock, now: number): number | null {
  if (c.settings.limitMs === null) return null;
  return c.settings.limitMs + c.extraMs - c.usedMs - running(c, now);
}

/** Time left on a player's chess clock at `now` (null: no chess clocks). */
export function sideRemaining(c: MatchClock, side: string, now: number): number | null {
  const s = c.sides[side];
  if (!c.settings.chess || !s) return null;
  return c.settings.chess.perSideMs + s.extraMs - s.usedMs - (c.awaited.includes(side) ? running(c, now) : 0);
}

/** Time left on the round clock for this table at `now` (null: no round clock). */
export function roundRemaining(c: MatchClock, now: number): number | null {
  const r = c.round;
  if (!r) return null;
  if (r.running && r.dueAt !== null) return r.dueAt - now;
  return r.remainingMs;
}

/** How long the counting clocks have run since the last event. */
function running(c: MatchClock, now: number): number {
  return c.counting && c.lastAt !== null ? Math.max(0, now - c.lastAt) : 0;
}

/**
 * Every clock that will run out if nothing else happens, with when: the round's at its due
 * time, the match's and each awaited player's when their time is used up. Empty once the match
 * is over or the ruleset has been told that time ran out.
 */
export function deadlines(c: MatchClock, moment: Pick<GameMoment, 'finished' | 'timeExpired'>): Deadline[] {
  if (moment.finished || moment.timeExpired) return [];
  const out: Deadline[] = [];
  const r = c.round;
  if (r && !c.expired.round) {
    if (r.running && r.dueAt !== null) out.push({ clock: 'round', side: null, at: r.dueAt });
    else if (!r.running && r.remainingMs <= 0 && r.setAt !== null) out.push({ clock: 'round', side: null, at: r.setAt });
  }
  if (c.counting && c.lastAt !== null) {
    const left = matchRemaining(c, c.lastAt);
    if (left !== null && !c.expired.match) out.push({ clock: 'match', side: null, at: c.lastAt + left });
    for (const side of c.awaited) {
      const mine = sideRemaining(c, side, c.lastAt);
      if (mine !== null && !c.expired.sides.includes(side)) out.push({ clock: 'player', side, at: c.lastAt + mine });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The clocks that have run out by `now` and are not yet applied, earliest first. */
export function dueDeadlines(c: MatchClock, moment: Pick<GameMoment, 'finished' | 'timeExpired'>, now: number): Deadline[] {
  return deadlines(c, moment).filter((d) => d.at <= now);
}

// ---- who may change the clocks -----------------------------------------------------------

const refuse = (message: string, code: string) => violation('clock', message, code);

/**
 * What the clocks forbid a player now: playing while the clocks are paused, before the
 * organiser starts them, or giving orders after their own time ran out (`rolls-only`) — until
 * the game's own time rule has been applied (`timeExpired`): from then on that rule governs
 * what is left to play, such as Solaris VII's phase played to its end (A38).
 */
export function clockForbids(c: MatchClock, action: 'order' | 'roll', side: string | null, timeExpired = false): RuleViolation | null {
  if (c.paused) return refuse(`the clock is paused (${c.paused.reason}): play resumes when the organiser says so`, 'CLOCK_PAUSED');
  if (roundPaused(c)) return refuse('the round clock is paused: play resumes with the round', 'CLOCK_PAUSED');
  if (!c.started && c.settings.start === 'organiser' && timesItself(c.settings)) {
    return refuse('the organiser has not started the clock of this match yet', 'CLOCK_NOT_STARTED');
  }
  if (
    action === 'order' &&
    side !== null &&
    !timeExpired &&
    c.settings.chess?.outOfTime === 'rolls-only' &&
    c.expired.sides.includes(side)
  ) {
    return violation('match', `side ${side}'s time has run out: they may still roll, but give no more orders`, 'TIME_EXPIRED');
  }
  return null;
}

/**
 * Decides a change to the clocks. Players may pause (calling the organiser to a dispute); the
 * organiser starts, pauses, resumes and gives time; only the server sets the round clock and
 * records a player's time running out.
 */
export function decideClock(c: MatchClock, event: ClockEvent, actor: Actor, seated: string[]): ClockEvent[] | RuleViolation {
  const organiserOnly = () => refuse('only the organiser changes the clocks this way', 'NOT_ORGANISER');
  const reason = (r: string) => r.trim().length > 0;
  switch (event.type) {
    case 'ClockStarted':
      if (actor.kind === 'player') return organiserOnly();
      if (!timesItself(c.settings)) return refuse('this match has no time limit and no chess clocks to start', 'NO_CLOCK');
      if (c.started) return refuse('the clock of this match is already running', 'CLOCK_STARTED');
      return [event];
    case 'ClockPaused': {
      const d = event.data;
      if (actor.kind === 'player' && (d.by !== 'player' || d.side !== actor.side))
        return refuse(`you play side ${actor.side}: pause as that player`, 'NOT_YOUR_SIDE');
      if (actor.kind !== 'player' && (d.by !== 'organiser' || d.side !== null))
        return refuse('the organiser pauses for nobody’s side', 'NOT_YOUR_SIDE');
      if (!reason(d.reason)) return refuse('say why the clock is paused', 'REASON_REQUIRED');
      if (!timesItself(c.settings) && !c.round) return refuse('this match has no clock to pause', 'NO_CLOCK');
      if (c.paused) return refuse(`the clock is already paused (${c.paused.reason})`, 'CLOCK_PAUSED');
      return [event];
    }
    case 'ClockResumed':
      if (actor.kind === 'player') return refuse('the organiser rules on a dispute and resumes the clock', 'NOT_ORGANISER');
      if (!reason(event.data.reason)) return refuse('give the ruling, or why the clock resumes', 'REASON_REQUIRED');
      if (!c.paused) return refuse('the clock is not paused', 'CLOCK_NOT_PAUSED');
      return [event];
    case 'ClockExtended': {
      const d = event.data;
      if (actor.kind === 'player') return organiserOnly();
      if (!Number.isInteger(d.ms) || d.ms <= 0 || d.ms > MAX_CLOCK_MS)
        return refuse('time given must be more than nothing and at most a day', 'BAD_TIME');
      if (!reason(d.reason)) return refuse('say why time is given', 'REASON_REQUIRED');
      if (d.clock === 'match') {
        if (d.side !== null) return refuse('the match clock is nobody’s side', 'UNKNOWN_SIDE');
        if (c.settings.limitMs === null) return refuse('this match has no time limit to extend', 'NO_CLOCK');
        if (c.expired.match) return refuse('the match’s time has already run out', 'CLOCK_EXPIRED');
      } else {
        if (!c.settings.chess) return refuse('this match has no chess clocks', 'NO_CLOCK');
        if (d.side === null || !seated.includes(d.side)) return refuse(`unknown side "${String(d.side)}"`, 'UNKNOWN_SIDE');
        if (c.expired.sides.includes(d.side)) return refuse(`side ${d.side}'s time has already run out`, 'CLOCK_EXPIRED');
      }
      return [event];
    }
    case 'RoundClockSet': {
      if (actor.kind !== 'server') return refuse('the round clock is set by the competition', 'SERVER_ONLY');
      // The competition sends its round clock again after every change and on recovery: an
      // older or the same version is already here, and so is a newer one that reads the same
      // for this table (another table was given time, or time was called); they add nothing.
      const r = c.round;
      const d = event.data;
      if (r && d.version <= r.version) return [];
      if (r && d.running === r.running && d.remainingMs === r.remainingMs && (d.dueAt === null ? null : Date.parse(d.dueAt)) === r.dueAt)
        return [];
      return [event];
    }
    case 'OutOfTime':
      if (actor.kind !== 'server') return refuse('the server records a player’s time running out', 'SERVER_ONLY');
      if (c.settings.chess?.outOfTime !== 'rolls-only' || !seated.includes(event.data.side) || c.expired.sides.includes(event.data.side)) {
        return refuse(`side ${event.data.side} is not running out of time under the rolls-only rule`, 'NOT_OUT_OF_TIME');
      }
      return [event];
  }
}

/** The actor who records a clock event, for checking a logged stream again. */
export function clockEventActor(event: ClockEvent): Actor {
  if (event.type === 'ClockPaused' && event.data.by === 'player' && event.data.side) return { kind: 'player', side: event.data.side };
  if (event.type === 'RoundClockSet' || event.type === 'OutOfTime' || event.type === 'ClockStarted') return { kind: 'server' };
  return { kind: 'organiser' };
}
