/**
 * A busy venue on one server: 128 tables, then 256, playing at human pace against the API on a
 * PostgreSQL server. Half the tables play Konwój with a physical deck, half two-player Solaris
 * VII; each game is made by the game's seeded random driver and already played before the
 * measured window (Solaris VII to 300 events, Konwój to its last 20). In the window each table
 * makes a move every 10 ± 5 s through GraphQL with the version it decided on, while both its
 * seats and four projectors are subscribed to it. The players run in a process of their own
 * (venue-tables.ts).
 *
 *   DATABASE_URL=postgres://… node dist/bench/venue.js [MINUTES] [TABLES,…] [VIEWERS]     (default: 3 minutes, 128,256, 500)
 *
 * Then the public: VIEWERS phones behind one address (127.0.0.1) with the public event page of
 * a published 128-player Swiss open, each reloading it every 30 s (venue-viewers.ts), while the
 * first window's number of fresh tables play. Twice, on a server started again for each: first
 * with the shared answers of anonymous queries off (PUBLIC_CACHE_MS=0, the baseline), then as
 * the server runs by default; every limit at its default both times. VENUE_RELOAD_SECONDS=10
 * reloads every 10 s instead, with the anonymous and files limits raised by as much (30 / 10):
 * three times the load a minute against three times the budget, the same as a hall at 30 s.
 * The web app must be built (npm run build): each reload asks for its page. VIEWERS 0: no public.
 *
 * The largest events: `node dist/bench/venue.js 3 1024 0` plays 1,024 tables. The organiser's
 * set-up stays within the account's rate limit at its default by waiting for the next minute
 * when its budget is spent (4 operations a table: 4,096 for 1,024 tables, against 3,000 a minute).
 *
 * Works in a throw-away schema of that server. Prints, for comparison run to run:
 *   p99 order 128 <ms>       the 99th percentile of a move's round trip at 128 tables
 *   p99 order 256 <ms>       the same at 256 tables (and so for every TABLES count: p99 order 1024)
 *   cpu 128 <percent>        the server's CPU time over the 128-table window (the players' process's
 *                            life: its reads, its seating and its play), in % of one core; cpu 256 …
 *   cpu players 128 <percent>  the players' process's own CPU time over the same window; cpu players 256 …
 *   memory 128 <MB>          the most memory the server has had resident so far (its peak RSS), after the window; memory 256 …
 *   p99 public 500 uncached <ms>  the 99th percentile of a reload's time until the event is on screen, shared answers off
 *   p99 public 500 <ms>      the same as the server runs by default (goal: under 250 ms)
 *   public cached/uncached <ratio>  the second ÷ the first
 *   cpu public 500 uncached <percent>, cpu public 500 <percent>  the server's CPU time over each
 *   cpu players public 500 uncached <percent>, cpu players public 500 <percent>  the players' process's over the same
 *   refused public 500 <n>   the viewers' requests refused (429, RATE_LIMITED), both public windows: must be 0
 *   errors <n>               refused or failed moves and subscriptions, every window
 *
 * VENUE_CPU_PROF=<dir> runs the server with `--cpu-prof` and writes its profile there when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { matchStream } from '@app/matches';
import type { GameEvent } from '@app/rules';
import { DEFAULT_RATE_LIMITS } from '../apps/api/src/auth/rate-limit';
import { withScratchDatabase } from './scratch-database';
import { konwojTable, solarisTable, type TableRecipe } from './venue-games';
import { GraphqlHttp } from './venue-http';
import type { TablePlan, VenuePlan, VenueResult } from './venue-tables';
import type { ViewersPlan, ViewersResult } from './venue-viewers';

const API = resolve(__dirname, '../apps/api/src/main.js');
const TABLES = resolve(__dirname, 'venue-tables.js');
const VIEWERS = resolve(__dirname, 'venue-viewers.js');
const PROJECTORS = 4;
/** The players of the event on the public page. */
const EVENT_PLAYERS = 128;

