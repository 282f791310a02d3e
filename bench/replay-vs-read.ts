/**
 * Replay against read: each benchmark match is appended as a match stream through the
 * PostgreSQL event store, then, in the same run, (a) reading the stream back and parsing it
 * into match events (`readStream`, `toMatchEvent`, `stampOf`: the baseline) is timed against
 * (b) folding those same parsed events through the rules engine from the first event, with no
 * cache and no snapshot (`replay` with the server's stamps, as `foldMatch` does). The matches:
 * a 5,003-event Solaris VII match and a ~5,000-event Vigilant Peace match, and the longest of
 * 200 seeded Konwój and Warzone games (libs/rulesets/replay-corpus.ts).
 *
 *   DATABASE_URL=postgres://… node dist/bench/replay-vs-read.js
 *
 * Without DATABASE_URL it runs on an embedded in-memory PGlite. With DATABASE_URL it works in
 * a throw-away schema (dropped at the end), so no benchmark event lands in the real log.
 * Prints one line per ruleset: `replay/read <ruleset> <replay ms ÷ read ms>`.
 */
import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import { PostgresEventStore, type NewEvent } from '@app/event-store';
import { matchStream, stampOf, toMatchEvent } from '@app/matches';
import { replay, type MatchEvent } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import {
  BENCH_SEEDS,
  konwojGame,
  solarisMatch,
  vigilantPeaceLong,
  VP_BENCH_TURNS,
  warzoneGame,
  type CorpusMatch,
} from '../libs/rulesets/replay-corpus';
import { WARM_UP_MS } from './measure';
import { withScratchDatabase } from './scratch-database';

/** Events per append: a match is stored in a few round trips, as play would have stored it over hours. */
const BATCH = 500;
/** Samples of each side of the ratio: taken in turn, so that a busy moment of the machine falls on both. */
const PAIRED_RUNS = 15;

/** The server's stamps: one event a second from a fixed moment. */
const START = Date.parse('2026-01-01T10:00:00Z');

interface Parsed {
  events: MatchEvent[];
  times: number[];
}

async function main(): Promise<void> {
  const registry = createRegistry();
  const matches: CorpusMatch[] = [
    solarisMatch(BENCH_SEEDS.solaris7),
    vigilantPeaceLong(VP_BENCH_TURNS),
    konwojGame(BENCH_SEEDS.konwoj),
    warzoneGame(BENCH_SEEDS.warzone),
  ];
  await withScratchDatabase(process.env.DATABASE_URL, async (url, where) => {
    const pool = createPool(url, 4);
    const store = new PostgresEventStore(pool);
    try {
      console.log(
        `replay against read on ${where}: best of ${PAIRED_RUNS} samples each, read and replay in turn (a sample repeats for at least 50 ms), after ${WARM_UP_MS} ms of warm-up\n`,
      );
      for (const m of matches) {
        const stream = await appendMatch(store, m);
        const read = async (): Promise<Parsed> => {
          const stored = await store.readStream(stream);
          return { events: stored.map(toMatchEvent), times: stored.map(stampOf) };
        };
        const parsed = await read();
        const fold = () => replay(registry, parsed.events, { times: parsed.times });
        if (fold().version !== m.events.length + 1) throw new Error(`${m.ruleset.id}: the match does not replay to its end`);
        const { readMs, replayMs } = await bestPaired(read, fold);
        console.log(
          `  ${m.ruleset.id}: ${m.events.length + 1} events, read ${readMs.toFixed(2)} ms, replay ${replayMs.toFixed(2)} ms (${m.name})`,
        );
        console.log(`replay/read ${m.ruleset.id} ${(replayMs / readMs).toFixed(2)}`);
      }
    } finally {
      await store.close();
      await pool.end();
    }
  });
}

/** Appends the match as a match stream: its creation, then its events, stamped as the server stamps them. */
async function appendMatch(store: PostgresEventStore, m: CorpusMatch): Promise<string> {
  const matchId = randomUUID();
  const stream = matchStream(matchId);
  const all: MatchEvent[] = [{ type: 'MatchCreated', data: { ...m.created, matchId } }, ...m.events];
  const envelopes: NewEvent[] = all.map((e, i) => ({
    eventId: randomUUID(),
    type: e.type,
    data: e.data,
    metadata: { actor: 'bench', at: new Date(START + i * 1000).toISOString() },
  }));
  let version = 0;
  for (let i = 0; i < envelopes.length; i += BATCH) {
    version = (await store.append(stream, envelopes.slice(i, i + BATCH), version)).streamVersion;
  }
  return stream;
}

/** One sample: the mean time in ms of `fn` repeated for at least 50 ms. */
async function sample(fn: () => unknown): Promise<number> {
  let reps = 0;
  const t = process.hrtime.bigint();
  let elapsed = 0;
  do {
    await fn();
    reps++;
    elapsed = Number(process.hrtime.bigint() - t) / 1e6;
  } while (elapsed < 50);
  return elapsed / reps;
}

/**
 * The best time in ms of the read and of the replay, once both are warmed up. Their samples
 * alternate (read, replay, read, …): the machine's load varies over seconds, and timing one
 * side after the other would let a busy stretch fall on one side only and move the ratio.
 */
async function bestPaired(read: () => Promise<unknown>, fold: () => unknown): Promise<{ readMs: number; replayMs: number }> {
  for (const t = Date.now(); Date.now() - t < WARM_UP_MS;) await read();
  for (const t = Date.now(); Date.now() - t < WARM_UP_MS;) fold();
  let readMs = Infinity;
  let replayMs = Infinity;
  for (let i = 0; i < PAIRED_RUNS; i++) {
    readMs = Math.min(readMs, await sample(read));
    replayMs = Math.min(replayMs, await sample(fold));
  }
  return { readMs, replayMs };
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
