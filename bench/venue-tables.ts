/**
 * The players of the busy-venue benchmark, in a process of their own so that they do not share
 * a core's time with the server they measure. Started by venue.ts:
 *
 *   node dist/bench/venue-tables.js PLAN.json
 *
 * First each table reads its match (its stream, folded), at most READERS at a time. Then each
 * table's two seats and four projectors subscribe to its match (`matchUpdated`), a few tables at
 * a time (SEATING_AT_ONCE); once every subscription has had its first update (the match as it
 * is), each table makes a move every 10 ± 5 s (an order, or the dice it rolled) through GraphQL
 * with the version it decided on, for the plan's duration. A table knows where its match stands
 * by reading its stream after each answer, as a table-side app following the match would.
 * Prints one JSON line: every round trip in ms, the errors, and the process's own CPU time.
 */
import { readFileSync } from 'node:fs';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createPool } from '@app/database';
import { PostgresEventStore, type StoredEvent } from '@app/event-store';
import { foldMatch, matchStream, stampOf, toMatchEvent } from '@app/matches';
import { applyAt, type GameEvent, type MatchState } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { seeded } from '@app/rulesets/konwoj';
import { nextMove } from './venue-games';
import { GraphqlHttp } from './venue-http';

export interface TablePlan {
  matchId: string;
  seed: number;
  /** Each seat's player token, by side. */
  seats: Record<string, string>;
}

export interface VenuePlan {
  url: string;
  databaseUrl: string;
  durationMs: number;
  /** The projectors' read-only keys: each projector subscribes to every table. */
  projectorKeys: string[];
  tables: TablePlan[];
}

export interface VenueResult {
  roundTrips: number[];
  errors: number;
  /** The first few errors, to say what went wrong. */
  samples: string[];
  pushes: number;
  /** The process's own CPU time (user and system) since it started, in ms: as play started, and at the end. */
  cpu: { seated: number; end: number };
}

const UPDATED = 'subscription($m: ID!) { matchUpdated(matchId: $m) { version pending { kind } } }';
const ANSWER = '{ version pending { kind } }';

/** The pool's connections, and the most reads of the tables' streams at once: the rest wait their turn here, not in the pool. */
const READERS = 4;
/**
 * The most tables whose watchers are waiting for their first update at once. The hall's screens
 * come on a few tables at a time: 1,024 tables' 2,048 seats opening their sockets in one instant
 * would each wait behind all the others for the server to take them in.
 */
const SEATING_AT_ONCE = 32;
/** How long the watchers may go without one of them getting its first update before play starts anyway. */
const SEATING_MS = 120_000;

