import { randomUUID } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { createPool } from '@app/database';
import { describeEachDatabase } from '../../../test/support/databases';
import { IdempotencyError } from './errors';
import { eventStoreContract, sleep } from './event-store.contract';
import type { NewEvent, StoredEvent } from './port';
import { PostgresEventStore } from './postgres-event-store';

const event = (type: string, data: unknown = {}): NewEvent => ({ eventId: randomUUID(), type, data });
const stream = () => `match-${randomUUID()}`;

describeEachDatabase('PostgresEventStore', (getUrl, target) => {
  eventStoreContract(`PostgreSQL (${target})`, async () => {
    const pool = createPool(getUrl(), 10);
    const store = new PostgresEventStore(pool, { ownsPool: true });
    return { store, close: () => store.close() };
  });

  describe('PostgreSQL specifics', () => {
    let pool: Pool;
    let store: PostgresEventStore;
    beforeAll(() => {
      pool = createPool(getUrl(), 10);
      store = new PostgresEventStore(pool);
    });
    afterAll(async () => {
      await store.close();
      await pool.end();
    });

    it('refuses UPDATE, DELETE and TRUNCATE on events', async () => {
      const s = stream();
      await store.append(s, [event('A', { v: 1 })], 'no_stream');
      await expect(pool.query(`UPDATE events SET data = '{"v":2}' WHERE stream_id = $1`, [s])).rejects.toThrow(/append-only/);
      await expect(pool.query('DELETE FROM events WHERE stream_id = $1', [s])).rejects.toThrow(/append-only/);
      await expect(pool.query('DELETE FROM events WHERE false')).rejects.toThrow(/append-only/);
      await expect(pool.query('TRUNCATE events')).rejects.toThrow(/append-only/);
      expect((await store.readStream(s)).map((e) => e.data)).toEqual([{ v: 1 }]);
    });

    it('refuses an event id reused with other content, in another stream or at another version', async () => {
      const s = stream();
      const a = event('A', { v: 1 });
      await store.append(s, [a], 'no_stream');
      await expect(store.append(s, [{ ...a, data: { v: 2 } }], 'no_stream')).rejects.toBeInstanceOf(IdempotencyError);
      await expect(store.append(s, [{ ...a, type: 'B' }], 'no_stream')).rejects.toBeInstanceOf(IdempotencyError);
      await expect(store.append(stream(), [a], 'no_stream')).rejects.toBeInstanceOf(IdempotencyError);
      await expect(store.append(s, [a], 1)).rejects.toBeInstanceOf(IdempotencyError);
      await expect(store.append(s, [a], 'any')).resolves.toEqual(await store.append(s, [a], 0));
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('answers two identical appends racing each other with one write and the same result', async () => {
      for (const expected of ['no_stream', 'any'] as const) {
        const s = stream();
        const batch = [event('A'), event('B')];
        const [r1, r2] = await Promise.all([store.append(s, batch, expected), store.append(s, batch, expected)]);
        expect(r2).toEqual(r1);
        expect(await store.readStream(s)).toHaveLength(2);
      }
    });

    it('passes a reservation that was rolled back, once nobody holds it', async () => {
      const start = (await store.append(stream(), [event('Marker')], 'any')).globalPosition;
      const [sx, sy] = [stream(), stream()];
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('CREATE TEMP TABLE scratch (n int) ON COMMIT DROP');
        await client.query('INSERT INTO scratch VALUES (1)'); // an append need not be the first write
        await store.appendInTransaction(client, sx, [event('X')], 'no_stream');
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }
      const y = await store.append(sy, [event('Y')], 'no_stream');
      const after = await store.readAll(start);
      expect(after.map((e) => e.streamId)).toEqual([sy]);
      expect(await store.headPosition()).toBe(y.globalPosition);
    });

    if (target === 'postgres') {
      it('hides a committed event behind an older transaction still in flight, then shows both in order', async () => {
        const start = (await store.append(stream(), [event('Marker')], 'any')).globalPosition;
        const [sx, sy] = [stream(), stream()];
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const x = await store.appendInTransaction(client, sx, [event('X')], 'no_stream');
          const y = await store.append(sy, [event('Y')], 'no_stream'); // commits on another connection
          expect(y.globalPosition).toBeGreaterThan(x.globalPosition);
          expect(await store.readStream(sy)).toHaveLength(1); // Y is committed and visible…
          const during = await store.readAll(start);
          expect(during.filter((e) => e.globalPosition >= x.globalPosition)).toEqual([]); // …but not past X
          expect(await store.headPosition()).toBeLessThan(x.globalPosition); // nor is the head
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw err;
        } finally {
          client.release();
        }
        const after = (await store.readAll(start)).filter((e) => e.streamId === sx || e.streamId === sy);
        expect(after.map((e) => e.type)).toEqual(['X', 'Y']);
      });

      it('does not wait for a write transaction open in another database of the same server', async () => {
        const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
        await other.connect();
        try {
          await other.query('BEGIN');
          await other.query('SELECT pg_current_xact_id()'); // a write transaction, holding back the server's xmin
          const start = (await store.append(stream(), [event('Marker')], 'any')).globalPosition;
          const s = stream();
          const appended = await store.append(s, [event('WhileOpen')], 'no_stream');
          expect((await store.readAll(start)).map((e) => e.streamId)).toEqual([s]);
          expect(await store.headPosition()).toBe(appended.globalPosition);
        } finally {
          await other.query('ROLLBACK');
          await other.end();
        }
      });

      it('does not wait for a transaction of this database that writes something other than events', async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO streams (stream_id, version) VALUES ($1, 1)', [stream()]);
          const start = (await store.append(stream(), [event('Marker')], 'any')).globalPosition;
          const s = stream();
          await store.append(s, [event('WhileOpen')], 'no_stream');
          expect((await store.readAll(start)).map((e) => e.streamId)).toEqual([s]);
        } finally {
          await client.query('ROLLBACK');
          client.release();
        }
      });

      it('never lets a follower skip an event of appends that commit and roll back out of order', async () => {
        const start = await store.headPosition();
        const committed: string[] = [];
        const seen: StoredEvent[] = [];
        let writing = true;
        const follower = (async () => {
          let from = start;
          for (;;) {
            const finished = !writing; // one full read after the last writer is done
            const page = await store.readAll(from, 7);
            seen.push(...page);
            if (page.length) from = page[page.length - 1].globalPosition;
            else if (finished) return;
            else await sleep(2);
          }
        })();
        await Promise.all(
          Array.from({ length: 8 }, async (_, writer) => {
            for (let i = 0; i < 12; i++) {
              const client = await pool.connect();
              const s = stream();
              try {
                await client.query('BEGIN');
                await store.appendInTransaction(client, s, [event('A'), event('B')], 'no_stream');
                await sleep((writer * 7 + i * 3) % 11); // commits land out of position order
                if ((writer + i) % 4 === 0) await client.query('ROLLBACK');
                else {
                  await client.query('COMMIT');
                  committed.push(s);
                }
              } finally {
                client.release();
              }
            }
          }),
        );
        writing = false;
        await follower;
        const positions = seen.map((e) => e.globalPosition);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(positions).size).toBe(positions.length);
        expect(new Set(seen.map((e) => e.streamId))).toEqual(new Set(committed));
        expect(seen).toHaveLength(committed.length * 2);
      });
    } else {
      it('makes readers wait for an open append transaction, then shows its event (PGlite serialises)', async () => {
        const start = (await store.append(stream(), [event('Marker')], 'any')).globalPosition;
        const sx = stream();
        const client = await pool.connect();
        let settled = false;
        try {
          await client.query('BEGIN');
          await store.appendInTransaction(client, sx, [event('X')], 'no_stream');
          const reading = store.readAll(start).finally(() => (settled = true));
          await sleep(200);
          expect(settled).toBe(false);
          await client.query('COMMIT');
          expect((await reading).map((e) => e.streamId)).toEqual([sx]);
        } finally {
          client.release();
        }
      });
    }
  });
});
