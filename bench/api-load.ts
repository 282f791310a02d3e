/**
 * API load benchmark: the standings of a 256-player Swiss (its first 100 rows) and a page of
 * 100 matches of the match list, asked over and over by 10 connections at once (autocannon),
 * of our server and of a baseline measured in the same run: a bare Apollo server that answers
 * the same queries by running the same SQL reads against the same database
 * (bench/bare-apollo.ts: no Nest, no authentication, no limits, no request log).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node dist/bench/api-load.js [SECONDS]   (default 20)
 *
 * Prints, one line each:
 *   api/bare standings <ratio>    requests a second our server answered ÷ the bare server's
 *   api/bare matchList <ratio>    the same for the match list
 *   p99 standings <ms>            our server's 99th percentile latency of the standings
 *   p99 bare <ms>                 the bare server's, of the same standings
 * and, on standard error, what each figure came from.
 *
 * The event is bench/import.ts's `SwissLog`: 256 players (a fifth in clubs), five rounds of an
 * eight-round Swiss played (results reported and confirmed, a dispute ruled on, a result
 * overridden, an adjustment, a few drops), its events decided by the competition's own rules
 * and stored through the event store; 300 published Vigilant Peace matches are created through
 * the match service. All in a throw-away schema of the PostgreSQL server of DATABASE_URL (an
 * in-memory PGlite without it), dropped at the end.
 *
 * Both servers run in processes of their own on 127.0.0.1, with NODE_ENV=production as the Docker
 * image runs the server, the load generator in this one. Ours is started through its bootstrap
 * function (`startApi`) as `npm start` starts it (its processors, timekeeper and live events
 * running, its request log at info, written to /dev/null), with one change for the run: the
 * per-caller rate limits are raised, since every request comes from one anonymous address.
 * Query limits (depth, cost, size, aliases) stay on.
 * Before measuring, each server's answer is checked to be the same JSON, and autocannon checks
 * every answer against it. Each server is warmed up, then the two are measured in turns of two
 * seconds, SECONDS each in all; the p99 is that of every answer of those turns.
 *
 * The bare server is Apollo as it comes, default plugins included; our server leaves out
 * Apollo's cache-control plugin (it sets no cache hints), which wraps every field's resolver.
 * API_LOAD_STRICT=1 leaves it out of the bare server too, so that the ratio is what Nest,
 * authentication, limits and the request log cost alone.
 *
 * API_LOAD_CPU_PROF=<dir> runs our server with `--cpu-prof` and writes its profile there when
 * it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { createRegistry } from '@app/rulesets';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { COMPETITION_ID, swissHistory } from './import';
import { withScratchDatabase } from './scratch-database';

const PLAYERS = 256;
const MATCHES = 300;
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 3;
/** Seconds of one slice of load: ours and the bare server take turns. */
const SLICE = 2;
const BARE = resolve(__dirname, 'bare-apollo.js');

const ROW = 'rank playerId name score points wins draws losses byes played dropped tieBreaks { id value } gameScores';
export const STANDINGS = `query Standings($id: ID!) { competition(id: $id) { standings(first: 100) { competitionId mode version roundFinished
  rows { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ROW} } } } } } }`;
export const MATCH_LIST = `query MatchList { matchList(first: 100) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node {
  id rulesetId rulesetVersion players { side name playerId } status winner draw reason sides { side result scores }
  pendingPrompt eventCount published createdAt updatedAt } } } }`;

/** The competition and the matches, stored as the services store them. */
async function seed(url: string): Promise<void> {
  const pool = createPool(url, 4);
  try {
    const store = new PostgresEventStore(pool);
    const log = swissHistory(PLAYERS, 5, 8, 16);
    const stream = `tournament-${COMPETITION_ID}`;
    for (let at = 0; at < log.events.length; at += 250) {
      const chunk = log.events
        .slice(at, at + 250)
        .map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata: e.metadata }));
      await store.append(stream, chunk, at === 0 ? 'no_stream' : at);
    }
    const matches = new MatchService(store, createRegistry(), new PostgresSeedVault(pool));
    for (let i = 0; i < MATCHES; i++) {
      await matches.create({
        rulesetId: 'vigilant-peace',
        players: [
          { side: 'A', name: `Ann ${i}` },
          { side: 'B', name: `Bob ${i}` },
        ],
        setup: sampleSetup,
      });
    }
    process.stderr.write(`  seeded: a ${PLAYERS}-player Swiss of ${log.events.length} events, ${MATCHES} matches\n`);
  } finally {
    await pool.end();
  }
}

