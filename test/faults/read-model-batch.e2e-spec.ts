import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { describeEachDatabase } from '../support/databases';
import {
  CREATE_COMPETITION,
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
  REGISTER_PLAYER,
  REPORT_RESULT,
  roundGames,
  seeded,
  START_ROUND,
  until,
} from '../support/faults';
import { client, ok, type Gql } from '../support/graphql';

const PLAYERS = 12;
const MATCHES = PLAYERS / 2;
/** Registrations and new matches sent one after another while the results are handled: each read model has work in more batches than the random kill point's. */
const MORE = 4;
const READ_MODEL_PROCESSORS = ['match_summaries', 'competitions', 'competition_standings', 'clock_deadlines'];

const CREATE_MATCH = `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { standings(mode: settled, first: 50) { rows { edges { node { playerId points played } } } } } }`;

/**
 * A server is killed in a batch of the processors, after they prepared its rows and before the
 * transaction that writes them (and the checkpoints) commits, while results and registrations
 * arrive. Straight after the kill the read models lag behind the log; a server started again
 * runs the batch anew, so the read models equal a rebuild from scratch and nothing is parked.
 *
 * The test holds the processors' lease (as another instance would) until every result and the
 * first registration are in the log, so the first batch the faulty server prepares holds them.
 */
describeEachDatabase('fault: a read-model batch killed before its commit', (databaseUrl, target) => {
  const rng = seeded(FAULT_SEED + 20 + (target === 'postgres' ? 1 : 0));
  const randomProcessor = READ_MODEL_PROCESSORS[rng.int(0, READ_MODEL_PROCESSORS.length - 1)];
  const randomBatch = rng.int(1, 3);
  const points = [
    { title: 'step:prepared:competition_standings', fault: 'step:prepared:competition_standings', first: true },
    { title: 'step:prepared:match_summaries', fault: 'step:prepared:match_summaries', first: true },
    {
      title: `step:prepared:${randomProcessor}#${randomBatch} (random, FAULT_SEED=${FAULT_SEED})`,
      fault: `step:prepared:${randomProcessor}#${randomBatch}`,
      first: randomBatch === 1,
    },
  ];
  let db: FaultDb;
  let token: string;
  let open: string;
  const competitions: Array<{ id: string; games: Array<{ id: string; a: string; b: string | null; matchId: string | null }> }> = [];

  faultSuite(databaseUrl, async (olga, reader) => {
    db = reader;
    token = olga.token;
    const ids = await Promise.all(
      points.map((_, i) =>
        pairedEngineSwiss(olga.gql, { name: `Batch ${i + 1}`, players: PLAYERS, rulesetId: 'vigilant-peace', setup: sampleSetup }),
      ),
    );
    for (const id of ids) {
      await mutate(olga.gql, START_ROUND, { competitionId: id, round: 1 });
      competitions.push({ id, games: await roundGames(olga.gql, id) });
    }
    // A competition still taking registrations, while the results arrive.
    open = (
      await mutate(olga.gql, CREATE_COMPETITION, {
        kind: 'tournament',
        name: 'Open doors',
        rulesetId: 'vigilant-peace',
        format: { kind: 'swiss', rounds: 3 },
      })
    ).createCompetition.id;
  });

  it.each(points.map((p, i) => [p.title, i] as const))(
    'killed at %s: after a restart the read models equal a rebuild',
    async (_title, i) => {
      const { fault, first } = points[i];
      const { id, games } = competitions[i];
      const matchStreams = games.map((g) => `match-${g.matchId}`);
      const before = await db.checkpoints();
      const registeredBefore = await db.count('PlayerRegistered', [`tournament-${open}`]);

      await db.holdLease();
      let server = await launch(databaseUrl(), { TABLETOP_FAULT: fault });
      const gql: Gql = client(server.url, `Bearer ${token}`);
      // Every match ends at once; meanwhile, one after another (each answered once the processors
      // have handled it), a player registers in another competition and a new match is created.
      const results = games.map((g) => doomed(gql(REPORT_RESULT, { input: { matchId: g.matchId, winner: 'A', draw: false } })));
      const others = doomed(
        (async () => {
          for (let n = 1; n <= MORE; n++) {
            await gql(REGISTER_PLAYER, { input: { competitionId: open, name: `Late ${i}-${n}` } });
            await gql(CREATE_MATCH, {
              input: {
                rulesetId: 'vigilant-peace',
                players: [
                  { side: 'A', name: 'Ann' },
                  { side: 'B', name: 'Bob' },
                ],
                setup: sampleSetup,
              },
            });
          }
        })(),
      );
      await until(
        'every result and the first registration in the log',
        async () =>
          (await db.count('ResultReported', matchStreams)) === MATCHES &&
          (await db.count('PlayerRegistered', [`tournament-${open}`])) > registeredBefore,
        20,
      );
      await db.releaseLease();
      expect(await killedBy(server)).toBe('SIGKILL');
      await Promise.all([...results, others]);

      // Straight after the kill: the batch it died in is in the log, not in the read models.
      const head = await db.head();
      const after = await db.checkpoints();
      expect(Math.max(...Object.values(after))).toBeLessThan(head);
      if (first) {
        // It died in its first batch: nothing it prepared was written, and the checkpoints did not move.
        expect(after).toEqual(before);
        const summaries = await db.rows<{ status: string }>('SELECT status FROM match_summaries WHERE match_id = ANY($1)', [
          games.map((g) => g.matchId),
        ]);
        expect(summaries.map((s) => s.status)).toEqual(Array(MATCHES).fill('in_progress'));
        const settled = await db.rows<{ rows: Array<{ played: number }> }>(
          "SELECT rows FROM competition_standings WHERE competition_id = $1 AND mode = 'settled'",
          [id],
        );
        expect(settled.flatMap((t) => t.rows).filter((r) => r.played > 0)).toEqual([]);
        // The engine results were recorded in the log before the read models' turn came.
        expect(await db.count('CompetitionResultRecorded', [`tournament-${id}`])).toBe(MATCHES);
      }

      server = await launch(databaseUrl());
      await db.settled();
      const organiserGql = client(server.url, `Bearer ${token}`);
      const summaries = await db.rows<{ status: string }>('SELECT status FROM match_summaries WHERE match_id = ANY($1)', [
        games.map((g) => g.matchId),
      ]);
      expect(summaries.map((s) => s.status)).toEqual(Array(MATCHES).fill('finished'));
      expect(await db.count('CompetitionResultRecorded', [`tournament-${id}`])).toBe(MATCHES);
      const table = ok(await organiserGql(STANDINGS, { id })).competition.standings.rows.edges.map((e: any) => e.node) as Array<{
        playerId: string;
        points: number;
        played: number;
      }>;
      const byPlayer = Object.fromEntries(table.map((r) => [r.playerId, [r.points, r.played]]));
      for (const g of games) {
        expect(byPlayer[g.a]).toEqual([3, 1]);
        expect(byPlayer[g.b!]).toEqual([0, 1]);
      }
      const [listed] = await db.rows<{ players: number }>('SELECT players FROM competition_summaries WHERE competition_id = $1', [open]);
      const registered = (
        await db.rows<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = $2', [
          `tournament-${open}`,
          'PlayerRegistered',
        ])
      )[0].n;
      expect(listed.players).toBe(registered);
      await expectConsistentLog(db, server, token);
      await expectReadModelsEqualRebuild(db, server);
    },
    120_000,
  );
});
