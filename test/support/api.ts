/** The API server as the end-to-end tests start it: a free port, the test's database, quiet logs. */
import { startApi, type RunningApi } from '../../apps/api/src/app';

export type { RunningApi };

type ApiOptions = NonNullable<Parameters<typeof startApi>[1]>;

/** Starts the API on `databaseUrl`; `options` add to (or replace) the test defaults. */
export function startTestApi(databaseUrl: string, options: ApiOptions = {}): Promise<RunningApi> {
  return startApi(
    { port: 0, host: '127.0.0.1', databaseUrl, dataDir: '', eventStoreUrl: undefined },
    { logLevel: 'error', projectionIntervalMs: 60_000, ...options },
  );
}
