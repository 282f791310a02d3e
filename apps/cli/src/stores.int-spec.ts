import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { EventStoreDbEventStore } from '@app/event-store/eventstoredb';
import { configFromEnv } from '../../api/src/config';
import { CliError } from './errors';
import { run } from './program';
import { createEventStore, describeEventStoreUrl, eventStoreKind, storeConfig, withStores } from './stores';

/** A local port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

async function cli(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(['node', 'tabletop', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) }, env);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('the stores of the command line', () => {
  it('are read from the environment by the server’s own configFromEnv', () => {
    const envs: NodeJS.ProcessEnv[] = [
      {},
      { DATABASE_URL: 'postgres://league@db.example:5433/league', DATA_DIR: '/ignored' },
      { DATA_DIR: '/srv/tabletop', EVENTSTORE_URL: 'esdb://esdb.example:2113?tls=false' },
      { DATABASE_URL: '', EVENTSTORE_URL: '' },
    ];
    for (const env of envs) {
      const server = configFromEnv(env);
      expect(storeConfig(env)).toEqual({ databaseUrl: server.databaseUrl, dataDir: server.dataDir, eventStoreUrl: server.eventStoreUrl });
    }
    expect(storeConfig({ EVENTSTORE_URL: '' }).eventStoreUrl).toBeUndefined(); // empty is unset, as for the server
    // A setting the server would refuse, the command line refuses with the same words.
    const bad = { PORT: 'eighty' };
    expect(() => configFromEnv(bad)).toThrow('PORT must be a port number, not "eighty"');
    expect(() => storeConfig(bad)).toThrow(new CliError('PORT must be a port number, not "eighty"'));
    try {
      storeConfig(bad);
    } catch (e) {
      expect(e).toMatchObject({ code: 'BAD_CONFIG', exitCode: 1 });
    }
  });

  it('keep the events in EventStoreDB when EVENTSTORE_URL is set, and in PostgreSQL otherwise', async () => {
    // Neither is used: a pool connects only on its first query, an EventStoreDB client on its first call.
    const pool = createPool('postgres://nobody@127.0.0.1:1/none', 1);
    let poolAsked = 0;
    const poolOnce = () => (poolAsked++, pool);
    try {
      const esdb = createEventStore(
        storeConfig({ EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false', DATABASE_URL: 'postgres://x@127.0.0.1/y' }),
        poolOnce,
      );
      expect(esdb).toBeInstanceOf(EventStoreDbEventStore);
      expect(poolAsked).toBe(0);
      await esdb.close();
      const postgres = createEventStore(storeConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/y' }), poolOnce);
      expect(postgres).toBeInstanceOf(PostgresEventStore);
      expect(poolAsked).toBe(1);
      expect(eventStoreKind(storeConfig({ EVENTSTORE_URL: 'esdb://h:2113' }))).toBe('eventstoredb');
      expect(eventStoreKind(storeConfig({}))).toBe('postgres');
      expect(() => createEventStore(storeConfig({ EVENTSTORE_URL: 'http://h:2113' }), poolOnce)).toThrow(
        /EVENTSTORE_URL is not an EventStoreDB connection string/,
      );
    } finally {
      await pool.end();
    }
  });

  it('name an EventStoreDB by its hosts, never its credentials', () => {
    expect(describeEventStoreUrl('esdb://admin:changeit@a.example:2113,b.example:2113?tls=false')).toBe(
      'EventStoreDB at a.example:2113,b.example:2113',
    );
    expect(describeEventStoreUrl('esdb+discover://cluster.example:2113')).toBe('EventStoreDB at cluster.example:2113');
  });

  it('refuse an unreachable EventStoreDB with a clear error and exit code 1, before any other work', async () => {
    const port = await closedPort();
    const dataDir = mkdtempSync(join(tmpdir(), 'tabletop-cli-'));
    const env = { EVENTSTORE_URL: `esdb://127.0.0.1:${port}?tls=false`, DATA_DIR: dataDir };
    const started = Date.now();
    for (const args of [['export', randomUUID()], ['export-competition', randomUUID()], ['rebuild-projections']]) {
      const json = await cli([...args, '--json'], env);
      expect(json.code).toBe(1);
      expect(JSON.parse(json.stdout)).toEqual({
        error: {
          code: 'EVENT_STORE_UNAVAILABLE',
          message: `cannot reach EventStoreDB at 127.0.0.1:${port} (EVENTSTORE_URL): connect ECONNREFUSED 127.0.0.1:${port}`,
        },
      });
      expect(json.stderr).toBe('');
      const human = await cli(args, env);
      expect(human.code).toBe(1);
      expect(human.stdout).toBe('');
      expect(human.stderr).toBe(`cannot reach EventStoreDB at 127.0.0.1:${port} (EVENTSTORE_URL): connect ECONNREFUSED 127.0.0.1:${port}`);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    // rebuild-projections needs the read models too, but EventStoreDB is asked first: the embedded database was never opened.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('give up on an EventStoreDB that accepts the connection but never answers, after the timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as { port: number };
    try {
      const started = Date.now();
      const attempt = withStores(
        { dataDir: './unused', eventStoreUrl: `esdb://127.0.0.1:${port}?tls=false` },
        { connectTimeoutMs: 300 },
        async () => 'never',
      );
      await expect(attempt).rejects.toThrow(
        new CliError(`cannot reach EventStoreDB at 127.0.0.1:${port} (EVENTSTORE_URL): no answer within 300 ms`),
      );
      await expect(attempt).rejects.toMatchObject({ code: 'EVENT_STORE_UNAVAILABLE', exitCode: 1 });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(existsSync('./unused')).toBe(false);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });
});