async function main(): Promise<void> {
  const minutes = Number(process.argv[2] ?? 3);
  if (!(minutes > 0)) throw new Error(`MINUTES must be a positive number, not "${process.argv[2]}"`);
  const counts = (process.argv[3] ?? '128,256').split(',').map(Number);
  if (!counts.every((n) => Number.isInteger(n) && n >= 2 && n % 2 === 0))
    throw new Error(`TABLES must be even numbers, not "${process.argv[3]}"`);
  const viewers = Number(process.argv[4] ?? 500);
  if (!Number.isInteger(viewers) || viewers < 0) throw new Error(`VIEWERS must be a whole number, not "${process.argv[4]}"`);
  const reloadSeconds = Number(process.env.VENUE_RELOAD_SECONDS ?? 30);
  if (!(reloadSeconds >= 1 && reloadSeconds <= 30))
    throw new Error(`VENUE_RELOAD_SECONDS must be from 1 to 30, not "${process.env.VENUE_RELOAD_SECONDS}"`);
  // A shorter period is a hall compressed in time: the per-minute budgets grow by as much.
  const speedUp = 30 / reloadSeconds;
  const compressed: Record<string, string> =
    speedUp === 1
      ? {}
      : {
          RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(Math.ceil(DEFAULT_RATE_LIMITS.anonymous * speedUp)),
          RATE_LIMIT_FILES_PER_MINUTE: String(Math.ceil(DEFAULT_RATE_LIMITS.staticFiles * speedUp)),
        };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server (the venue is measured on one)');
  await withScratchDatabase(serverUrl, async (databaseUrl, where) => {
    console.log(`busy venue on ${where}: windows of ${minutes} min, ${counts.join(' then ')} tables`);
    let server = await startServer(databaseUrl, compressed);
    const pool = createPool(databaseUrl, 4);
    let api = new Api(server.url);
    try {
      const organiser = await api.signUp();
      const keys: string[] = [];
      for (let i = 0; i < PROJECTORS; i++) keys.push(await api.apiKey(organiser, `projector ${i + 1}`));
      const store = new PostgresEventStore(pool);
      let errors = 0;
      let solarisSeed = 1;
      let konwojSeed = 1;
      /** `count` fresh tables, half Konwój, half Solaris VII, their games pre-played, seated. */
      const setUpTables = async (count: number): Promise<TablePlan[]> => {
        process.stderr.write(`  making ${count} tables' games…\n`);
        const recipes: TableRecipe[] = [];
        for (let i = 0; i < count / 2; i++) {
          recipes.push(konwojTable(konwojSeed++));
          const solaris = solarisTable(solarisSeed);
          solarisSeed = solaris.seed + 1;
          recipes.push(solaris);
        }
        process.stderr.write(`  setting up ${count} tables…\n`);
        const settingUp = Date.now();
        const tables: TablePlan[] = [];
        for (const recipe of recipes) {
          tables.push(await setUpTable(api, organiser, store, recipe));
          if (tables.length % 256 === 0 && tables.length < count)
            process.stderr.write(`  ${tables.length} of ${count} tables set up (${((Date.now() - settingUp) / 1_000).toFixed(0)} s)\n`);
        }
        process.stderr.write(`  ${count} tables set up in ${((Date.now() - settingUp) / 1_000).toFixed(0)} s\n`);
        await new Promise((r) => setTimeout(r, 5_000)); // the read models follow the pre-played events
        return tables;
      };
      for (const count of counts) {
        const tables = await setUpTables(count);
        const plan: VenuePlan = { url: server.url, databaseUrl, durationMs: minutes * 60_000, projectorKeys: keys, tables };
        process.stderr.write(`  playing ${count} tables for ${minutes} min…\n`);
        const cpuBefore = cpuMs(server.process.pid!);
        const started = Date.now();
        const [result] = await play(plan);
        const elapsed = Date.now() - started;
        const cpu = ((cpuMs(server.process.pid!) - cpuBefore) / elapsed) * 100;
        // The players' process lived from just after `started` to just before now.
        const playersCpu = (result.cpu.end / elapsed) * 100;
        errors += result.errors;
        const trips = [...result.roundTrips].sort((a, b) => a - b);
        const at = (q: number) => trips[Math.min(trips.length - 1, Math.floor(q * trips.length))] ?? NaN;
        console.log(
          `  ${count} tables: ${trips.length} moves, round trip p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms; server CPU ${cpu.toFixed(0)} % of a core; ${result.pushes} pushes; ${result.errors} errors`,
        );
        for (const s of result.samples) console.log(`    error: ${s}`);
        console.log(`p99 order ${count} ${at(0.99).toFixed(0)}`);
        console.log(`cpu ${count} ${cpu.toFixed(0)}`);
        console.log(`cpu players ${count} ${playersCpu.toFixed(0)}`);
        console.log(`memory ${count} ${peakMemoryMb(server.process.pid!).toFixed(0)}`);
      }

      let refused = 0;
      if (viewers > 0) {
        const eventId = await publicEvent(api, organiser);
        const p99: Record<string, number> = {};
        for (const shared of [false, true]) {
          // A server of its own for each window: the shared answers are a setting read at start.
          await stopServer(server);
          server = await startServer(databaseUrl, { ...compressed, ...(shared ? {} : { PUBLIC_CACHE_MS: '0' }) });
          api.close();
          api = new Api(server.url);
          const count = counts[0];
          const tables = await setUpTables(count);
          const plan: VenuePlan = { url: server.url, databaseUrl, durationMs: minutes * 60_000, projectorKeys: keys, tables };
          const viewersPlan: ViewersPlan = {
            url: server.url,
            competitionId: eventId,
            viewers,
            durationMs: minutes * 60_000,
            reloadMs: reloadSeconds * 1_000,
          };
          const label = `public ${viewers}${shared ? '' : ' uncached'}`;
          process.stderr.write(`  playing ${count} tables for ${minutes} min with ${viewers} viewers (${label})…\n`);
          let cpuBefore = 0;
          let started = 0;
          const [result, seen] = await play(plan, () => {
            cpuBefore = cpuMs(server.process.pid!);
            started = Date.now();
            return watch(viewersPlan);
          });
          const elapsed = Date.now() - started;
          const cpu = ((cpuMs(server.process.pid!) - cpuBefore) / elapsed) * 100;
          const playersCpu = ((result.cpu.end - result.cpu.seated) / elapsed) * 100;
          errors += result.errors;
          refused += seen!.refused;
          const loads = quantiles(seen!.loads);
          const pushes = quantiles(seen!.firstPushes);
          console.log(
            `  ${label}: ${seen!.loads.length} reloads (${seen!.requests} requests) beside ${count} tables (${result.roundTrips.length} moves, p99 ${quantiles(result.roundTrips)(0.99).toFixed(0)} ms); event on screen p50 ${loads(0.5).toFixed(1)} ms, p99 ${loads(0.99).toFixed(1)} ms, max ${loads(1).toFixed(0)} ms; first push p50 ${pushes(0.5).toFixed(0)} ms, p99 ${pushes(0.99).toFixed(0)} ms; server CPU ${cpu.toFixed(0)} % of a core; ${seen!.refused} refused; ${seen!.errors} errors`,
          );
          for (const s of seen!.samples) console.log(`    viewer: ${s}`);
          for (const s of result.samples) console.log(`    error: ${s}`);
          p99[label] = loads(0.99);
          console.log(`p99 ${label} ${loads(0.99).toFixed(1)}`);
          console.log(`cpu ${label} ${cpu.toFixed(0)}`);
          console.log(`cpu players ${label} ${playersCpu.toFixed(0)}`);
        }
        console.log(`public cached/uncached ${(p99[`public ${viewers}`] / p99[`public ${viewers} uncached`]).toFixed(2)}`);
        console.log(`refused public ${viewers} ${refused}`);
      }
      console.log(`errors ${errors}`);
      // Not one of the public's requests may be refused at the default limits.
      if (refused > 0) process.exitCode = 1;
    } finally {
      api.close();
      await pool.end();
      await stopServer(server);
    }
  });
}

