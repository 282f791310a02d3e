import { startApi } from './app';
import { configFromEnv, limitOptions } from './config';
import { createLogger } from './logging';
import { webhookSettingsFromEnv } from './webhooks/webhook-settings';

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
    publicUrl: config.publicUrl,
    // WEBHOOK_*: only what the environment sets (a bad value stops the start).
    webhooks: webhookSettingsFromEnv(process.env),
    corsOrigins: config.corsOrigins,
    // Only what the environment sets: the rest keeps its default.
    ...limitOptions(config),
    slipCodeLimits: {
      ...(config.slipCodeLimits.failures === undefined ? {} : { failures: config.slipCodeLimits.failures }),
      ...(config.slipCodeLimits.windowSeconds === undefined ? {} : { windowMs: config.slipCodeLimits.windowSeconds * 1000 }),
    },
  });
  // The messages read as the plain lines they replace: people and scripts look for "GraphQL API: <url>".
  const graphql = `${api.url}/graphql`;
  const health = `${api.url}/health`;
  log.info({ graphql, health }, `GraphQL API: ${graphql} (health: ${health})`);
  if (api.web.built) log.info({ web: `${api.url}/` }, `Web app: ${api.url}/ (GraphiQL: ${api.url}/graphiql)`);
  else log.warn({ web: api.web.dir }, `Web app: not built (no ${api.web.dir}); run npm run build to serve it at ${api.url}/`);
  log.info({ database: api.database.describe() }, `Database: ${api.database.describe()}`);
  // What every invitation, QR code and share link will say: worth a loud line when no phone can open it.
  const { url: publicUrl, source, warning, alternatives } = api.publicAddress;
  log.info(
    { publicUrl, publicUrlSource: source, ...(alternatives.length ? { alternatives } : {}) },
    `Links for players: ${publicUrl} (${source === 'CONFIGURED' ? 'PUBLIC_URL' : source === 'DETECTED' ? 'detected; set PUBLIC_URL to choose another' : 'loopback'})`,
  );
  if (warning) log.warn({ publicUrl, publicUrlSource: source }, warning);
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
