import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { lockDataDir } from './data-dir-lock';
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
  /** Connection URL every other layer uses with pg or TypeORM. */
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
 * and migrations work unchanged on both.
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
  if (!options.memory) {
    dataDir = options.dataDir || './data';
    mkdirSync(resolve(dataDir), { recursive: true });
    // One process at a time: a second embedded database on the same files would corrupt them.
    unlock = lockDataDir(resolve(dataDir));
  }
  let server: Awaited<ReturnType<typeof startEmbeddedServer>>;
  try {
    server = await startEmbeddedServer({
      dataDir: dataDir ? resolve(dataDir) : undefined,
      maxConnections: options.maxConnections ?? 64,
    });
  } catch (e) {
    unlock();
    throw e;
  }
  const where = dataDir ? `in ${dataDir}` : 'in memory';
  return {
    url: `postgres://postgres@${server.conn}/postgres`,
    kind: 'embedded',
    describe: () => `embedded PostgreSQL (PGlite) ${where}`,
    close: async () => {
      try {
        await server.stop();
      } finally {
        unlock();
      }
    },
  };
}
