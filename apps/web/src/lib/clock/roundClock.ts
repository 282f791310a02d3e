/**
 * The round clock as every screen shows it (the projector, the organiser's console), computed from the server's readings and never counted
 * from the page's own start: every reading says how much time was left at the server's time
 * (`serverTime`), so a page opened late, reloaded, or shown on a second screen with its clock
 * minutes off reads the same time as every other.
 *
 * Times on the browser's side (`receivedAt`, `now`) are from a monotonic clock
 * (performance.now()): only their differences matter, so a wall clock that is wrong or that is
 * set while the page is open changes nothing. Each reading gives one estimate of the offset
 * between the server's clock and the browser's: its serverTime less the moment it arrived. A
 * reading can only arrive late, never early, so the largest recent estimate is the one with the
 * least delay in it and the one used.
 */

/** A round clock as the API reads it (Competition.roundClock, the roundClock subscription). */
export interface ClockReading {
  round: number;
  /** The competition version read: a change (pause, extension) comes with a higher one. */
  version: number;
  /** ISO 8601: when the server took the reading. */
  serverTime: string;
  started: boolean;
  running: boolean;
  /** The round's time left at serverTime, never below 0. */
  remainingMs: number;
  /** When the time runs out while the clock runs (ISO 8601). */
  deadline?: string | null;
  paused?: { at: string; reason: string } | null;
}

interface OffsetSample {
  /** When the reading arrived (browser, monotonic ms). */
  at: number;
  /** The server's time less the browser's, as that reading tells it. */
  offsetMs: number;
}

/** The newest reading (with whatever else the page read with it), and the offset estimates of the recent ones. */
export interface ClockSync<R extends ClockReading = ClockReading> {
  readonly reading: R | null;
  readonly samples: readonly OffsetSample[];
}

export const NO_CLOCK: ClockSync<never> = { reading: null, samples: [] };

/** How far back offset estimates are kept: long enough to ride out a few slow readings, short enough that drift stays far below a second. */
export const OFFSET_WINDOW_MS = 20_000;
/**
 * A reading this much later than the best estimate allows is taken as the browser's clock having
 * jumped (a machine woken from sleep), not as delay: the estimates before it are dropped. Were it
 * delay after all (a stalled network), the next reading to arrive on time puts it right again.
 */
export const CLOCK_JUMP_MS = 2_000;
/** The last minutes of a round, shown in the warning colour. */
export const WARNING_MS = 5 * 60_000;

const serverMs = (r: ClockReading) => Date.parse(r.serverTime);

/** Whether `next` tells of a later state than `current`: a later round, a later version, or the same version read later. */
export function isNewer(next: ClockReading, current: ClockReading | null): boolean {
  if (!current) return true;
  if (next.round !== current.round) return next.round > current.round;
  if (next.version !== current.version) return next.version > current.version;
  return serverMs(next) >= serverMs(current);
}

function bestOffset(samples: readonly OffsetSample[]): number | null {
  if (samples.length === 0) return null;
  return Math.max(...samples.map((s) => s.offsetMs));
}

/**
 * The clock after a reading arrives at `receivedAt`. A reading older than the one held (a query
 * answered after the subscription's newer reading, a reading of the previous round) is ignored,
 * its offset too: it may have waited anywhere.
 */
export function receiveReading<R extends ClockReading>(sync: ClockSync<R>, reading: R, receivedAt: number): ClockSync<R> {
  const at = serverMs(reading);
  if (Number.isNaN(at) || !isNewer(reading, sync.reading)) return sync;
  const sample: OffsetSample = { at: receivedAt, offsetMs: at - receivedAt };
  const recent = sync.samples.filter((s) => s.at >= receivedAt - OFFSET_WINDOW_MS && s.at <= receivedAt);
  const best = bestOffset(recent);
  const jumped = best !== null && best - sample.offsetMs > CLOCK_JUMP_MS;
  return { reading, samples: jumped ? [sample] : [...recent, sample] };
}

