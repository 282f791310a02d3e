import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { CommandHandler, foldedOf, type Command, type Folded } from './command-handler';
import type { NewEvent } from './port';
import { PostgresEventStore } from './postgres-event-store';

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

describeEachDatabase('command handler', (url) => {
  let pool: Pool;
  let store: PostgresEventStore;
  let loads = 0;

  const load = (streamId: string) => async (): Promise<Folded<number>> => {
    loads++;
    const events = await store.readStream(streamId);
    return foldedOf({ streamId, state: events.reduce((s, e) => s + (e.data as { n: number }).n, 0), version: events.length }, events);
  };
  const add = (streamId: string, n: number, extra: Partial<Command<number>> = {}): Command<number> => ({
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

  it('tells of every append', async () => {
    const seen: string[] = [];
    const handler = new CommandHandler(store, { appended: (s) => seen.push(s), afterAppend: (_s, events) => seen.push(events[0].type) });
    const stream = `counter-${randomUUID()}`;
    await handler.handle(add(stream, 1));
    expect(seen).toEqual([stream, 'Added']);
  });
});
