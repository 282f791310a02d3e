import { createPool } from '@app/database';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { PostgresStreamLocks, streamLockKey } from './postgres-stream-locks';

/** A promise opened from outside, to hold a piece of work until the test lets it go. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Lets whatever is under way reach the database and back (no timing is asserted: only what has happened). */
async function roundTrip(pool: Pool): Promise<void> {
  await pool.query('SELECT 1');
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** The stream locks of the test's database, held (`granted`) or waited for: advisory locks of two int4 keys (objsubid 2). */
async function streamLocks(pool: Pool, granted: boolean): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND objsubid = 2 AND classid = 7310003 AND granted = $1
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [granted],
  );
  return rows[0].n;
}

describe('streamLockKey', () => {
  it('is a 32-bit integer that depends only on the stream id', () => {
    const key = streamLockKey('match-3f1c0b3e-5a61-4c39-9a51-2f1f4f0a7c11');
    expect(Number.isInteger(key) && key >= -(2 ** 31) && key < 2 ** 31).toBe(true);
    expect(streamLockKey('match-3f1c0b3e-5a61-4c39-9a51-2f1f4f0a7c11')).toBe(key);
    expect(streamLockKey('tournament-3f1c0b3e-5a61-4c39-9a51-2f1f4f0a7c11')).not.toBe(key);
  });
});

describeEachDatabase('PostgreSQL stream locks', (url, target) => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(url(), 2);
  });
  afterAll(() => pool.end());

  it(
    target === 'postgres'
      ? 'open on a PostgreSQL server'
      : 'are not opened on PGlite, whose connections share its one session (one process owns its data directory)',
    async () => {
      const locks = await PostgresStreamLocks.open(createPool(url(), 1));
      try {
        expect(locks === null).toBe(target === 'embedded');
      } finally {
        await locks?.close();
      }
    },
  );

  if (target === 'postgres') {
    describe('across two processes (two pools)', () => {
      let one: PostgresStreamLocks;
      let two: PostgresStreamLocks;
      beforeEach(async () => {
        one = (await PostgresStreamLocks.open(createPool(url(), 2)))!;
        two = (await PostgresStreamLocks.open(createPool(url(), 2)))!;
      });
      afterEach(async () => {
        await Promise.all([one.close(), two.close()]);
      });

      it('let one hold a stream at a time; the other waits, then has its turn', async () => {
        const held = gate();
        const log: string[] = [];
        const first = one.holding('match-a', async () => {
          log.push('one in');
          await held.promise;
          log.push('one out');
        });
        while (log.length === 0) await roundTrip(pool);
        const second = two.holding('match-a', async () => {
          log.push('two in');
        });
        // The second waits in the database for the first to let go.
        while ((await streamLocks(pool, false)) === 0) await roundTrip(pool);
        expect(log).toEqual(['one in']);
        expect(await streamLocks(pool, true)).toBe(1);
        held.open();
        await Promise.all([first, second]);
        expect(log).toEqual(['one in', 'one out', 'two in']);
        expect(await streamLocks(pool, true)).toBe(0);
      });

      it('hold other streams apart', async () => {
        const held = gate();
        let inside = false;
        const first = one.holding('match-a', async () => {
          inside = true;
          await held.promise;
        });
        while (!inside) await roundTrip(pool);
        expect(await two.holding('match-b', async () => 'through')).toBe('through');
        held.open();
        await first;
      });

      it('let go of the stream when the work fails, and pass its error on', async () => {
        await expect(
          one.holding('match-a', async () => {
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
        expect(await streamLocks(pool, true)).toBe(0);
        expect(await two.holding('match-a', async () => 'through')).toBe('through');
      });
    });
  }
});
