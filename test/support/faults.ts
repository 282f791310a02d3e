/**
 * Helpers for the fault-injection tests (test/faults/): real server processes stopped with
 * SIGKILL at a named step (`TABLETOP_FAULT`, apps/api/src/faults.ts), the database read
 * directly to show what a kill left undone, and the checks every restart must pass.
 *
 * Random kill points are drawn from a seeded generator: `FAULT_SEED=<n>` replays a run (each
 * random test names its point and the seed in its title).
 */
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { ProcessorRunner, readModelEntities, readModelProcessors } from '@app/projections';
import { createRegistry } from '@app/rulesets';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { client, ok, organiser, type Gql } from './graphql';
import { exited, killServer, startServer, stopServer, type Server } from './processes';
import { until } from './wait';

export { until };

/** The seed of this run's random kill points (FAULT_SEED, else drawn now). */
export const FAULT_SEED = process.env.FAULT_SEED ? Number(process.env.FAULT_SEED) : Math.floor(Math.random() * 2 ** 31);

/** A small seeded generator (mulberry32): `int(lo, hi)` draws an integer in [lo, hi]. */
export function seeded(seed: number): { int(lo: number, hi: number): number } {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)) };
}

const started = new Set<Server>();

/** Starts a server process (`env`: e.g. TABLETOP_FAULT) and keeps it in mind for `stopAll`. */
export async function launch(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const server = await startServer(databaseUrl, env);
  started.add(server);
  return server;
}

/**
 * Stops every server `launch` started that still runs (gracefully, then SIGKILL after 10 s):
 * in afterAll, and before each test so that one that failed leaves nothing running behind it.
 */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...started].map(async (s) => {
      started.delete(s);
      if (s.process.exitCode !== null || s.process.signalCode !== null) return;
      const timer = new Promise((r) => setTimeout(r, 10_000, 'late'));
      if ((await Promise.race([stopServer(s), timer])) === 'late') await killServer(s);
    }),
  );
}

/** A request to a server that is about to die: its failure (connection reset) is expected. */
export function doomed<T>(request: Promise<T>): Promise<T | Error> {
  return request.catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))));
}

/** Waits for a server started with TABLETOP_FAULT to stop itself; answers the signal (SIGKILL). */
export async function killedBy(server: Server, ms = 30_000): Promise<NodeJS.Signals | number | null> {
  return exited(server, ms);
}

/** engine_matches, round_clock_copies, engine_results and the four read-model processors. */
const PROCESSORS = 7;

const READ_MODELS: Array<{ table: string; order: string; leave: string[] }> = [
  { table: 'match_summaries', order: 'match_id', leave: [] },
  { table: 'competition_summaries', order: 'competition_id', leave: [] },
  { table: 'competition_views', order: 'competition_id', leave: [] },
  { table: 'competition_players', order: 'competition_id, player_id', leave: [] },
  { table: 'competition_games', order: 'competition_id, game', leave: [] },
  { table: 'rating_periods', order: 'ruleset_id, period_id', leave: [] },
  { table: 'player_ratings', order: 'ruleset_id, account_id', leave: ['updated_at'] },
  { table: 'competition_standings', order: 'competition_id, mode, through_round', leave: ['updated_at'] },
  { table: 'competition_engine_games', order: 'competition_id, game', leave: [] },
  // lease_until is the timekeeper's claim on a row, not part of the read model.
  { table: 'clock_deadlines', order: 'stream_id, clock', leave: ['lease_until'] },
];

/** The test's own view of the database: the log and the read models, read directly. */
export class FaultDb {
  readonly pool: Pool;