/** The q-quantile of `values` (0: the least, 1: the greatest), NaN when there are none. */
function quantiles(values: number[]): (q: number) => number {
  const sorted = [...values].sort((a, b) => a - b);
  return (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** A published Swiss of EVENT_PLAYERS players, round 1 paired and started: the public page the hall watches. */
async function publicEvent(api: Api, organiser: string): Promise<string> {
  const competition = (name: string, input: string) => `mutation($i: ${input}!) { ${name}(input: $i) { id } }`;
  const { createCompetition } = await api.gql<{ createCompetition: { id: string } }>(
    organiser,
    competition('createCompetition', 'CreateCompetitionInput'),
    { i: { kind: 'tournament', name: 'Venue Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 5 } } },
  );
  const competitionId = createCompetition.id;
  for (let i = 1; i <= EVENT_PLAYERS; i++)
    await api.gql(organiser, competition('registerPlayer', 'RegisterPlayerInput'), {
      i: { competitionId, name: `Player ${i}`, club: `Club ${i % 16}` },
    });
  await api.gql(organiser, competition('pairRound', 'PairRoundInput'), { i: { competitionId } });
  await api.gql(organiser, competition('startRound', 'RoundInput'), { i: { competitionId, round: 1 } });
  return competitionId;
}

/** Creates the table's match through the API, lays the pre-played events on its stream, and seats both players. */
async function setUpTable(api: Api, organiser: string, store: PostgresEventStore, recipe: TableRecipe): Promise<TablePlan> {
  const { createMatch } = await api.gql<{ createMatch: { id: string; version: number } }>(
    organiser,
    'mutation($i: CreateMatchInput!) { createMatch(input: $i) { id version } }',
    { i: { rulesetId: recipe.rulesetId, players: recipe.players, setup: recipe.setup, dice: 'reported', published: true } },
  );
  const at = Date.now() - recipe.played.length * 1_000;
  const events = recipe.played.map((e, i) => ({
    eventId: crypto.randomUUID(),
    type: e.type,
    data: e.data,
    metadata: { actor: actorOf(e), at: new Date(at + i * 1_000).toISOString() },
  }));
  for (let i = 0; i < events.length; i += 500) {
    await store.append(matchStream(createMatch.id), events.slice(i, i + 500), createMatch.version + i);
  }
  const { matchInvitations } = await api.gql<{ matchInvitations: Array<{ side: string; token: string }> }>(
    organiser,
    'query($m: ID!) { matchInvitations(matchId: $m) { side token } }',
    { m: createMatch.id },
  );
  const seats: Record<string, string> = {};
  for (const invitation of matchInvitations) {
    const { joinMatch } = await api.gql<{ joinMatch: { token: string } }>(
      organiser,
      'mutation($t: String!) { joinMatch(invitation: $t) { token } }',
      {
        t: invitation.token,
      },
    );
    seats[invitation.side] = joinMatch.token;
  }
  return { matchId: createMatch.id, seed: recipe.seed, seats };
}

function actorOf(e: GameEvent): { kind: 'server' } | { kind: 'player'; side: string } {
  if (e.type === 'DiceRolled' && (e.data.source === 'server' || !e.data.side)) return { kind: 'server' };
  return 'side' in e.data && typeof e.data.side === 'string' ? { kind: 'player', side: e.data.side } : { kind: 'server' };
}

/**
 * Runs the players' process over the plan and answers what it measured; with `seated`, also
 * what `seated` measures, started once every table's watchers have their first update.
 */
async function play<T = undefined>(plan: VenuePlan, seated?: () => Promise<T>): Promise<[VenueResult, T | undefined]> {
  const file = join(tmpdir(), `venue-${process.pid}-${plan.tables.length}.json`);
  writeFileSync(file, JSON.stringify(plan));
  const child = spawn(process.execPath, [TABLES, file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  let alongside: Promise<T> | undefined;
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    said = (said + chunk.toString()).slice(-1_000);
    // venue-tables.ts says so once the play window starts.
    if (seated && !alongside && / subscriptions open\n/.test(said)) {
      alongside = seated();
      alongside.catch(() => undefined); // awaited below, once the players are done
    }
  });
  const result = await new Promise<VenueResult>((ok, fail) =>
    child.once('exit', (code) =>
      code === 0
        ? ok(JSON.parse(out.trim().split('\n').at(-1)!) as VenueResult)
        : fail(new Error(`the players' process exited with ${code}`)),
    ),
  );
  return [result, await alongside];
}

/** Runs the public's process over the plan and answers what it measured. */
function watch(plan: ViewersPlan): Promise<ViewersResult> {
  const file = join(tmpdir(), `venue-viewers-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(plan));
  const child = spawn(process.execPath, [VIEWERS, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((ok, fail) =>
    child.once('exit', (code) =>
      code === 0
        ? ok(JSON.parse(out.trim().split('\n').at(-1)!) as ViewersResult)
        : fail(new Error(`the viewers' process exited with ${code}`)),
    ),
  );
}

/** User + system CPU time of a process so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After "pid (comm)": field 14 utime and 15 stime, in clock ticks (100 a second here).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The most memory a process has had resident so far, in MB (Linux /proc: VmHWM). */
function peakMemoryMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

interface Server {
  url: string;
  process: ChildProcess;
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((r) => server.process.once('exit', r));
  server.process.kill('SIGTERM');
  await exited;
}

/** The server as `npm start` runs it, on loopback, with `env` added to the environment. */
function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const profile = process.env.VENUE_CPU_PROF;
  const child = spawn(process.execPath, [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), API], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out = (out + chunk.toString()).slice(-100_000);
      const m = /GraphQL API: (http:\/\/[^\s]+)\/graphql/.exec(out);
      if (m) ok({ url: m[1], process: child });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => {
      if (signal === 'SIGTERM' || code === 0) return; // stopped at the end of the run
      const message = `the server exited with ${code}:\n${out.slice(-20_000)}`;
      fail(new Error(message));
      console.error(message);
    });
  });
}

