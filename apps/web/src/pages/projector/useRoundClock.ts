import { useEffect, useReducer } from 'react';
import { useClient } from 'urql';
import type { ProjectorClockReadingFragment } from '../../gql/graphql';
import { ProjectorClockLive, ProjectorClockQuery } from './queries';
import { clockFace, NO_CLOCK, receiveReading, remainingAt, untilNextSecond, type ClockFace, type ClockSync } from './round-clock';

type Reading = ProjectorClockReadingFragment;

interface State {
  sync: ClockSync<Reading>;
  /** The browser's monotonic time the face is drawn for: set by each reading and each tick, never read during a render. */
  now: number;
}

/** A reading of the round the page follows (`round`), or the moment to redraw the face. */
type Action = { type: 'reading'; round: number; reading: Reading; at: number } | { type: 'tick'; at: number };

function reduce(state: State, action: Action): State {
  if (action.type === 'tick') return { ...state, now: action.at };
  // A reading of another round, from a subscription being replaced, is no reading of this one.
  if (action.reading.round !== action.round) return state;
  // Following another round (the next one; or the previous again, its successor paired anew and so unpublished) starts afresh.
  const sync = state.sync.reading && state.sync.reading.round !== action.round ? NO_CLOCK : state.sync;
  return { sync: receiveReading(sync, action.reading, action.at), now: action.at };
}

export interface RoundClockView {
  face: ClockFace;
  /** The reading the face is of, with each table's time given and whether it was called. */
  reading: Reading | null;
}

/**
 * A round's clock, followed live: read once over HTTP (again on every `resync`, after the
 * connection was lost) and through the roundClock subscription, which sends a reading at once,
 * after every change and every second while it runs. The face is redrawn as the digits change,
 * from the server's readings, so it keeps time through a gap in them.
 */
export function useRoundClock(competitionId: string, round: number | null, resync: number): RoundClockView {
  const client = useClient();
  const [state, dispatch] = useReducer(reduce, { sync: NO_CLOCK, now: 0 });

  useEffect(() => {
    if (round === null) return;
    // The subscription follows the round it was asked for: a new round needs a new one.
    const subscription = client.subscription(ProjectorClockLive, { id: competitionId, round }).subscribe((result) => {
      const reading = result.data?.roundClock;
      if (reading) dispatch({ type: 'reading', round, reading, at: performance.now() });
    });
    return () => subscription.unsubscribe();
  }, [client, competitionId, round]);

  useEffect(() => {
    if (round === null) return;
    let current = true;
    void client
      .query(ProjectorClockQuery, { id: competitionId, round }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        const reading = result.data?.competition?.roundClock;
        if (current && reading) dispatch({ type: 'reading', round, reading, at: performance.now() });
      });
    return () => {
      current = false;
    };
  }, [client, competitionId, round, resync]);

  // Only this round's readings count: the previous round's clock is not this one's.
  const sync = state.sync.reading && state.sync.reading.round === round ? state.sync : NO_CLOCK;
  const face = clockFace(sync, state.now);
  const left = face.state === 'running' ? remainingAt(sync, state.now) : null;

  useEffect(() => {
    if (left === null) return;
    // Just after the digits change, so each second shows on time even between readings.
    const timer = setTimeout(() => dispatch({ type: 'tick', at: performance.now() }), untilNextSecond(left) + 15);
    return () => clearTimeout(timer);
  }, [left]);

  return { face, reading: sync.reading };
}
