import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createPool } from '@app/database';
import { describeEachDatabase } from '../../../test/support/databases';
import { IdempotencyError } from './errors';
import { eventStoreContract, sleep } from './event-store.contract';
import type { NewEvent } from './port';
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

    it('refuses an append that is not the first write of its transaction', async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query("SELECT pg_current_xact_id()"); // the transaction now has an id
        await expect(store.appendInTransaction(client, stream(), [event('A')], 'no_stream')).rejects.toThrow(
          /first write of its transaction/,
        );
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    });

    it('never lets a follower skip: ordering by position equals ordering by transaction', async () => {
      const { rows } = await pool.query(`
        SELECT count(*)::int AS inversions FROM (
          SELECT transaction_id, lag(transaction_id) OVER (ORDER BY global_position) AS previous FROM events
        ) t WHERE transaction_id < previous`);
      expect(rows[0].inversions).toBe(0);
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