/** A child process that prints its GraphQL URL once it listens. */
async function started(child: ChildProcess, what: string): Promise<string> {
  return new Promise<string>((ok, fail) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /GraphQL API: (http:\/\/\S+)/.exec(out);
      if (m) ok(m[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('message', (m: { url?: string }) => m.url && ok(m.url));
    child.once('exit', (code) => fail(new Error(`${what} exited with ${code}:\n${out}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** One POST's body and what it must answer. */
interface Target {
  url: string;
  body: string;
  expected: string;
}

async function target(url: string, query: string, variables: Record<string, unknown>): Promise<Target> {
  const body = JSON.stringify({ query, variables });
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const expected = await res.text();
  if (!res.ok || (JSON.parse(expected) as { errors?: unknown }).errors)
    throw new Error(`${url} answered ${res.status}: ${expected.slice(0, 500)}`);
  return { url, body, expected };
}

/** What one server answered over all its slices of the run. */
interface Load {
  requests: number;
  seconds: number;
  /** Every answer's time, in ms. */
  latencies: number[];
}

/** One slice of load on one server; autocannon checks every answer against the expected JSON. */
async function slice(t: Target, seconds: number, into: Load): Promise<void> {
  const r = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: t.url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: t.body,
        connections: CONNECTIONS,
        duration: seconds,
        expectBody: t.expected,
      },
      (e: unknown, result) => (e ? fail(e instanceof Error ? e : new Error('autocannon failed')) : done(result)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => into.latencies.push(ms));
  });
  const wrong = r.non2xx + r.errors + r.timeouts + r.mismatches;
  if (wrong > 0)
    throw new Error(
      `${t.url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts, ${r.mismatches} answers not the expected JSON`,
    );
  into.requests += r.requests.total;
  into.seconds += r.duration;
}

/**
 * Ours and the bare server in turn, in slices of SLICE seconds (the first of each pair
 * alternating), `seconds` each in all: a burst of load from elsewhere on the machine then
 * weighs on both alike.
 */
async function compare(ours: Target, bare: Target, seconds: number): Promise<[Load, Load]> {
  const loads: [Load, Load] = [
    { requests: 0, seconds: 0, latencies: [] },
    { requests: 0, seconds: 0, latencies: [] },
  ];
  const slices = Math.max(1, Math.round(seconds / SLICE));
  for (let i = 0; i < slices; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) await slice(k === 0 ? ours : bare, seconds / slices, loads[k]);
  }
  return loads;
}

const rate = (l: Load) => l.requests / l.seconds;

function p99(l: Load): number {
  const sorted = [...l.latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}

function describe(label: string, l: Load): void {
  const sorted = [...l.latencies].sort((a, b) => a - b);
  process.stderr.write(
    `  ${label.padEnd(18)} ${rate(l).toFixed(0).padStart(6)} req/s  p50 ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms  p99 ${p99(l).toFixed(1)} ms  (${l.requests} requests in ${l.seconds.toFixed(1)} s)\n`,
  );
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 20);
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error(`SECONDS must be a number of seconds, got ${process.argv[2]}`);
  await withScratchDatabase(process.env.DATABASE_URL, async (url, where) => {
    process.stderr.write(`  database: ${where}\n`);
    await seed(url);
    const profile = process.env.API_LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_LOAD_CPU_PROF}`] : [];
    // Both as the Docker image runs the server: NODE_ENV=production (graphql-js then skips its development checks).
    const env = { ...process.env, NODE_ENV: 'production' };
    const api = spawn(process.execPath, [...profile, __filename, '--serve', url], { env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    const strict = process.env.API_LOAD_STRICT ? ['--without-cache-control'] : [];
    const bare = spawn(process.execPath, [BARE, '--read-models', url, ...strict], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const [apiUrl, bareUrl] = [`${await started(api, 'our server')}`, await started(bare, 'the bare server')];
      const standings = await Promise.all([apiUrl, bareUrl].map((u) => target(u, STANDINGS, { id: COMPETITION_ID })));
      const list = await Promise.all([apiUrl, bareUrl].map((u) => target(u, MATCH_LIST, {})));
      for (const [ours, theirs] of [standings, list])
        if (ours.expected !== theirs.expected)
          throw new Error(`the two servers answer differently:\n${ours.expected.slice(0, 300)}\n${theirs.expected.slice(0, 300)}`);
      if (!standings[0].expected.includes('"totalCount":256')) throw new Error('the standings do not have the 256 players');
      if (!list[0].expected.includes(`"totalCount":${MATCHES}`)) throw new Error(`the match list does not have the ${MATCHES} matches`);

      const warm: Load = { requests: 0, seconds: 0, latencies: [] };
      for (const t of [...standings, ...list]) await slice(t, WARM_UP_SECONDS, warm);
      const [ours, theirs] = await compare(standings[0], standings[1], seconds);
      const [oursList, theirsList] = await compare(list[0], list[1], seconds);
      describe('standings, ours', ours);
      describe('standings, bare', theirs);
      describe('matchList, ours', oursList);
      describe('matchList, bare', theirsList);
      console.log(`api/bare standings ${(rate(ours) / rate(theirs)).toFixed(2)}`);
      console.log(`api/bare matchList ${(rate(oursList) / rate(theirsList)).toFixed(2)}`);
      console.log(`p99 standings ${p99(ours).toFixed(1)}`);
      console.log(`p99 bare ${p99(theirs).toFixed(1)}`);
    } finally {
      await Promise.all([stop(api), stop(bare)]);
    }
  });
}

/** Our server, as `npm start` runs it, with the rate limits raised for the run; its URL goes to the parent. */
async function serve(url: string): Promise<void> {
  const { startApi } = await import('../apps/api/src/app');
  const { createLogger } = await import('../apps/api/src/logging');
  const many = 1_000_000_000;
  const api = await startApi(
    { port: 0, host: '127.0.0.1', databaseUrl: url, dataDir: '' },
    { log: createLogger('info'), rateLimits: { anonymous: many, account: many, apiKey: many, player: many } },
  );
  process.send?.({ url: `${api.url}/graphql` });
  process.once('SIGTERM', () => void api.close().then(() => process.exit(0)));
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3]).catch((e: Error) => {
    console.error(`our server could not start: ${e.message}`);
    process.exit(1);
  });
} else {
  main().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
