import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { describeEachDatabase } from '../support/databases';
import {
  doomed,
  expectConsistentLog,
  expectReadModelsEqualRebuild,
  FAULT_SEED,
  FaultDb,
  faultSuite,
  killedBy,
  launch,
  mutate,
  pairedEngineSwiss,
  REPORT_RESULT,
  roundGames,
  seeded,
  START_ROUND,
  until,
} from '../support/faults';
import { client, ok, type Gql } from '../support/graphql';

const PLAYERS = 16;
const MATCHES = PLAYERS / 2;
/** vigilant-peace's preset: a win is worth 3 points, a loss none. */
const WIN = 3;

const STANDINGS = `query($id: ID!) { competition(id: $id) { standings(mode: settled, first: 50) { rows { edges { node { playerId name points played } } } } } }`;

/**
 * The organiser ends every match of a started engine round at once, on a server killed after
 * it recorded the third (or a random number) of the results in the competition. Right after
 * the kill, some finished matches are not recorded and the standings count none of them; a
 * server started again records every one exactly once, and the standings follow.
 *
 * So that the whole burst is in the log before the processors look at it, the test holds the
 * processors' lease while the reports arrive, as another instance would, and lets go of it
 * once every report is in.
 */
describeEachDatabase('fault: a burst of engine results on a server killed while recording them', (databaseUrl, target) => {
  const rng = seeded(FAULT_SEED + 10 + (target === 'postgres' ? 1 : 0));
  const random = rng.int(1, MATCHES - 1);
  const points = [
    { title: 'append:CompetitionResultRecorded#3', fault: 'append:CompetitionResultRecorded#3', recorded: 3 },
    {
      title: `append:CompetitionResultRecorded#${random} (random, FAULT_SEED=${FAULT_SEED})`,
      fault: `append:CompetitionResultRecorded#${random}`,
      recorded: random,
    },
  ];
  let db: FaultDb;
  let token: string;
  const competitions: Array<{
    id: string;
    games: Array<{ id: string; key: string; a: string; b: string | null; matchId: string | null }>;
  }> = [];

  faultSuite(databaseUrl, async (olga, reader) => {
    db = reader;
    token = olga.token;
    const ids = await Promise.all(
      points.map((_, i) =>
        pairedEngineSwiss(olga.gql, { name: `Burst ${i + 1}`, players: PLAYERS, rulesetId: 'vigilant-peace', setup: sampleSetup }),
      ),
    );
    for (const id of ids) {
      await mutate(olga.gql, START_ROUND, { competitionId: id, round: 1 });
      const games = await roundGames(olga.gql, id);
      expect(games.filter((g) => g.matchId)).toHaveLength(MATCHES);
      competitions.push({ id, games });
    }
  });

  it.each(points.map((p, i) => [p.title, i] as const))(
    'killed at %s: every finished match is recorded once after a restart',
    async (_title, i) => {
      const { fault, recorded } = points[i];
      const { id, games } = competitions[i];
      const stream = `tournament-${id}`;
      const matchStreams = games.map((g) => `match-${g.matchId}`);

      await db.holdLease();
      let server = await launch(databaseUrl(), { TABLETOP_FAULT: fault });
      const gql: Gql = client(server.url, `Bearer ${token}`);
      // The organiser settles every match at once.
      const burst = games.map((g) => doomed(gql(REPORT_RESULT, { input: { matchId: g.matchId, winner: 'A', draw: false } })));
      await until('every report in the log', async () => (await db.count('ResultReported', matchStreams)) === MATCHES, 20);
      await db.releaseLease();
      expect(await killedBy(server)).toBe('SIGKILL');
      await Promise.all(burst);

      // Straight after the kill: every match finished, only some recorded in the competition.
      expect(await db.count('ResultReported', matchStreams)).toBe(MATCHES);
      expect(await db.count('ServerSeedRevealed', matchStreams)).toBe(MATCHES);
      expect(await db.count('CompetitionResultRecorded', [stream])).toBe(recorded);
      expect(recorded).toBeLessThan(MATCHES);
      // The batch that recorded them never committed: the settled standings count none of the results.
      const tables = await db.rows<{ rows: Array<{ points: number; played: number }> }>(
        "SELECT rows FROM competition_standings WHERE competition_id = $1 AND mode = 'settled'",
        [id],
      );
      expect(tables.length).toBeGreaterThan(0);
      expect(tables.flatMap((t) => t.rows).filter((r) => r.points > 0 || r.played > 0)).toEqual([]);

      server = await launch(databaseUrl());
      await until('every result recorded', async () => (await db.count('CompetitionResultRecorded', [stream])) >= MATCHES);
      await db.settled();
      const byGame = (x: { game: string }, y: { game: string }) => (x.game < y.game ? -1 : x.game > y.game ? 1 : 0);
      const records = await db.rows<{ game: string; match_id: string; winner: string }>(
        "SELECT data->>'game' AS game, data->>'matchId' AS match_id, data->>'winner' AS winner FROM events WHERE stream_id = $1 AND type = 'CompetitionResultRecorded'",
        [stream],
      );
      // Each game once, with its own match and player A the winner.
      expect(records.sort(byGame)).toEqual(games.map((g) => ({ game: g.key, match_id: g.matchId, winner: g.a })).sort(byGame));
      // The standings: each game's player A won.
      const table = ok(await client(server.url, `Bearer ${token}`)(STANDINGS, { id })).competition.standings.rows.edges.map(
        (e: any) => e.node,
      ) as Array<{ playerId: string; points: number; played: number }>;
      expect(table).toHaveLength(PLAYERS);
      const byPlayer = Object.fromEntries(table.map((r) => [r.playerId, [r.points, r.played]]));
      for (const g of games) {
        expect(byPlayer[g.a]).toEqual([WIN, 1]);
        expect(byPlayer[g.b!]).toEqual([0, 1]);
      }
      await expectConsistentLog(db, server, token);
      await expectReadModelsEqualRebuild(db, server);
    },
    120_000,
  );
});
