import { DeadlineExceededError, UnavailableError } from '@eventstore/db-client';
import { createPool, DataDirInUseError, openDatabase, runMigrations, type Database } from '@app/database';
import { PostgresEventStore, type EventStore } from '@app/event-store';
import { EventStoreDbEventStore } from '@app/event-store/eventstoredb';
import type { Pool } from 'pg';
import { configFromEnv, type ApiConfig } from '../../api/src/config';
import { CliError } from './errors';

/** Where the events and the read models are: the server's settings, nothing of its own. */
export type StoreConfig = Pick<ApiConfig, 'databaseUrl' | 'dataDir' | 'eventStoreUrl'>;

/**
 * The store settings from the environment, read by the server's own configFromEnv: the command
 * line and the server given the same environment always work on the same log.
 */
export function storeConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  let config: ApiConfig;
  try {
    config = configFromEnv(env);
  } catch (e) {
    throw new CliError((e as Error).message, { code: 'BAD_CONFIG' });
  }
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir, eventStoreUrl: config.eventStoreUrl };
}

export type EventStoreKind = 'postgres' | 'eventstoredb';

export function eventStoreKind(config: StoreConfig): EventStoreKind {
  return config.eventStoreUrl ? 'eventstoredb' : 'postgres';
}

/** The adapter the server would use for these settings: EventStoreDB when EVENTSTORE_URL is set, else the PostgreSQL database. */
export function createEventStore(config: StoreConfig, pool: () => Pool): EventStore {
  if (!config.eventStoreUrl) return new PostgresEventStore(pool());
  try {
    return EventStoreDbEventStore.connect(config.eventStoreUrl);
  } catch (e) {
    throw new CliError(`EVENTSTORE_URL is not an EventStoreDB connection string: ${(e as Error).message}`, { code: 'BAD_CONFIG' });
  }
}

/** host:port of an EventStoreDB connection string (one or several hosts), never its user or password. */
export function describeEventStoreUrl(url: string): string {
  const hosts = url.replace(/^[a-z+]+:\/\//i, '').split(/[/?]/)[0];
  return `EventStoreDB at ${hosts.slice(hosts.lastIndexOf('@') + 1) || '(no host)'}`;
}

export interface Stores {
  events: EventStore;
  kind: EventStoreKind;
  /** The PostgreSQL database (read models; the events too without EVENTSTORE_URL); null when not asked for. */
  database: Database | null;
  /** How many events the log holds, where that is cheap to know (PostgreSQL); null otherwise. */
  countEvents: () => Promise<number | null>;
}

export interface OpenStoresOptions {
  /** Open the PostgreSQL database even when the events are in EventStoreDB (the read models live there). */
  readModels?: boolean;
  /** How long EventStoreDB has to answer a first read before the command gives up (default 10 s). */
  connectTimeoutMs?: number;
}

/**
 * Opens what a command needs, runs it and closes everything again. EventStoreDB is asked once
 * before any work, so an unreachable one is a clear refusal rather than a failure halfway.
 */
export async function withStores<T>(config: StoreConfig, options: OpenStoresOptions, fn: (stores: Stores) => Promise<T>): Promise<T> {
  const kind = eventStoreKind(config);
  let esdb: EventStore | null = null;
  let database: Database | null = null;
  let pool: Pool | null = null;
  try {
    if (kind === 'eventstoredb') {
      esdb = createEventStore(config, () => {
        throw new Error('the events are in EventStoreDB: no PostgreSQL pool is needed for them');
      });
      await probe(esdb, config.eventStoreUrl!, options.connectTimeoutMs ?? 10_000);
    }
    if (kind === 'postgres' || options.readModels) {
      database = await openPostgres(config);
      pool = createPool(database.url, 4);
    }
    const events = esdb ?? createEventStore(config, () => pool!);
    const counting = pool;
    const countEvents = async () => {
      if (kind !== 'postgres' || !counting) return null;
      const rows = await counting.query<{ n: string }>('SELECT count(*)::text AS n FROM events');
      return Number(rows.rows[0].n);
    };
    return await fn({ events, kind, database, countEvents });
  } catch (e) {
    throw kind === 'eventstoredb' && isUnavailable(e) ? unreachable(config.eventStoreUrl!, e as Error) : e;
  } finally {
    await esdb?.close().catch(() => undefined);
    await pool?.end().catch(() => undefined);
    await database?.close().catch(() => undefined);
  }
}

async function openPostgres(config: StoreConfig): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (e) {
    if (e instanceof DataDirInUseError) throw e;
    throw new CliError((e as Error).message, { code: 'DATABASE_UNAVAILABLE' });
  }
  try {
    await runMigrations(database.url);
  } catch (e) {
    await database.close().catch(() => undefined);
    throw new CliError(`${database.describe()}: migrations failed: ${(e as Error).message}`, { code: 'DATABASE_UNAVAILABLE' });
  }
  return database;
}

async function probe(store: EventStore, url: string, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([store.headPosition(), timeout]);
  } catch (e) {
    throw unreachable(url, e as Error);
  } finally {
    clearTimeout(timer);
  }
}

function isUnavailable(e: unknown): boolean {
  return e instanceof UnavailableError || e instanceof DeadlineExceededError;
}

function unreachable(url: string, e: Error): CliError {
  // The gRPC text repeats itself ("14 UNAVAILABLE: No connection established. Last error: …"): its cause is what helps.
  const cause = /Last error: (?:Error: )?(.*?)\.?\s*(?:Resolution note:.*)?$/s.exec(e.message);
  const reason = cause ? cause[1] : e.message.replace(/^\d+ [A-Z_]+: /, '');
  return new CliError(`cannot reach ${describeEventStoreUrl(url)} (EVENTSTORE_URL): ${reason}`, { code: 'EVENT_STORE_UNAVAILABLE' });
}
