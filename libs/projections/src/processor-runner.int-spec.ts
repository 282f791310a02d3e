import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import { PostgresEventStore, type StoredEvent } from '@app/event-store';
import { foldMatch, MatchService, PostgresSeedVault } from '@app/matches';
import { RulesetRegistry } from '@app/rules';
import { duel } from '@app/rules/testing';
import { Client, type Pool } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { describeEachDatabase } from '../../../test/support/databases';
import { until } from '../../../test/support/wait';
import { readModelEntities } from './index';
import { MatchSummariesProjection } from './match-summaries.projection';
import type { BatchContext, Processor } from './processor';
import { isTransient, ProcessorRunner } from './processor-runner';

const players = [
  { side: 'A', name: 'Ann' },
  { side: 'B', name: 'Bob' },
];

/**
 * A processor that notes every event it is given in a table, per stream, and throws on any
 * stream named in `poisoned` (as a processor does on an event it cannot handle).
 */
class Noting implements Processor<string[]> {
  readonly name: string;
  poisoned = new Set<string>();
  prepared = 0;
  constructor(name = 'noting') {
    this.name = name;
  }
  keyOf(e: StoredEvent): string {
    return e.streamId;
  }
  async prepare(key: string, events: StoredEvent[], batch: BatchContext): Promise<string[]> {
    this.prepared++;
    if (this.poisoned.has(key)) throw new TypeError(`cannot read ${key}`);
    expect(events.every((e) => e.globalPosition <= batch.end)).toBe(true);
    return events.map((e) => e.eventId);
  }
  async write(em: EntityManager, key: string, ids: string[]): Promise<void> {
    for (const id of ids) await em.query('INSERT INTO noted (stream_id, event_id) VALUES ($1, $2)', [key, id]);
  }
  async reset(em: EntityManager): Promise<void> {
    await em.query('DELETE FROM noted');
  }
}

