import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { migrations } from '../../../migrations';
import { testDatabases } from '../../../test/support/databases';
import { createPool, describePostgresUrl, openDatabase, runMigrations, withDatabase } from './index';

const allMigrations = migrations.map((m) => m.name);

describe('database URLs', () => {
  it('describes a server without its password', () => {
    expect(describePostgresUrl('postgres://app:s3cret@db.example:6543/league')).toBe('PostgreSQL at db.example:6543/league');
    expect(describePostgresUrl('postgres://postgres@127.0.0.1/test')).toBe('PostgreSQL at 127.0.0.1:5432/test');
  });

  it('points a URL at another database on the same server', () => {
    expect(withDatabase('postgres://u:p@h:1/test?sslmode=disable', 't_ab12')).toBe('postgres://u:p@h:1/t_ab12?sslmode=disable');
  });

  it('reports an unreachable server clearly, without the password', async () => {
    const err = await openDatabase({ databaseUrl: 'postgres://app:s3cret@127.0.0.1:1/league' }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^cannot reach PostgreSQL at 127\.0\.0\.1:1\/league/);
    expect((err as Error).message).not.toContain('s3cret');
  });
});

describe('embedded database', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'league-db-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps each connection’s parameterised queries whole when many connections query at once', async () => {
    // A parameterised query is several protocol messages; a large one arrives in several pieces.
    // Interleaved across connections, one connection's parameters would be bound to another's
    // statement.
    const db = await openDatabase({ memory: true });
    const pool = createPool(db.url, 8);
    const short = (e: Error) => Promise.reject(new Error(e.message.slice(0, 120))); // a failure would quote 200 kB
    try {
      const queries = Array.from({ length: 400 }, (_, i) =>
        (i % 2 === 0
          ? pool
              .query('SELECT length($1::text) + $2::bigint AS v', ['x'.repeat(200_000 + i), i])
              .then((r) => expect(Number(r.rows[0].v)).toBe(200_000 + 2 * i))
          : pool
              .query('SELECT $1::uuid::text AS v, $2::int AS n', [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, i])
              .then((r) => expect(r.rows[0].n).toBe(i))
        ).catch(short),
      );
      await Promise.all(queries);
      // A transaction keeps the session: another connection's statements wait until it ends.
      const client = await pool.connect();
      await client.query('BEGIN');
      await client.query('CREATE TABLE t (x int)');
      const outside = pool.query('SELECT count(*)::int AS n FROM pg_tables WHERE tablename = $1', ['t']);
      await client.query('ROLLBACK');
      client.release();
      expect((await outside).rows[0].n).toBe(0);
    } finally {
      await pool.end();
      await db.close();
    }
  });

  it('creates its data directory, migrates once, and keeps data across restarts', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const first = await openDatabase({ dataDir });
    try {
      expect(first.kind).toBe('embedded');
      const { port } = new URL(first.url);
      expect(first.describe()).toBe(`embedded PostgreSQL (PGlite) in ${dataDir}, on 127.0.0.1:${port}`);
      expect(first.url).toMatch(/^postgres:\/\/postgres:[\w-]{43}@127\.0\.0\.1:\d+\/postgres$/);
      expect(await runMigrations(first.url)).toEqual(allMigrations);
      expect(await runMigrations(first.url)).toEqual([]);
      const pool = createPool(first.url, 2);
      await pool.query(
        `SELECT * FROM events_append('match-1', 0, '[{"eventId":"7f1c8a52-8a3e-4c33-9d0c-5f3b1f8f2e01","type":"A","data":{"x":1}}]')`,
      );
      await pool.end();
    } finally {
      await first.close();
    }

    const second = await openDatabase({ dataDir });
    try {
      expect(await runMigrations(second.url)).toEqual([]);
      const client = new Client({ connectionString: second.url });
      await client.connect();
      const { rows } = await client.query('SELECT stream_id, data FROM events');
      await client.end();
      expect(rows).toEqual([{ stream_id: 'match-1', data: { x: 1 } }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('runs in memory, and close() is idempotent', async () => {
    const db = await openDatabase({ memory: true });
    expect(db.describe()).toBe(`embedded PostgreSQL (PGlite) in memory, on 127.0.0.1:${new URL(db.url).port}`);
    await db.close();
    await db.close();
  }, 30_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('PostgreSQL server (TEST_DATABASE_URL)', () => {
    it('opens a server URL as kind postgres', async () => {
      const db = await openDatabase({ databaseUrl: serverUrl });
      expect(db.kind).toBe('postgres');
      expect(db.describe()).toBe(describePostgresUrl(serverUrl));
      await db.close();
    });

    it('gives each test run a fresh migrated database and drops it afterwards', async () => {
      const target = testDatabases().find((t) => t.name === 'postgres')!;
      const db = await target.open();
      const name = new URL(db.url).pathname.slice(1);
      try {
        expect(name).toMatch(/^t_[0-9a-f]{12}$/);
        const client = new Client({ connectionString: db.url });
        client.on('error', () => undefined); // it will be cut off by the DROP
        await client.connect(); // left open on purpose: the DROP uses FORCE
        const { rows } = await client.query('SELECT name FROM migrations');
        expect(rows.map((r) => r.name).sort()).toEqual([...allMigrations].sort());
      } finally {
        await db.close();
      }

      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      await admin.end();
      expect(left.rows).toHaveLength(0);
      expect(withDatabase(serverUrl, name)).toBe(db.url);
    });
  });
}