/**
 * The organiser's side of the API. The set-up stays within the account's rate limit, at its
 * default: an organiser setting up 1,024 tables makes 4,096 operations, more than a minute's
 * budget (RATE_LIMIT_ACCOUNT_PER_MINUTE, 3,000), so once an answer's `RateLimit-Remaining` says
 * the budget is spent, the next request waits for the window to end (`RateLimit-Reset`). A
 * refusal all the same (RATE_LIMITED) is waited out as its `retryAfterSeconds` says.
 */
class Api {
  private readonly http: GraphqlHttp;
  /** Each caller's budget as the server's last answer to it told it. */
  private readonly budgets = new Map<string | null, { remaining: number; limit: number; resetAt: number }>();

  constructor(url: string) {
    this.http = new GraphqlHttp(url);
  }

  async signUp(): Promise<string> {
    const email = `venue-${Date.now()}@example.org`;
    const { signUp } = await this.gql<{ signUp: { token: string } }>(null, 'mutation($i: SignUpInput!) { signUp(input: $i) { token } }', {
      i: { email, password: 'a long venue password', displayName: 'Venue organiser' },
    });
    return signUp.token;
  }

  async apiKey(token: string, name: string): Promise<string> {
    const { createApiKey } = await this.gql<{ createApiKey: { key: string } }>(
      token,
      'mutation($n: String!) { createApiKey(name: $n) { key } }',
      { n: name },
    );
    return createApiKey.key;
  }

