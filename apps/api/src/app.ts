import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Logger as NestLogger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';
import { openDatabase, runMigrations, type Database } from '@app/database';
import type { Pool } from 'pg';
import type { EventStore, LiveEvents, StreamLocks } from '@app/event-store';
import type { ProcessorRunner } from '@app/projections';
import { AppModule, type AppOptions } from './app.module';
import { DEFAULT_RATE_LIMITS } from './auth/rate-limit';
import { parseLogLevel, type ApiConfig, type LogLevelName } from './config';
import { CSP_REPORT_PATH, CspReports, cspReportEndpoint, type CspReportLimits } from './csp-report';
import { AddressRateLimit, refuseLongUrls } from './http-limits';
import { graphqlCompression } from './compressed-answers';
import { graphqlCors, type CorsOrigins } from './cors';
import { graphqlHttp } from './graphql-http';
import { detectPublicAddress, PublicAddressHolder, type NetworkInterfaces, type PublicAddress } from './public-url';
import { createLogger, httpLogger } from './logging';
import { securityHeaders } from './security-headers';
import type { Timekeeper } from './clocks/timekeeper';
import { EVENT_STORE, LIVE_EVENTS, PG_POOL, PROCESSORS, STREAM_LOCKS, TIMEKEEPER } from './tokens';
import { defaultWebDir, isWebAppBuilt, webApp } from './web-app';
import { defaultWidgetDir, embeddableWidget } from './widget';

/** How long an idle keep-alive connection is kept open. */
const KEEP_ALIVE_MS = 65_000;

export interface RunningApi {
  app: INestApplication;
  database: Database;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  /** The web app served at `/`: the folder it is served from, and whether a build was there at start. */
  web: { dir: string; built: boolean };
  /** The last reports of breaches of the Content-Security-Policy (POST /csp-report), for tests; the log has every one. */
  cspReports: CspReports;
  /** The address players' links are built from (public-url.ts), as the `server` query answers it. */
  publicAddress: PublicAddress;
  close(): Promise<void>;
}

export interface StartOptions extends Omit<AppOptions, 'database' | 'eventStoreUrl' | 'log' | 'publicAddress'> {
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
  /** The widget's build, served at /widget.js (default: dist/widget under the project's root). */
  widgetDir?: string;
  /** The longest URL taken, in bytes (default MAX_URL_BYTES). */
  maxUrlBytes?: number;
  /** Reports of breaches of the Content-Security-Policy taken a minute; DEFAULT_CSP_REPORT_LIMITS for what is not given. */
  cspReportLimits?: Partial<CspReportLimits>;
  /** PUBLIC_URL, parsed (config.ts): the address players' links are built from; detected when absent. */
  publicUrl?: string;
  /** The machine's network interfaces, which the public address is detected from (default os.networkInterfaces; tests give their own). */
  networkInterfaces?: () => NetworkInterfaces;
  /** CORS_ORIGINS, parsed (config.ts): the origins whose pages may read /graphql; any by default. */
  corsOrigins?: CorsOrigins;
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
    const publicAddress = new PublicAddressHolder();
    const app = await NestFactory.create(
      AppModule.forRoot({ ...options, log, database, eventStoreUrl: config.eventStoreUrl, publicAddress }),
      {
        bufferLogs: true,
        autoFlushLogs: false,
        abortOnError: false,
      },
    ).catch((e: unknown) => {
      NestLogger.overrideLogger(new Logger(new PinoLogger({ pinoHttp: { logger: log } }), {}));
      NestLogger.flush();
      throw e;
    });
    app.useLogger(app.get(Logger));
    app.flushLogs();
    // First of all: every answer carries them, every error included (security-headers.ts).
    app.use(securityHeaders());
    // Before Nest's body parser (added when the app is initialised): a body refused as too
    // large or not JSON is a request with an id and a line of its own too.
    app.use(httpLogger(log));
    // CORS next, so that every answer of /graphql, a refusal too, is one a page of an allowed origin can read (cors.ts).
    app.use('/graphql', graphqlCors(options.corsOrigins));
    // Right after it: a URL over the limit is answered 414 before anything routes it.
    app.use(refuseLongUrls(options.maxUrlBytes));
    const cspReports = new CspReports();
    app.use(CSP_REPORT_PATH, cspReportEndpoint(cspReports, options.cspReportLimits));
    // GraphQL's answers compressed as the client accepts, but for those carrying a secret (compressed-answers.ts).
    app.use('/graphql', graphqlCompression());
    // Which requests are taken (a POST must be JSON), and caching: Cache-Control, Vary, a strong ETag, 304 (graphql-http.ts).
    app.use('/graphql', graphqlHttp());
    // Before Nest's routes too: the web app's files and pages, never /graphql or /health (web-app.ts).
    // Within their own per-address limit, on the server's clock.
    const webDir = options.webDir ?? defaultWebDir();
    const clock = options.clock ?? (() => new Date());
    const filesLimit = options.rateLimits?.staticFiles ?? DEFAULT_RATE_LIMITS.staticFiles;
    const filesRateLimit = new AddressRateLimit(filesLimit, () => clock().getTime());
    // The widget's script and its pages for other sites, ahead of the app, whose router would take /embed/… (widget.ts).
    app.use(embeddableWidget(options.widgetDir ?? defaultWidgetDir(), filesRateLimit));
    app.use(webApp(webDir, filesRateLimit));
    const server = app.getHttpServer() as Server;
    // An idle keep-alive connection is kept a minute rather than Node's 5 s: a client (a proxy in
    // front, a phone between two reloads, a script between two waves) that reuses one just as the
    // server closes it sees its request fail with ECONNRESET; one that waits longer than this
    // closes it itself first, as the `Keep-Alive: timeout=` header tells it.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    await app.listen(config.port, config.host);
    const address = server.address() as AddressInfo;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = `http://${host}:${address.port}`;
    publicAddress.set(
      detectPublicAddress({
        configured: options.publicUrl,
        interfaces: (options.networkInterfaces ?? networkInterfaces)(),
        host: config.host,
        port: address.port,
      }),
    );
    return {
      app,
      database,
      url,
      web: { dir: webDir, built: isWebAppBuilt(webDir) },
      cspReports,
      publicAddress: publicAddress.get(),
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
        await app
          .get<StreamLocks | null>(STREAM_LOCKS)
          ?.close()
          .catch(() => undefined);
        if (!options.database) await database.close();
      },
    };
  } catch (e) {
    if (!options.database) await database.close().catch(() => undefined);
    throw e;
  }
}
