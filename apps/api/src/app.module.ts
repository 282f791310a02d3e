import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, ModuleRef } from '@nestjs/core';
import { GraphQLModule, GraphQLSchemaHost } from '@nestjs/graphql';
import { ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';
import { createPool, type Database } from '@app/database';
import { CommandHandler, LiveEvents, PostgresEventStore, PostgresStreamLocks, type EventStore, type StreamLocks } from '@app/event-store';
import { MatchService, PostgresMatchSnapshots, PostgresPairingSeedVault, PostgresSeedVault } from '@app/matches';
import { allProcessors, MatchSummaryEntity, ProcessorRunner, readModelEntities } from '@app/projections';
import { CompetitionService } from '@app/competitions';
import { createRegistry } from '@app/rulesets';
import type { Ruleset, RulesetRegistry } from '@app/rules';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { GraphQLError } from 'graphql';
import { AccessPolicy } from './auth/access-policy';
import { CompetitionPolicy } from './auth/competition-policy';
import { CompetitionListResolver } from './competitions/competition-list.resolver';
import { CompetitionsResolver } from './competitions/competitions.resolver';
import { MyGamesResolver } from './competitions/my-games.resolver';
import { SeasonResolver } from './competitions/season.resolver';
import { CompetitionTieBreaksResolver, TieBreakValueResolver } from './competitions/tie-breaks.resolver';
import { CompetitionPlayerResolver, EntryInvitationsResolver } from './competitions/entry-invitations.resolver';
import { ParkedEventsResolver } from './competitions/parked-events.resolver';
import { SlipCodesResolver } from './competitions/slip-codes.resolver';
import { SlipCodes } from './competitions/slip-codes';
import { DEFAULT_SLIP_CODE_LIMITS, SlipCodeLimiter, slipCodeLimitPlugin, type SlipCodeLimits } from './competitions/slip-code-limits';
import { AccountEntity, ApiKeyEntity, accountEntities } from './auth/account.entity';
import { AccountsService } from './auth/accounts.service';
import { ApiKeysService } from './auth/api-keys.service';
import { InvitationsService } from './auth/invitations.service';
import { AuthResolver } from './auth/auth.resolver';
import { Authenticator } from './auth/authenticator';
import { graphqlContext, webSocketAuthentication } from './auth/graphql-context';
import { csrfPlugin } from './auth/cookies';
import { SessionsService } from './auth/sessions.service';
import {
  countedContext,
  DEFAULT_RATE_LIMITS,
  RateLimitGuard,
  rateLimitedAnswersPlugin,
  throttlerOptions,
  type RateLimits,
} from './auth/rate-limit';
import { RATE_LIMITS, RateLimitResolver } from './auth/rate-limit.resolver';
import { DEFAULT_HTTP_CACHE, graphqlCachePlugin, type HttpCacheSettings } from './graphql-http';
import { DEFAULT_SIGN_UP_LIMITS, SignUpLimiter, type SignUpLimits } from './auth/sign-up-limits';
import { DEFAULT_LIFETIMES, signingSecret, TokenService, type TokenLifetimes } from './auth/tokens';
import { formatError, formatSubscriptionError, GraphQLErrorFilter } from './errors';
import { secretAnswersPlugin } from './compressed-answers';
import { HealthController } from './health.controller';
import { apolloLogger, createLogger, graphqlOutcomePlugin } from './logging';
import { limitParseOptions, limitPlugins, limitValidationRules, webSocketLimits, type QueryLimits } from './limits';
import {
  DEFAULT_PUBLIC_CACHE_MS,
  forgetAfterWebSocketWrites,
  PublicReadCache,
  publicCachePlugin,
  sharedSubscriptions,
} from './public-cache';
import { MatchListService } from './matches/match-list.service';
import { MatchesResolver, MatchSummaryResolver } from './matches/matches.resolver';
import { PendingResolver } from './matches/legal.resolver';
import { RulesetsResolver } from './rulesets/rulesets.resolver';
import { MatchSubscriptionsResolver } from './matches/match-subscriptions.resolver';
import { MatchFeeds } from './matches/match-feed';
import {
  CLOCK,
  COMMAND_HANDLER,
  DATABASE,
  EVENT_STORE,
  LIVE_EVENTS,
  PG_POOL,
  PROCESSORS,
  RULESETS,
  STREAM_LOCKS,
  TIMEKEEPER,
} from './tokens';
import { faultPoints } from './faults';
import { Timekeeper } from './clocks/timekeeper';
import { ClocksResolver, MatchClockFieldResolver, RoundClockFieldResolver } from './clocks/clocks.resolver';
import { PublicAddressHolder } from './public-url';
import { ServerInfoResolver } from './server-info.resolver';
import { describeRootTypes } from './root-types';
import { WebhooksModule } from './webhooks/webhooks.module';
import type { WebhookSettings } from './webhooks/webhook-settings';
import { NodeResolver } from './node.resolver';

const liveLog = new Logger('live-events');
const clockLog = new Logger('clocks');
const processorLog = new Logger('processors');
const snapshotLog = new Logger('snapshots');

export interface AppOptions {
  database: Database;
  /**
   * The log (JSON lines, see logging.ts); nothing is logged when absent. startApi puts its
   * request logger (pino-http) in front of the app, which gives each request its id.
   */
  log?: Pino;
  eventStoreUrl?: string;
  /** How often the processors look at the log when nothing woke them (default 1000 ms). */
  projectionIntervalMs?: number;
  /** Run the processors in this process (default true). A test turns them off to show nothing happens without them. */
  processors?: boolean;
  /** How long this instance keeps the processors' lease without renewing it (default 15 s). */
  processorLeaseSeconds?: number;
  /** Names this instance in the processors' lease; host name and process id by default. */
  instanceId?: string;
  /** Query depth, cost, size and alias limits; DEFAULT_LIMITS for what is not given. */
  limits?: Partial<QueryLimits>;
  /** Requests per minute per caller, and per address for the web app's files; DEFAULT_RATE_LIMITS for what is not given. */
  rateLimits?: Partial<RateLimits>;
  /** Sign-up attempts per e-mail address and per client address an hour; DEFAULT_SIGN_UP_LIMITS for what is not given. */
  signUpLimits?: Partial<SignUpLimits>;
  /** Unknown slip codes one address may try in a window; DEFAULT_SLIP_CODE_LIMITS for what is not given. */
  slipCodeLimits?: Partial<SlipCodeLimits>;
  /** How long anonymous queries' answers are shared (public-cache.ts; default DEFAULT_PUBLIC_CACHE_MS, 0: not at all). */
  publicCacheMs?: number;
  /** The bounds of each cache of folded streams, the commands' and the processors' (DEFAULT_STREAM_CACHE for what is not given). */
  streamCache?: { streams?: number; events?: number };
  /** How long browsers and caches may keep anonymous GET queries' answers (graphql-http.ts); DEFAULT_HTTP_CACHE for what is not given. */
  httpCache?: Partial<HttpCacheSettings>;
  /** The token-signing secret; one kept in the database when absent. */
  jwtSecret?: string;
  tokenLifetimes?: Partial<TokenLifetimes>;
  /**
   * How often this instance looks whether the sessions of its open WebSockets were ended on
   * another instance (default 10 s); one ended here closes its sockets here at once.
   */
  sessionSweepMs?: number;
  /**
   * Rulesets served besides the built-in ones (tests add their own games); a version no longer
   * the newest comes with when the next one shipped (`superseded`, ISO 8601), as the registry
   * takes it.
   */
  extraRulesets?: Array<Ruleset | { ruleset: Ruleset; superseded: string }>;
  /**
   * The server's clock: every match event is stamped with it, every deadline judged by it, a
   * league game's ISO week read from it. The system clock when absent; tests pin or move it.
   */
  clock?: () => Date;
  /** How often the timekeeper looks for clocks that have run out (default 250 ms). */
  timekeeperIntervalMs?: number;
  /** The address players' links are built from, set by startApi once the server listens (the `server` query). */
  publicAddress?: PublicAddressHolder;
  /** How webhooks are sent (webhook-settings.ts); DEFAULT_WEBHOOK_SETTINGS for what is not given. */
  webhooks?: Partial<WebhookSettings>;
}

/** The objects every part of the API shares: database, event store, rulesets, matches, access. */
@Global()
@Module({})
class CoreModule {
  static forRoot(options: AppOptions): DynamicModule {
    const repositories = TypeOrmModule.forFeature([MatchSummaryEntity, AccountEntity, ApiKeyEntity]);
    const clock = options.clock ?? (() => new Date());
    const faults = faultPoints(); // test-only crash points, null unless TABLETOP_FAULT names one
    // Set once the processors' runner exists (it needs the handler, through the services): how far
    // they have come, as the follower of the log hears it from any instance; and a kick after each append here.
    let processed: ((position: number) => void) | null = null;
    let kickProcessors: ((position: number) => void) | null = null;
    return {
      module: CoreModule,
      imports: [repositories],
      providers: [
        { provide: DATABASE, useValue: options.database },
        { provide: PG_POOL, useFactory: () => createPool(options.database.url, 8) },
        {
          provide: EVENT_STORE,
          inject: [PG_POOL],
          // Loaded only when used: the gRPC client costs a noticeable part of every start.
          useFactory: async (pool: Pool): Promise<EventStore> =>
            options.eventStoreUrl
              ? (await import('@app/event-store/eventstoredb')).EventStoreDbEventStore.connect(options.eventStoreUrl)
              : new PostgresEventStore(pool),
        },
        {
          provide: RULESETS,
          useFactory: () => {
            const registry = createRegistry();
            for (const extra of options.extraRulesets ?? [])
              if ('superseded' in extra) registry.register(extra.ruleset, { superseded: extra.superseded });
              else registry.register(extra);
            return registry;
          },
        },
        {
          // A stream's commands take turns across the instances sharing a PostgreSQL server, on a pool of
          // their own (a lock's connection is held while its command reads and appends through PG_POOL).
          // None on PGlite (one process owns it) or on EventStoreDB (the handler's queue and retries).
          provide: STREAM_LOCKS,
          useFactory: (): Promise<StreamLocks | null> | null =>
            options.eventStoreUrl || options.database.kind === 'embedded'
              ? null
              : PostgresStreamLocks.open(createPool(options.database.url, 8)),
        },
        {
          // Every command of every stream goes through it; each append wakes this process's follower of the log
          // and its processors at once (the other instances hear of it by NOTIFY).
          provide: COMMAND_HANDLER,
          inject: [EVENT_STORE, LIVE_EVENTS, STREAM_LOCKS],
          useFactory: (store: EventStore, live: LiveEvents, locks: StreamLocks | null) =>
            new CommandHandler(store, {
              locks: locks ?? undefined,
              appended: (_streamId, result) => {
                live.wake();
                kickProcessors?.(result.globalPosition);
              },
              afterAppend: faults ? (s, e) => faults.afterAppend(s, e) : undefined,
            }),
        },
        {
          provide: MatchService,
          inject: [EVENT_STORE, RULESETS, PG_POOL, COMMAND_HANDLER],
          useFactory: (store: EventStore, registry: RulesetRegistry, pool: Pool, handler: CommandHandler) =>
            // Long matches are snapshotted in PostgreSQL whichever store holds the events (docs/event-store.md).
            new MatchService(store, registry, new PostgresSeedVault(pool), clock, handler, {
              snapshots: new PostgresMatchSnapshots(pool, registry),
              cache: { ...options.streamCache, log: (message) => snapshotLog.warn(message) },
            }),
        },
        {
          provide: CompetitionService,
          inject: [EVENT_STORE, MatchService, COMMAND_HANDLER, PG_POOL],
          useFactory: (store: EventStore, matches: MatchService, handler: CommandHandler, pool: Pool) =>
            // First-round draws keep their secret seeds in PostgreSQL, as matches keep their dice seeds.
            new CompetitionService(store, matches, clock, handler, { ...options.streamCache }, new PostgresPairingSeedVault(pool)),
        },
        {
          // One timekeeper per process: the clocks' deadlines are applied by whichever process claims them first.
          provide: TIMEKEEPER,
          inject: [PG_POOL, MatchService, CompetitionService, PROCESSORS],
          useFactory: (pool: Pool, matches: MatchService, competitions: CompetitionService, runner: ProcessorRunner) => {
            const timekeeper = new Timekeeper(pool, matches, competitions, clock, {
              settled: (position) => runner.waitFor(position),
              log: (message) => clockLog.warn(message),
            });
            timekeeper.start(options.timekeeperIntervalMs ?? 250);
            return timekeeper;
          },
        },
        { provide: CLOCK, useValue: clock },
        {
          // Every consequence of an event, run by the instance holding the processors' lease: woken by
          // its own appends and by every other instance's NOTIFY; the others are standbys (docs/architecture.md).
          provide: PROCESSORS,
          inject: [DataSource, EVENT_STORE, RULESETS, CompetitionService, LIVE_EVENTS],
          useFactory: async (
            ds: DataSource,
            store: EventStore,
            registry: RulesetRegistry,
            competitions: CompetitionService,
            live: LiveEvents,
          ) => {
            const runner = new ProcessorRunner(ds, store, registry, allProcessors(competitions), {
              log: (message) => processorLog.warn(message),
              leaseSeconds: options.processorLeaseSeconds,
              instanceId: options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
              step: faults ? (name) => faults.step(name) : undefined,
              cache: options.streamCache,
            });
            processed = (position) => runner.reached(position);
            if (options.processors === false) {
              await runner.stop();
              return runner;
            }
            await runner.catchUp().catch((e: Error) => processorLog.error(`processors: ${e.message}`));
            kickProcessors = (position) => runner.kick(position);
            live.subscribe('*', (e) => runner.kick(e.globalPosition));
            runner.start(options.projectionIntervalMs ?? 1000);
            return runner;
          },
        },
        {
          // One follower of the log per process: subscriptions see appends from every process.
          provide: LIVE_EVENTS,
          inject: [EVENT_STORE],
          useFactory: async (store: EventStore) => {
            const live = new LiveEvents(store, options.eventStoreUrl ? null : options.database.url, {
              onError: (e) => liveLog.warn(e.message),
              onProcessed: (position) => processed?.(position),
            });
            await live.start();
            return live;
          },
        },
        {
          provide: TokenService,
          inject: [PG_POOL],
          useFactory: async (pool: Pool) =>
            new TokenService(await signingSecret(pool, options.jwtSecret), { ...DEFAULT_LIFETIMES, ...options.tokenLifetimes }),
        },
        { provide: SignUpLimiter, useValue: new SignUpLimiter({ ...DEFAULT_SIGN_UP_LIMITS, ...options.signUpLimits }, clock) },
        {
          // Slip codes are derived from the signing secret (JWT_SECRET, or the one kept in the database).
          provide: SlipCodes,
          inject: [PG_POOL],
          useFactory: async (pool: Pool) => new SlipCodes(pool, await signingSecret(pool, options.jwtSecret)),
        },
        { provide: SlipCodeLimiter, useValue: new SlipCodeLimiter({ ...DEFAULT_SLIP_CODE_LIMITS, ...options.slipCodeLimits }, clock) },
        {
          provide: SessionsService,
          inject: [PG_POOL],
          useFactory: (pool: Pool) => new SessionsService(pool, options.sessionSweepMs),
        },
        AccountsService,
        ApiKeysService,
        InvitationsService,
        Authenticator,
        AccessPolicy,
        CompetitionPolicy,
      ],
      exports: [
        repositories,
        DATABASE,
        PG_POOL,
        EVENT_STORE,
        LIVE_EVENTS,
        RULESETS,
        STREAM_LOCKS,
        COMMAND_HANDLER,
        MatchService,
        CompetitionService,
        PROCESSORS,
        TIMEKEEPER,
        CLOCK,
        TokenService,
        SessionsService,
        AccountsService,
        ApiKeysService,
        InvitationsService,
        Authenticator,
        AccessPolicy,
        CompetitionPolicy,
        SlipCodes,
        SlipCodeLimiter,
      ],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    // The shared answers of anonymous queries (one store for HTTP and WebSocket), unless turned off (0).
    const ttlMs = options.publicCacheMs ?? DEFAULT_PUBLIC_CACHE_MS;
    const shared = ttlMs > 0 ? new PublicReadCache(ttlMs) : null;
    return {
      module: AppModule,
      imports: [
        // useExisting: the request logger is already in front of the body parser (startApi);
        // this binds each request's logger to what runs for it, so Nest's Logger calls carry its id.
        // Lines outside requests go to the first log nestjs-pino was given in this process
        // (several apps in one process, as in tests, share it).
        LoggerModule.forRoot({ pinoHttp: { logger: options.log ?? createLogger('silent') }, useExisting: true }),
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: options.database.url,
          entities: [...readModelEntities, ...accountEntities],
          synchronize: false,
          migrationsRun: false,
          extra: { max: 4, application_name: 'tabletop-league:read-models' },
        }),
        CoreModule.forRoot(options),
        WebhooksModule.forRoot(options.webhooks),
        ThrottlerModule.forRoot(
          throttlerOptions({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }, () => (options.clock?.() ?? new Date()).getTime()),
        ),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [Authenticator, AccountsService, ModuleRef, ThrottlerStorage],
          useFactory: (authenticator: Authenticator, accounts: AccountsService, modules: ModuleRef, throttled: ThrottlerStorage) => ({
            autoSchemaFile: true, // schema.graphql is printed by `npm run schema`
            sortSchema: true,
            // Nest gives Query, Mutation and Subscription no description: root-types.ts does.
            transformSchema: describeRootTypes,
            path: '/graphql',
            introspection: true,
            // Apollo's own CSRF check would refuse urql's plain GETs: the project's rule replaces it
            // (graphql-http.ts): GET carries only queries, a POST must be JSON (so it preflights), and
            // cookies are never honoured across origins. Mutations by cookie need X-Requested-With too (csrfPlugin).
            csrfPrevention: false,
            // rateLimitedAnswersPlugin does what Nest's plugin would (an answer with data is 200), but answers 429 over a rate limit.
            preserveHttpStatusForExecutionErrors: false,
            // Nest's Playground loads its page from public CDNs: GraphiQL is bundled with the web app instead (/graphiql).
            playground: false,
            formatError,
            parseOptions: limitParseOptions(options.limits),
            validationRules: limitValidationRules(options.limits),
            // No cache hints are set anywhere: Apollo's default cache-control plugin would only wrap every field's resolver.
            plugins: [
              ...limitPlugins(options.limits),
              csrfPlugin(),
              graphqlOutcomePlugin(),
              secretAnswersPlugin(),
              // After secretAnswersPlugin: an answer carrying a secret is never a public read.
              graphqlCachePlugin({ ...DEFAULT_HTTP_CACHE, ...options.httpCache }),
              rateLimitedAnswersPlugin(),
              slipCodeLimitPlugin(() => modules.get(SlipCodeLimiter, { strict: false })),
              ApolloServerPluginCacheControlDisabled(),
              // Last: an answer is shared only once every check above has passed.
              ...(shared ? [publicCachePlugin(shared)] : []),
            ],
            logger: apolloLogger(),
            // Every operation over HTTP counts against the caller's rate limit before it is parsed (rate-limit.ts).
            context: countedContext(graphqlContext(authenticator, accounts), throttled, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }),
            subscriptions: {
              'graphql-ws': {
                path: '/graphql',
                onConnect: webSocketAuthentication(authenticator, modules.get(SessionsService, { strict: false })),
                // Not in Nest's type, but passed on to graphql-ws: the same limits as over HTTP.
                ...({
                  onSubscribe: webSocketLimits(() => modules.get(GraphQLSchemaHost, { strict: false }).schema, options.limits),
                  // Each event's errors with the codes they have over HTTP.
                  onNext: (_ctx: unknown, _id: unknown, _payload: unknown, _args: unknown, result: { errors?: readonly GraphQLError[] }) =>
                    result.errors?.length ? { ...result, errors: result.errors.map(formatSubscriptionError) } : undefined,
                  // Anonymous subscribers share what they are sent, version by version; a mutation
                  // without credentials over WebSocket makes the shared answers go, as over HTTP.
                  ...(shared ? { subscribe: sharedSubscriptions(shared), onOperation: forgetAfterWebSocketWrites(shared) } : {}),
                } as object),
              },
            },
          }),
        }),
      ],
      controllers: [HealthController],
      providers: [
        MatchListService,
        RulesetsResolver,
        MatchesResolver,
        PendingResolver,
        MatchSummaryResolver,
        MatchFeeds,
        MatchSubscriptionsResolver,
        AuthResolver,
        CompetitionsResolver,
        CompetitionListResolver,
        MyGamesResolver,
        SeasonResolver,
        CompetitionTieBreaksResolver,
        TieBreakValueResolver,
        EntryInvitationsResolver,
        CompetitionPlayerResolver,
        ParkedEventsResolver,
        SlipCodesResolver,
        ClocksResolver,
        MatchClockFieldResolver,
        RoundClockFieldResolver,
        ServerInfoResolver,
        RateLimitResolver,
        { provide: RATE_LIMITS, useValue: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits } },
        NodeResolver,
        { provide: PublicAddressHolder, useValue: options.publicAddress ?? new PublicAddressHolder() },
        { provide: APP_FILTER, useClass: GraphQLErrorFilter },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
    };
  }
}
