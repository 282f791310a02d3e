import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { lockDataDir } from './data-dir-lock';
import { dataDirPassword, EMBEDDED_USER, newPassword, scramVerifier } from './embedded-password';
import { startEmbeddedServer } from './embedded-server';
import { describePostgresUrl } from './url';

export interface OpenDatabaseOptions {
  /** A postgres:// URL. When absent, an embedded PostgreSQL (PGlite) is started. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files (default ./data, created if missing). */
  dataDir?: string;
  /** Embedded database in memory only (tests, benchmarks): nothing is written to disk. */
  memory?: boolean;
  /** Connections the embedded server accepts at once (default 64). */
  maxConnections?: number;
}

export interface Database {
  /**
   * Connection URL every other layer uses with pg or TypeORM. For the embedded database it
   * carries the password: never print it (describe() is for logs).
   */
  url: string;
  kind: 'embedded' | 'postgres';
  /** Human readable, without password: for the startup log line. */
  describe(): string;
  /** Stops the embedded server (close your pools first). A no-op for an external server. */
  close(): Promise<void>;
}

/**
 * Opens the database the application runs on. With a URL it only checks that the server
 * answers; without one it starts PGlite (in a worker thread, see embedded-server.ts) and
 * serves it over the PostgreSQL wire protocol on an ephemeral localhost port, so pg, TypeORM
 * and migrations work unchanged on both. The embedded server admits only user "postgres" with
 * the data directory's password (DATA_DIR/tabletop.password, see embedded-password.ts), or in
 * memory with a password made for this database alone: anyone else on the machine could
 * otherwise connect and read the signing secret and password hashes.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openExternal(options.databaseUrl);
  return openEmbedded(options);
}

async function openExternal(url: string): Promise<Database> {
  // Fail at startup with a clear message rather than on the first request.
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (err) {
    throw new Error(`cannot reach ${describePostgresUrl(url)}: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return {
    url,
    kind: 'postgres',
    describe: () => describePostgresUrl(url),
    close: async () => undefined,
  };
}

async function openEmbedded(options: OpenDatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  let unlock = () => {};
  let password: string;
  if (!options.memory) {
    dataDir = options.dataDir || './data';
    // A new data directory is its owner's alone, as PostgreSQL's PGDATA must be: the database
    // files hold the same secrets the password protects. An existing one is left as it is.
    mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 });
    // One process at a time: a second embedded database on the same files would corrupt them.
    unlock = lockDataDir(resolve(dataDir));
  }
  let server: Awaited<ReturnType<typeof startEmbeddedServer>>;
  try {
    password = dataDir ? dataDirPassword(resolve(dataDir)) : newPassword();
    server = await startEmbeddedServer({
      dataDir: dataDir ? resolve(dataDir) : undefined,
      maxConnections: options.maxConnections ?? 64,
      verifier: scramVerifier(password),
      user: EMBEDDED_USER,
    });
  } catch (e) {
    unlock();
    throw e;
  }
  const where = dataDir ? `in ${dataDir}` : 'in memory';
  return {
    url: `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@${server.conn}/postgres`,
    kind: 'embedded',
    // The address lets an operator reach the running database with psql (docs/operations.md).
    describe: () => `embedded PostgreSQL (PGlite) ${where}, on ${server.conn}`,
    close: async () => {
      try {
        await server.stop();
      } finally {
        unlock();
      }
    },
  };
}
