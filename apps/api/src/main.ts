import { startApi } from './app';
import { configFromEnv } from './config';
import { createLogger } from './logging';

// At info until the configuration is read: a configuration that cannot be read is said at any level.
const log = createLogger('info');

async function main(): Promise<void> {
  const config = configFromEnv();
  log.level = config.logLevel;
  const api = await startApi(config, {
    log,
    jwtSecret: config.jwtSecret,
    processorLeaseSeconds: config.processorLeaseSeconds,
    instanceId: config.instanceId,
    ...(config.staticRateLimit === undefined ? {} : { rateLimits: { staticFiles: config.staticRateLimit } }),
    // Only what the environment sets: the rest keeps its default.
    signUpLimits: Object.fromEntries(Object.entries(config.signUpLimits).filter(([, v]) => v !== undefined)),
  });
  // The messages read as the plain lines they replace: people and scripts look for "GraphQL API: <url>".
  const graphql = `${api.url}/graphql`;
  const health = `${api.url}/health`;
  log.info({ graphql, health }, `GraphQL API: ${graphql} (health: ${health})`);
  if (api.web.built) log.info({ web: `${api.url}/` }, `Web app: ${api.url}/ (GraphiQL: ${api.url}/graphiql)`);
  else log.warn({ web: api.web.dir }, `Web app: not built (no ${api.web.dir}); run npm run build to serve it at ${api.url}/`);
  log.info({ database: api.database.describe() }, `Database: ${api.database.describe()}`);
  if (config.eventStoreUrl) {
    const host = new URL(config.eventStoreUrl).host;
    log.info({ eventLog: 'EventStoreDB', host }, `Event log: EventStoreDB (${host})`);
  }
  const stop = async (signal: NodeJS.Signals) => {
    log.info({ signal }, `Stopping (${signal})`);
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

main().catch((e: Error) => {
  log.fatal(`The server could not start: ${e.message}`);
  process.exit(1);
});
