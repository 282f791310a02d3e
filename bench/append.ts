/**
 * Append benchmark: N single-event appends with an expected version through
 * PostgresEventStore, against N plain single-row INSERTs into a table of the same shape, on
 * the same database, through pools with the same settings, in the same run.
 *
 *   node dist/bench/append.js [N]            (default N = 2000)
 *   DATABASE_URL=postgres://… node dist/bench/append.js 5000
 *
 * Without DATABASE_URL it runs on an embedded in-memory PGlite. With DATABASE_URL it works in
 * a throw-away schema (dropped at the end), so no benchmark event lands in the real log.
 */
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { withScratchDatabase } from './scratch-database';

const STREAMS = 20; // appends rotate over a few streams, as matches in play would
const WARMUP = 50;

async function main(): Promise<void> {
  const n = parseN(process.argv[2]);
  const serverUrl = process.env.DATABASE_URL;
  await withScratchDatabase(serverUrl, async (url, where) => {
    const pool = createPool(url, 10);
    try {
      await pool.query(BASELINE_TABLE);
      console.log(`append benchmark on ${where}`);
      console.log(`N = ${n} single-event appends, sequential, over ${STREAMS} streams (warm-up ${WARMUP} each)\n`);

      await plainInserts(pool, WARMUP, 'warm');
      await storeAppends(pool, WARMUP, 'warm');
      const baseline = await plainInserts(pool, n, 'run');
      const store = await storeAppends(pool, n, 'run');

      const rate = (ms: number) => (n / ms) * 1000;
      const line = (label: string, ms: number) =>
        console.log(`  ${label.padEnd(34)} ${rate(ms).toFixed(0).padStart(8)} events/s  (${ms.toFixed(0)} ms)`);
      line('plain INSERT (baseline)', baseline);
      line('PostgresEventStore.append', store);
      console.log(`\n  ratio store / baseline: ${(rate(store) / rate(baseline)).toFixed(2)}  (1.00 = as fast as a bare INSERT)`);
    } finally {
      await pool.end();
    }
  });
}

/** Same columns, defaults and constraints as `events`, minus the append-only trigger. */
const BASELINE_TABLE = `
  CREATE TABLE IF NOT EXISTS bench_plain_events (
    global_position bigserial PRIMARY KEY,
    stream_id       text NOT NULL,
    stream_version  bigint NOT NULL,
    event_id        uuid NOT NULL UNIQUE,
    type            text NOT NULL,
    data            jsonb NOT NULL,
    metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
    transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
    recorded_at     timestamptz NOT NULL DEFAULT now(),
    UNIQUE (stream_id, stream_version)
  )`;

const payload = (i: number) => ({ side: 'A', purpose: 'to-hit', dice: [{ sides: 6, value: (i % 6) + 1 }] });

async function plainInserts(pool: Pool, n: number, tag: string): Promise<number> {
  const runId = randomUUID();
  const versions = new Array<number>(STREAMS).fill(0);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const s = i % STREAMS;
    await pool.query(
      `INSERT INTO bench_plain_events (stream_id, stream_version, event_id, type, data, metadata)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [`${tag}-${runId}-${s}`, ++versions[s], randomUUID(), 'DiceRolled', payload(i), { actor: 'bench' }],
    );
  }
  return performance.now() - t0;
}

async function storeAppends(pool: Pool, n: number, tag: string): Promise<number> {
  const store = new PostgresEventStore(pool);
  const runId = randomUUID();
  const versions = new Array<number>(STREAMS).fill(0);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const s = i % STREAMS;
    const event = { eventId: randomUUID(), type: 'DiceRolled', data: payload(i), metadata: { actor: 'bench' } };
    versions[s] = (await store.append(`${tag}-${runId}-${s}`, [event], versions[s])).streamVersion;
  }
  const ms = performance.now() - t0;
  await store.close();
  return ms;
}

function parseN(arg: string | undefined): number {
  if (arg === undefined) return 2000;
  const n = Number(arg);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`N must be a positive integer, got ${arg}`);
  return n;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
