import { startApi } from './app';
import { configFromEnv } from './config';

async function main(): Promise<void> {
  const config = configFromEnv();
  const api = await startApi(config, { jwtSecret: config.jwtSecret, processorLeaseSeconds: config.processorLeaseSeconds, instanceId: config.instanceId });
  console.log(`GraphQL API: ${api.url}/graphql`);
  console.log(`Health:      ${api.url}/health`);
  console.log(`Database:    ${api.database.describe()}`);
  if (config.eventStoreUrl) console.log(`Event log:   EventStoreDB (${new URL(config.eventStoreUrl).host})`);
  const stop = async () => {
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: Error) => {
  console.error(`The server could not start: ${e.message}`);
  process.exit(1);
});
