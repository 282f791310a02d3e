import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger as NestLogger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';
import { openDatabase, runMigrations, type Database } from '@app/database';
import type { Pool } from 'pg';
import type { EventStore, LiveEvents } from '@app/event-store';
import type { ProcessorRunner } from '@app/projections';
import { AppModule, type AppOptions } from './app.module';
import { parseLogLevel, type ApiConfig, type LogLevelName } from './config';
import { createLogger, httpLogger } from './logging';
import type { Timekeeper } from './clocks/timekeeper';
import { EVENT_STORE, LIVE_EVENTS, PG_POOL, PROCESSORS, TIMEKEEPER } from './tokens';
import { defaultWebDir, isWebAppBuilt, webApp } from './web-app';

export interface RunningApi {
  app: INestApplication;
  database: Database;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  /** The web app served at `/`: the folder it is served from, and whether a build was there at start. */
  web: { dir: string; built: boolean };
  close(): Promise<void>;
}

export interface StartOptions extends Omit<AppOptions, 'database' | 'eventStoreUrl' | 'log'> {
  /** The log to write to (`npm start` passes its own, which also logs the start); one at `logLevel` otherwise. */
  log?: Pino;
  /**
   * The level of the log made when none is given, unless the environment sets `LOG_LEVEL`.
   * Default warn: a server started inside a test writes nothing but trouble unless asked to.
   */
  logLevel?: LogLevelName;
  database?: Database;
  /** The web app's build, served at `/` (default: dist/web under the project's root). */
  webDir?: string;
}

/**
 * Opens the database (embedded unless a URL is given), applies the migrations, and serves the
 * API. Used by `npm start` and by the end-to-end tests alike.
 */
export async function startApi(
  config: Pick<ApiConfig, 'port' | 'host' | 'databaseUrl' | 'dataDir' | 'eventStoreUrl'>,
  options: StartOptions = {},
): Promise<RunningApi> {
  const log = options.log ?? createLogger(parseLogLevel(process.env.LOG_LEVEL) ?? options.logLevel ?? 'warn');
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await runMigrations(database.url);
    // Nest's own start-up messages wait in a buffer until the JSON logger takes over (no
    // coloured text lines first); autoFlushLogs off, so a failed start cannot flush them to
    // Nest's default (coloured) logger either.
    const app = await NestFactory.create(AppModule.forRoot({ ...options, log, database, eventStoreUrl: config.eventStoreUrl }), {
      bufferLogs: true,
      autoFlushLogs: false,
      abortOnError: false,
    }).catch((e: unknown) => {
      NestLogger.overrideLogger(new Logger(new PinoLogger({ pinoHttp: { logger: log } }), {}));
      NestLogger.flush();
      throw e;
    });
    app.useLogger(app.get(Logger));
    app.flushLogs();
    // Before Nest's body parser (added when the app is initialised): a body refused as too
    // large or not JSON is a request with an id and a line of its own too.
    app.use(httpLogger(log));
    // Before Nest's routes too: the web app's files and pages, never /graphql or /health (web-app.ts).
    const webDir = options.webDir ?? defaultWebDir();
    app.use(webApp(webDir));
    await app.listen(config.port, config.host);
    const address = (app.getHttpServer() as Server).address() as AddressInfo;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = `http://${host}:${address.port}`;
    return {
      app,
      database,
      url,
      web: { dir: webDir, built: isWebAppBuilt(webDir) },
      async close() {
        await app.get<Timekeeper>(TIMEKEEPER).stop();
        await app.get<ProcessorRunner>(PROCESSORS).stop();
        await app.get<LiveEvents>(LIVE_EVENTS).stop();
        await app.close();
        await app
          .get<EventStore>(EVENT_STORE)
          .close()
          .catch(() => undefined);
        await app
          .get<Pool>(PG_POOL)
          .end()
          .catch(() => undefined);
        if (!options.database) await database.close();
      },
    };
  } catch (e) {
    if (!options.database) await database.close().catch(() => undefined);
    throw e;
  }
}
