/**
 * One result in a long competition: the time the processors take to handle the batch of one more
 * result in a league of 500, 1,000, 2,000 and 5,000 events, against a baseline measured in the
 * same run: the same batch in a league of 50 events.
 *
 *   node dist/bench/competition-result.js [SIZES…] [--samples=N] [URL]   (default 500 1000 2000 5000, 11 samples, PGlite)
 *   TEST_DATABASE_URL=postgres://… node dist/bench/competition-result.js
 *
 * Each league is bench/league-log.ts's (40 players, paper games opened, reported and confirmed
 * week after week), decided by the competition's own rules and appended straight to the event
 * store, one league per size in the same store; one `ProcessorRunner` of every processor the
 * server runs (`allProcessors`, with a real `CompetitionService`) catches up with them, untimed.
 * Then, sample after sample, in each league in turn (the order reversed every other sample): a
 * game is opened and reported (appended and caught up, untimed), and its opponent's confirmation
 * is appended; the runner's catch-up with it, one batch, is timed. A first sample of each league
 * is not counted; the first counted confirmation is the league's SIZEth event, each later one
 * three events further.
 *
 * Prints one line per league, `competition result <events> <ms>` (the median), the baseline
 * first, then `ratio <largest>/<smallest> <x>` and `ratio <largest>/50 <x>`. On stderr: how many
 * competition events each batch folded (`KeptStreams.folded`) and the median time of each
 * processor's share of the batch (its prepare and writes).
 *
 * Without a URL it runs on an embedded in-memory PGlite. With one it works in a throw-away
 * schema, dropped at the end.
 */
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { CompetitionService, competitionStream } from '@app/competitions';
import { createPool } from '@app/database';
import { PostgresEventStore, type StoredEvent } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { allProcessors, ProcessorRunner, readModelEntities, type BatchContext, type Processor } from '@app/projections';
import { LEAGUE_RULESETS, LeagueLog } from './league-log';
import { withScratchDatabase } from './scratch-database';

const BASELINE = 50;
const DEFAULT_SIZES = [500, 1000, 2000, 5000];
const DEFAULT_SAMPLES = 11;

