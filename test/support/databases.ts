/**
 * Databases for integration tests.
 *
 *   describeEachDatabase('match service', (getUrl) => {
 *     it('…', async () => { const pool = new Pool({ connectionString: getUrl() }); … });
 *   });
 *
 * runs the block once per target, each with its own freshly migrated, empty database:
 * - `embedded`: an in-memory PGlite behind its socket server (always);
 * - `postgres`: a new database `t_<random>` on the server of TEST_DATABASE_URL (only when that
 *   variable is set), dropped again after the block.
 * Close your pools in afterAll; the database is closed after them.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, runMigrations, withDatabase } from '@app/database';

export interface TestDatabase {
  url: string;
  close(): Promise<void>;
}

export interface TestDatabaseTarget {
  name: 'embedded' | 'postgres';
  open(): Promise<TestDatabase>;
}

export function testDatabases(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'embedded', open: openEmbedded }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) targets.push({ name: 'postgres', open: () => openOnServer(serverUrl) });
  return targets;
}

/**
 * `describe.each` over testDatabases(), opening the database in beforeAll and closing it in
 * afterAll. `getUrl()` is only valid inside hooks and tests. The second argument names the
 * target, for the rare test that must differ (e.g. PGlite serialises transactions).
 */
export function describeEachDatabase(title: string, body: (getUrl: () => string, target: TestDatabaseTarget['name']) => void): void {
  describe.each(testDatabases().map((t) => [t.name, t] as const))(`${title} [%s]`, (name, target) => {
    let db: TestDatabase | undefined;
    beforeAll(async () => {
      db = await target.open();
    }, 60_000);
    afterAll(async () => {
      await db?.close();
    }, 60_000);
    body(() => {
      if (!db) throw new Error('test database not open yet: call getUrl() inside hooks or tests');
      return db.url;
    }, name);
  });
}

async function openEmbedded(): Promise<TestDatabase> {
  const db = await openDatabase({ memory: true });
  try {
    await runMigrations(db.url);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

async function openOnServer(serverUrl: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(serverUrl, name);
  try {
    await runMigrations(url);
  } catch (err) {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw err;
  }
  return {
    url,
    // FORCE: a pool a test forgot to end must not leave the database behind.
    close: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
