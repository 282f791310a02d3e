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
}

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
  };
}