/** A processor whose share of each batch (prepare, write, afterWrite) is added up in `spent`, by its name. */
function timed(inner: Processor, spent: Map<string, number>): Processor {
  const time = async <T>(work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      spent.set(inner.name, (spent.get(inner.name) ?? 0) + performance.now() - start);
    }
  };
  // The runner tells a command processor by its having no write: the wrapper has what the processor has.
  return {
    name: inner.name,
    keyOf: (e: StoredEvent, batch: BatchContext) => inner.keyOf(e, batch),
    prepare: (key: string, events: StoredEvent[], batch: BatchContext) => time(() => inner.prepare(key, events, batch)),
    ...(inner.write ? { write: (em: EntityManager, key: string, work: unknown) => time(() => inner.write!(em, key, work)) } : {}),
    ...(inner.afterWrite
      ? { afterWrite: (em: EntityManager, written: Array<{ key: string; work: unknown }>) => time(() => inner.afterWrite!(em, written)) }
      : {}),
    ...(inner.reset ? { reset: (em: EntityManager) => inner.reset!(em) } : {}),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** A league of the benchmark, and what its timed batches took. */
interface League {
  size: number;
  log: LeagueLog;
  streamId: string;
  ms: number[];
  folded: number[];
  spent: Array<Map<string, number>>;
}

function parseArgs(args: string[]): { sizes: number[]; samples: number; url: string | undefined } {
  const url = args.find((a) => /^postgres(ql)?:\/\//.test(a));
  const samplesArg = args.find((a) => a.startsWith('--samples='));
  const samples = samplesArg === undefined ? DEFAULT_SAMPLES : Number(samplesArg.slice('--samples='.length));
  if (!Number.isSafeInteger(samples) || samples < 1) throw new Error(`--samples must be a positive integer, got ${samplesArg}`);
  const given = args.filter((a) => a !== url && a !== samplesArg);
  const sizes = given.length ? given.map(Number) : DEFAULT_SIZES;
  for (const [i, s] of sizes.entries()) {
    if (!Number.isSafeInteger(s) || s <= BASELINE) throw new Error(`a size is a whole number of events above ${BASELINE}, got ${given[i]}`);
  }
  return { sizes: [...new Set(sizes)].sort((a, b) => a - b), samples, url: url ?? process.env.TEST_DATABASE_URL };
}

async function main(): Promise<void> {
  const { sizes, samples, url: serverUrl } = parseArgs(process.argv.slice(2));
  const note = (s: string) => process.stderr.write(s);

  await withScratchDatabase(serverUrl, async (url, where) => {
    const pool = createPool(url, 6);
    const ds = await new DataSource({ type: 'postgres', url, entities: readModelEntities, extra: { max: 3 } }).initialize();
    const store = new PostgresEventStore(pool);
    try {
      const competitions = new CompetitionService(store, new MatchService(store, LEAGUE_RULESETS, new PostgresSeedVault(pool)));
      const spent = new Map<string, number>();
      let catching = true;
      const runner = new ProcessorRunner(
        ds,
        store,
        LEAGUE_RULESETS,
        allProcessors(competitions).map((p) => timed(p, spent)),
        // The first catch-up's progress; a timed batch notes nothing.
        { onBatch: (b) => catching && note(`  caught up to ${b.position}\r`) },
      );
      const append = async (league: League) => {
        let version = await store.streamVersion(league.streamId);
        for (let from = version; from < league.log.events.length; from += 500) {
          const chunk = league.log.events.slice(from, from + 500).map((e) => ({ eventId: randomUUID(), ...e }));
          version = (await store.append(league.streamId, chunk, version)).streamVersion;
        }
      };

      note(`competition result benchmark on ${where}: ${samples} timed results per league\n`);
      const leagues: League[] = [];
      for (const size of [BASELINE, ...sizes]) {
        const id = `00000000-0000-4000-8000-${size.toString(16).padStart(12, '0')}`;
        const log = new LeagueLog(id);
        // Three events short of the warm-up sample, which leaves the league three short of SIZE.
        log.growTo(size - 6);
        const league: League = { size, log, streamId: competitionStream('league', id), ms: [], folded: [], spent: [] };
        await append(league);
        leagues.push(league);
        note(`  league of ${size} events stored\n`);
      }
      const start = performance.now();
      await runner.catchUp();
      catching = false;
      const stored = leagues.reduce((n, l) => n + l.log.events.length, 0);
      note(`\n  the processors caught up with ${stored} events in ${((performance.now() - start) / 1000).toFixed(1)} s\n`);

      /** One result in the league: a game opened and reported, caught up, then its confirmation's batch timed. */
      const sample = async (league: League, counted: boolean) => {
        const game = league.log.openGame();
        league.log.report(game);
        await append(league);
        await runner.catchUp();
        league.log.confirm(game);
        await append(league);
        spent.clear();
        const folded = runner.kept.folded.competitionEvents;
        const t = performance.now();
        await runner.catchUp();
        const ms = performance.now() - t;
        if (!counted) return;
        league.ms.push(ms);
        league.folded.push(runner.kept.folded.competitionEvents - folded);
        league.spent.push(new Map(spent));
      };
      for (const league of leagues) await sample(league, false);
      for (let s = 0; s < samples; s++) {
        for (const league of s % 2 ? [...leagues].reverse() : leagues) await sample(league, true);
        note(`  sample ${s + 1}/${samples} done\n`);
      }
      await check(ds, leagues);

      for (const league of leagues) {
        const shares = [...league.spent[0].keys()]
          .map((name) => `${name} ${median(league.spent.map((m) => m.get(name) ?? 0)).toFixed(1)}`)
          .join(', ');
        note(`  ${league.size} events: folded ${median(league.folded)} competition event(s) a result; ms by processor: ${shares}\n`);
      }
      for (const league of leagues) console.log(`competition result ${league.size} ${median(league.ms).toFixed(1)}`);
      const [baseline, smallest, largest] = [leagues[0], leagues[1], leagues[leagues.length - 1]];
      const ratio = (a: League, b: League) => (median(a.ms) / median(b.ms)).toFixed(2);
      if (largest !== smallest) console.log(`ratio ${largest.size}/${smallest.size} ${ratio(largest, smallest)}`);
      console.log(`ratio ${largest.size}/${baseline.size} ${ratio(largest, baseline)}`);
      await runner.stop();
    } finally {
      await store.close().catch(() => undefined);
      await ds.destroy();
      await pool.end().catch(() => undefined);
    }
  });
}

/** Every league's standings must have followed its log: the read model at the league's version. */
async function check(ds: DataSource, leagues: League[]): Promise<void> {
  for (const { log } of leagues) {
    const [table] = await ds.query(
      "SELECT version FROM competition_standings WHERE competition_id = $1 AND mode = 'settled' AND through_round = 0",
      [log.competitionId],
    );
    if (Number(table?.version) !== log.state.version)
      throw new Error(`the standings are behind the log: at version ${table?.version}, the league at ${log.state.version}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
