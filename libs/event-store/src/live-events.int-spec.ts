import { randomUUID } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { createPool } from '@app/database';
import { describeEachDatabase } from '../../../test/support/databases';
import { sleep, waitFor } from './event-store.contract';
import { LiveEvents, type LiveEventsMode, type LiveEventsOptions } from './live-events';
import type { NewEvent, StoredEvent } from './port';
import { PostgresEventStore } from './postgres-event-store';

const event = (type: string, data: unknown = {}): NewEvent => ({ eventId: randomUUID(), type, data });
const stream = () => `match-${randomUUID()}`;

/**
 * Two pools and two stores on one database, as two API processes have: everything is
 * appended through `writer` and followed through `reader`, so the only way an event reaches
 * a LiveEvents is the database (NOTIFY or polling), never an in-process shortcut.
 */
describeEachDatabase('LiveEvents', (getUrl, target) => {
  let writerPool: Pool;
  let readerPool: Pool;
  let writer: PostgresEventStore;
  let reader: PostgresEventStore;
  const started: LiveEvents[] = [];

  beforeAll(() => {
    writerPool = createPool(getUrl(), 10);
    readerPool = createPool(getUrl(), 4);
    writer = new PostgresEventStore(writerPool);
    reader = new PostgresEventStore(readerPool);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((l) => l.stop()));
  });
  afterAll(async () => {
    await Promise.all([writerPool.end(), readerPool.end()]);
  });

  /** A started LiveEvents on the reader, recording errors and mode reports. */
  async function follow(options: LiveEventsOptions = {}) {
    const errors: Error[] = [];
    const modes: Array<[LiveEventsMode, string]> = [];
    const live = new LiveEvents(reader, getUrl(), {
      fallbackPollMs: 50,
      probeTimeoutMs: 500,
      onError: (e) => errors.push(e),
      onMode: (mode, reason) => modes.push([mode, reason]),
      ...options,
    });
    started.push(live);
    await live.start();
    return { live, errors, modes };
  }

  function collect(live: LiveEvents, streamId = '*', into: StoredEvent[] = []) {
    const unsubscribe = live.subscribe(streamId, (e) => void into.push(e));
    return { events: into, unsubscribe };
  }

  it('starts at the head of the log (0 when empty) and delivers nothing from before', async () => {
    expect(await reader.headPosition()).toBe(0);
    const s = stream();
    const before = await writer.append(s, [event('Before')], 'no_stream');
    expect(await reader.headPosition()).toBe(before.globalPosition);

    const { live, errors } = await follow();
    expect(live.position).toBe(before.globalPosition);
    const { events } = collect(live);
    await writer.append(s, [event('After')], 1);
    await waitFor(() => events.length === 1, 5_000);
    expect(events.map((e) => e.type)).toEqual(['After']);
    expect(errors).toEqual([]);
  });

  it('delivers every event of 10 concurrent writers, once each, in global order', async () => {
    const { live, errors } = await follow();
    const start = live.position;
    const streams = Array.from({ length: 10 }, stream);
    const ours = new Set(streams);
    const { events } = collect(live);

    await Promise.all(
      streams.map(async (s) => {
        for (let v = 0; v < 10; v++) await writer.append(s, [event('Roll', { v })], v);
      }),
    );
    await waitFor(() => events.filter((e) => ours.has(e.streamId)).length >= 100, 8_000);
    await sleep(100); // anything extra (a duplicate) would arrive now

    const mine = events.filter((e) => ours.has(e.streamId));
    expect(mine).toHaveLength(100);
    for (let i = 1; i < events.length; i++) expect(events[i].globalPosition).toBeGreaterThan(events[i - 1].globalPosition);
    for (const s of streams) {
      expect(mine.filter((e) => e.streamId === s).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
    const log = (await writer.readAll(start)).filter((e) => ours.has(e.streamId));
    expect(mine.map((e) => e.eventId)).toEqual(log.map((e) => e.eventId));
    expect(errors).toEqual([]);
  });

  it('filters by stream, stops delivering on unsubscribe, and survives a throwing listener', async () => {
    const { live, errors } = await follow();
    const [a, b] = [stream(), stream()];
    live.subscribe('*', () => {
      throw new Error('listener bug');
    });
    const onA = collect(live, a);
    const onB = collect(live, b);
    const all = collect(live, '*');

    await writer.append(a, [event('A1')], 'no_stream');
    await writer.append(b, [event('B1')], 'no_stream');
    await waitFor(() => all.events.length === 2, 5_000);
    expect(onA.events.map((e) => e.type)).toEqual(['A1']);
    expect(onB.events.map((e) => e.type)).toEqual(['B1']);
    expect(errors.map((e) => e.message)).toEqual(['listener bug', 'listener bug']);

    onA.unsubscribe();
    onA.unsubscribe(); // idempotent
    await writer.append(a, [event('A2')], 1);
    await waitFor(() => all.events.length === 3, 5_000);
    expect(onA.events.map((e) => e.type)).toEqual(['A1']);
    expect(all.events.map((e) => e.type)).toEqual(['A1', 'B1', 'A2']);
  });

  it('iterates a stream: buffers, hands events over in order, and ends on return()', async () => {
    const { live } = await follow();
    const s = stream();
    const other = stream();
    const iterator = live.iterate(s);
    await writer.append(other, [event('Elsewhere')], 'no_stream');
    await writer.append(s, [event('One'), event('Two')], 'no_stream');
    await writer.append(s, [event('Three')], 2);

    const types: string[] = [];
    for await (const e of iterator) {
      types.push(e.type);
      if (types.length === 3) break; // calls return()
    }
    expect(types).toEqual(['One', 'Two', 'Three']);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });

    // a pending next() is answered when the consumer goes away
    const second = live.iterate(s);
    const pending = second.next();
    await second.return!();
    expect(await pending).toEqual({ value: undefined, done: true });

    const aborter = new AbortController();
    const third = live.iterate(s, { signal: aborter.signal });
    const waiting = third.next();
    aborter.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
  });

  it('fails an iterator whose consumer falls too far behind, instead of buffering forever', async () => {
    const { live } = await follow();
    const s = stream();
    const iterator = live.iterate(s, { maxBuffered: 2 });
    const { events } = collect(live, s);
    await writer.append(s, [event('A'), event('B'), event('C')], 'no_stream');
    await waitFor(() => events.length === 3, 5_000); // all dispatched, none consumed
    await expect(iterator.next()).rejects.toThrow(/fell 2 events behind/);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('stops cleanly: iterators end, nothing is delivered afterwards, stop() is idempotent', async () => {
    const { live, errors } = await follow();
    const s = stream();
    const { events } = collect(live);
    const iterator = live.iterate(s);
    const pending = iterator.next();
    await live.stop();
    await live.stop();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(await live.iterate(s).next()).toEqual({ value: undefined, done: true });

    await writer.append(s, [event('Late')], 'no_stream');
    await sleep(200);
    expect(events).toEqual([]);
    expect(errors).toEqual([]);
    await expect(live.start()).rejects.toThrow(/cannot be restarted/);
  });

  it('can be stopped while starting, and while its LISTEN connection is still connecting', async () => {
    const errors: Error[] = [];
    const first = new LiveEvents(reader, getUrl(), { onError: (e) => errors.push(e) });
    const starting = first.start();
    await first.stop();
    await starting;
    const second = new LiveEvents(reader, getUrl(), { onError: (e) => errors.push(e) });
    await second.start();
    await second.stop(); // the connection attempt has only just begun
    expect(errors).toEqual([]);
  });

  if (target === 'postgres') {
    /** The backend pid of the LISTEN connection (its last statement was the LISTEN). */
    async function listenerPid(): Promise<number | undefined> {
      const { rows } = await writerPool.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN events_appended'`,
      );
      return rows[0]?.pid;
    }

    it('is woken by NOTIFY: delivery within a moment although polling is set to a minute', async () => {
      const { live, modes, errors } = await follow({ pollMs: 60_000, fallbackPollMs: 60_000 });
      await waitFor(() => live.mode === 'notify', 5_000);
      expect(modes).toEqual([['notify', 'listening']]);
      const { events } = collect(live);

      for (const type of ['First', 'Second']) {
        const startedAt = Date.now();
        await writer.append(stream(), [event(type)], 'no_stream');
        await waitFor(() => events.some((e) => e.type === type), 2_000);
        expect(Date.now() - startedAt).toBeLessThan(2_000);
      }
      expect(errors).toEqual([]);
    });

    it('passes on how far the processors have come, told on the same channel, as no event', async () => {
      const told: number[] = [];
      const { live, errors } = await follow({ pollMs: 60_000, fallbackPollMs: 60_000, onProcessed: (p) => told.push(p) });
      await waitFor(() => live.mode === 'notify', 5_000);
      const { events } = collect(live);
      const before = live.position;
      await writerPool.query(`SELECT pg_notify('events_appended', 'processed:not a number')`);
      await writerPool.query(`SELECT pg_notify('events_appended', 'processed:42')`);
      await waitFor(() => told.length > 0, 2_000);
      expect(told).toEqual([42]);
      expect(events).toEqual([]);
      expect(live.position).toBe(before);
      expect(errors).toEqual([]);
    });

    it('delivers promptly an event hidden behind another transaction once that one ends, without NOTIFY', async () => {
      const { live } = await follow({ pollMs: 60_000, fallbackPollMs: 60_000 });
      await waitFor(() => live.mode === 'notify', 5_000);
      const { events } = collect(live);
      const s = stream();
      const blocker = await writerPool.connect();
      try {
        await blocker.query('BEGIN');
        await writer.appendInTransaction(blocker, stream(), [event('Abandoned')], 'no_stream'); // in flight below
        await writer.append(s, [event('Hidden')], 'no_stream'); // notifies; not readable yet
        await sleep(300);
        expect(events).toEqual([]);
        await blocker.query('ROLLBACK'); // sends no notification
      } finally {
        blocker.release();
      }
      await waitFor(() => events.length === 1, 2_000);
      expect(events[0].streamId).toBe(s);
    });

    it('reconnects when the LISTEN connection is killed, polling meanwhile, and loses nothing', async () => {
      const { live, modes, errors } = await follow({ pollMs: 60_000 });
      await waitFor(() => live.mode === 'notify', 5_000);
      const { events } = collect(live);
      const s = stream();

      const pid = await listenerPid();
      expect(pid).toBeDefined();
      await writerPool.query('SELECT pg_terminate_backend($1)', [pid]);
      await writer.append(s, [event('DuringOutage')], 'no_stream');
      await waitFor(() => modes.length >= 3, 5_000);
      expect(modes.map(([m]) => m)).toEqual(['notify', 'poll', 'notify']);
      expect(errors.length).toBeGreaterThan(0); // the loss was reported

      const startedAt = Date.now();
      await writer.append(s, [event('AfterReconnect')], 1);
      await waitFor(() => events.length === 2, 2_000);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
      expect(events.map((e) => e.type)).toEqual(['DuringOutage', 'AfterReconnect']);
    });

    it('closes its LISTEN connection on stop()', async () => {
      const { live } = await follow();
      await waitFor(() => live.mode === 'notify', 5_000);
      expect(await listenerPid()).toBeDefined();
      await live.stop();
      let pid = await listenerPid();
      for (let i = 0; pid !== undefined && i < 40; i++) {
        await sleep(50); // the backend exits asynchronously
        pid = await listenerPid();
      }
      expect(pid).toBeUndefined();
    });
  } else {
    it('falls back to polling on PGlite: its socket server does not deliver other connections’ NOTIFY', async () => {
      const { live, modes, errors } = await follow({ probeTimeoutMs: 300 });
      await waitFor(() => modes.length > 0, 5_000);
      expect(modes).toEqual([['poll', 'no notification arrived within 300 ms of LISTEN: polling']]);
      expect(live.mode).toBe('poll');

      // and delivery still works, by polling
      const { events } = collect(live);
      await writer.append(stream(), [event('Polled')], 'no_stream');
      await waitFor(() => events.length === 1, 2_000);
      expect(errors).toEqual([]);

      // it unlistened, so appenders' connections are not sent notifications any more
      const probe = new Client({ connectionString: getUrl() });
      await probe.connect();
      const received: string[] = [];
      probe.on('notification', (n) => received.push(n.payload ?? ''));
      await probe.query("SELECT pg_notify('events_appended', 'x')");
      await probe.end();
      expect(received).toEqual([]);
    });
  }
});