  constructor(readonly url: string) {
    this.pool = createPool(url, 2);
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  async rows<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, params)).rows as T[];
  }

  /** How many events of a type the log holds, in the streams named (or all). */
  async count(type: string, streams?: string[]): Promise<number> {
    const [r] = await this.rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM events WHERE type = $1 AND ($2::text[] IS NULL OR stream_id = ANY($2))',
      [type, streams ?? null],
    );
    return r.n;
  }

  /** The last global position of the log (0 when empty). */
  async head(): Promise<number> {
    const [r] = await this.rows<{ n: string | null }>('SELECT max(global_position)::text AS n FROM events');
    return Number(r.n ?? 0);
  }

  /** Every processor's checkpoint. */
  async checkpoints(): Promise<Record<string, number>> {
    const rows = await this.rows<{ name: string; position: string }>(
      'SELECT name, position::text AS position FROM projection_checkpoints ORDER BY name',
    );
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.position)]));
  }

  /**
   * Holds the processors' lease as another instance would (`release` lets go): a server then
   * takes commands but runs no batch until it is let go.
   */
  async holdLease(): Promise<void> {
    await this.pool.query(
      `INSERT INTO processor_leases (name, owner, lease_until) VALUES ('processors', 'fault-test', now() + interval '60 seconds')
       ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, lease_until = excluded.lease_until`,
    );
  }

  async releaseLease(): Promise<void> {
    await this.pool.query(
      `UPDATE processor_leases SET owner = NULL, lease_until = NULL WHERE name = 'processors' AND owner = 'fault-test'`,
    );
  }

  async parked(): Promise<number> {
    return (await this.rows<{ n: number }>('SELECT count(*)::int AS n FROM parked_events'))[0].n;
  }

  /** The matches a competition's RoundStarted events list: match stream ids. */
  async listedMatches(competitionId?: string): Promise<string[]> {
    const rows = await this.rows<{ data: { matches: Record<string, string> } }>(
      "SELECT data FROM events WHERE type = 'RoundStarted' AND ($1::text IS NULL OR stream_id = 'tournament-' || $1 OR stream_id = 'league-' || $1) ORDER BY global_position",
      [competitionId ?? null],
    );
    return rows.flatMap((r) => Object.values(r.data.matches).map((m) => `match-${m}`));
  }

  /** Match streams (of those named) holding a MatchCreated. */
  async created(streams: string[]): Promise<string[]> {
    const rows = await this.rows<{ stream_id: string }>(
      "SELECT DISTINCT stream_id FROM events WHERE type = 'MatchCreated' AND stream_id = ANY($1)",
      [streams],
    );
    return rows.map((r) => r.stream_id);
  }

  /**
   * Waits until the processors have caught up: every checkpoint at the head of the log, and the
   * head still for a moment (a command processor may append more).
   */
  async settled(seconds = 30): Promise<void> {
    const caughtUp = async (): Promise<number | null> => {
      const head = await this.head();
      const cps = Object.values(await this.checkpoints());
      return cps.length >= PROCESSORS && cps.every((p) => p >= head) ? head : null;
    };
    await until(
      'the processors to catch up with the log',
      async () => {
        const head = await caughtUp();
        if (head === null) return false;
        await new Promise((r) => setTimeout(r, 300));
        return (await caughtUp()) === head;
      },
      seconds,
    );
  }

  /** Every read model, row by row, without the columns that hold now(); in a fixed order. */
  async readModels(): Promise<Record<string, unknown[]>> {
    const out: Record<string, unknown[]> = {};
    for (const { table, order, leave } of READ_MODELS) {
      const cols = (
        await this.rows<{ column_name: string }>(
          'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position',
          [table],
        )
      )
        .map((c) => c.column_name)
        .filter((c) => !leave.includes(c));
      out[table] = await this.rows(`SELECT ${cols.map((c) => `"${c}"`).join(', ')} FROM ${table} ORDER BY ${order}`);
    }
    return out;
  }
}

/**
 * The invariants of a log after any crash, once a server has settled:
 * - every match a RoundStarted lists exists with exactly one MatchCreated, and the organiser
 *   (`token`) reads its two invitations from the running `server`;
 * - no event is duplicated: one MatchCreated per match stream, one CompetitionResultRecorded
 *   per game of a competition, one TimeExpired per match, no event id twice;
 * - nothing is parked, and `GET /health` says so.
 */
