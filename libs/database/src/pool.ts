import { Pool } from 'pg';

export const APPLICATION_NAME = 'tabletop-league';

/**
 * A pg Pool with the settings every layer shares.
 *
 * - No global type parsers are installed: bigint columns (event positions) stay strings unless
 *   a query's own mapper converts them, so a caller never silently loses precision.
 * - An 'error' listener is always attached: an idle client whose server goes away (the
 *   embedded server stopping, a failover) would otherwise crash the process.
 */
export function createPool(url: string, max = 10): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    application_name: APPLICATION_NAME,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 15_000,
  });
  pool.on('error', (err) => {
    // An idle client died; the pool replaces it on next use. Nothing to recover here.
    if (process.env.DEBUG_DB) console.warn(`[database] idle client error: ${err.message}`);
  });
  return pool;
}
