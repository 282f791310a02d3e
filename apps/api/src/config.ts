import { parseCorsOrigins, type CorsOrigins } from './cors';
import { parsePublicUrl } from './public-url';

/** Server settings, all from the environment, with defaults that work on a fresh machine. */
export interface ApiConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files. */
  dataDir: string;
  /** An EventStoreDB connection string; when set, events are kept there instead of PostgreSQL. */
  eventStoreUrl?: string;
  /** Secret that signs tokens; when absent one is generated once and kept in the database. */
  jwtSecret?: string;
  /**
   * How long an instance keeps the processors' lease without renewing it (seconds, default 15):
   * how long the others wait to take over when it dies mid-batch.
   */
  processorLeaseSeconds?: number;
  /** Names this instance in the processors' lease (`processor_leases.owner`); host name and process id by default. */
  instanceId?: string;
  /** The least severe log lines written (`LOG_LEVEL`, default info); `silent` writes none. */
  logLevel: LogLevelName;
  /**
   * Requests a minute from one address for the web app's files and pages
   * (`RATE_LIMIT_FILES_PER_MINUTE`, or by its older name `STATIC_RATE_LIMIT`; default 12000).
   */
  staticRateLimit?: number;
  /**
   * Sign-up attempts per e-mail address (`SIGN_UP_LIMIT_PER_EMAIL`, default 5) and per client
   * address (`SIGN_UP_LIMIT_PER_ADDRESS`, default 500) within `SIGN_UP_LIMIT_WINDOW_MINUTES` (60).
   */
  signUpLimits: { perEmail?: number; perAddress?: number; windowMs?: number };
  /** Every other limit the environment sets (LIMIT_VARIABLES); what it leaves unset keeps its default. */
  limits: LimitSettings;
  /**
   * Unknown slip codes one client address may try (`SLIP_CODE_FAILURES`, default 60) within a
   * window (`SLIP_CODE_WINDOW_SECONDS`, default 600) before its slip codes are refused until it passes.
   */
  slipCodeLimits: { failures?: number; windowSeconds?: number };
  /**
   * The address players' phones open (`PUBLIC_URL`, e.g. http://192.168.1.20:3000): invitations,
   * QR codes and share links are built from it. Unset, the server's own network address is used
   * (public-url.ts).
   */
  publicUrl?: string;
  /**
   * The origins whose pages may read /graphql (`CORS_ORIGINS`: `*`, the default, or origins
   * separated by commas); never with cookies (cors.ts).
   */
  corsOrigins: CorsOrigins;
}

/** pino's levels, least severe first, and `silent`. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = env.PORT === undefined ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const { signUp: signUpLimits, ...limits } = limitsFromEnv(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    processorLeaseSeconds: leaseSeconds(env.PROCESSOR_LEASE_SECONDS),
    instanceId: env.INSTANCE_ID || undefined,
    logLevel: parseLogLevel(env.LOG_LEVEL) ?? 'info',
    staticRateLimit: limits.rateLimits.staticFiles,
    signUpLimits,
    limits,
    slipCodeLimits: {
      failures: perHour('SLIP_CODE_FAILURES', env.SLIP_CODE_FAILURES),
      windowSeconds: perHour('SLIP_CODE_WINDOW_SECONDS', env.SLIP_CODE_WINDOW_SECONDS),
    },
    publicUrl: env.PUBLIC_URL ? parsePublicUrl(env.PUBLIC_URL) : undefined,
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  };
}

/** A number of attempts an hour, or undefined when unset (the default then). */
function perHour(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error(`${name} must be a whole number from 1 to 1000000, not "${value}"`);
  return n;
}

/**
 * A log level as an operator writes it (any case), or undefined when unset. A level that is not
 * one of LOG_LEVELS stops the server at start: a typo must not silently log everything or nothing.
 */
export function parseLogLevel(value: string | undefined): LogLevelName | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return level as LogLevelName;
}

function leaseSeconds(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 3600)
    throw new Error(`PROCESSOR_LEASE_SECONDS must be a whole number of seconds from 1 to 3600, not "${value}"`);
  return n;
}

