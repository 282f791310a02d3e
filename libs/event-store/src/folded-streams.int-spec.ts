import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { CommandHandler, type Command } from './command-handler';
import { FoldedStreams, type SnapshotStore, type StreamSnapshot } from './folded-streams';
import type { NewEvent, StoredEvent } from './port';
import { PostgresEventStore } from './postgres-event-store';

/** A counter stream: its state is the sum of the `n` of its events, and the version it was folded to. */
interface Counter {
  sum: number;
  version: number;
}

const added = (n: number): NewEvent => ({ eventId: randomUUID(), type: 'Added', data: { n } });

/** Snapshots in memory, to see what is written and to hand back what a test chooses. */
class MemorySnapshots implements SnapshotStore<Counter> {
  readonly saved: Array<StreamSnapshot<Counter> & { streamId: string }> = [];
  failing = false;
  async latest(streamId: string, atMost?: number): Promise<StreamSnapshot<Counter> | null> {
    const usable = this.saved.filter((s) => s.streamId === streamId && (atMost === undefined || s.version <= atMost));
    return usable.sort((a, b) => b.version - a.version)[0] ?? null;
  }
  async save(streamId: string, snapshot: StreamSnapshot<Counter>): Promise<void> {
    if (this.failing) throw new Error('the snapshot table is away');
    this.saved.push({ streamId, ...snapshot });
  }
}