async function main(): Promise<void> {
  const plan = JSON.parse(readFileSync(process.argv[2], 'utf8')) as VenuePlan;
  const registry = createRegistry();
  const pool = createPool(plan.databaseUrl, READERS);
  const store = new PostgresEventStore(pool);
  // The pool would fail a read that waits for a connection longer than its connection timeout
  // (15 s): 1,024 tables reading their 300 events at once do. Here a read waits as long as it must.
  const reading = limited(READERS);
  const http = new GraphqlHttp(plan.url);
  const result: VenueResult = { roundTrips: [], errors: 0, samples: [], pushes: 0, cpu: { seated: 0, end: 0 } };
  const fail = (what: string) => {
    result.errors++;
    if (result.samples.length < 10) result.samples.push(what);
  };

  // Where each table's match stands, read before the window: its first move is decided on it.
  const matches = await Promise.all(
    plan.tables.map((table) => reading(async () => foldMatch(registry, await store.readStream(matchStream(table.matchId))))),
  );

  // One socket per seat (its player's session) and per projector (its key), as at the venue.
  const sockets: Client[] = [];
  const open = (authorization: string) => {
    const client = createClient({
      url: `${plan.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization },
      retryAttempts: 0,
    });
    sockets.push(client);
    return client;
  };
  const projectors = plan.projectorKeys.map((key) => open(`ApiKey ${key}`));
  const stops: Array<() => void> = [];
  // The watchers sit down before play starts: the window measures the games, not the hall
  // switching its screens on. Each subscription's first push is the match as it is.
  const seating = new Seating(plan.projectorKeys.length + 2);
  let opened = 0;
  for (const table of plan.tables) {
    if (!(await seating.roomFor(SEATING_AT_ONCE))) break;
    opened++;
    const watchers = [...Object.values(table.seats).map((token) => open(`Bearer ${token}`)), ...projectors];
    for (const client of watchers) {
      const first = seating.sat();
      stops.push(
        client.subscribe(
          { query: UPDATED, variables: { m: table.matchId } },
          {
            next: () => {
              result.pushes++;
              first();
            },
            error: (e) => {
              fail(`subscription: ${describe(e)}`);
              first();
            },
            complete: () => undefined,
          },
        ),
      );
    }
  }
  if (!(await seating.roomFor(1)) || opened < plan.tables.length)
    fail(
      `subscriptions: no first update came for ${SEATING_MS / 1000} s; ${seating.waiting} waiting, ${plan.tables.length - opened} tables not watched`,
    );
  result.cpu.seated = cpuMs();
  process.stderr.write(`  ${stops.length} subscriptions open\n`);

  const end = Date.now() + plan.durationMs;
  await Promise.all(plan.tables.map((table, i) => playTable(table, matches[i], http, reading, store, end, result, fail)));
  stops.forEach((stop) => stop());
  await Promise.all(sockets.map(async (s) => s.dispose()));
  http.close();
  await pool.end();
  result.cpu.end = cpuMs();
  process.stdout.write(JSON.stringify(result) + '\n');
}

/**
 * The watchers waiting for their first update. A table's watchers sit down once fewer than so
 * many tables' watchers are waiting; when none has had its first update for SEATING_MS, the
 * waiting ends.
 */
class Seating {
  waiting = 0;
  private lastSeated = Date.now();
  private wake: () => void = () => undefined;

  constructor(private readonly perTable: number) {}

  /** One more watcher waiting; call what it answers on its first update (or its failure). */
  sat(): () => void {
    this.waiting++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.waiting--;
      this.lastSeated = Date.now();
      this.wake();
    };
  }

  /** Waits until fewer than `tables` tables' watchers are waiting; false when it waited SEATING_MS without a first update. */
  async roomFor(tables: number): Promise<boolean> {
    while (this.waiting > (tables - 1) * this.perTable) {
      const left = this.lastSeated + SEATING_MS - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return true;
  }
}

async function playTable(
  table: TablePlan,
  first: MatchState,
  http: GraphqlHttp,
  reading: Limited,
  store: PostgresEventStore,
  end: number,
  result: VenueResult,
  fail: (what: string) => void,
): Promise<void> {
  const stream = matchStream(table.matchId);
  let match = first;
  const next = seeded(table.seed * 7919 + 17);
  const pause = () => 5_000 + (next() % 10_001); // 10 ± 5 s
  await sleep(next() % 10_000); // tables are not in step
  while (Date.now() < end) {
    const move = nextMove(match, next);
    if (!move) return; // the game is over
    const started = performance.now();
    const answer = await send(http, table, match, move).catch((e: Error) => ({ errors: [{ message: e.message }] }));
    result.roundTrips.push(performance.now() - started);
    if (answer.errors?.length) fail(`${move.type}: ${answer.errors.map((e) => e.message).join('; ')}`);
    const fresh: StoredEvent[] = await reading(() => store.readStream(stream, { fromVersion: match.version + 1 }));
    for (const e of fresh) match = applyAt(match, toMatchEvent(e), stampOf(e));
    await sleep(Math.min(pause(), Math.max(0, end - Date.now())));
  }
}

type Limited = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs at most `n` of the tasks given to it at once; the others wait, in order, for as long as it takes. */
function limited(n: number): Limited {
  let running = 0;
  const queue: Array<() => void> = [];
  return async (task) => {
    if (running >= n) await new Promise<void>((turn) => queue.push(turn));
    else running++;
    try {
      return await task();
    } finally {
      // The turn passes straight to the next task waiting, still counted as running.
      const nextTask = queue.shift();
      if (nextTask) nextTask();
      else running--;
    }
  };
}

/** This process's user and system CPU time so far, in ms. */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** The move as its player sends it: an order, the dice rolled at the table, or a roll only the server may make. */
function send(http: GraphqlHttp, table: TablePlan, match: MatchState, move: GameEvent): Promise<{ errors?: Array<{ message: string }> }> {
  const seats = Object.keys(table.seats);
  const expectedVersion = match.version;
  if (move.type === 'OrderIssued') {
    const { side, order } = move.data;
    return gql(http, table.seats[side], `mutation($i: IssueOrderInput!) { issueOrder(input: $i) ${ANSWER} }`, {
      i: { matchId: table.matchId, side, order, expectedVersion },
    });
  }
  if (move.type !== 'DiceRolled') throw new Error(`a table does not send ${move.type}`);
  const pending = match.ruleset.pending(match.game);
  const side = pending.kind === 'roll' && pending.side ? pending.side : seats[0];
  if (pending.kind === 'roll' && pending.server) {
    return gql(http, table.seats[side], `mutation($i: RollDiceInput!) { rollDice(input: $i) ${ANSWER} }`, {
      i: { matchId: table.matchId, side, expectedVersion },
    });
  }
  const dice = move.data.dice.map((d) => ({ sides: d.sides, value: d.value }));
  return gql(http, table.seats[side], `mutation($i: RecordRollInput!) { recordRoll(input: $i) ${ANSWER} }`, {
    i: { matchId: table.matchId, side, dice, expectedVersion },
  });
}

async function gql(http: GraphqlHttp, token: string, query: string, variables: Record<string, unknown>) {
  const { body } = await http.post<{ errors?: Array<{ message: string }> }>(`Bearer ${token}`, query, variables);
  return body;
}

function describe(e: unknown): string {
  if (Array.isArray(e)) return e.map((x: { message?: string }) => x.message ?? JSON.stringify(x)).join('; ');
  if (e instanceof Error) return e.message;
  const closed = e as { code?: number; reason?: string };
  return typeof closed.code === 'number' ? `socket closed ${closed.code} ${closed.reason ?? ''}` : JSON.stringify(e);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (require.main === module) {
  main().catch((e: Error) => {
    console.error(e.stack ?? e.message);
    process.exit(1);
  });
}
