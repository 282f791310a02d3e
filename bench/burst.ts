/**
 * A hall reporting at once: the organiser enters the 200 results of a round of a 400-player
 * Swiss together, half through each of two server processes (the compiled app, as `npm start`
 * runs it, with the rate limits raised for the run) on one PostgreSQL database. Every report is
 * a command to the one competition stream without an expected version, so they take their turn
 * one after another, in each process and across the two (docs/event-store.md, "Commands take
 * turns on a stream").
 *
 *   DATABASE_URL=postgres://… node dist/bench/burst.js      (default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Works in a throw-away schema of that server. Prints, for comparison run to run:
 *   burst 200 <ms>            the 99th percentile of the 200 reports' round trips, all sent at once
 *   sequential 200 <ms>       the baseline, measured first in the same run: the wall time of the 200
 *                             reports of a twin competition sent one after another, alternately to
 *                             each server (what a hall of one scorekeeper would take)
 *   burst/sequential <ratio>  the first over the second: about 1 or below, the crowd costs no more
 *                             than the same reports queued by hand
 * Any report refused fails the run. Details (medians, a single report's p99) go to stderr.
 *
 * The players are registered through the competition service in this process, on the same
 * database (the service and store the servers run); everything else goes through the API.
 */
import { performance } from 'node:perf_hooks';
import { CompetitionService } from '@app/competitions';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { createRegistry } from '@app/rulesets';
import { runBenchOrServer, startServer, stop } from './instances';
import { withScratchDatabase } from './scratch-database';

const REPORTS = 200;
const PLAYERS = REPORTS * 2;

interface GqlResult<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}
type Gql = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<GqlResult<T>>;

function client(graphqlUrl: string, token?: string): Gql {
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<T>> => {
    const res = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GqlResult<T>;
  };
}

/** The data of an answer that must have succeeded. */
function ok<T>(r: GqlResult<T>, what: string): T {
  if (r.errors?.length || !r.data) throw new Error(`${what}: ${JSON.stringify(r.errors)}`);
  return r.data;
}

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
const describe = (xs: number[]) =>
  `${xs.length} reports: median ${p(xs, 0.5).toFixed(1)} ms, p99 ${p(xs, 0.99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

interface Game {
  id: string;
  a: string;
}

/** A paper Swiss of PLAYERS guests, round 1 paired and started: its games with an opponent. */
async function startedSwiss(organiser: Gql, competitions: CompetitionService, name: string): Promise<{ id: string; games: Game[] }> {
  const { createCompetition } = ok(
    await organiser<{ createCompetition: { id: string } }>(
      `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`,
      { input: { kind: 'tournament', name, rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 3 } } },
    ),
    'createCompetition',
  );
  const id = createCompetition.id;
  for (let i = 1; i <= PLAYERS; i++) {
    const [playerId] = competitions.ids(1);
    await competitions.execute(
      id,
      { type: 'register', playerId, name: `Player ${i}`, accountId: null, club: null, seed: null },
      { kind: 'organiser' },
    );
  }
  ok(
    await organiser(`mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`, { input: { competitionId: id } }),
    'pairRound',
  );
  ok(
    await organiser(`mutation($input: RoundInput!) { startRound(input: $input) { version } }`, { input: { competitionId: id, round: 1 } }),
    'startRound',
  );
  const { competition } = ok(
    await organiser<{ competition: { rounds: Array<{ games: Array<{ id: string; a: string; b: string | null }> }> } }>(
      `query($id: ID!) { competition(id: $id) { rounds { games { id a b } } } }`,
      { id },
    ),
    'competition',
  );
  const games = competition.rounds[0].games.filter((g) => g.b !== null);
  if (games.length !== REPORTS) throw new Error(`round 1 has ${games.length} games, not ${REPORTS}`);
  return { id, games };
}

/** The organiser's report of a game's result through one of the servers; answers its round trip in ms. */
async function report(gql: Gql, competitionId: string, game: Game): Promise<number> {
  const started = performance.now();
  const r = await gql<{ reportGameResult: { version: number } }>(
    `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`,
    { input: { competitionId, game: game.id, winner: game.a, draw: false, reason: 'entered from the score sheets' } },
  );
  const ms = performance.now() - started;
  if (r.errors?.length) throw new Error(`a report was refused: ${r.errors[0].extensions?.code}: ${r.errors[0].message}`);
  return ms;
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await withScratchDatabase(serverUrl, async (url, where) => {
    // One after the other: the first makes the token-signing secret both share.
    const a = await startServer(__filename, url, 'A');
    const b = await startServer(__filename, url, 'B').catch(async (e: Error) => {
      await stop(a.child);
      throw e;
    });
    const pool = createPool(url, 4);
    try {
      process.stderr.write(`two servers on ${where}: A ${a.url}, B ${b.url}\n`);
      const store = new PostgresEventStore(pool);
      const competitions = new CompetitionService(store, new MatchService(store, createRegistry(), new PostgresSeedVault(pool)));
      const { signUp } = ok(
        await client(a.url)<{ signUp: { token: string } }>(`mutation($i: SignUpInput!) { signUp(input: $i) { token } }`, {
          i: { email: `olga-${process.pid}-${Date.now()}@example.org`, password: 'correct horse battery', displayName: 'Olga' },
        }),
        'signUp',
      );
      const through = [client(a.url, signUp.token), client(b.url, signUp.token)];
      process.stderr.write(`  two competitions of ${PLAYERS} players…\n`);
      const baseline = await startedSwiss(through[0], competitions, 'One scorekeeper');
      const crowd = await startedSwiss(through[0], competitions, 'A hall at once');

      const sequential: number[] = [];
      const started = performance.now();
      for (const [i, game] of baseline.games.entries()) sequential.push(await report(through[i % 2], baseline.id, game));
      const sequentialMs = performance.now() - started;
      process.stderr.write(`sequential: ${describe(sequential)}; ${sequentialMs.toFixed(0)} ms in all\n`);

      const burstStarted = performance.now();
      const burst = await Promise.all(crowd.games.map((game, i) => report(through[i % 2], crowd.id, game)));
      const burstMs = performance.now() - burstStarted;
      process.stderr.write(`burst: ${describe(burst)}; ${burstMs.toFixed(0)} ms in all\n`);

      const burstP99 = Math.round(p(burst, 0.99));
      console.log(`burst ${REPORTS} ${burstP99}`);
      console.log(`sequential ${REPORTS} ${Math.round(sequentialMs)}`);
      console.log(`burst/sequential ${(burstP99 / sequentialMs).toFixed(2)}`);
    } finally {
      await pool.end();
      await Promise.all([stop(a.child), stop(b.child)]);
    }
  });
}

runBenchOrServer('burst', main);
