/**
 * Standings read model benchmark: the time the competition read models take to handle a batch
 * of the log of a 1,000-player Swiss with 8 rounds behind it, against a baseline measured in
 * the same run: plain INSERTs of as many rows, of the same size, into a scratch table.
 *
 *   node dist/bench/standings-projection.js [PLAYERS] [ROUNDS] [URL]      (default 1000 8, PGlite)
 *   TEST_DATABASE_URL=postgres://… node dist/bench/standings-projection.js
 *
 * The event is bench/import.ts's `SwissLog` (a paper Swiss from a fixed seed, decided command by
 * command), created for one round more than it has played, stored in the event store. Each of
 * `StandingsProjection` (competition_standings) and `CompetitionsProjection` (the competition
 * list, rating periods, Glicko-2 ratings) runs in a `ProcessorRunner` of its own, and is timed:
 * - the full rebuild: its tables emptied, the whole log folded again, batch by batch;
 * - a batch recording one more result in the last round (the opponent's confirmation);
 * - a batch pairing and starting the next round.
 * A batch is handled again by moving the projection's checkpoint back before it (not timed), so
 * every sample does the same work. The baseline of a case inserts, in one transaction per batch
 * as the runner writes, one row per row the projection inserted, its payload the statement's
 * parameters as jsonb (the same JSON the projection stores), noted on the projection's runs.
 *
 * Without a URL it runs on an embedded in-memory PGlite. With one it works in a throw-away
 * schema, dropped at the end.
 */
import { DataSource, type EntityManager } from 'typeorm';
import { createPool } from '@app/database';
import { PostgresEventStore, type StoredEvent } from '@app/event-store';
import { competitionStream, replayCompetition, standingsViews, toCompetitionEvent, type CompetitionState } from '@app/competitions';
import {
  CompetitionsProjection,
  ProcessorRunner,
  readModelEntities,
  StandingsProjection,
  type BatchContext,
  type Processor,
} from '@app/projections';
import { RulesetRegistry } from '@app/rules';
import { COMPETITION_ID, swissHistory, type LoggedEvent } from './import';
import { RUNS } from './measure';
import { withScratchDatabase } from './scratch-database';

const REBUILDS = 3; // a rebuild of the whole event takes tens of seconds: fewer samples
const STREAM = competitionStream('tournament', COMPETITION_ID);

/** A projection whose writes are noted: per batch, the parameters of every INSERT it made. */
class Noted implements Processor {
  readonly name: string;
  batches: unknown[][][] = [];
  constructor(
    private readonly inner: Processor,
    private readonly onBatch: (n: number) => void = () => {},
  ) {
    this.name = inner.name;
  }
  keyOf(e: StoredEvent, batch: BatchContext): string | null | Promise<string | null> {
    return this.inner.keyOf(e, batch);
  }
  prepare(key: string, events: StoredEvent[], batch: BatchContext): Promise<unknown> {
    return this.inner.prepare(key, events, batch);
  }
  /** An entity manager whose INSERTs are noted. */
  private noting(em: EntityManager, inserts: unknown[][]): EntityManager {
    const noting = Object.create(em) as EntityManager;
    noting.query = (sql: string, params?: unknown[]) => {
      if (/^\s*INSERT/i.test(sql)) inserts.push(params ?? []);
      return em.query(sql, params);
    };
    return noting;
  }
  async write(em: EntityManager, key: string, rows: unknown): Promise<void> {
    const inserts: unknown[][] = [];
    await this.inner.write?.(this.noting(em, inserts), key, rows);
    this.batches.push(inserts);
    this.onBatch(this.batches.length);
  }
  async afterWrite(em: EntityManager, written: Array<{ key: string; work: unknown }>): Promise<void> {
    const inserts = this.batches.at(-1) ?? [];
    await this.inner.afterWrite?.(this.noting(em, inserts), written);
  }
  reset(em: EntityManager): Promise<void> {
    return this.inner.reset!(em);
  }
  /** Forgets what was noted, for the next run. */
  take(): unknown[][][] {
    const out = this.batches;
    this.batches = [];
    return out;
  }
}

