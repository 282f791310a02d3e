import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/**
 * Serialises the commands to one stream across every process that shares a database. The
 * command handler holds a stream's lock while it loads, decides and appends that stream, so a
 * command never decides on a version another instance is about to append over.
 */
export interface StreamLocks {
  /** Runs `work` holding the stream's lock; gives it back however `work` ends. */
  holding<T>(streamId: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The first key of every stream lock: advisory locks of two int4 keys, so that they never meet
 * the single bigint keys of the migrations (7310001), the position lock (7310002) and the
 * appends' reservation marks (negative positions), nor show as a reservation in `pg_locks`
 * (those have objsubid 1, these 2).
 */
export const STREAM_LOCK_CLASS = 7310003;

/**
 * The second key of a stream's lock: 32 bits of the SHA-256 of its id, the same in every
 * process and every release. Two streams that share a key only take turns with each other.
 */
export function streamLockKey(streamId: string): number {
  return createHash('sha256').update(streamId).digest().readInt32BE(0);
}

export interface PostgresStreamLocksOptions {
  /** End the pool on close() (default false). */
  ownsPool?: boolean;
}

/**
 * Stream locks as PostgreSQL session advisory locks (`pg_advisory_lock(7310003, key)`), on a
 * pool of their own. A lock is taken and given back on the same connection, which is kept out
 * of the pool for as long as it is held; the work itself reads and appends through the store's
 * pool. So a holder never waits for a connection that another holder keeps, whatever its
 * decision reads, and a process that dies loses its locks with its connections. A connection
 * that cannot give its lock back is closed, which gives it back.
 *
 * Not for PGlite: its connections share one session, in which every lock is granted at once
 * (`open` answers null there). One process owns an embedded database, and the handler's queue
 * serialises that process.
 */
export class PostgresStreamLocks implements StreamLocks {
  constructor(
    private readonly pool: Pool,
    private readonly options: PostgresStreamLocksOptions = {},
  ) {}

  /**
   * Stream locks on `pool` (which they own from then on), or null, with the pool ended, when
   * the server is PGlite.
   */
  static async open(pool: Pool): Promise<PostgresStreamLocks | null> {
    try {
      const { rows } = await pool.query<{ version: string }>('SELECT version()');
      if (/PGlite/i.test(rows[0].version)) {
        await pool.end();
        return null;
      }
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw e;
    }
    return new PostgresStreamLocks(pool, { ownsPool: true });
  }

  async holding<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const key = [STREAM_LOCK_CLASS, streamLockKey(streamId)];
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1, $2)', key);
    } catch (e) {
      client.release(e as Error);
      throw e;
    }
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', key).then(
        () => client.release(),
        (e: Error) => client.release(e),
      );
    }
  }

  async close(): Promise<void> {
    if (this.options.ownsPool) await this.pool.end();
  }
}
