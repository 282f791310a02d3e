/**
 * A busy venue on one server: 128 tables, then 256, playing at human pace against the API on a
 * PostgreSQL server. Half the tables play Konwój with a physical deck, half two-player Solaris
 * VII; each game is made by the game's seeded random driver and already played before the
 * measured window (Solaris VII to 300 events, Konwój to its last 20). In the window each table
 * makes a move every 10 ± 5 s through GraphQL with the version it decided on, while both its
 * seats and four projectors are subscribed to it. The players run in a process of their own
 * (venue-tables.ts).
 *
 *   DATABASE_URL=postgres://… node dist/bench/venue.js [MINUTES] [TABLES,…]     (default: 3 minutes, 128,256)
 *
 * Works in a throw-away schema of that server. Prints, for comparison run to run:
 *   p99 order 128 <ms>       the 99th percentile of a move's round trip at 128 tables
 *   p99 order 256 <ms>       the same at 256 tables
 *   cpu 128 <percent>        the server's CPU time over the 128-table window, in % of one core
 *   errors <n>               refused or failed moves and subscriptions, both windows
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
import { withScratchDatabase } from './scratch-database';
import { konwojTable, solarisTable, type TableRecipe } from './venue-games';
import type { TablePlan, VenuePlan, VenueResult } from './venue-tables';

const API = resolve(__dirname, '../apps/api/src/main.js');
const TABLES = resolve(__dirname, 'venue-tables.js');
const PROJECTORS = 4;

async function main(): Promise<void> {
  const minutes = Number(process.argv[2] ?? 3);
  if (!(minutes > 0)) throw new Error(`MINUTES must be a positive number, not "${process.argv[2]}"`);
  const counts = (process.argv[3] ?? '128,256').split(',').map(Number);
  if (!counts.every((n) => Number.isInteger(n) && n >= 2 && n % 2 === 0))
    throw new Error(`TABLES must be even numbers, not "${process.argv[3]}"`);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server (the venue is measured on one)');
  await withScratchDatabase(serverUrl, async (databaseUrl, where) => {
    console.log(`busy venue on ${where}: windows of ${minutes} min, ${counts.join(' then ')} tables`);
    const server = await startServer(databaseUrl);
    const pool = createPool(databaseUrl, 4);
    try {
      const api = new Api(server.url);
      const organiser = await api.signUp();
      const keys: string[] = [];
      for (let i = 0; i < PROJECTORS; i++) keys.push(await api.apiKey(organiser, `projector ${i + 1}`));
      const store = new PostgresEventStore(pool);
      let errors = 0;
      let solarisSeed = 1;
      let konwojSeed = 1;
      for (const count of counts) {
        const recipes: TableRecipe[] = [];
        for (let i = 0; i < count / 2; i++) {
          recipes.push(konwojTable(konwojSeed++));
          const solaris = solarisTable(solarisSeed);
          solarisSeed = solaris.seed + 1;
          recipes.push(solaris);
        }
        process.stderr.write(`  setting up ${count} tables…\n`);
        const tables: TablePlan[] = [];
        for (const recipe of recipes) tables.push(await setUpTable(api, organiser, store, recipe));
        await new Promise((r) => setTimeout(r, 5_000)); // the read models follow the pre-played events
        const plan: VenuePlan = { url: server.url, databaseUrl, durationMs: minutes * 60_000, projectorKeys: keys, tables };
        process.stderr.write(`  playing ${count} tables for ${minutes} min…\n`);
        const cpuBefore = cpuMs(server.process.pid!);
        const started = Date.now();
        const result = await play(plan);
        const cpu = ((cpuMs(server.process.pid!) - cpuBefore) / (Date.now() - started)) * 100;
        errors += result.errors;
        const trips = [...result.roundTrips].sort((a, b) => a - b);
        const at = (q: number) => trips[Math.min(trips.length - 1, Math.floor(q * trips.length))] ?? NaN;
        console.log(
          `  ${count} tables: ${trips.length} moves, round trip p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms; server CPU ${cpu.toFixed(0)} % of a core; ${result.pushes} pushes; ${result.errors} errors`,
        );
        for (const s of result.samples) console.log(`    error: ${s}`);
        console.log(`p99 order ${count} ${at(0.99).toFixed(0)}`);
        if (count === 128) console.log(`cpu 128 ${cpu.toFixed(0)}`);
      }
      console.log(`errors ${errors}`);
    } finally {
      await pool.end();
      server.process.kill('SIGTERM');
      await new Promise((r) => server.process.once('exit', r));
    }
  });
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

/** Runs the players' process over the plan and answers what it measured. */
function play(plan: VenuePlan): Promise<VenueResult> {
  const file = join(tmpdir(), `venue-${process.pid}-${plan.tables.length}.json`);
  writeFileSync(file, JSON.stringify(plan));
  const child = spawn(process.execPath, [TABLES, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((ok, fail) =>
    child.once('exit', (code) =>
      code === 0
        ? ok(JSON.parse(out.trim().split('\n').at(-1)!) as VenueResult)
        : fail(new Error(`the players' process exited with ${code}`)),
    ),
  );
}

/** User + system CPU time of a process so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After "pid (comm)": field 14 utime and 15 stime, in clock ticks (100 a second here).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Server {
  url: string;
  process: ChildProcess;
}

function startServer(databaseUrl: string): Promise<Server> {
  const profile = process.env.VENUE_CPU_PROF;
  const child = spawn(process.execPath, [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), API], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl },
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

/** The organiser's side of the API, waiting out a rate limit where one is met. */
class Api {
  constructor(private readonly url: string) {}

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
    for (let closed = 0; ;) {
      let response: Response;
      try {
        response = await fetch(`${this.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
      } catch (e) {
        // Waiting out a rate limit outlasts the server's keep-alive: the pooled connection it
        // closed meanwhile fails the next request before it is sent. Sent again on a new one.
        if ((e as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET' && ++closed <= 3) continue;
        throw e;
      }
      const body = (await response.json()) as {
        data?: T;
        errors?: Array<{ message: string; extensions?: { code?: string; retryAfterSeconds?: number } }>;
      };
      const limited = body.errors?.find((e) => e.extensions?.code === 'RATE_LIMITED');
      if (limited) {
        await new Promise((r) => setTimeout(r, (limited.extensions?.retryAfterSeconds ?? 1) * 1_000));
        continue;
      }
      if (body.errors?.length || !body.data) throw new Error(`setting up the venue: ${JSON.stringify(body.errors)}`);
      return body.data;
    }
  }
}

main().catch((e: Error) => {
  console.error(e.stack ?? e.message, e.cause ?? '');
  process.exit(1);
});
