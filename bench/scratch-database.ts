/**
 * The database a benchmark writes to: an embedded in-memory PGlite, or, given a server's URL, a
 * throw-away schema on it, dropped at the end, so no benchmark event lands in a real log.
 */
import { createPool, openDatabase, runMigrations, withParam } from '@app/database';

/** Runs `work` against a migrated scratch database; `where` says which, for the report. */
export async function withScratchDatabase<T>(serverUrl: string | undefined, work: (url: string, where: string) => Promise<T>): Promise<T> {
  if (!serverUrl) {
    const db = await openDatabase({ memory: true });
    try {
      await runMigrations(db.url);
      return await work(db.url, db.describe());
    } finally {
      await db.close();
    }
  }
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  const setupPool = createPool(serverUrl, 1);
  await setupPool.query(`CREATE SCHEMA ${schema}`);
  try {
    const url = withParam(serverUrl, 'options', `-c search_path=${schema}`);
    await runMigrations(url);
    return await work(url, `${new URL(serverUrl).host} (schema ${schema})`);
  } finally {
    // DROP, not DELETE: the events table refuses deletes, but a whole schema can go.
    await setupPool.query(`DROP SCHEMA ${schema} CASCADE`);
    await setupPool.end();
  }
}