/**
 * The limits the environment sets, each where the server takes it; a limit left unset is absent
 * here and keeps its default (DEFAULT_RATE_LIMITS, DEFAULT_LIMITS, DEFAULT_SIGN_UP_LIMITS,
 * DEFAULT_CSP_REPORT_LIMITS, MAX_URL_BYTES, DEFAULT_PUBLIC_CACHE_MS), sized for a hall of 500
 * players. docs/operations.md ("Limits") has them all in one table.
 */
export interface LimitSettings {
  /** Requests a minute: GraphQL operations per caller, files and pages per address (rate-limit.ts). */
  rateLimits: { apiKey?: number; account?: number; player?: number; anonymous?: number; staticFiles?: number };
  /** What one GraphQL request may ask for (limits.ts). */
  queryLimits: { maxDepth?: number; maxIntrospectionDepth?: number; maxCost?: number; maxTokens?: number; maxAliases?: number };
  /** Reports of breaches of the Content-Security-Policy taken a minute (csp-report.ts). */
  cspReportLimits: { perAddress?: number; total?: number };
  /** The longest URL taken, in bytes (http-limits.ts). */
  maxUrlBytes?: number;
  /** How long anonymous queries' answers are shared, in ms; 0 shares none (public-cache.ts). */
  publicCacheMs?: number;
  /** How long browsers and shared caches may keep anonymous GET queries' answers, in seconds (graphql-http.ts). */
  httpCache: { maxAgeSeconds?: number; staleSeconds?: number };
  /** The bounds of each cache of folded streams: the commands' and the processors' (DEFAULT_STREAM_CACHE). */
  streamCache: { streams?: number; events?: number };
}

interface LimitVariable {
  name: string;
  min: number;
  max: number;
  /** Puts the value where the server takes it. */
  set(limits: LimitSettings & { signUp: ApiConfig['signUpLimits'] }, value: number): void;
}

/** Every limit an operator may set, the whole numbers it may be, and where it goes. */
export const LIMIT_VARIABLES: readonly LimitVariable[] = [
  { name: 'RATE_LIMIT_ANONYMOUS_PER_MINUTE', min: 1, max: 10_000_000, set: (l, n) => (l.rateLimits.anonymous = n) },
  { name: 'RATE_LIMIT_ACCOUNT_PER_MINUTE', min: 1, max: 10_000_000, set: (l, n) => (l.rateLimits.account = n) },
  { name: 'RATE_LIMIT_PLAYER_PER_MINUTE', min: 1, max: 10_000_000, set: (l, n) => (l.rateLimits.player = n) },
  { name: 'RATE_LIMIT_API_KEY_PER_MINUTE', min: 1, max: 10_000_000, set: (l, n) => (l.rateLimits.apiKey = n) },
  { name: 'RATE_LIMIT_FILES_PER_MINUTE', min: 1, max: 10_000_000, set: (l, n) => (l.rateLimits.staticFiles = n) },
  // The files' limit by the name it had first.
  { name: 'STATIC_RATE_LIMIT', min: 1, max: 10_000_000, set: (l, n) => (l.rateLimits.staticFiles = n) },
  { name: 'SIGN_UP_LIMIT_PER_EMAIL', min: 1, max: 1_000_000, set: (l, n) => (l.signUp.perEmail = n) },
  { name: 'SIGN_UP_LIMIT_PER_ADDRESS', min: 1, max: 1_000_000, set: (l, n) => (l.signUp.perAddress = n) },
  { name: 'SIGN_UP_LIMIT_WINDOW_MINUTES', min: 1, max: 10_080, set: (l, n) => (l.signUp.windowMs = n * 60_000) },
  { name: 'QUERY_MAX_DEPTH', min: 1, max: 100, set: (l, n) => (l.queryLimits.maxDepth = n) },
  { name: 'QUERY_MAX_INTROSPECTION_DEPTH', min: 1, max: 100, set: (l, n) => (l.queryLimits.maxIntrospectionDepth = n) },
  { name: 'QUERY_MAX_COST', min: 1, max: 10_000_000, set: (l, n) => (l.queryLimits.maxCost = n) },
  { name: 'QUERY_MAX_TOKENS', min: 1, max: 100_000, set: (l, n) => (l.queryLimits.maxTokens = n) },
  { name: 'QUERY_MAX_ALIASES', min: 1, max: 1_000, set: (l, n) => (l.queryLimits.maxAliases = n) },
  { name: 'CSP_REPORT_LIMIT_PER_ADDRESS', min: 1, max: 1_000_000, set: (l, n) => (l.cspReportLimits.perAddress = n) },
  { name: 'CSP_REPORT_LIMIT_TOTAL', min: 1, max: 10_000_000, set: (l, n) => (l.cspReportLimits.total = n) },
  // Node refuses a request whose headers pass 16 kB before the server sees it.
  { name: 'MAX_URL_BYTES', min: 1024, max: 16_384, set: (l, n) => (l.maxUrlBytes = n) },
  { name: 'PUBLIC_CACHE_MS', min: 0, max: 60_000, set: (l, n) => (l.publicCacheMs = n) },
  { name: 'HTTP_CACHE_MAX_AGE_SECONDS', min: 0, max: 3600, set: (l, n) => (l.httpCache.maxAgeSeconds = n) },
  { name: 'HTTP_CACHE_STALE_SECONDS', min: 0, max: 86_400, set: (l, n) => (l.httpCache.staleSeconds = n) },
  { name: 'STREAM_CACHE_STREAMS', min: 16, max: 1_000_000, set: (l, n) => (l.streamCache.streams = n) },
  { name: 'STREAM_CACHE_EVENTS', min: 1_000, max: 100_000_000, set: (l, n) => (l.streamCache.events = n) },
];

