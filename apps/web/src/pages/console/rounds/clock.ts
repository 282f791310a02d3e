/**
 * Clock arithmetic for the round clock. The server keeps time: every reading is the clock at its
 * `serverTime`, and a screen counts down from the last reading only, never from when the page was
 * loaded. The offset between the server's clock and this one is estimated from the readings
 * themselves (docs/api.md, "Keeping every display in sync"): each arrives a little after it was
 * made, so the highest estimate is the best.
 */

/** What the page keeps of one reading: the numbers it counts from, and the clock offset at the time. */
export interface Received {
  /** The time left at `serverMs`, as the server read it. */
  remainingMs: number;
  /** Whether this clock was counting at `serverMs` (false while paused, called or not started). */
  running: boolean;
  /** The reading's serverTime, in ms since the epoch. */
  serverMs: number;
  /** Server time minus local time, in ms: the best estimate so far. */
  offsetMs: number;
}

/** The offset a new reading gives: the largest seen, since delay only ever makes it look smaller. */
export function nextOffset(previous: number | null, serverMs: number, receivedLocalMs: number): number {
  const estimate = serverMs - receivedLocalMs;
  return previous === null ? estimate : Math.max(previous, estimate);
}

/**
 * The reading as the page keeps it. `previousOffset` is the offset kept from earlier readings of
 * the same server (null for the first).
 */
export function receive(
  reading: { remainingMs: number; running: boolean; serverTime: string },
  receivedLocalMs: number,
  previousOffset: number | null,
): Received {
  const serverMs = Date.parse(reading.serverTime);
  // A reading without a usable time counts as made when it arrived.
  const at = Number.isNaN(serverMs) ? receivedLocalMs : serverMs;
  return {
    remainingMs: reading.remainingMs,
    running: reading.running,
    serverMs: at,
    offsetMs: nextOffset(previousOffset, at, receivedLocalMs),
  };
}

/**
 * Time left at local time `nowLocal`: the reading's remaining time less what has passed on the
 * server since it was made, when it was running; never below 0. A paused clock reads as it was.
 */
export function remaining(nowLocal: number, received: Received): number {
  if (!received.running) return Math.max(0, received.remainingMs);
  const elapsed = Math.max(0, nowLocal + received.offsetMs - received.serverMs);
  return Math.max(0, received.remainingMs - elapsed);
}

/**
 * A time as m:ss (minutes unbounded: a 90-minute round starts at 90:00). Seconds round up, so the
 * display reads 0:00 only once no time is left, and 50:00 for the whole of the first second.
 */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Whole minutes, for a field's default: 50 from 50, none from nothing or nonsense. */
export function defaultMinutes(roundMinutes: number | null | undefined): number | null {
  return typeof roundMinutes === 'number' && Number.isFinite(roundMinutes) && roundMinutes > 0 ? roundMinutes : null;
}
