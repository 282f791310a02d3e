import { useCallback, useEffect, useReducer, useState } from 'react';
import { useClient, type CombinedError, type DocumentInput } from 'urql';
import {
  clockFace,
  NO_CLOCK,
  receiveReading,
  untilRedraw,
  type ClockFace,
  type ClockReading,
  type ClockSync,
  type TableClockReading,
} from './roundClock';

interface State<R extends ClockReading> {
  sync: ClockSync<R>;
  /** The browser's monotonic time the clock is drawn for: set by each reading and each tick, never read during a render. */
  now: number;
}

/** A reading of the round the page follows (`round`), or the moment to redraw. */
type Action<R> = { type: 'reading'; round: number; reading: R; at: number } | { type: 'tick'; at: number };

function reduce<R extends ClockReading>(state: State<R>, action: Action<R>): State<R> {
  if (action.type === 'tick') return { ...state, now: action.at };
  // A reading of another round, from a subscription being replaced, is no reading of this one.
  if (action.reading.round !== action.round) return state;
  // Following another round (the next one; or the previous again, its successor paired anew and so unpublished) starts afresh.
  const sync = state.sync.reading && state.sync.reading.round !== action.round ? NO_CLOCK : state.sync;
  return { sync: receiveReading(sync, action.reading, action.at), now: action.at };
}

/**
 * Where a page's readings come from (a constant of the page's module): the roundClock
 * subscription, and optionally a query, read at once and again on every resync.
 */
export interface ClockSource<R extends ClockReading> {
  live: DocumentInput<{ roundClock: R }, { id: string; round: number }>;
  read?: DocumentInput<{ competition?: { roundClock?: R | null } | null }, { id: string; round: number }>;
  /** The tables whose own clocks the screen shows, from a reading: it is redrawn as their digits change too. */
  tables?: (reading: R) => readonly TableClockReading[];
}

export interface RoundClockView<R extends ClockReading> {
  face: ClockFace;
  /** The newest reading, with whatever else the page read with it; null before the first. */
  reading: R | null;
  /** The readings and the browser time to draw them at: for remainingAt and tableRemainingAt. */
  sync: ClockSync<R>;
  now: number;
  /** Takes a reading from elsewhere (a command's answer): stamped when it arrives, kept if it is the newest. */
  offer: (reading: R | null | undefined) => void;
  /** Why the subscription failed, while it does. */
  error: CombinedError | null;
}

/**
 * A round's clock, followed live through the roundClock subscription, which sends a reading at
 * once, after every change and every second while it runs. Every reading is stamped with the
 * browser's monotonic time in the callback that delivers it, so the clock counts from the
 * server's readings, never from when the page loaded, and keeps time through a gap in them. The
 * page is redrawn just after the digits change.
 */
export function useRoundClock<R extends ClockReading>(
  source: ClockSource<R>,
  competitionId: string,
  round: number | null,
  /** Changed after the connection was lost, so the clock is read again by `source.read`. */
  resync = 0,
): RoundClockView<R> {
  const { live, read, tables } = source;
  const client = useClient();
  const [state, dispatch] = useReducer(reduce<R>, { sync: NO_CLOCK, now: 0 });
  const [error, setError] = useState<CombinedError | null>(null);

  const offer = useCallback(
    (reading: R | null | undefined) => {
      if (round !== null && reading) dispatch({ type: 'reading', round, reading, at: performance.now() });
    },
    [round],
  );

  useEffect(() => {
    if (round === null) return;
    // The subscription follows the round it was asked for: a new round needs a new one.
    const subscription = client.subscription(live, { id: competitionId, round }).subscribe((result) => {
      setError(result.error ?? null);
      offer(result.data?.roundClock);
    });
    return () => subscription.unsubscribe();
  }, [client, live, competitionId, round, offer]);

  useEffect(() => {
    if (round === null || !read) return;
    let current = true;
    void client
      .query(read, { id: competitionId, round }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (current) offer(result.data?.competition?.roundClock);
      });
    return () => {
      current = false;
    };
  }, [client, read, competitionId, round, resync, offer]);

  // Only this round's readings count: the previous round's clock is not this one's.
  const sync = state.sync.reading && state.sync.reading.round === round ? state.sync : NO_CLOCK;
  const wait = untilRedraw(sync, state.now, sync.reading && tables ? tables(sync.reading) : []);

  useEffect(() => {
    if (wait === null) return;
    // Just after the digits change, so each second shows on time even between readings.
    const timer = setTimeout(() => dispatch({ type: 'tick', at: performance.now() }), wait + 15);
    return () => clearTimeout(timer);
  }, [wait, state.now]);

  return { face: clockFace(sync, state.now), reading: sync.reading, sync, now: state.now, offer, error };
}