/** Beginnings of the limits' names: a variable so named that is none of them is a typo, not a setting to ignore. */
const LIMIT_PREFIXES = ['RATE_LIMIT_', 'SIGN_UP_LIMIT_', 'QUERY_MAX_', 'CSP_REPORT_LIMIT_', 'STREAM_CACHE_'];

/**
 * The limits the environment sets. A value that is not a whole number in its range, an unknown
 * variable named like a limit, or the files' limit set differently under its two names, stops
 * the server at start, naming every such variable at once.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): LimitSettings & { signUp: ApiConfig['signUpLimits'] } {
  const limits: LimitSettings & { signUp: ApiConfig['signUpLimits'] } = {
    rateLimits: {},
    queryLimits: {},
    cspReportLimits: {},
    httpCache: {},
    streamCache: {},
    signUp: {},
  };
  const problems: string[] = [];
  for (const variable of LIMIT_VARIABLES) {
    const value = env[variable.name];
    if (value === undefined || value.trim() === '') continue;
    const n = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!(n >= variable.min && n <= variable.max)) {
      problems.push(`${variable.name} must be a whole number from ${variable.min} to ${variable.max}, not "${value}"`);
      continue;
    }
    variable.set(limits, n);
  }
  const files = env.RATE_LIMIT_FILES_PER_MINUTE?.trim();
  const older = env.STATIC_RATE_LIMIT?.trim();
  if (files && older && Number(files) !== Number(older))
    problems.push(`RATE_LIMIT_FILES_PER_MINUTE ("${files}") and STATIC_RATE_LIMIT ("${older}") name the same limit: set one of them`);
  const known = new Set(LIMIT_VARIABLES.map((v) => v.name));
  for (const name of Object.keys(env).sort()) {
    const prefix = LIMIT_PREFIXES.find((p) => name.startsWith(p));
    if (!prefix || known.has(name)) continue;
    const alike = LIMIT_VARIABLES.filter((v) => v.name.startsWith(prefix)).map((v) => v.name);
    problems.push(`${name} is not a limit the server knows (${alike.join(', ')})`);
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return limits;
}

/** The options of startApi the limits' settings make: only what the environment set. */
export function limitOptions(config: Pick<ApiConfig, 'limits' | 'signUpLimits'>) {
  const { rateLimits, queryLimits, cspReportLimits, maxUrlBytes, publicCacheMs, httpCache, streamCache } = config.limits;
  return {
    ...(Object.keys(httpCache).length === 0 ? {} : { httpCache: { ...httpCache } }),
    ...(Object.keys(streamCache).length === 0 ? {} : { streamCache: { ...streamCache } }),
    rateLimits: { ...rateLimits },
    limits: { ...queryLimits },
    signUpLimits: Object.fromEntries(Object.entries(config.signUpLimits).filter(([, v]) => v !== undefined)),
    cspReportLimits: { ...cspReportLimits },
    ...(maxUrlBytes === undefined ? {} : { maxUrlBytes }),
    ...(publicCacheMs === undefined ? {} : { publicCacheMs }),
  };
}
