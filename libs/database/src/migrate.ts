import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../../migrations';

/** Arbitrary constant: the advisory lock that keeps two instances from migrating at once. */
const MIGRATION_LOCK = 7_310_001;

export interface RunMigrationsOptions {
  log?: (message: string) => void;
}

/**
 * Applies the pending TypeORM migrations of /migrations (the only way the schema changes)
 * and returns the names applied. Safe to call from several instances starting together:
 * they queue on an advisory lock and the later ones find nothing to do.
 */
export async function runMigrations(url: string, options: RunMigrationsOptions = {}): Promise<string[]> {
  const log = options.log ?? (() => undefined);
  const lock = new Client({ connectionString: url });
  await lock.connect();
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: false,
  });
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.initialize();
    // 'each': a failing migration leaves the ones before it applied and recorded.
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    for (const m of applied) log(`migration applied: ${m.name}`);
    return applied.map((m) => m.name);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
