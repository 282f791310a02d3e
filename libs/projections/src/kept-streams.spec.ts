import type { StoredEvent } from '@app/event-store';
import { KeptStreams } from './processor';

/** A stream of `n` events, as a batch read them (only their number of events matters to the bounds). */
const stream = (streamId: string, n: number): StoredEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    eventId: `${streamId}-${i + 1}`,
    streamId,
    streamVersion: i + 1,
    globalPosition: i + 1,
    type: 'Noted',
    data: {},
    metadata: {},
    recordedAt: '2026-11-30T10:00:00.000Z',
  }));

describe('KeptStreams', () => {
  it('keeps at most its streams, the least recently used going first', () => {
    const kept = new KeptStreams({ streams: 2 });
    kept.keep('a', stream('a', 1), 1);
    kept.keep('b', stream('b', 1), 1);
    kept.get('a'); // a is used again: b is now the oldest
    kept.keep('c', stream('c', 1), 1);
    expect(['a', 'b', 'c'].map((s) => kept.get(s) !== undefined)).toEqual([true, false, true]);
  });

  it('keeps at most its events over all streams, counting a stream once however often it grows', () => {
    const kept = new KeptStreams({ streams: 100, events: 10 });
    kept.keep('a', stream('a', 4), 4);
    kept.keep('a', stream('a', 6), 6); // the same stream, grown: 6 held, not 10
    kept.keep('b', stream('b', 4), 4);
    expect([kept.get('a')?.events.length, kept.get('b')?.events.length]).toEqual([6, 4]);
    kept.keep('c', stream('c', 3), 3); // 13 held: the oldest (a, then b) go until 10 or fewer are left
    expect(['a', 'b', 'c'].map((s) => kept.get(s) !== undefined)).toEqual([false, true, true]);
  });

  it('keeps a stream longer than its events alone, rather than none', () => {
    const kept = new KeptStreams({ events: 10 });
    kept.keep('a', stream('a', 3), 3);
    kept.keep('long', stream('long', 25), 25);
    expect([kept.get('a'), kept.get('long')?.events.length]).toEqual([undefined, 25]);
  });
});
