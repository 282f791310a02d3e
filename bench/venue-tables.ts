/**
 * The players of the busy-venue benchmark, in a process of their own so that they do not share
 * a core's time with the server they measure. Started by venue.ts:
 *
 *   node dist/bench/venue-tables.js PLAN.json
 *
 * Each table's two seats and four projectors subscribe to its match (`matchUpdated`); once every
 * subscription has had its first update (the match as it is), each
 * table makes a move every 10 ± 5 s (an order, or the dice it rolled) through GraphQL with the
 * version it decided on, for the plan's duration. A table knows where its match stands by
 * reading its stream after each answer, as a table-side app following the match would. Prints
 * one JSON line: every round trip in ms, and the errors.
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
}

const UPDATED = 'subscription($m: ID!) { matchUpdated(matchId: $m) { version pending { kind } } }';
const ANSWER = '{ version pending { kind } }';

/** How long the watchers may take to get their first update before play starts. */
const SEATING_MS = 120_000;

async function main(): Promise<void> {
  const plan = JSON.parse(readFileSync(process.argv[2], 'utf8')) as VenuePlan;
  const registry = createRegistry();
  const pool = createPool(plan.databaseUrl, 4);
  const store = new PostgresEventStore(pool);
  const result: VenueResult = { roundTrips: [], errors: 0, samples: [], pushes: 0 };
  const fail = (what: string) => {
    result.errors++;
    if (result.samples.length < 10) result.samples.push(what);
  };

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
  let waiting = 0;
  let seated: () => void = () => undefined;
  const allSeated = new Promise<void>((resolve) => (seated = resolve));
  const settle = (first: { done: boolean }) => {
    if (first.done) return;
    first.done = true;
    if (--waiting === 0) seated();
  };
  for (const table of plan.tables) {
    const watchers = [...Object.values(table.seats).map((token) => open(`Bearer ${token}`)), ...projectors];
    for (const client of watchers) {
      const first = { done: false };
      waiting++;
      stops.push(
        client.subscribe(
          { query: UPDATED, variables: { m: table.matchId } },
          {
            next: () => {
              result.pushes++;
              settle(first);
            },
            error: (e) => {
              fail(`subscription: ${describe(e)}`);
              settle(first);
            },
            complete: () => undefined,
          },
        ),
      );
    }
  }
  const seatedOrLate = await Promise.race([allSeated.then(() => true), sleep(SEATING_MS).then(() => false)]);
  if (!seatedOrLate) fail(`subscriptions: ${waiting} had no first update after ${SEATING_MS / 1000} s`);
  process.stderr.write(`  ${stops.length} subscriptions open\n`);

  const end = Date.now() + plan.durationMs;
  await Promise.all(plan.tables.map((table) => playTable(table, plan, store, registry, end, result, fail)));
  stops.forEach((stop) => stop());
  await Promise.all(sockets.map(async (s) => s.dispose()));
  await pool.end();
  process.stdout.write(JSON.stringify(result) + '\n');
}

async function playTable(
  table: TablePlan,
  plan: VenuePlan,
  store: PostgresEventStore,
  registry: ReturnType<typeof createRegistry>,
  end: number,
  result: VenueResult,
  fail: (what: string) => void,
): Promise<void> {
  const stream = matchStream(table.matchId);
  let match = foldMatch(registry, await store.readStream(stream));
  const next = seeded(table.seed * 7919 + 17);
  const pause = () => 5_000 + (next() % 10_001); // 10 ± 5 s
  await sleep(next() % 10_000); // tables are not in step
  while (Date.now() < end) {
    const move = nextMove(match, next);
    if (!move) return; // the game is over
    const started = performance.now();
    const answer = await send(plan.url, table, match, move).catch((e: Error) => ({ errors: [{ message: e.message }] }));
    result.roundTrips.push(performance.now() - started);
    if (answer.errors?.length) fail(`${move.type}: ${answer.errors.map((e) => e.message).join('; ')}`);
    const fresh: StoredEvent[] = await store.readStream(stream, { fromVersion: match.version + 1 });
    for (const e of fresh) match = applyAt(match, toMatchEvent(e), stampOf(e));
    await sleep(Math.min(pause(), Math.max(0, end - Date.now())));
  }
}

/** The move as its player sends it: an order, the dice rolled at the table, or a roll only the server may make. */
function send(url: string, table: TablePlan, match: MatchState, move: GameEvent): Promise<{ errors?: Array<{ message: string }> }> {
  const seats = Object.keys(table.seats);
  const expectedVersion = match.version;
  if (move.type === 'OrderIssued') {
    const { side, order } = move.data;
    return gql(url, table.seats[side], `mutation($i: IssueOrderInput!) { issueOrder(input: $i) ${ANSWER} }`, {
      i: { matchId: table.matchId, side, order, expectedVersion },
    });
  }
  if (move.type !== 'DiceRolled') throw new Error(`a table does not send ${move.type}`);
  const pending = match.ruleset.pending(match.game);
  const side = pending.kind === 'roll' && pending.side ? pending.side : seats[0];
  if (pending.kind === 'roll' && pending.server) {
    return gql(url, table.seats[side], `mutation($i: RollDiceInput!) { rollDice(input: $i) ${ANSWER} }`, {
      i: { matchId: table.matchId, side, expectedVersion },
    });
  }
  const dice = move.data.dice.map((d) => ({ sides: d.sides, value: d.value }));
  return gql(url, table.seats[side], `mutation($i: RecordRollInput!) { recordRoll(input: $i) ${ANSWER} }`, {
    i: { matchId: table.matchId, side, dice, expectedVersion },
  });
}

async function gql(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { errors?: Array<{ message: string }> };
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
