import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { CommandHandler, foldedOf, type Command, type Folded } from './command-handler';
import type { NewEvent } from './port';
import { PostgresEventStore } from './postgres-event-store';
import { PostgresStreamLocks } from './postgres-stream-locks';

/** A counter stream: its state is the sum of the `n` of its events. */
class Conflict extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`expected ${expected}, actual ${actual}`);
  }
}

const added = (n: number): NewEvent => ({ eventId: randomUUID(), type: 'Added', data: { n } });

/** A promise opened from outside, to hold a decision until the test lets it go. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describeEachDatabase('command handler', (url, target) => {
  let pool: Pool;
  let store: PostgresEventStore;
  let loads = 0;

  const load = (streamId: string) => async (): Promise<Folded<number>> => {
    loads++;
    const events = await store.readStream(streamId);
    return foldedOf({ streamId, state: events.reduce((s, e) => s + (e.data as { n: number }).n, 0), version: events.length }, events);
  };
  /** A command as the services make them: it names its stream, so it waits for its turn before it loads. */
  const add = (streamId: string, n: number, extra: Partial<Command<number>> = {}): Command<number> => ({
    streamId,
    load: load(streamId),
    decide: (current) => ({ events: [added(n)], state: current.state + n }),
    conflict: (expected, actual) => new Conflict(expected, actual),
    ...extra,
  });

  beforeAll(() => {
    pool = createPool(url(), 4);
    store = new PostgresEventStore(pool);
  });
  afterAll(() => pool.end());
  beforeEach(() => {
    loads = 0;
  });

  it('loads once, appends with the version it decided on, and answers the state it computed', async () => {
    const handler = new CommandHandler(store);
    const stream = `counter-${randomUUID()}`;
    await handler.handle(add(stream, 2));
    const handled = await handler.handle(add(stream, 3));
    expect(handled.state).toBe(5);
    expect(handled.version).toBe(2);
    expect(loads).toBe(2); // one per command: nothing is read again after the append
    // What it answers is what a reader finds.
    const stored = await store.readStream(stream);
    expect(handled.events.map((e) => [e.eventId, e.streamVersion, e.globalPosition, e.type, e.data])).toEqual(
      stored.map((e) => [e.eventId, e.streamVersion, e.globalPosition, e.type, e.data]),
    );
    expect(handled.position).toBe(stored[1].globalPosition);
  });

  it('decides again on the new state after losing a race, a bounded number of times', async () => {
    const stream = `counter-${randomUUID()}`;
    const handler = new CommandHandler(store, { retries: 2 });
    await handler.handle(add(stream, 1));
    loads = 0;
    // Another writer appends between this command's load and its append, every time.
    let raced = 0;
    const racing = (times: number): Command<number> => ({
      ...add(stream, 10),
      decide: async (current) => {
        if (raced < times) {
          raced++;
          await store.append(stream, [added(100)], 'any');
        }
        return { events: [added(10)], state: current.state + 10 };
      },
    });
    const won = await handler.handle(racing(2));
    expect(won.state).toBe(1 + 100 + 100 + 10); // decided on the state after both races
    expect(loads).toBe(3);
    raced = 0;
    await expect(handler.handle(racing(3))).rejects.toBeInstanceOf(Conflict);
    expect((await store.readStream(stream)).filter((e) => (e.data as { n: number }).n === 10)).toHaveLength(1);
  });

  it('never retries a command whose client named the version, and refuses a stale one before deciding', async () => {
    const stream = `counter-${randomUUID()}`;
    const handler = new CommandHandler(store);
    await handler.handle(add(stream, 1));
    let decided = 0;
    const stale = add(stream, 5, { expectedVersion: 0 });
    stale.decide = (current) => {
      decided++;
      return { events: [added(5)], state: current.state + 5 };
    };
    await expect(handler.handle(stale)).rejects.toMatchObject({ expected: 0, actual: 1 });
    expect(decided).toBe(0);
    expect(await store.streamVersion(stream)).toBe(1);
  });

  it('appends nothing for a decision with no events, and throws a refusal after what came before it', async () => {
    const stream = `counter-${randomUUID()}`;
    const handler = new CommandHandler(store);
    const none = await handler.handle({ ...add(stream, 0), decide: (c) => ({ events: [], state: c.state }) });
    expect(none).toMatchObject({ version: 0, appended: [], position: 0 });
    const refusal = new Error('refused after the deadline');
    await expect(handler.handle({ ...add(stream, 0), decide: (c) => ({ events: [added(7)], state: c.state + 7, refusal }) })).rejects.toBe(
      refusal,
    );
    expect(await store.streamVersion(stream)).toBe(1); // the deadline's events stand
    await expect(
      handler.handle({
        ...add(stream, 0),
        decide: () => {
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(await store.streamVersion(stream)).toBe(1);
  });

  it('starts a new stream without reading it, and refuses one that exists with the caller’s error', async () => {
    const handler = new CommandHandler(store);
    const stream = `counter-${randomUUID()}`;
    const exists = () => new Error('taken');
    const started = await handler.start(stream, { events: [added(4)], state: 4 }, exists);
    expect(started).toMatchObject({ state: 4, version: 1 });
    expect(started.appended.map((e) => e.streamVersion)).toEqual([1]);
    await expect(handler.start(stream, { events: [added(9)], state: 9 }, exists)).rejects.toThrow('taken');
    expect(await store.streamVersion(stream)).toBe(1);
  });

  it('takes a crowd of commands to one stream one after another: each applied once, none a conflict, none decided twice', async () => {
    // No retry allowed: a command that lost a race would be a conflict.
    const handler = new CommandHandler(store, { retries: 0 });
    const stream = `counter-${randomUUID()}`;
    const crowd = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => handler.handle(add(stream, i + 1))));
    expect(crowd.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(loads).toBe(60);
    const stored = await store.readStream(stream);
    expect(stored).toHaveLength(60);
    expect(stored.reduce((s, e) => s + (e.data as { n: number }).n, 0)).toBe((60 * 61) / 2);
    // Each answered the state after its own event, on the stream as it found it.
    const answered = crowd.map((r) => (r.status === 'fulfilled' ? r.value.version : 0)).sort((a, b) => a - b);
    expect(answered).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('gives the turn on when a command is refused or its load fails', async () => {
    const handler = new CommandHandler(store, { retries: 0 });
    const stream = `counter-${randomUUID()}`;
    const refusal = new Error('refused');
    const results = await Promise.allSettled([
      handler.handle(add(stream, 1)),
      handler.handle({
        ...add(stream, 0),
        decide: () => {
          throw refusal;
        },
      }),
      handler.handle({ ...add(stream, 0), load: () => Promise.reject(new Error('unreachable')) }),
      handler.handle(add(stream, 2)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((await store.readStream(stream)).map((e) => (e.data as { n: number }).n)).toEqual([1, 2]);
  });

  it('refuses a stale expected version at once, while commands without one wait their turn', async () => {
    const handler = new CommandHandler(store, { retries: 0 });
    const stream = `counter-${randomUUID()}`;
    await handler.handle(add(stream, 1));
    const held = gate();
    let deciding = 0;
    const slow = handler.handle({
      ...add(stream, 10),
      decide: async (current) => {
        deciding++;
        await held.promise;
        return { events: [added(10)], state: current.state + 10 };
      },
    });
    const waiting = handler.handle(add(stream, 100));
    while (deciding === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    // The slow command still holds the stream's turn: the stale one does not wait for it.
    await expect(handler.handle(add(stream, 5, { expectedVersion: 0 }))).rejects.toMatchObject({ expected: 0, actual: 1 });
    held.open();
    expect((await slow).version).toBe(2);
    expect((await waiting).version).toBe(3);
    expect(await store.streamVersion(stream)).toBe(3);
  });

  it('finds the stream of a command that names none by loading it, then loads it again in its turn', async () => {
    const handler = new CommandHandler(store, { retries: 0 });
    const stream = `counter-${randomUUID()}`;
    const crowd = await Promise.allSettled(Array.from({ length: 20 }, () => handler.handle(add(stream, 1, { streamId: undefined }))));
    expect(crowd.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await store.streamVersion(stream)).toBe(20);
    expect(loads).toBe(40);
  });

  if (target === 'postgres') {
    it('takes a crowd through two processes one after another when they share stream locks, even when a decision reads other things', async () => {
      // Two instances: each its own pool (of two connections: a decision reads from it too), its own handler and its own locks.
      const instances = [0, 1].map(() => {
        const own = createPool(url(), 2);
        const locks = new PostgresStreamLocks(createPool(url(), 2), { ownsPool: true });
        return {
          pool: own,
          store: new PostgresEventStore(own),
          locks,
          handler: new CommandHandler(new PostgresEventStore(own), { retries: 0, locks }),
        };
      });
      try {
        const stream = `counter-${randomUUID()}`;
        const others = [`counter-${randomUUID()}`, `counter-${randomUUID()}`];
        const command = (i: number, streamId: string): Command<number> => ({
          streamId,
          load: async () => {
            const events = await instances[i % 2].store.readStream(streamId);
            return foldedOf(
              { streamId, state: events.reduce((s, e) => s + (e.data as { n: number }).n, 0), version: events.length },
              events,
            );
          },
          decide: async (current) => {
            await instances[i % 2].pool.query('SELECT count(*) FROM events'); // the decision reads something else
            return { events: [added(1)], state: current.state + 1 };
          },
          conflict: (expected, actual) => new Conflict(expected, actual),
        });
        const crowd = await Promise.allSettled([
          ...Array.from({ length: 100 }, (_, i) => instances[i % 2].handler.handle(command(i, stream))),
          ...Array.from({ length: 20 }, (_, i) => instances[i % 2].handler.handle(command(i, others[i % 2]))),
        ]);
        expect(crowd.filter((r) => r.status === 'rejected')).toEqual([]);
        expect(await store.streamVersion(stream)).toBe(100);
        expect(await Promise.all(others.map((s) => store.streamVersion(s)))).toEqual([10, 10]);
      } finally {
        await Promise.all(instances.flatMap((x) => [x.locks.close(), x.pool.end()]));
      }
    });
  }

  it('tells of every append', async () => {
    const seen: string[] = [];
    const handler = new CommandHandler(store, { appended: (s) => seen.push(s), afterAppend: (_s, events) => seen.push(events[0].type) });
    const stream = `counter-${randomUUID()}`;
    await handler.handle(add(stream, 1));
    expect(seen).toEqual([stream, 'Added']);
  });
});