describeEachDatabase('folded streams', (url) => {
  let pool: Pool;
  let store: PostgresEventStore;
  /** Every event folded, by every cache of the test: what a load costs. */
  let folded: number[] = [];

  const fold = (state: Counter | null, events: StoredEvent[]): Counter => {
    let s = state ?? { sum: 0, version: 0 };
    for (const e of events) {
      if (e.streamVersion !== s.version + 1) throw new Error(`event ${e.streamVersion} folded onto version ${s.version}`);
      folded.push(e.streamVersion);
      s = { sum: s.sum + (e.data as { n: number }).n, version: e.streamVersion };
    }
    return s;
  };
  const stream = () => `counter-${randomUUID()}`;
  const fill = async (streamId: string, count: number) => {
    const version = await store.streamVersion(streamId);
    await store.append(
      streamId,
      Array.from({ length: count }, (_, i) => added(version + i + 1)),
      version,
    );
  };
  const sumTo = (n: number) => (n * (n + 1)) / 2;

  beforeAll(() => {
    pool = createPool(url(), 4);
    store = new PostgresEventStore(pool);
  });
  afterAll(() => pool.end());
  beforeEach(() => {
    folded = [];
  });

  it('folds a stream once, then only what was appended since, by anyone', async () => {
    const cache = new FoldedStreams(store, fold);
    const s = stream();
    expect(await cache.load(s)).toBeNull();
    await fill(s, 5);
    const first = (await cache.load(s))!;
    expect(first).toMatchObject({ streamId: s, version: 5, state: { sum: sumTo(5), version: 5 } });
    expect(folded).toEqual([1, 2, 3, 4, 5]);
    folded = [];
    expect((await cache.load(s))!.state).toBe(first.state); // nothing new: the same value, not a copy
    await fill(s, 2); // another writer
    const later = (await cache.load(s))!;
    expect(later).toMatchObject({ version: 7, state: { sum: sumTo(7) } });
    expect(folded).toEqual([6, 7]);
    // What a caller got before stays as it was: its events are those of its version.
    expect(first.events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5]);
    expect(later.events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(later.events).toEqual(await store.readStream(s));
    expect(first.hasEvent(later.events[6].eventId)).toBe(false);
    expect(later.hasEvent(later.events[6].eventId)).toBe(true);
  });

  it('keeps the state a command computed, and reads its events back with the next load without folding them', async () => {
    const cache = new FoldedStreams(store, fold);
    const handler = new CommandHandler(store);
    const s = stream();
    await fill(s, 3);
    const add = (n: number): Command<Counter> => ({
      load: async () => (await cache.load(s))!,
      decide: (current) => ({ events: [added(n)], state: { sum: current.state.sum + n, version: current.version + 1 } }),
      conflict: (expected, actual) => new Error(`expected ${expected}, actual ${actual}`),
      appended: (handled, before) => cache.appended(handled, before),
    });
    await handler.handle(add(4));
    const handled = await handler.handle(add(5));
    expect(handled).toMatchObject({ version: 5, state: { sum: sumTo(5) } });
    expect(folded).toEqual([1, 2, 3]); // the commands' own events were never folded
    expect(cache.cachedVersion(s)).toBe(5);
    const loaded = (await cache.load(s))!;
    expect(loaded.state).toBe(handled.state);
    expect(loaded.events).toEqual(await store.readStream(s)); // as stored, with the database's own time
    expect(folded).toEqual([1, 2, 3]);
  });

  it('decides again on the caught-up state after losing a race', async () => {
    const cache = new FoldedStreams(store, fold);
    const handler = new CommandHandler(store);
    const s = stream();
    await fill(s, 2);
    let raced = false;
    const handled = await handler.handle<Counter>({
      load: async () => (await cache.load(s))!,
      decide: async (current) => {
        if (!raced) {
          raced = true;
          await fill(s, 1); // another process appends event 3 between this load and this append
        }
        return {
          events: [added(current.version + 1)],
          state: { sum: current.state.sum + current.version + 1, version: current.version + 1 },
        };
      },
      conflict: (expected, actual) => new Error(`expected ${expected}, actual ${actual}`),
      appended: (after, before) => cache.appended(after, before),
    });
    expect(handled).toMatchObject({ version: 4, state: { sum: sumTo(4), version: 4 } });
    expect((await cache.load(s))!.state).toEqual({ sum: sumTo(4), version: 4 });
  });

  it('folds a stream once for many readers at once, and each sees what was appended before it asked', async () => {
    const cache = new FoldedStreams(store, fold);
    const s = stream();
    await fill(s, 50);
    const loads = await Promise.all(Array.from({ length: 8 }, () => cache.load(s)));
    expect(loads.every((l) => l!.version === 50 && l!.state.sum === sumTo(50))).toBe(true);
    expect(folded).toHaveLength(50);
    const before = cache.load(s);
    await fill(s, 1);
    const after = await cache.load(s);
    expect((await before)!.version).toBeGreaterThanOrEqual(50);
    expect(after!.version).toBe(51);
  });

  it('keeps the streams it was asked for last, within its bounds', async () => {
    const cache = new FoldedStreams(store, fold, { streams: 2, events: 25 });
    const [a, b, c] = [stream(), stream(), stream()];
    for (const s of [a, b, c]) await fill(s, 10);
    await cache.load(a);
    await cache.load(b);
    await cache.load(a); // a is now the most recently used
    await cache.load(c); // two streams at most: b goes
    expect([cache.cachedVersion(a), cache.cachedVersion(b), cache.cachedVersion(c)]).toEqual([10, null, 10]);
    await fill(c, 10); // 30 events held would pass 25: a goes, c stays however long it is
    await cache.load(c);
    expect([cache.cachedVersion(a), cache.cachedVersion(c)]).toEqual([null, 20]);
    folded = [];
    expect((await cache.load(a))!.state.sum).toBe(sumTo(10)); // folded again from the store
    expect(folded).toHaveLength(10);
  });

  it('writes a snapshot each time a stream passes another multiple, after answering, and starts a cold process from the newest', async () => {
    const snapshots = new MemorySnapshots();
    const cache = new FoldedStreams(store, fold, { snapshots, snapshotEvery: 4 });
    const s = stream();
    await fill(s, 3);
    await cache.load(s);
    expect(snapshots.saved).toEqual([]);
    await fill(s, 2);
    await cache.load(s);
    expect(snapshots.saved).toEqual([]); // written after the load answered
    await cache.settled();
    expect(snapshots.saved.map((x) => x.version)).toEqual([5]);
    await fill(s, 2);
    await cache.load(s);
    await fill(s, 2);
    await cache.load(s);
    await cache.settled();
    expect(snapshots.saved.map((x) => x.version)).toEqual([5, 9]);
    folded = [];
    const cold = new FoldedStreams(store, fold, { snapshots, snapshotEvery: 4 });
    await fill(s, 1);
    expect((await cold.load(s))!.state).toEqual({ sum: sumTo(10), version: 10 });
    expect(folded).toEqual([10]);
    // To an earlier event: from the newest snapshot before it.
    folded = [];
    const current = (await cold.load(s))!;
    expect(await cold.at(current, 7)).toEqual({ sum: sumTo(7), version: 7 });
    expect(folded).toEqual([6, 7]);
    folded = [];
    expect(await cold.at(current, 3)).toEqual({ sum: sumTo(3), version: 3 });
    expect(folded).toEqual([1, 2, 3]);
  });

  it('loses nothing when snapshots cannot be written or read', async () => {
    const snapshots = new MemorySnapshots();
    snapshots.failing = true;
    const logged: string[] = [];
    const cache = new FoldedStreams(store, fold, { snapshots, snapshotEvery: 2, log: (m) => logged.push(m) });
    const s = stream();
    await fill(s, 5);
    expect((await cache.load(s))!.state.sum).toBe(sumTo(5));
    await cache.settled();
    expect(logged).toEqual([expect.stringContaining('not written: the snapshot table is away')]);
    const unreadable: SnapshotStore<Counter> = {
      latest: () => Promise.reject(new Error('no such table')),
      save: () => Promise.resolve(),
    };
    const cold = new FoldedStreams(store, fold, { snapshots: unreadable, log: (m) => logged.push(m) });
    expect((await cold.load(s))!.state.sum).toBe(sumTo(5));
    expect(logged[1]).toContain('not read: no such table');
  });

  it('leaves the state as it was when an event does not fold, and refuses every load until it does', async () => {
    const strictFold = (state: Counter | null, events: StoredEvent[]) => {
      for (const e of events)
        if (typeof (e.data as { n: unknown }).n !== 'number') throw new Error(`event ${e.streamVersion} is not a number`);
      return fold(state, events);
    };
    const strict = new FoldedStreams(store, strictFold);
    const s = stream();
    await fill(s, 2);
    const before = (await strict.load(s))!;
    await store.append(s, [{ eventId: randomUUID(), type: 'Added', data: { n: 'three' } }], 2);
    await expect(strict.load(s)).rejects.toThrow('event 3 is not a number');
    await expect(strict.load(s)).rejects.toThrow('event 3 is not a number');
    expect(strict.cachedVersion(s)).toBe(2);
    expect(before.state).toEqual({ sum: 3, version: 2 });
    await expect(new FoldedStreams(store, strictFold).load(s)).rejects.toThrow('event 3 is not a number'); // nor cold
  });
});
