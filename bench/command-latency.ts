/**
 * Command latency benchmark: one accepted order through MatchService (the command handler, with
 * its cache of folded matches and its snapshots) on a Solaris VII and a Vigilant Peace match of
 * 5,000 events, against the same on a match of 100 events, in the same run and process:
 *
 * - `command`: on a warm process, the one that sent the match's previous command;
 * - `command-after-other`: right after a second process (a child of this one, with a
 *   MatchService of its own) appended the match's previous event, so the cache catches up first.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node dist/bench/command-latency.js [REPS]
 *
 * REPS (default 50) orders are timed for each figure; each ratio is the median at 5,000 events
 * over the median at 100. The matches are the replay corpus's (libs/rulesets/replay-corpus.ts):
 * their first 100 or 5,000 events are appended as a match stream, and every timed order is the
 * corpus's next event (a roll on the way is sent too, untimed), so each one is new and accepted.
 * With DATABASE_URL the benchmark works in a throw-away schema on that server; without it, on an
 * embedded in-memory PGlite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Pool } from 'pg';
import { createPool } from '@app/database';
import { PostgresEventStore, type NewEvent } from '@app/event-store';
import { MatchService, matchStream, PostgresMatchSnapshots, PostgresSeedVault } from '@app/matches';
import type { Actor, GameEvent } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { BENCH_SEEDS, solarisMatch, vigilantPeaceLong, VP_BENCH_TURNS, type CorpusMatch } from '../libs/rulesets/replay-corpus';
import { withScratchDatabase } from './scratch-database';

const SIZES = [100, 5000] as const;
const WARMUP = 3;
const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const registry = createRegistry();

const actorOf = (e: GameEvent): Actor =>
  'side' in e.data && typeof e.data.side === 'string' ? { kind: 'player', side: e.data.side } : { kind: 'organiser' };

/** Sends a corpus event as the command that makes it: an order, or a roll reported from the table. */
function send(matches: MatchService, matchId: string, e: GameEvent): Promise<unknown> {
  if (e.type === 'OrderIssued') return matches.issueOrder(matchId, e.data.side, e.data.order, actorOf(e));
  if (e.type === 'DiceRolled') return matches.recordRoll(matchId, e.data.side, e.data.dice, actorOf(e), { purpose: e.data.purpose });
  throw new Error(`the corpus's event ${e.type} is not a player's command`);
}

/** A server process: a MatchService as the API builds one, on its own pool. */
function server(url: string): { matches: MatchService; pool: Pool } {
  const pool = createPool(url, 4);
  const matches = new MatchService(new PostgresEventStore(pool), registry, new PostgresSeedVault(pool), () => new Date(), undefined, {
    snapshots: new PostgresMatchSnapshots(pool, registry),
  });
  return { matches, pool };
}

/** The second process: sends each event it is given (one JSON line) through its own MatchService. */
async function otherProcess(): Promise<void> {
  const { matches, pool } = server(process.env.DATABASE_URL!);
  for await (const line of createInterface({ input: process.stdin })) {
    const { matchId, event } = JSON.parse(line) as { matchId: string; event: GameEvent };
    await send(matches, matchId, event);
    process.stdout.write('sent\n');
  }
  await pool.end();
}

class Other {
  private readonly child: ChildProcess;
  private readonly lines: AsyncIterator<string>;