describeEachDatabase('processor runner', (url, target) => {
  let pool: Pool;
  let ds: DataSource;
  let store: PostgresEventStore;
  let matches: MatchService;
  const registry = new RulesetRegistry([duel]);
  const noted = () =>
    pool.query('SELECT stream_id, event_id FROM noted ORDER BY id').then((r) => r.rows as Array<{ stream_id: string; event_id: string }>);
  const head = async () => (await store.readAll(0, 100_000)).at(-1)!.globalPosition;
  const append = (stream: string, n = 1) =>
    store.append(
      stream,
      Array.from({ length: n }, () => ({ eventId: randomUUID(), type: 'Noted', data: {} })),
      'any',
    );

  beforeAll(async () => {
    pool = createPool(url(), 6);
    ds = await new DataSource({ type: 'postgres', url: url(), entities: readModelEntities, extra: { max: 3 } }).initialize();
    store = new PostgresEventStore(pool);
    matches = new MatchService(store, registry, new PostgresSeedVault(pool));
    await pool.query('CREATE TABLE noted (id bigserial PRIMARY KEY, stream_id text NOT NULL, event_id uuid NOT NULL UNIQUE)');
  });
  afterAll(async () => {
    await ds.destroy();
    await pool.end();
  });
  afterEach(async () => {
    await pool.query('DELETE FROM noted');
    await pool.query('DELETE FROM parked_events');
    await pool.query('UPDATE processor_leases SET owner = NULL, lease_until = NULL');
  });

  it('folds every match into one row and stores the checkpoint with it', async () => {
    // Untimed: the counts below are the game's events alone (a timed match's first order starts its clock too).
    const a = await matches.create({ rulesetId: 'duel', players, setup: { health: 3 }, clock: { minutes: 0 } });
    const b = await matches.create({ rulesetId: 'duel', players, setup: { health: 3 }, clock: { minutes: 0 } });
    await matches.issueOrder(a.matchId, 'A', { type: 'strike' }, { kind: 'player', side: 'A' });
    await matches.recordRoll(a.matchId, 'A', [{ sides: 6, value: 5 }], { kind: 'player', side: 'A' });
    const r = new ProcessorRunner(ds, store, registry, [new MatchSummariesProjection()]);
    expect(await r.catchUp()).toBe(5); // 2 creations, order, roll, seed reveal
    const rows = await pool
      .query('SELECT match_id, status, winner, event_count FROM match_summaries ORDER BY match_id')
      .then((x) => x.rows);
    expect(rows).toHaveLength(2);
    expect(rows.find((x) => x.match_id === a.matchId)).toMatchObject({ status: 'finished', winner: 'A', event_count: 4 });
    expect(rows.find((x) => x.match_id === b.matchId)).toMatchObject({ status: 'in_progress', winner: null, event_count: 1 });
    expect(await r.position('match_summaries')).toBe(await head());
    expect(await r.catchUp()).toBe(0);
    // A rebuild from scratch gives the same rows.
    await r.rebuild();
    expect(
      await pool.query('SELECT match_id, status, winner, event_count FROM match_summaries ORDER BY match_id').then((x) => x.rows),
    ).toEqual(rows);
  });

  it('hands each processor every event once, in batches, and moves its checkpoint with its rows', async () => {
    const noting = new Noting('batches');
    const r = new ProcessorRunner(ds, store, registry, [noting], { batchSize: 7 });
    await r.catchUp(); // what earlier tests left in the log
    await pool.query('DELETE FROM noted');
    for (let i = 0; i < 5; i++) await append(`s-${i}`, 4);
    expect(await r.catchUp()).toBe(20);
    const rows = await noted();
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((x) => x.event_id)).size).toBe(20);
    expect(await r.position('batches')).toBe(await head());
  });

  it('reports each committed batch, so a long rebuild can show how far along the log it is', async () => {
    const batches: Array<{ events: number; position: number }> = [];
    const r = new ProcessorRunner(ds, store, registry, [new Noting('reported')], { batchSize: 7, onBatch: (b) => batches.push(b) });
    await r.catchUp(); // what earlier tests left in the log
    batches.length = 0;
    for (let i = 0; i < 4; i++) await append(`r-${i}`, 4);
    expect(await r.catchUp()).toBe(16);
    expect(batches.map((b) => b.events)).toEqual([7, 7, 2]);
    expect(batches.map((b) => b.position)).toEqual([...batches.map((b) => b.position)].sort((a, b) => a - b));
    expect(batches.at(-1)!.position).toBe(await head());
  });

  it('runs a batch again after a crash before its commit, and writes nothing twice', async () => {
    const noting = new Noting('crash');
    await new ProcessorRunner(ds, store, registry, [noting]).catchUp();
    await pool.query('DELETE FROM noted');
    await append('s-crash', 3);
    // The first run dies between its work and its commit.
    const dying = new ProcessorRunner(ds, store, registry, [noting], {
      step: (name) => {
        if (name === 'prepared:crash') throw new Error('killed');
      },
      leaseSeconds: 1,
    });
    await expect(dying.catchUp()).rejects.toThrow('killed');
    expect(await noted()).toHaveLength(0);
    const again = new ProcessorRunner(ds, store, registry, [noting]);
    await again.catchUp();
    expect(await noted()).toHaveLength(3);
    await again.catchUp();
    expect(await noted()).toHaveLength(3);
  });

  it('parks a stream that fails, goes on with the others, and retries it on request', async () => {
    const noting = new Noting('poison');
    const r = new ProcessorRunner(ds, store, registry, [noting]);
    await r.catchUp();
    await pool.query('DELETE FROM noted');
    noting.poisoned.add('s-bad');
    await append('s-bad', 2);
    await append('s-good', 2);
    await r.catchUp();
    expect((await noted()).map((x) => x.stream_id)).toEqual(['s-good', 's-good']);
    const [parked] = await r.parked();
    expect(parked).toMatchObject({
      processor: 'poison',
      key: 's-bad',
      streamId: 's-bad',
      error: 'cannot read s-bad',
      retryRequested: false,
    });
    expect(await r.parkedCount()).toBe(1);
    expect(await r.position('poison')).toBe(await head()); // the checkpoint moved on

    // Later events of the parked stream wait behind it; others go on.
    const prepared = noting.prepared;
    await append('s-bad', 1);
    await append('s-good', 1);
    await r.catchUp();
    expect(noting.prepared).toBe(prepared + 1);
    expect((await noted()).filter((x) => x.stream_id === 's-bad')).toHaveLength(0);

    // A retry that fails again keeps it parked, from the same position.
    await pool.query("UPDATE parked_events SET retry_requested = true WHERE key = 's-bad'");
    await r.catchUp();
    expect((await r.parked())[0]).toMatchObject({ key: 's-bad', position: parked.position, retryRequested: false });

    // Fixed, a retry handles every event it held back, in order, and clears it.
    noting.poisoned.clear();
    await pool.query("UPDATE parked_events SET retry_requested = true WHERE key = 's-bad'");
    await r.catchUp();
    expect(await r.parkedCount()).toBe(0);
    expect((await noted()).filter((x) => x.stream_id === 's-bad')).toHaveLength(3);
  });

  it('retries a parked key from the streams it held back, by their index, not by reading the log again', async () => {
    const reads: Array<{ all?: number; stream?: string }> = [];
    const counting = Object.create(store) as PostgresEventStore;
    counting.readAll = (after, max) => {
      reads.push({ all: after });
      return store.readAll(after, max);
    };
    counting.readStream = (streamId, options) => {
      reads.push({ stream: streamId });
      return store.readStream(streamId, options);
    };
    const noting = new Noting('by-index');
    /** Keys by the stream's family, so one key spans two streams, as a competition's key does. */
    noting.keyOf = (e: StoredEvent) => e.streamId.replace(/-(one|two)$/, '');
    const r = new ProcessorRunner(ds, counting, registry, [noting]);
    await r.catchUp();
    await pool.query('DELETE FROM noted');
    noting.poisoned.add('s-idx');
    const parkedAt = (await append('s-idx-one', 1)).globalPosition;
    await r.catchUp();
    // Held behind it: a later event of the key in another stream, among many of other keys.
    await append('s-idx-two', 1);
    for (let i = 0; i < 20; i++) await append(`s-other-${i}`, 2);
    await r.catchUp();
    expect((await noted()).filter((x) => x.stream_id === 's-idx')).toHaveLength(0);
    const [parked] = await r.parked();
    expect(parked).toMatchObject({ key: 's-idx', position: parkedAt });
    expect((await pool.query("SELECT held_streams FROM parked_events WHERE key = 's-idx'")).rows[0].held_streams.sort()).toEqual([
      's-idx-one',
      's-idx-two',
    ]);

    noting.poisoned.clear();
    const head = (await append('s-idx-one', 1)).globalPosition;
    reads.length = 0;
    await pool.query("UPDATE parked_events SET retry_requested = true WHERE key = 's-idx'");
    await r.catchUp();
    expect(await r.parkedCount()).toBe(0);
    // Every event the key held back, in the log's order.
    const held = [...(await store.readStream('s-idx-one')), ...(await store.readStream('s-idx-two'))].sort(
      (a, b) => a.globalPosition - b.globalPosition,
    );
    expect((await noted()).filter((x) => x.stream_id === 's-idx').map((x) => x.event_id)).toEqual(held.map((e) => e.eventId));
    // The held streams were read by their index; the log only from where the batch starts, never from the parked event.
    expect(
      reads
        .filter((x) => x.stream)
        .map((x) => x.stream)
        .sort(),
    ).toEqual(['s-idx-one', 's-idx-two']);
    expect(reads.filter((x) => x.all !== undefined).every((x) => x.all! >= head - 1)).toBe(true);
  });

  it('parks a key whose write fails, and keeps the other keys of the batch', async () => {
    const failing = new Noting('bad-write');
    failing.write = async (em, key, ids) => {
      if (key === 's-w-bad') await em.query('SELECT 1/0');
      for (const id of ids) await em.query('INSERT INTO noted (stream_id, event_id) VALUES ($1, $2)', [key, id]);
    };
    const r = new ProcessorRunner(ds, store, registry, [failing]);
    await r.catchUp();
    await pool.query('DELETE FROM noted');
    await append('s-w-bad', 1);
    await append('s-w-good', 1);
    await r.catchUp();
    expect((await noted()).map((x) => x.stream_id)).toEqual(['s-w-good']);
    expect((await r.parked()).map((p) => p.key)).toEqual(['s-w-bad']);
  });

  it('does not park on a failure of the database itself: the batch runs again', async () => {
    expect(isTransient(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isTransient(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransient(new TypeError("Cannot read properties of undefined (reading 'game')"))).toBe(false);
    expect(isTransient(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))).toBe(false);
    const flaky = new Noting('flaky');
    let fail = true;
    const prepare = flaky.prepare.bind(flaky);
    flaky.prepare = async (key, events, batch) => {
      if (fail) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
      return prepare(key, events, batch);
    };
    const r = new ProcessorRunner(ds, store, registry, [flaky]);
    await append('s-flaky', 1);
    await expect(r.catchUp()).rejects.toThrow('Connection terminated');
    expect(await r.parkedCount()).toBe(0);
    expect(await r.position('flaky')).toBe(0);
    fail = false;
    await r.catchUp();
    expect(await r.position('flaky')).toBe(await head());
  });

  it('lets one instance run the processors at a time; another takes over when its lease runs out', async () => {
    const noting = new Noting('leased');
    await append('s-lease', 2);
    const holder = new ProcessorRunner(ds, store, registry, [noting], { instanceId: 'holder', leaseSeconds: 2 });
    const other = new ProcessorRunner(ds, store, registry, [noting], { instanceId: 'other', leaseSeconds: 2 });
    // The holder takes the lease and dies with it (never lets go).
    await pool.query("INSERT INTO processor_leases (name) VALUES ('processors') ON CONFLICT DO NOTHING");
    await pool.query("UPDATE processor_leases SET owner = 'holder', lease_until = now() + interval '2 seconds' WHERE name = 'processors'");
    expect(await other.catchUp()).toBe(0);
    expect(await other.position('leased')).toBe(0);
    await new Promise((r) => setTimeout(r, 2100));
    expect(await other.catchUp()).toBeGreaterThan(0);
    expect(await other.position('leased')).toBe(await head());
    // Two instances at once: each event is handled once.
    await pool.query('DELETE FROM noted');
    await append('s-lease', 5);
    await Promise.all([holder.catchUp(), other.catchUp(), holder.catchUp()]);
    expect((await noted()).filter((x) => x.stream_id === 's-lease')).toHaveLength(5);
  });

  it('rolls back a batch whose lease passed to another instance before it committed, and stops', async () => {
    const noting = new Noting('fenced');
    await new ProcessorRunner(ds, store, registry, [noting], { instanceId: 'slow' }).catchUp(); // what earlier tests left
    await pool.query('DELETE FROM noted');
    const from = await head();
    await append('s-fenced', 3);
    // The slow instance did its work, then stalled past its lease: the lease is another's when it commits.
    const slow = new ProcessorRunner(ds, store, registry, [noting], {
      instanceId: 'slow',
      step: (name) => {
        if (name === 'prepared:fenced') {
          return pool.query(
            "UPDATE processor_leases SET owner = 'holder', lease_until = now() + interval '1 hour' WHERE name = 'processors'",
          );
        }
      },
    });
    try {
      expect(await slow.catchUp()).toBe(0);
      expect(await noted()).toHaveLength(0);
      expect(await slow.position('fenced')).toBe(from);
      expect((await pool.query("SELECT owner FROM processor_leases WHERE name = 'processors'")).rows[0].owner).toBe('holder');
    } finally {
      await pool.query("UPDATE processor_leases SET owner = NULL, lease_until = NULL WHERE name = 'processors'");
    }
    // The holder (here, any instance once the lease is free) handles the batch once.
    await new ProcessorRunner(ds, store, registry, [noting], { instanceId: 'holder' }).catchUp();
    expect((await noted()).filter((x) => x.stream_id === 's-fenced')).toHaveLength(3);
  });

  it('keeps the lease while it lives: a standby does nothing when woken, and takes over only once the lease runs out', async () => {
    const here = new Noting('sticky');
    const there = new Noting('sticky');
    const holder = new ProcessorRunner(ds, store, registry, [here], { instanceId: 'sticky-holder', leaseSeconds: 2 });
    const standby = new ProcessorRunner(ds, store, registry, [there], { instanceId: 'sticky-standby', leaseSeconds: 2 });
    try {
      await holder.catchUp(); // what earlier tests left in the log; the holder keeps the lease
      holder.start(50);
      expect(await standby.catchUp()).toBe(0);
      standby.start(50);
      here.prepared = there.prepared = 0;
      // Over two lease periods, every append is the holder's to run, whoever is woken.
      for (let i = 0; i < 6; i++) {
        const { globalPosition } = await append('s-sticky', 1);
        standby.kick(globalPosition);
        holder.kick(globalPosition);
        await until('the holder to handle it', async () => (await holder.position('sticky')) >= globalPosition, 10);
        await new Promise((r) => setTimeout(r, 700));
      }
      expect([here.prepared, there.prepared]).toEqual([6, 0]);
      // The holder dies without letting go (its timers stop; it never releases the lease).
      const dying = holder as unknown as {
        heartbeat: NodeJS.Timeout;
        wakeUp: NodeJS.Timeout;
        stopped: boolean;
        running: Promise<number> | null;
      };
      clearInterval(dying.heartbeat);
      clearInterval(dying.wakeUp);
      dying.stopped = true;
      // A catch-up its wake-up began just before is not stopped by that: it ends before the holder is dead.
      await dying.running?.catch(() => undefined);
      await pool.query("UPDATE processor_leases SET lease_until = now() + interval '1 second' WHERE name = 'processors'");
      const diedAt = Date.now();
      const { globalPosition } = await append('s-sticky', 1);
      standby.kick(globalPosition);
      await until('the standby to take over', async () => (await standby.position('sticky')) >= globalPosition, 10);
      expect(Date.now() - diedAt).toBeGreaterThanOrEqual(800); // not before the lease ran out
      expect([here.prepared, there.prepared]).toEqual([6, 1]);
      expect((await noted()).filter((x) => x.stream_id === 's-sticky')).toHaveLength(7);
    } finally {
      await standby.stop();
      await pool.query("UPDATE processor_leases SET owner = NULL, lease_until = NULL WHERE name = 'processors'");
    }
  });

  it('lets go when it stops, so another instance takes the lease at once', async () => {
    const noting = new Noting('handed');
    const first = new ProcessorRunner(ds, store, registry, [noting], { instanceId: 'first' });
    const second = new ProcessorRunner(ds, store, registry, [noting], { instanceId: 'second' });
    await first.catchUp();
    await append('s-handed', 1);
    expect(await second.catchUp()).toBe(0);
    await first.stop();
    expect(await second.catchUp()).toBe(1);
    await second.stop();
  });

  it('answers a waiter as soon as it is told the processors reached its position, and tells of each batch it commits', async () => {
    const noting = new Noting('told');
    const runner = new ProcessorRunner(ds, store, registry, [noting], { instanceId: 'waiting' });
    await runner.catchUp(); // what earlier tests left in the log
    const listener = target === 'postgres' ? new Client({ connectionString: url() }) : null;
    const notified: string[] = [];
    if (listener) {
      await listener.connect();
      listener.on('notification', (n) => notified.push(n.payload ?? ''));
      await listener.query('LISTEN events_appended');
    }
    // Another instance holds the lease: this one can only wait, and is told.
    await pool.query("UPDATE processor_leases SET owner = 'holder', lease_until = now() + interval '1 hour' WHERE name = 'processors'");
    try {
      const { globalPosition } = await append('s-told', 1);
      const waiting = runner.waitFor(globalPosition, 60_000);
      runner.reached(globalPosition - 1);
      runner.reached(globalPosition); // as LiveEvents passes on the other instance's NOTIFY
      expect(await waiting).toBe(true);
      expect(await runner.position('told')).toBeLessThan(globalPosition); // nothing was read: it was told

      await pool.query("UPDATE processor_leases SET owner = NULL, lease_until = NULL WHERE name = 'processors'");
      expect(await runner.catchUp()).toBe(1);
      if (listener) {
        await until('the batch’s notification', async () => notified.includes(`processed:${globalPosition}`), 5);
        expect(notified.filter((n) => n.startsWith('processed:'))).toEqual([`processed:${globalPosition}`]);
      }
    } finally {
      await pool.query("UPDATE processor_leases SET owner = NULL, lease_until = NULL WHERE name = 'processors' AND owner = 'holder'");
      await runner.stop();
      await listener?.end();
    }
  });

  it('reads and folds each stream once per batch, however many processors ask for it', async () => {
    const a = await matches.create({ rulesetId: 'duel', players, setup: { health: 3 }, clock: { minutes: 0 } });
    const b = await matches.create({ rulesetId: 'duel', players, setup: { health: 3 }, clock: { minutes: 0 } });
    await matches.issueOrder(a.matchId, 'A', { type: 'strike' }, { kind: 'player', side: 'A' });
    const reads: string[] = [];
    const counting = Object.create(store) as PostgresEventStore;
    counting.readStream = (streamId, options) => {
      reads.push(streamId);
      return store.readStream(streamId, options);
    };
    const folded: string[] = [];
    const folding = (name: string): Processor<null> => ({
      name,
      keyOf: (e) => (e.streamId.startsWith('match-') ? e.streamId : null),
      prepare: async (key, _events, batch) => {
        await batch.events(key);
        folded.push(`${name}:${(await batch.match(key)).version}`);
        return null;
      },
    });
    const from = (await store.readAll(0, 100_000)).find((e) => e.streamId === `match-${a.matchId}`)!.globalPosition - 1;
    await pool.query(
      "INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ('fold-1', $1, now()), ('fold-2', $1, now())",
      [from],
    );
    const r = new ProcessorRunner(ds, counting, registry, [folding('fold-1'), folding('fold-2'), new MatchSummariesProjection()]);
    await r.catchUp();
    // Two match streams in the batch (and the summaries of every earlier match): one read each.
    const mine = reads.filter((x) => x === `match-${a.matchId}` || x === `match-${b.matchId}`);
    expect(mine.sort()).toEqual([`match-${a.matchId}`, `match-${b.matchId}`].sort());
    expect(new Set(reads).size).toBe(reads.length);
    expect(folded.sort()).toEqual(['fold-1:1', 'fold-1:2', 'fold-2:1', 'fold-2:2']);
  });

  it('keeps streams from batch to batch: a later batch folds only the new events, taken from the batch, and sees what a fold from the first event gives', async () => {
    const a = await matches.create({ rulesetId: 'duel', players, setup: { health: 40 }, clock: { minutes: 0 } });
    const stream = `match-${a.matchId}`;
    const reads: Array<number | undefined> = [];
    const counting = Object.create(store) as PostgresEventStore;
    counting.readStream = (streamId, options) => {
      if (streamId === stream) reads.push(options?.fromVersion);
      return store.readStream(streamId, options);
    };
    const seen: Array<{ events: StoredEvent[]; match: unknown; fresh: unknown; freshEvents: StoredEvent[] }> = [];
    const checking: Processor<null> = {
      name: 'kept-streams',
      keyOf: (e) => (e.streamId === stream ? e.streamId : null),
      prepare: async (key, _events, batch) => {
        const events = await batch.events(key);
        const match = await batch.match(key);
        const freshEvents = (await store.readStream(key)).filter((e) => e.globalPosition <= batch.end);
        seen.push({ events, match, fresh: foldMatch(registry, freshEvents), freshEvents });
        return null;
      },
    };
    const start = (await store.readAll(0, 100_000)).find((e) => e.streamId === stream)!.globalPosition - 1;
    await pool.query("INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ('kept-streams', $1, now())", [start]);
    const r = new ProcessorRunner(ds, counting, registry, [checking], { batchSize: 3 });
    const play = async (round: number) => {
      for (const side of ['A', 'B']) {
        await matches.issueOrder(a.matchId, side, { type: 'strike' }, { kind: 'player', side });
        await matches.recordRoll(a.matchId, side, [{ sides: 6, value: 1 + ((round * 5 + side.length) % 6) }], { kind: 'player', side });
      }
    };
    // Batches that end in the middle of what each round of commands appended.
    for (let round = 0; round < 5; round++) {
      await play(round);
      await r.catchUp();
    }
    // The first batch read the stream whole; every later one started where the last left off, so
    // found the stream's new events in the batch itself and read nothing.
    expect(reads).toEqual([undefined]);
    // Another instance ran a round's batches: this one, behind, reads on from what it kept.
    await play(5);
    await new ProcessorRunner(ds, counting, registry, [checking], { batchSize: 3 }).catchUp();
    await play(6);
    await r.catchUp();
    // The other read it whole; this one kept 21 events (the creation, five rounds of four) and reads from the 22nd.
    expect(reads).toEqual([undefined, undefined, 22]);
    expect(seen.length).toBeGreaterThan(7);
    for (const s of seen) {
      expect(s.events.map((e) => e.eventId)).toEqual(s.freshEvents.map((e) => e.eventId));
      expect(s.match).toEqual(s.fresh);
    }
  });

  it('takes the events its command processors appended into the same batch, and lets a processor they concern handle them next', async () => {
    const id = randomUUID().slice(0, 8);
    /** A command processor: an event of `relay-<id>-<n>` appends one to `relay-<id>-<n+1>`, up to 2. */
    const relay: Processor<void> = {
      name: 'relay',
      keyOf: (e) => (e.streamId.startsWith(`relay-${id}-`) ? e.streamId : null),
      prepare: async (key) => {
        const n = Number(key.split('-').at(-1));
        if (n < 2) await store.append(`relay-${id}-${n + 1}`, [{ eventId: randomUUID(), type: 'Relayed', data: {} }], 0);
      },
    };
    const noting = new Noting('relayed');
    const batches: Array<{ events: number; position: number }> = [];
    const r = new ProcessorRunner(ds, store, registry, [relay, noting], { onBatch: (b) => batches.push(b) });
    await r.catchUp(); // what earlier tests left in the log
    await pool.query('DELETE FROM noted');
    batches.length = 0;
    await append(`relay-${id}-0`, 1);
    await r.catchUp();
    // Each relayed event was noted once, in the batch whose command appended it.
    const rows = (await noted()).filter((x) => x.stream_id.startsWith(`relay-${id}-`));
    expect(rows.map((x) => x.stream_id)).toEqual([0, 1, 2].map((n) => `relay-${id}-${n}`));
    expect(batches.map((b) => b.events)).toEqual([2, 2, 1]);
    expect(await r.position('relayed')).toBe(await head());
    expect(await r.position('relay')).toBe(await head());
  });

  it('looks at the log on its timer, for an event nobody told it of', async () => {
    const noting = new Noting('timer');
    const r = new ProcessorRunner(ds, store, registry, [noting]);
    await r.catchUp(); // what earlier tests left in the log
    r.start(20);
    try {
      const { globalPosition } = await append('s-timer', 1);
      await until('the timer to run the processors', async () => (await r.position('timer')) >= globalPosition, 10);
      expect((await noted()).filter((x) => x.stream_id === 's-timer')).toHaveLength(1);
    } finally {
      await r.stop();
    }
  });

  it('runs again for an event appended while its last read found the log caught up: a kick then is never lost', async () => {
    const noting = new Noting('kicked');
    // The store, with a read that can be held after it has read: the log as it was, answered late.
    let hold: { entered: () => void; released: Promise<void> } | null = null;
    const held = Object.create(store) as PostgresEventStore;
    held.readAll = async (from, max) => {
      const read = await store.readAll(from, max);
      const h = hold;
      hold = null;
      if (h) {
        h.entered();
        await h.released;
      }
      return read;
    };
    const r = new ProcessorRunner(ds, held, registry, [noting]);
    await r.catchUp(); // what earlier tests left in the log
    try {
      let release!: () => void;
      const entered = new Promise<void>((ok) => (hold = { entered: ok, released: new Promise<void>((go) => (release = go)) }));
      r.kick(); // a catch-up that finds nothing new, and is held there
      await entered;
      const { globalPosition } = await append('s-kicked', 1);
      r.kick(globalPosition); // while that catch-up runs: it must go round once more
      release();
      // No timer runs (start() was not called): only the kick can bring the processors there.
      expect(await r.waitFor(globalPosition, 2000)).toBe(true);
      expect((await noted()).filter((x) => x.stream_id === 's-kicked')).toHaveLength(1);
    } finally {
      await r.stop();
    }
  });

  it('waits for a position without running anything itself, and tells when the processors cannot reach it in time', async () => {
    const noting = new Noting('waiting');
    const r = new ProcessorRunner(ds, store, registry, [noting]);
    const { globalPosition } = await append('s-wait', 1);
    expect(await r.waitFor(globalPosition, 200)).toBe(false); // nobody ran the processors
    expect(await r.position('waiting')).toBeLessThan(globalPosition);
    const waiting = r.waitFor(globalPosition);
    r.kick(globalPosition);
    expect(await waiting).toBe(true);
    expect(await r.position('waiting')).toBeGreaterThanOrEqual(globalPosition);
    await r.stop();
    const next = await append('s-wait', 1);
    expect(await r.waitFor(next.globalPosition, 200)).toBe(false);
  });
});
