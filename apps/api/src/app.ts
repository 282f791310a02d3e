import 'reflect-metadata';
import type { INestApplication, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { openDatabase, runMigrations, type Database } from '@app/database';
import type { Pool } from 'pg';
import type { EventStore, LiveEvents } from '@app/event-store';
import type { ProcessorRunner } from '@app/projections';
import { AppModule, type AppOptions } from './app.module';
import type { ApiConfig } from './config';
import type { Timekeeper } from './clocks/timekeeper';
import { EVENT_STORE, LIVE_EVENTS, PG_POOL, PROCESSORS, TIMEKEEPER } from './tokens';

export interface RunningApi {
  app: INestApplication;
  database: Database;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database (embedded unless a URL is given), applies the migrations, and serves the
 * API. Used by `npm start` and by the end-to-end tests alike.
 */
export async function startApi(
  config: Pick<ApiConfig, 'port' | 'host' | 'databaseUrl' | 'dataDir' | 'eventStoreUrl'>,
  options: Omit<AppOptions, 'database' | 'eventStoreUrl'> & { logger?: LogLevel[]; database?: Database } = {},
): Promise<RunningApi> {
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await runMigrations(database.url);
    const app = await NestFactory.create(
      AppModule.forRoot({ ...options, database, eventStoreUrl: config.eventStoreUrl }),
      { logger: options.logger ?? ['warn', 'error'], abortOnError: false },
    );
    await app.listen(config.port, config.host);
    const address = app.getHttpServer().address() as { port: number };
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = `http://${host}:${address.port}`;
    return {
      app,
      database,
      url,
      async close() {
        await app.get<Timekeeper>(TIMEKEEPER).stop();
        await app.get<ProcessorRunner>(PROCESSORS).stop();
        await app.get<LiveEvents>(LIVE_EVENTS).stop();
        await app.close();
        await app.get<EventStore>(EVENT_STORE).close().catch(() => undefined);
        await app.get<Pool>(PG_POOL).end().catch(() => undefined);
        if (!options.database) await database.close();
      },
    };
  } catch (e) {
    if (!options.database) await database.close().catch(() => undefined);
    throw e;
  }
}
