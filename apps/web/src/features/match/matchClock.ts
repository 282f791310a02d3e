import { receiveReading, serverNow, type ClockSync } from '../../lib/clock/roundClock';
import type { MatchClockReadingFragment } from '../../gql/graphql';

/**
 * A match's clocks as the page shows them, computed from the server's readings (the matchClock
 * subscription: one at once, after every change and every second while they run), never counted
 * from the page's own start: the offset between the server's clock and the browser's is kept as
 * for the round clock (lib/clock/roundClock.ts), and each clock counts down from its reading only
 * while the server says it runs.
 */
export interface MatchClockSync {
  reading: MatchClockReadingFragment | null;
  /** The offset estimates, kept as the round clock keeps them (the reading's own fields aside). */
  offsets: ClockSync;
}

export const NO_MATCH_CLOCK: MatchClockSync = { reading: null, offsets: { reading: null, samples: [] } };

export interface ShownClock {
  /** limit: the match's time limit; player: one side's chess clock; round: the round's time at this table. */
  kind: 'limit' | 'player' | 'round';
  side: string | null;
  remainingMs: number;
  counting: boolean;
  expired: boolean;
}

/** Stamps a reading with the browser's monotonic time it arrived at. */
export function receiveMatchClock(sync: MatchClockSync, reading: MatchClockReadingFragment, receivedAt: number): MatchClockSync {
  if (sync.reading && reading.version < sync.reading.version) return sync;
  // Only the reading's time matters for the offset; a match's readings are all one "round".
  const stamp = {
    round: 0,
    version: reading.version,
    serverTime: reading.serverTime,
    started: reading.started,
    running: reading.running,
    remainingMs: 0,
  };
  return { reading, offsets: receiveReading(sync.offsets, stamp, receivedAt) };
}

/** Every clock that runs in the match, at the browser's monotonic `now`. */
export function shownClocks(sync: MatchClockSync, now: number): ShownClock[] {
  const r = sync.reading;
  if (!r) return [];
  const server = serverNow(sync.offsets, now);
  const since = server === null ? 0 : Math.max(0, server - Date.parse(r.serverTime));
  const left = (ms: number, counting: boolean) => Math.max(0, counting ? ms - since : ms);
  const clocks: ShownClock[] = [];
  if (r.limit) {
    const counting = r.running && !r.paused;
    clocks.push({ kind: 'limit', side: null, remainingMs: left(r.limit.remainingMs, counting), counting, expired: r.limit.expired });
  }
  for (const p of r.players) {
    const counting = r.running && p.running && !r.paused;
    clocks.push({ kind: 'player', side: p.side, remainingMs: left(p.remainingMs, counting), counting, expired: p.outOfTime });
  }
  if (r.round) {
    const counting = r.round.running && !r.paused;
    clocks.push({ kind: 'round', side: null, remainingMs: left(r.round.remainingMs, counting), counting, expired: r.round.expired });
  }
  return clocks;
}
