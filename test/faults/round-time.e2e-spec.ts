import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { describeEachDatabase } from '../support/databases';
import {
  expectConsistentLog,
  expectReadModelsEqualRebuild,
  FaultDb,
  faultSuite,
  killedBy,
  launch,
  mutate,
  pairedEngineSwiss,
  roundGames,
  START_ROUND,
  until,
} from '../support/faults';
import { client } from '../support/graphql';

const PLAYERS = 8;
const MATCHES = PLAYERS / 2;
const START_ROUND_CLOCK = `mutation($input: StartRoundClockInput!) { startRoundClock(input: $input) { version } }`;

/**
 * A timed round of three seconds runs out on a server killed right after it called time
 * (RoundTimeExpired in the log), before its matches were told. A server started again applies
 * the called time to every match of the round exactly once, and records each result once.
 */
describeEachDatabase('fault: a round whose time runs out on a server killed as it calls time', (databaseUrl) => {
  let db: FaultDb;
  let token: string;
  let id: string;
  let matchStreams: string[];

  faultSuite(databaseUrl, async (olga, reader) => {
    db = reader;
    token = olga.token;
    id = await pairedEngineSwiss(olga.gql, {
      name: 'Blitz',
      players: PLAYERS,
      rulesetId: 'vigilant-peace',
      setup: sampleSetup,
      timing: { roundMinutes: 0.05 },
    });
    await mutate(olga.gql, START_ROUND, { competitionId: id, round: 1 });
    matchStreams = (await roundGames(olga.gql, id)).map((g) => `match-${g.matchId}`);
    expect(matchStreams).toHaveLength(MATCHES);
  });

  it('killed at append:RoundTimeExpired: every match of the round times out exactly once after a restart', async () => {
    const stream = `tournament-${id}`;
    let server = await launch(databaseUrl(), { TABLETOP_FAULT: 'append:RoundTimeExpired' });
    await mutate(client(server.url, `Bearer ${token}`), START_ROUND_CLOCK, { competitionId: id, round: 1 });
    expect(await killedBy(server, 20_000)).toBe('SIGKILL');

    // Straight after the kill: time was called, and it is the last thing in the log; the
    // processor that tells the matches never saw it.
    const [called] = await db.rows<{ position: string }>(
      "SELECT global_position::text AS position FROM events WHERE stream_id = $1 AND type = 'RoundTimeExpired'",
      [stream],
    );
    expect(called).toBeDefined();
    expect(await db.count('RoundTimeExpired', [stream])).toBe(1);
    expect(await db.head()).toBe(Number(called.position));
    expect(Math.max(...Object.values(await db.checkpoints()))).toBeLessThan(Number(called.position));
    // Every match held its copy of the round clock. Its own deadline falls at the same instant as
    // the round's, so the timekeeper could time a match out by itself first (in every run so far
    // it called the round first and no match had timed out): the count is not asserted here.
    expect(await db.count('RoundClockSet', matchStreams)).toBeGreaterThanOrEqual(MATCHES);

    server = await launch(databaseUrl());
    await until('every match of the round timed out', async () => (await db.count('TimeExpired', matchStreams)) >= MATCHES);
    await db.settled();
    const expiries = await db.rows<{ stream_id: string; data: unknown; deadline: string }>(
      "SELECT stream_id, data, metadata->>'deadline' AS deadline FROM events WHERE type = 'TimeExpired' AND stream_id = ANY($1) ORDER BY stream_id",
      [matchStreams],
    );
    expect(expiries).toEqual(
      [...matchStreams].sort().map((s) => ({ stream_id: s, data: { clock: 'round', side: null }, deadline: 'round' })),
    );
    // The round clock's deadline is worked off: no deadline of the round or its matches is left.
    expect(
      await db.rows('SELECT stream_id, clock FROM clock_deadlines WHERE due_at IS NOT NULL AND (stream_id = $1 OR stream_id = ANY($2))', [
        stream,
        matchStreams,
      ]),
    ).toEqual([]);
    // Each match that ended by time has its result recorded in the competition, once.
    const finished = await db.rows<{ n: number }>(
      "SELECT count(*)::int AS n FROM match_summaries WHERE status = 'finished' AND 'match-' || match_id = ANY($1)",
      [matchStreams],
    );
    expect(await db.count('CompetitionResultRecorded', [stream])).toBe(finished[0].n);
    await expectConsistentLog(db, server, token);
    await expectReadModelsEqualRebuild(db, server);
  }, 120_000);
});