export async function expectConsistentLog(db: FaultDb, server: Server, token: string): Promise<void> {
  const gql: Gql = client(server.url, `Bearer ${token}`);
  const listed = await db.listedMatches();
  const created = await db.rows<{ stream_id: string; n: number; first: number }>(
    "SELECT stream_id, count(*)::int AS n, min(stream_version)::int AS first FROM events WHERE type = 'MatchCreated' AND stream_id = ANY($1) GROUP BY stream_id ORDER BY stream_id",
    [listed],
  );
  expect(created.map((r) => r.stream_id)).toEqual([...listed].sort());
  expect(created.filter((r) => r.n !== 1 || r.first !== 1)).toEqual([]);
  for (const stream of listed) {
    const { matchInvitations } = ok<{ matchInvitations: Array<{ side: string; token: string }> }>(
      await gql(`query($m: ID!) { matchInvitations(matchId: $m) { side token } }`, { m: stream.slice('match-'.length) }),
    );
    expect(matchInvitations.map((i) => i.side).sort()).toEqual(['A', 'B']);
    expect(matchInvitations.every((i) => i.token.length > 0)).toBe(true);
  }
  await expectNoDuplicates(db);
  expect(await db.parked()).toBe(0);
  expect(await health(server)).toMatchObject({ status: 'ok', parkedEvents: 0 });
}

/** No event twice: MatchCreated per stream, CompetitionResultRecorded per game, TimeExpired per match, event ids. */
export async function expectNoDuplicates(db: FaultDb): Promise<void> {
  expect(
    await db.rows("SELECT stream_id, count(*)::int AS n FROM events WHERE type = 'MatchCreated' GROUP BY stream_id HAVING count(*) > 1"),
  ).toEqual([]);
  expect(
    await db.rows(
      "SELECT stream_id, data->>'game' AS game, count(*)::int AS n FROM events WHERE type = 'CompetitionResultRecorded' GROUP BY 1, 2 HAVING count(*) > 1",
    ),
  ).toEqual([]);
  expect(
    await db.rows("SELECT stream_id, count(*)::int AS n FROM events WHERE type = 'TimeExpired' GROUP BY stream_id HAVING count(*) > 1"),
  ).toEqual([]);
  expect(await db.rows('SELECT event_id, count(*)::int AS n FROM events GROUP BY event_id HAVING count(*) > 1')).toEqual([]);
  // Every stream's versions run 1..n with no gap or repeat.
  expect(
    await db.rows('SELECT stream_id FROM events GROUP BY stream_id HAVING count(*) <> max(stream_version) OR min(stream_version) <> 1'),
  ).toEqual([]);
}

/**
 * Stops the server (gracefully, so it lets go of the processors' lease), then shows that nothing
 * is parked and that every read model equals a rebuild from scratch in this process.
 */
export async function expectReadModelsEqualRebuild(db: FaultDb, server: Server | undefined): Promise<void> {
  await stopServer(server);
  expect(await db.parked()).toBe(0); // (a rebuild clears the read models' parked events: look first)
  const before = await db.readModels();
  const dataSource = new DataSource({ type: 'postgres', url: db.url, entities: readModelEntities, extra: { max: 2 } });
  await dataSource.initialize();
  try {
    const runner = new ProcessorRunner(dataSource, new PostgresEventStore(db.pool), createRegistry(), readModelProcessors());
    await runner.rebuild();
    // A lease a killed server left behind runs out within seconds: finish the rebuild then.
    const head = await db.head();
    await until(
      'the rebuild to reach the head of the log',
      async () => (await runner.lowest()) >= head || (await runner.catchUp(), false),
      20,
    );
    await runner.stop();
  } finally {
    await dataSource.destroy();
  }
  const after = await db.readModels();
  // Every table compared (not only up to the first that differs): a differing table shows its
  // row counts and a few rows found only in the live read model or only in the rebuild.
  expect(differences(before, after)).toEqual({});
}