/** The server's time now (epoch ms) as the browser best knows it; null before any reading. */
export function serverNow(sync: ClockSync, now: number): number | null {
  const offset = bestOffset(sync.samples);
  return offset === null ? null : now + offset;
}

/** `remainingMs` at the reading's serverTime, less what has run on the server's clock since while `counting`; never below 0. */
function countedDown(sync: ClockSync, remainingMs: number, counting: boolean, now: number): number {
  const r = sync.reading;
  const server = serverNow(sync, now);
  if (!r || !counting || server === null) return Math.max(0, remainingMs);
  // A `now` before the reading arrived (a screen drawn for an earlier moment) counts nothing, never time backwards.
  return Math.max(0, remainingMs - Math.max(0, server - serverMs(r)));
}

/** The round's time left at `now`: the reading's, less what has run on the server's clock since, while it runs. */
export function remainingAt(sync: ClockSync, now: number): number | null {
  const r = sync.reading;
  return r ? countedDown(sync, r.remainingMs, r.running, now) : null;
}

/** One table's own clock in a reading: its time left at the reading's serverTime, and its deadline while it counts. */
export interface TableClockReading {
  remainingMs: number;
  /** Null while the table does not count: paused, time called, or its game settled. */
  deadline?: string | null;
}

/** A table's time left at `now`: it counts while the table has a deadline and the round's clock runs. */
export function tableRemainingAt(sync: ClockSync, table: TableClockReading, now: number): number {
  return countedDown(sync, table.remainingMs, table.deadline != null && Boolean(sync.reading?.running), now);
}

/** What the screen shows of the clock. */
export type ClockFace =
  | { state: 'none' }
  | { state: 'waiting'; round: number }
  | { state: 'running'; round: number; remainingMs: number; warning: boolean; deadline: string | null }
  | { state: 'paused'; round: number; remainingMs: number; reason: string; since: string }
  | { state: 'timeUp'; round: number };

export function clockFace(sync: ClockSync, now: number): ClockFace {
  const r = sync.reading;
  if (!r) return { state: 'none' };
  if (!r.started) return { state: 'waiting', round: r.round };
  const remainingMs = remainingAt(sync, now) ?? r.remainingMs;
  if (r.paused) return { state: 'paused', round: r.round, remainingMs, reason: r.paused.reason, since: r.paused.at };
  if (remainingMs <= 0) return { state: 'timeUp', round: r.round };
  // Warned by what the digits say: the warning colour comes on as 05:00 shows.
  const warning = Math.ceil(remainingMs / 1000) * 1000 <= WARNING_MS;
  return { state: 'running', round: r.round, remainingMs, warning, deadline: r.deadline ?? null };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Time left as a clock shows it: mm:ss, h:mm:ss from an hour up; with `hours: false`, minutes
 * unbounded (a 90-minute round starts at 90:00, as the organiser typed its length). Seconds are
 * rounded up, so 00:00 shows only once the time has run out, as on a kitchen timer.
 */
export function formatClock(ms: number, { hours: withHours = true }: { hours?: boolean } = {}): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = withHours ? Math.floor(total / 3600) : 0;
  const minutes = Math.floor((total - hours * 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** How long until the digits next change (ms), so a screen redraws when there is something new to show. */
export function untilNextSecond(remainingMs: number): number {
  const into = remainingMs % 1000;
  return into === 0 ? 1000 : into;
}

/**
 * How long until any clock the screen shows next changes its digits (the round's, or one of
 * `tables` still counting), or null while none counts down: the moment to redraw.
 */
export function untilRedraw(sync: ClockSync, now: number, tables: readonly TableClockReading[] = []): number | null {
  const r = sync.reading;
  if (!r?.started || !r.running) return null;
  const tableLefts = tables.filter((table) => table.deadline != null).map((table) => tableRemainingAt(sync, table, now));
  const counting = [remainingAt(sync, now) ?? 0, ...tableLefts].filter((ms) => ms > 0);
  return counting.length ? Math.min(...counting.map(untilNextSecond)) : null;
}
