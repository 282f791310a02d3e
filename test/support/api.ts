/** The API server as the end-to-end tests start it: a free port, the test's database, quiet logs. */
import { startApi, type RunningApi } from '../../apps/api/src/app';

export type { RunningApi };

type ApiOptions = NonNullable<Parameters<typeof startApi>[1]>;

/**
 * Starts the API on `databaseUrl`; `options` add to (or replace) the test defaults. The web app
 * is served from dist/web, or from TEST_WEB_DIR when set (a build of its own, so a test can run
 * while the tree is being built again).
 */
export function startTestApi(databaseUrl: string, options: ApiOptions = {}): Promise<RunningApi> {
  return startApi(
    { port: 0, host: '127.0.0.1', databaseUrl, dataDir: '', eventStoreUrl: undefined },
    {
      logLevel: 'error',
      projectionIntervalMs: 60_000,
      // A test signs up many accounts from one address: the sign-up limits have a test of their own.
      signUpLimits: { perEmail: 100_000, perAddress: 100_000 },
      // A test reads right after another caller's change, anonymously too: the shared answers of
      // anonymous queries (public-cache.ts), up to a second old, have tests of their own.
      publicCacheMs: 0,
      // The webhooks' sender looks at its outbox every second: a test that counts a request's SQL must
      // not count it. test/webhooks.e2e-spec.ts runs it, with options of its own.
      webhooks: { send: false },
      ...(process.env.TEST_WEB_DIR ? { webDir: process.env.TEST_WEB_DIR } : {}),
      ...options,
    },
  );
}