  async gql<T>(token: string | null, query: string, variables: Record<string, unknown>): Promise<T> {
    for (;;) {
      const budget = this.budgets.get(token);
      if (budget && budget.remaining <= 0 && budget.resetAt > Date.now()) {
        const seconds = (budget.resetAt - Date.now()) / 1_000;
        process.stderr.write(
          `  the organiser has made the ${budget.limit} operations of its rate limit this minute: waiting ${seconds.toFixed(0)} s\n`,
        );
        await sleep(budget.resetAt - Date.now());
      }
      const { headers, body } = await this.http.post<{
        data?: T;
        errors?: Array<{ message: string; extensions?: { code?: string; retryAfterSeconds?: number } }>;
      }>(token ? `Bearer ${token}` : null, query, variables);
      const remaining = Number(headers['ratelimit-remaining']);
      const reset = Number(headers['ratelimit-reset']);
      if (Number.isFinite(remaining) && Number.isFinite(reset))
        this.budgets.set(token, { remaining, limit: Number(headers['ratelimit-limit']), resetAt: Date.now() + reset * 1_000 });
      const limited = body.errors?.find((e) => e.extensions?.code === 'RATE_LIMITED');
      if (limited) {
        const seconds = limited.extensions?.retryAfterSeconds ?? 1;
        process.stderr.write(`  the organiser's request was refused by its rate limit: waiting ${seconds} s\n`);
        await sleep(seconds * 1_000);
        continue;
      }
      if (body.errors?.length || !body.data) throw new Error(`setting up the venue: ${JSON.stringify(body.errors)}`);
      return body.data;
    }
  }

  /** Closes its connections. */
  close(): void {
    this.http.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

main().catch((e: Error) => {
  console.error(e.stack ?? e.message, e.cause ?? '');
  process.exit(1);
});