function differences(live: Record<string, unknown[]>, rebuilt: Record<string, unknown[]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const table of new Set([...Object.keys(live), ...Object.keys(rebuilt)])) {
    const a = (live[table] ?? []).map((r) => JSON.stringify(r));
    const b = (rebuilt[table] ?? []).map((r) => JSON.stringify(r));
    if (a.length === b.length && a.every((x, i) => x === b[i])) continue;
    const inB = new Set(b);
    const inA = new Set(a);
    out[table] = {
      rows: { live: a.length, rebuilt: b.length },
      onlyLive: a
        .filter((x) => !inB.has(x))
        .slice(0, 3)
        .map((x) => JSON.parse(x)),
      onlyRebuilt: b
        .filter((x) => !inA.has(x))
        .slice(0, 3)
        .map((x) => JSON.parse(x)),
    };
  }
  return out;
}

/** `GET /health` of a running server. */
export async function health(server: Server): Promise<{ status: string; database: string; parkedEvents: number }> {
  const res = await fetch(`${server.url}/health`);
  return (await res.json()) as { status: string; database: string; parkedEvents: number };
}

/** Sends a mutation and answers its data, failing on any GraphQL error. */
export async function mutate(gql: Gql, mutation: string, input: Record<string, unknown>): Promise<any> {
  return ok(await gql(mutation, { input }));
}

export const CREATE_COMPETITION = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
export const REGISTER_PLAYER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
export const PAIR_ROUND = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
export const START_ROUND = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
export const REPORT_RESULT = `mutation($input: ReportResultInput!) { reportResult(input: $input) { version outcome { finished } } }`;
export const ROUND_GAMES = `query($id: ID!) { competition(id: $id) { version rounds { round games { id key a b matchId } } } }`;

/**
 * An engine Swiss of `players` guests, registered one after another (each mutation answers
 * once the processors have handled it) and its first round paired, not started.
 */
export async function pairedEngineSwiss(
  gql: Gql,
  options: { name: string; players: number; rulesetId: string; setup: unknown; timing?: Record<string, unknown> },
): Promise<string> {
  const input = {
    kind: 'tournament',
    name: options.name,
    rulesetId: options.rulesetId,
    format: { kind: 'swiss', rounds: 3 },
    play: { mode: 'engine', setup: options.setup },
    ...(options.timing ? { timing: options.timing } : {}),
  };
  const id = (await mutate(gql, CREATE_COMPETITION, input)).createCompetition.id as string;
  for (let i = 1; i <= options.players; i++) await mutate(gql, REGISTER_PLAYER, { competitionId: id, name: `Player ${i}` });
  await mutate(gql, PAIR_ROUND, { competitionId: id });
  return id;
}

/** The games of a competition's round as the API lists them. */
export async function roundGames(
  gql: Gql,
  id: string,
  round = 1,
): Promise<Array<{ id: string; key: string; a: string; b: string | null; matchId: string | null }>> {
  const rounds = ok(await gql(ROUND_GAMES, { id })).competition.rounds as Array<{
    round: number;
    games: Array<{ id: string; key: string; a: string; b: string | null; matchId: string | null }>;
  }>;
  return rounds.find((r) => r.round === round)?.games ?? [];
}

export type { Server };

/**
 * The hooks every fault suite shares: a reader of the test database; a healthy server on which
 * `setup` prepares what the tests kill servers over (as Olga, an organiser), which is stopped
 * once the processors have caught up; every server stopped before each test and after the file.
 */
export function faultSuite(databaseUrl: () => string, setup: (olga: { gql: Gql; token: string }, db: FaultDb) => Promise<void>): void {
  let db: FaultDb | undefined;
  beforeAll(async () => {
    db = new FaultDb(databaseUrl());
    const server = await launch(databaseUrl());
    await setup(await organiser(server.url, 'Olga'), db);
    await db.settled();
    await stopServer(server);
  }, 120_000);
  beforeEach(stopAll);
  afterAll(async () => {
    await stopAll();
    await db?.end();
  });
}
