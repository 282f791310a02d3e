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
  /** Requests a minute from one address for the web app's files and pages (`STATIC_RATE_LIMIT`, default 6000). */
  staticRateLimit?: number;
  /**
   * Sign-up attempts an hour per e-mail address (`SIGN_UP_LIMIT_PER_EMAIL`, default 5) and per
   * client address (`SIGN_UP_LIMIT_PER_ADDRESS`, default 20).
   */
  signUpLimits: { perEmail?: number; perAddress?: number };
}

/** pino's levels, least severe first, and `silent`. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = env.PORT === undefined ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
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
    staticRateLimit: perMinute('STATIC_RATE_LIMIT', env.STATIC_RATE_LIMIT),
    signUpLimits: {
      perEmail: perHour('SIGN_UP_LIMIT_PER_EMAIL', env.SIGN_UP_LIMIT_PER_EMAIL),
      perAddress: perHour('SIGN_UP_LIMIT_PER_ADDRESS', env.SIGN_UP_LIMIT_PER_ADDRESS),
    },
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

/** A number of requests a minute, or undefined when unset (the default then). */
function perMinute(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000) throw new Error(`${name} must be a whole number from 1 to 10000000, not "${value}"`);
  return n;
}

function leaseSeconds(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 3600)
    throw new Error(`PROCESSOR_LEASE_SECONDS must be a whole number of seconds from 1 to 3600, not "${value}"`);
  return n;
}
