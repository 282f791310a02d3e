import { CompetitionService } from '@app/competitions';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { createRegistry } from '@app/rulesets';
import type { Pool } from 'pg';
import { describeEachDatabase } from './support/databases';
import { CREATE_COMPETITION, mutate, PAIR_ROUND, roundGames, START_ROUND } from './support/faults';
import { client, failure, ok, organiser, type Gql } from './support/graphql';
import { startServer, stopServer, type Server } from './support/processes';

const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const VERSION = `query($id: ID!) { competition(id: $id) { version } }`;

/**
 * A hall reporting at once: the organiser enters every result of a round together, each a
 * command to the one competition stream without an expected version. Every one is applied,
 * exactly once, and none is answered CONFLICT: commands to one stream take their turn, in each
 * process and, on PostgreSQL, across the instances sharing the database. CONFLICT stays for
 * the client that named a version the competition has left.
 *
 * On PostgreSQL the crowd is 200 reports through two server processes; the embedded database
 * has one instance (its data directory's lock), and takes 60 at once. Runs the built server
 * (`npm test` builds it first).
 */
describeEachDatabase('a crowd of commands to one competition', (databaseUrl, target) => {
  const crowd = target === 'postgres' ? 200 : 60;
  const instances = target === 'postgres' ? 2 : 1;
  let servers: Server[] = [];
  let pool: Pool;
  let competitions: CompetitionService;

  beforeAll(async () => {
    pool = createPool(databaseUrl(), 4);
    const store = new PostgresEventStore(pool);
    competitions = new CompetitionService(store, new MatchService(store, createRegistry(), new PostgresSeedVault(pool)));
    servers = await Promise.all(Array.from({ length: instances }, () => startServer(databaseUrl())));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    await pool?.end();
  });

  /**
   * A paper Swiss of `players` guests with its first round started. The players are registered
   * through the competition service in this process, on the test's database (the service and
   * store the server runs, far quicker than a mutation each); the rest goes through the API.
   */
  async function startedSwiss(
    gql: Gql,
    players: number,
  ): Promise<{ id: string; games: Array<{ id: string; key: string; a: string; b: string }> }> {
    const id = (
      await mutate(gql, CREATE_COMPETITION, {
        kind: 'tournament',
        name: `Hall of ${players}`,
        rulesetId: 'vigilant-peace',
        format: { kind: 'swiss', rounds: 3 },
      })
    ).createCompetition.id as string;
    for (let i = 1; i <= players; i++) {
      const [playerId] = competitions.ids(1);
      await competitions.execute(
        id,
        { type: 'register', playerId, name: `Player ${i}`, accountId: null, club: null, seed: null },
        { kind: 'organiser' },
      );
    }
    await mutate(gql, PAIR_ROUND, { competitionId: id });
    await mutate(gql, START_ROUND, { competitionId: id, round: 1 });
    const games = (await roundGames(gql, id)).filter(
      (g): g is { id: string; key: string; a: string; b: string; matchId: null } => g.b !== null,
    );
    return { id, games };
  }

  it(`applies ${crowd} organiser reports sent at once through ${instances === 1 ? 'one instance' : `${instances} instances`}: each once, none refused`, async () => {
    const olga = await organiser(servers[0].url);
    const { id, games } = await startedSwiss(olga.gql, crowd * 2);
    expect(games).toHaveLength(crowd);
    const { version: before } = ok(await olga.gql(VERSION, { id })).competition;

    const answers = await Promise.all(
      games.map((g, i) =>
        client(servers[i % instances].url, `Bearer ${olga.token}`)(REPORT, {
          input: { competitionId: id, game: g.id, winner: g.a, draw: false, reason: 'entered from the score sheets' },
        }),
      ),
    );
    const refused = answers.filter((a) => a.errors?.length).map((a) => `${a.errors![0].extensions?.code}: ${a.errors![0].message}`);
    expect(refused).toEqual([]);
    // Each answered the competition after its own report: a version of its own, one after another.
    const versions = answers.map((a) => a.data!.reportGameResult.version as number).sort((x, y) => x - y);
    expect(versions).toEqual(Array.from({ length: crowd }, (_, i) => before + 1 + i));

    // The stream holds each game's result once, as reported.
    const { rows } = await pool.query<{ game: string; winner: string; by: string | null }>(
      "SELECT data->>'game' AS game, data->>'winner' AS winner, data->>'by' AS by FROM events WHERE stream_id = $1 AND type = 'CompetitionResultReported'",
      [`tournament-${id}`],
    );
    const byGame = (x: { game: string }, y: { game: string }) => (x.game < y.game ? -1 : x.game > y.game ? 1 : 0);
    expect(rows.sort(byGame)).toEqual(games.map((g) => ({ game: g.key, winner: g.a, by: null })).sort(byGame));
    const { rows: stream } = await pool.query<{ n: number; last: number }>(
      'SELECT count(*)::int AS n, max(stream_version)::int AS last FROM events WHERE stream_id = $1',
      [`tournament-${id}`],
    );
    expect(stream[0]).toEqual({ n: before + crowd, last: before + crowd });
  }, 600_000);

  it('still answers CONFLICT, at once, to a report that names a version the competition has left', async () => {
    const olga = await organiser(servers[0].url);
    const { id, games } = await startedSwiss(olga.gql, 4);
    const { version } = ok(await olga.gql(VERSION, { id })).competition;
    const report = (game: { id: string; a: string }, expectedVersion: number) =>
      client(servers[servers.length - 1].url, `Bearer ${olga.token}`)(REPORT, {
        input: { competitionId: id, game: game.id, winner: game.a, draw: false, reason: 'from the sheet', expectedVersion },
      });
    ok(await report(games[0], version));
    const stale = failure(await report(games[1], version));
    expect(stale.extensions).toMatchObject({ code: 'CONFLICT', expectedVersion: version, actualVersion: version + 1 });
    const { rows } = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'CompetitionResultReported'",
      [`tournament-${id}`],
    );
    expect(rows[0].n).toBe(1);
  });
});