  constructor(url: string) {
    this.child = spawn(process.execPath, [__filename, '--other'], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.lines = createInterface({ input: this.child.stdout! })[Symbol.asyncIterator]();
  }

  async send(matchId: string, event: GameEvent): Promise<void> {
    this.child.stdin!.write(JSON.stringify({ matchId, event }) + '\n');
    const { value, done } = await this.lines.next();
    if (done || value !== 'sent') throw new Error(`the second process did not send the event (${String(value)})`);
  }

  end(): Promise<unknown> {
    return new Promise((resolve) => {
      this.child.once('exit', resolve);
      this.child.stdin!.end();
    });
  }
}

/** A match of the corpus stored to `size` events, and where its next command is in the corpus. */
interface Table {
  matchId: string;
  corpus: GameEvent[];
  next: number;
}

/** Creates the match and appends the corpus's first `size - 1` events after its creation, stamped a second apart. */
async function storeMatch(matches: MatchService, pool: Pool, m: CorpusMatch, size: number): Promise<Table> {
  const { matchId } = await matches.create({
    rulesetId: m.ruleset.id,
    players: m.created.players,
    setup: m.created.setup,
    dice: m.created.dice,
    clock: { minutes: 0 },
  });
  const store = new PostgresEventStore(pool);
  const rest = m.events.slice(0, size - 1);
  for (let from = 0; from < rest.length; from += 500) {
    const batch: NewEvent[] = rest.slice(from, from + 500).map((e, i) => ({
      eventId: randomUUID(),
      type: e.type,
      data: e.data,
      metadata: { actor: actorOf(e), at: new Date(T0 + (from + i + 1) * 1000).toISOString() },
    }));
    await store.append(matchStream(matchId), batch, from + 1);
  }
  return { matchId, corpus: m.events, next: size - 1 };
}

const isOrder = (t: Table, i: number) => t.corpus[i]?.type === 'OrderIssued';

/** Sends the table's events, untimed, until its next event is an order (`ahead` 0) or the one after it is (`ahead` 1). */
async function walkTo(matches: MatchService, t: Table, ahead: 0 | 1): Promise<void> {
  while (!isOrder(t, t.next + ahead)) {
    if (t.next + ahead >= t.corpus.length) throw new Error('the corpus has no more orders: raise its length');
    await send(matches, t.matchId, t.corpus[t.next++]);
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The next order, timed, on a process that sent the table's previous command. */
async function warmOrder(matches: MatchService, t: Table): Promise<number> {
  await walkTo(matches, t, 0);
  const e = t.corpus[t.next++];
  return timed(() => send(matches, t.matchId, e));
}

/** The next order, timed, right after the other process sent the event before it. */
async function orderAfterOther(matches: MatchService, other: Other, t: Table): Promise<number> {
  await walkTo(matches, t, 1);
  await other.send(t.matchId, t.corpus[t.next++]);
  const e = t.corpus[t.next++];
  return timed(() => send(matches, t.matchId, e));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

async function main(): Promise<void> {
  const reps = Number(process.argv[2] ?? 50);
  if (!Number.isInteger(reps) || reps < 1) throw new Error(`REPS must be a positive integer, not "${process.argv[2]}"`);
  // Room for every timed order and the rolls between them past the longest match's 5,000th event.
  const room = 8 * reps + 8 * WARMUP + 50;
  const corpora: Array<[string, CorpusMatch]> = [
    ['solaris7', solarisMatch(BENCH_SEEDS.solaris7, 5000 + room)],
    ['vigilant-peace', vigilantPeaceLong(VP_BENCH_TURNS + room)],
  ];
  await withScratchDatabase(process.env.DATABASE_URL, async (url, where) => {
    console.log(`command latency benchmark on ${where}: ${reps} timed orders per figure, medians in ms\n`);
    const { matches, pool } = server(url);
    const other = new Other(url);
    try {
      for (const [id, corpus] of corpora) {
        const tables = new Map<number, Table>();
        for (const size of SIZES) {
          const t = await storeMatch(matches, pool, corpus, size);
          // The process folds the match once, as on its first command after a start; the timed ones come after.
          for (let i = 0; i < WARMUP; i++) {
            await warmOrder(matches, t);
            await orderAfterOther(matches, other, t);
          }
          tables.set(size, t);
        }
        const warm = new Map<number, number[]>(SIZES.map((s) => [s, []]));
        const after = new Map<number, number[]>(SIZES.map((s) => [s, []]));
        // Sizes alternate, each first every other time, so that whatever else the machine does falls on both alike.
        for (let r = 0; r < reps; r++) {
          const sizes = r % 2 ? [...SIZES].reverse() : SIZES;
          for (const size of sizes) warm.get(size)!.push(await warmOrder(matches, tables.get(size)!));
          for (const size of sizes) after.get(size)!.push(await orderAfterOther(matches, other, tables.get(size)!));
        }
        const [small, large] = SIZES;
        for (const [label, times] of [
          ['command', warm],
          ['command-after-other', after],
        ] as const) {
          const a = median(times.get(small)!);
          const b = median(times.get(large)!);
          console.log(`  ${id} ${label}: ${a.toFixed(2)} ms at ${small} events, ${b.toFixed(2)} ms at ${large}`);
        }
        const ratio = (times: Map<number, number[]>) => (median(times.get(large)!) / median(times.get(small)!)).toFixed(2);
        console.log(`command ${large}/${small} ${id} ${ratio(warm)}`);
        console.log(`command-after-other ${large}/${small} ${id} ${ratio(after)}\n`);
      }
    } finally {
      await other.end();
      await matches.settled();
      await pool.end();
    }
  });
}

(process.argv[2] === '--other' ? otherProcess() : main()).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
