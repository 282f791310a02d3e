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
  pairedEngineSwiss,
  seeded,
  START_ROUND,
  until,
} from '../support/faults';
import { client } from '../support/graphql';

const PLAYERS = 60;
const MATCHES = PLAYERS / 2;

/**
 * A round of an engine Swiss starts on a server that is killed (SIGKILL) on the way: right
 * after RoundStarted is in the log, or after some of its 30 matches were created. The log is
 * read straight after the kill to show the round really was left half done; a server started
 * again without the fault then creates every listed match exactly once, with its invitations,
 * and its read models equal a rebuild from scratch.
 */
describeEachDatabase('fault: a round of 60 players starts on a server killed half way', (databaseUrl, target) => {
  const rng = seeded(FAULT_SEED + (target === 'postgres' ? 1 : 0));
  const random = rng.int(1, MATCHES - 1);
  const points: Array<{ title: string; fault: string; created: number }> = [
    { title: 'append:RoundStarted', fault: 'append:RoundStarted', created: 0 },
    { title: 'append:MatchCreated#15', fault: 'append:MatchCreated#15', created: 15 },
    { title: `append:MatchCreated#${random} (random, FAULT_SEED=${FAULT_SEED})`, fault: `append:MatchCreated#${random}`, created: random },
  ];
  let db: FaultDb;
  let token: string;
  const competitions: string[] = [];

  faultSuite(databaseUrl, async (olga, reader) => {
    db = reader;
    token = olga.token;
    // One paired, not yet started, competition per kill point; registered side by side.
    competitions.push(
      ...(await Promise.all(
        points.map((p, i) =>
          pairedEngineSwiss(olga.gql, { name: `Open ${i + 1}`, players: PLAYERS, rulesetId: 'vigilant-peace', setup: sampleSetup }),
        ),
      )),
    );
  });

  it.each(points.map((p, i) => [p.title, i] as const))(
    'killed at %s: every listed match is created once after a restart',
    async (_title, i) => {
      const { fault, created } = points[i];
      const id = competitions[i];
      let server = await launch(databaseUrl(), { TABLETOP_FAULT: fault });
      const answer = await doomed(client(server.url, `Bearer ${token}`)(START_ROUND, { input: { competitionId: id, round: 1 } }));
      expect(await killedBy(server)).toBe('SIGKILL');
      expect(answer).toBeInstanceOf(Error); // the connection died with the server

      // Straight after the kill: the round is in the log, its matches only in part.
      const listed = await db.listedMatches(id);
      expect(listed).toHaveLength(MATCHES);
      expect(new Set(listed).size).toBe(MATCHES);
      expect(await db.created(listed)).toHaveLength(created);
      expect(await db.count('RoundStarted', [`tournament-${id}`])).toBe(1);
      // Nothing came after the step it was killed at, and the processors never committed the round.
      const [last] = await db.rows<{ type: string }>('SELECT type FROM events ORDER BY global_position DESC LIMIT 1');
      expect(last.type).toBe(created === 0 ? 'RoundStarted' : 'MatchCreated');
      const [started] = await db.rows<{ position: string }>(
        "SELECT global_position::text AS position FROM events WHERE stream_id = $1 AND type = 'RoundStarted'",
        [`tournament-${id}`],
      );
      expect((await db.checkpoints()).engine_matches).toBeLessThan(Number(started.position));

      // A server without the fault finishes the round.
      server = await launch(databaseUrl());
      await until('every match of the round', async () => (await db.created(listed)).length === MATCHES);
      await db.settled();
      await expectConsistentLog(db, server, token);
      expect(await db.created(listed)).toHaveLength(MATCHES);
      await expectReadModelsEqualRebuild(db, server);
    },
    120_000,
  );
});