/** The baseline's rows: per batch, each insert's parameters as one jsonb, JSON text stored as JSON. */
function payloads(batches: unknown[][][]): string[][] {
  const value = (p: unknown) => {
    if (typeof p === 'string' && /^[[{]/.test(p)) {
      try {
        return JSON.parse(p) as unknown;
      } catch {
        return p;
      }
    }
    return p;
  };
  return batches.map((inserts) => inserts.map((params) => JSON.stringify(params.map(value))));
}

interface Case {
  label: string;
  events: number;
  rows: number;
  bytes: number;
  baseline: number;
  projection: number;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const urlArg = args.find((a) => /^postgres(ql)?:\/\//.test(a));
  const [players, rounds] = [
    positive(args.filter((a) => a !== urlArg)[0], 1000, 'PLAYERS'),
    positive(args.filter((a) => a !== urlArg)[1], 8, 'ROUNDS'),
  ];
  const serverUrl = urlArg ?? process.env.TEST_DATABASE_URL;
  const note = (s: string) => process.stderr.write(s);

  const t0 = performance.now();
  // The last round keeps two games reported, awaiting confirmation: one is confirmed in case (a).
  const t = swissHistory(players, rounds, rounds + 1, 2, (r) => note(`  generated round ${r}/${rounds}\r`));
  note(`  generated ${t.events.length} events in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

  await withScratchDatabase(serverUrl, async (url, where) => {
    const pool = createPool(url, 6);
    const ds = await new DataSource({ type: 'postgres', url, entities: readModelEntities, extra: { max: 3 } }).initialize();
    const store = new PostgresEventStore(pool);
    try {
      await ds.query('CREATE TABLE bench_scratch_rows (id bigserial PRIMARY KEY, payload jsonb NOT NULL)');
      let version = 0;
      const append = async (events: LoggedEvent[]) => {
        for (let i = 0; i < events.length; i += 250) {
          const chunk = events
            .slice(i, i + 250)
            .map((e, k) => ({ eventId: eventId(version + k + 1), type: e.type, data: e.data, metadata: e.metadata }));
          version = (await store.append(STREAM, chunk, version)).streamVersion;
        }
      };
      await append(t.events);

      const dropped = t.state.order.filter((id) => t.state.players[id].dropped).length;
      console.log(`competition read models on ${where}`);
      console.log(`${players} players (${dropped} dropped), ${rounds} rounds played, ${t.events.length} events in the log`);
      console.log(
        `best of ${REBUILDS} rebuilds and of ${RUNS} runs of each batch; the baseline's samples interleaved with the projection's\n`,
      );

      const registry = new RulesetRegistry([]); // a paper event: no engine match to replay
      const projections = [new StandingsProjection(), new CompetitionsProjection()];
      const results: Array<{ name: string; cases: Case[] }> = [];
      for (const inner of projections) results.push({ name: inner.constructor.name, cases: [] });

      // The baseline: the noted rows inserted, one transaction per batch.
      const baseline = async (batches: string[][]) => {
        const start = performance.now();
        for (const rows of batches) {
          await ds.transaction(async (em) => {
            for (const p of rows) await em.query('INSERT INTO bench_scratch_rows (payload) VALUES ($1)', [p]);
          });
        }
        return performance.now() - start;
      };

      /** Times `run` `samples` times, each sample followed by a baseline sample of the rows it wrote. */
      const measure = async (
        label: string,
        events: number,
        projection: Noted,
        samples: number,
        before: () => Promise<void>,
        run: () => Promise<unknown>,
        i: number,
      ) => {
        let best = Infinity;
        let bestBaseline = Infinity;
        let rows: string[][] = [];
        for (let s = 0; s < samples; s++) {
          await before();
          const start = performance.now();
          await run();
          best = Math.min(best, performance.now() - start);
          const noted = payloads(projection.take());
          if (s === 0) rows = noted;
          bestBaseline = Math.min(bestBaseline, await baseline(rows));
          note(`  ${projection.name}, ${label}: run ${s + 1}/${samples} done\n`);
        }
        const flat = rows.flat();
        results[i].cases.push({
          label,
          events,
          rows: flat.length,
          bytes: flat.reduce((n, p) => n + Buffer.byteLength(p), 0),
          baseline: bestBaseline,
          projection: best,
        });
      };

      const noted = projections.map((p) => new Noted(p, (n) => note(`  ${p.name}: batch ${n}\r`)));
      const runners = noted.map((p) => new ProcessorRunner(ds, store, registry, [p]));
      const rewind = (name: string, position: number) => () =>
        ds.query('UPDATE projection_checkpoints SET position = $2 WHERE name = $1', [name, position]).then(() => undefined);

      // The full rebuild: its first run is also the read model's first catch-up.
      for (const [i, runner] of runners.entries()) {
        await measure(
          'rebuild',
          t.events.length,
          noted[i],
          REBUILDS,
          async () => {},
          () => runner.rebuild(),
          i,
        );
      }
      await check(ds, t.state);

      // (a) one more result in the last round: the opponent confirms a reported game.
      const reported = Object.values(t.state.games)
        .filter((g) => g.report && !g.result)
        .map((g) => g.game);
      let before = await store.headPosition();
      const confirmed = t.confirm(reported[0]);
      await append(confirmed);
      for (const [i, runner] of runners.entries()) {
        await measure(
          `one result, round ${rounds}`,
          confirmed.length,
          noted[i],
          RUNS,
          rewind(noted[i].name, before),
          () => runner.catchUp(),
          i,
        );
      }
      await check(ds, t.state);
      const parts = await breakdown(store, rounds);

      // (b) the next round paired and started, once the last round is settled (not timed).
      for (const game of reported.slice(1)) await append(t.confirm(game));
      for (const runner of runners) await runner.catchUp();
      for (const p of noted) p.take();
      before = await store.headPosition();
      const paired = t.run({ type: 'pairRound', repair: false });
      await append(paired);
      const started = t.run({ type: 'startRound', round: rounds + 1, ids: [] });
      await append(started);
      for (const [i, runner] of runners.entries()) {
        await measure(
          `round ${rounds + 1} paired and started`,
          paired.length + started.length,
          noted[i],
          RUNS,
          rewind(noted[i].name, before),
          () => runner.catchUp(),
          i,
        );
      }
      await check(ds, t.state);

      report(results);
      console.log(
        `\n  where a batch's time goes (one result): reading the competition's stream ${parts.read.toFixed(0)} ms, ` +
          `folding it ${parts.fold.toFixed(0)} ms, the ${parts.tables} tables it changes ${parts.views.toFixed(0)} ms (best of ${REBUILDS})`,
      );
    } finally {
      await store.close().catch(() => undefined);
      await ds.destroy();
      await pool.end().catch(() => undefined);
    }
  });
}

function report(results: Array<{ name: string; cases: Case[] }>): void {
  for (const { name, cases } of results) {
    console.log(name);
    for (const c of cases) {
      console.log(
        `  ${c.label.padEnd(28)} ${String(c.events).padStart(5)} events  ${String(c.rows).padStart(5)} rows ${(c.bytes / 1024).toFixed(0).padStart(6)} KB` +
          `   INSERT ${c.baseline.toFixed(1).padStart(8)} ms   projection ${c.projection.toFixed(1).padStart(9)} ms   ratio ${(c.projection / c.baseline).toFixed(1).padStart(6)}`,
      );
    }
  }
  console.log('\n  ratio = projection / plain INSERT of the same rows (1.0 = as fast as writing its rows)');
}

/**
 * The three steps of StandingsProjection's work on a batch of one result, timed alone: the
 * competition's stream read, folded, and the tables from the result's round recomputed.
 */
async function breakdown(store: PostgresEventStore, round: number): Promise<{ read: number; fold: number; views: number; tables: number }> {
  const time = async <T>(fn: () => T | Promise<T>): Promise<[number, T]> => {
    let best = Infinity;
    let out: T | undefined;
    for (let i = 0; i < REBUILDS; i++) {
      const start = performance.now();
      out = await fn();
      best = Math.min(best, performance.now() - start);
    }
    return [best, out!];
  };
  const [read, events] = await time(() => store.readStream(STREAM));
  const [fold, state] = await time(() => replayCompetition(events.map(toCompetitionEvent)));
  const [views, tables] = await time(() => standingsViews(state, {}, { settledFrom: round, liveFrom: round }));
  return { read, fold, views, tables: tables.length };
}

/** The read model must have followed the log: its "now" table and summary at the competition's version. */
async function check(ds: DataSource, state: CompetitionState): Promise<void> {
  const [standings] = await ds.query(
    "SELECT version FROM competition_standings WHERE competition_id = $1 AND mode = 'settled' AND through_round = 0",
    [COMPETITION_ID],
  );
  const [summary] = await ds.query('SELECT rounds FROM competition_summaries WHERE competition_id = $1', [COMPETITION_ID]);
  if (Number(standings?.version) !== state.version || Number(summary?.rounds) !== state.rounds.length) {
    throw new Error(`the read models are behind the log: standings at version ${standings?.version}, expected ${state.version}`);
  }
}

/** Event ids from a counter, so every run stores the same log. */
const eventId = (n: number) => `00000000-0000-4000-a000-${n.toString(16).padStart(12, '0')}`;

function positive(arg: string | undefined, fallback: number, what: string): number {
  if (arg === undefined) return fallback;
  const n = Number(arg);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${what} must be a positive integer, got ${arg}`);
  return n;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
