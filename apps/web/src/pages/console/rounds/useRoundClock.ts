import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import type { ClockReadingFragment } from '../../../gql/graphql';
import { receive, remaining, type Received } from './clock';
import { RoundClockLive } from './documents';

/** The last reading of a round clock, and when (local time) and with what offset it arrived. */
export interface KeptReading {
  reading: ClockReadingFragment;
  received: Received;
  arrivedAt: number;
}

/**
 * A round's clock as the server reads it: the `roundClock` subscription (a reading at once, after
 * every change, and every second while it runs), and whatever the organiser's commands answer
 * (`offer`). Each reading is stamped with the moment it arrived, in the callback that delivers
 * it, so a screen counts from the server's reading, never from when the page loaded. A reading
 * older than the one kept is ignored: answers and pushes can cross on the way.
 */
export function useRoundClock(competitionId: string, round: number | null) {
  const client = useClient();
  const offset = useRef<number | null>(null);
  const [kept, setKept] = useState<KeptReading | null>(null);
  const [error, setError] = useState<CombinedError | null>(null);

  const offer = useCallback((reading: ClockReadingFragment | null | undefined) => {
    if (!reading) return;
    const arrivedAt = Date.now();
    const received = receive(reading, arrivedAt, offset.current);
    offset.current = received.offsetMs;
    setKept((prev) =>
      !prev || prev.reading.round !== reading.round || received.serverMs >= prev.received.serverMs
        ? { reading, received, arrivedAt }
        : prev,
    );
  }, []);

  useEffect(() => {
    if (round === null) return undefined;
    const subscription = client.subscription(RoundClockLive, { id: competitionId, round }).subscribe((result) => {
      setError(result.error ?? null);
      offer(result.data?.roundClock);
    });
    return () => subscription.unsubscribe();
  }, [client, competitionId, round, offer]);

  return { kept: kept && kept.reading.round === round ? kept : null, offer, error };
}

/** Local time now, moved on four times a second while `active`: what the countdown is drawn at. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  return now;
}

/** The round's time left at local time `now` (never before the reading arrived). */
export function roundLeft(kept: KeptReading, now: number): number {
  return remaining(Math.max(now, kept.arrivedAt), kept.received);
}

/** One table's time left: it counts while the table has a deadline (not paused, called or settled). */
export function tableLeft(kept: KeptReading, table: ClockReadingFragment['tables'][number], now: number): number {
  const received: Received = { ...kept.received, remainingMs: table.remainingMs, running: table.deadline != null && kept.reading.running };
  return remaining(Math.max(now, kept.arrivedAt), received);
}
