import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { createRegistry } from '@app/rulesets';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import type { Pool } from 'pg';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { until } from './support/wait';
import { client, ok, organiser, type Gql } from './support/graphql';
import { exited, startServer, stopServer, type Server } from './support/processes';

const GAMES = `query($id: ID!) { competition(id: $id) { version rounds { games { id matchId } } } }`;

/** An engine Swiss of `players` guests with a timed round, its first round paired and started. */
async function startedRound(gql: Gql, players: number): Promise<{ id: string; matchIds: string[] }> {
  const input = {
    kind: 'tournament',
    name: 'Spine open',
    rulesetId: 'vigilant-peace',
    format: { kind: 'swiss', rounds: 2 },
    play: { mode: 'engine', setup: sampleSetup },
    timing: { roundMinutes: 50 },
  };
  const id = ok(await gql(`mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`, { input }))
    .createCompetition.id as string;
  for (let i = 1; i <= players; i++) {
    ok(
      await gql(`mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`, {
        input: { competitionId: id, name: `Player ${i}` },
      }),
    );
  }
  ok(await gql(`mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`, { input: { competitionId: id } }));
  ok(await gql(`mutation($input: RoundInput!) { startRound(input: $input) { version } }`, { input: { competitionId: id, round: 1 } }));
  const games = ok(await gql(GAMES, { id })).competition.rounds[0].games as Array<{ matchId: string | null }>;
  return { id, matchIds: games.flatMap((g) => (g.matchId ? [g.matchId] : [])) };
}

/**
 * Every consequence of an event is a processor's: with the processors stopped, a command
 * changes its own stream and nothing else; started again, they do all that was left, once.
 */
describeEachDatabase('processors: the only way a consequence happens', (databaseUrl) => {
  let pool: Pool;
  let api: RunningApi | undefined;
  const count = async (type: string, streams: string[]) =>
    Number((await pool.query('SELECT count(*)::int AS n FROM events WHERE type = $1 AND stream_id = ANY($2)', [type, streams])).rows[0].n);
  const streamsOf = (matchIds: string[]) => matchIds.map((m) => `match-${m}`);

  beforeAll(() => {
    pool = createPool(databaseUrl(), 2);
  });
  afterAll(async () => {
    await api?.close();
    await pool.end();
  });

  it('without the processors a command changes its own stream only; with them, everything left is done once', async () => {
    api = await startTestApi(databaseUrl(), { processors: false });
    const olga = await organiser(api.url);
    const { id, matchIds } = await startedRound(olga.gql, 4);
    expect(matchIds).toHaveLength(2);
    ok(
      await olga.gql(`mutation($input: StartRoundClockInput!) { startRoundClock(input: $input) { version } }`, {
        input: { competitionId: id, round: 1 },
      }),
    );
    // The round started and its clock runs, but no match was created and none got a clock copy.
    expect(await count('MatchCreated', streamsOf(matchIds))).toBe(0);
    expect(await count('RoundClockSet', streamsOf(matchIds))).toBe(0);
    const listed = Number(
      (await pool.query('SELECT count(*)::int AS n FROM competition_summaries WHERE competition_id = $1', [id])).rows[0].n,
    );
    expect(listed).toBe(0); // nor is the competition in the list
    await api.close();

    // The processors run: each match is created once, with its copy of the round clock.
    api = await startTestApi(databaseUrl());
    await until('the engine matches', async () => (await count('MatchCreated', streamsOf(matchIds))) === 2);
    await until('the round clock copies', async () => (await count('RoundClockSet', streamsOf(matchIds))) === 2);
    const gql = client(api.url, `Bearer ${olga.token}`);
    for (const matchId of matchIds) {
      expect(
        ok(await gql(`query($m: ID!) { matchInvitations(matchId: $m) { side token } }`, { m: matchId })).matchInvitations,
      ).toHaveLength(2);
    }
    await api.close();

    // A match ends while the processors are stopped: the competition does not hear of it.
    api = await startTestApi(databaseUrl(), { processors: false });
    const organiserGql = client(api.url, `Bearer ${olga.token}`);
    ok(
      await organiserGql(`mutation($i: ReportResultInput!) { reportResult(input: $i) { outcome { finished } } }`, {
        i: { matchId: matchIds[0], winner: 'A', draw: false },
      }),
    );
    const competitionStream = `tournament-${id}`;
    expect(await count('CompetitionResultRecorded', [competitionStream])).toBe(0);
    await api.close();

    // Started again, the processors record it, once, and the standings follow.
    api = await startTestApi(databaseUrl());
    await until('the engine result', async () => (await count('CompetitionResultRecorded', [competitionStream])) === 1);
    await api.close();
    api = await startTestApi(databaseUrl());
    await new Promise((r) => setTimeout(r, 300));
    expect(await count('CompetitionResultRecorded', [competitionStream])).toBe(1);
    expect(await count('MatchCreated', streamsOf(matchIds))).toBe(2);
    expect(Number((await pool.query('SELECT count(*)::int AS n FROM parked_events')).rows[0].n)).toBe(0);
    await api.close();
    api = undefined;
  }, 60_000);

  it('wakes on an append by another process, without waiting for its timer', async () => {
    api = await startTestApi(databaseUrl(), { projectionIntervalMs: 3_600_000 });
    // Another process appends: a match created through a service of its own, outside this server.
    const store = new PostgresEventStore(pool);
    const elsewhere = new MatchService(store, createRegistry(), new PostgresSeedVault(pool));
    const { matchId } = await elsewhere.create({
      rulesetId: 'vigilant-peace',
      players: [
        { side: 'A', name: 'Ann' },
        { side: 'B', name: 'Bob' },
      ],
      setup: sampleSetup,
    });
    await until(
      'the match in the match list',
      async () => (await pool.query('SELECT 1 FROM match_summaries WHERE match_id = $1', [matchId])).rowCount,
      5,
    );
    await api.close();
    api = undefined;
  }, 30_000);
});

/**
 * Two server processes on one database: each consequence happens once, and when the one that
 * runs the processors dies mid-batch, the other finishes its work.
 */
describeEachDatabase('processors across two server processes', (databaseUrl) => {
  let pool: Pool;
  let one: Server | undefined;
  let two: Server | undefined;

  beforeAll(() => {
    pool = createPool(databaseUrl(), 2);
  });
  afterAll(async () => {
    await Promise.all([stopServer(one), stopServer(two)]);
    await pool.end();
  });

  it('creates each engine match once, and the survivor finishes a batch the other died in', async () => {
    // Server one dies once its engine-matches processor has done a batch's work, before committing it.
    one = await startServer(databaseUrl(), { TABLETOP_FAULT: 'step:prepared:engine_matches', INSTANCE_ID: 'hall-one' });
    two = await startServer(databaseUrl(), { INSTANCE_ID: 'hall-two' });
    const olga = await organiser(two.url);
    const onOne = client(one.url, `Bearer ${olga.token}`);
    // Commands go to both servers; whichever holds the lease runs the processors.
    const input = {
      kind: 'tournament',
      name: 'Twin halls',
      rulesetId: 'vigilant-peace',
      format: { kind: 'swiss', rounds: 1 },
      play: { mode: 'engine', setup: sampleSetup },
    };
    const id = ok(await olga.gql(`mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`, { input }))
      .createCompetition.id as string;
    const registered = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? onOne : olga.gql)(`mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`, {
          input: { competitionId: id, name: `Player ${i + 1}` },
        }),
      ),
    );
    registered.forEach((r) => ok(r)); // twelve writers racing for one stream: each decides again until it is through
    ok(await olga.gql(`mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`, { input: { competitionId: id } }));
    // Server one holds the processors' lease when the round starts, so it runs that batch, and dies in it.
    await pool.query("UPDATE processor_leases SET owner = 'hall-one', lease_until = now() + interval '1 minute' WHERE name = 'processors'");
    await onOne(`mutation($input: RoundInput!) { startRound(input: $input) { version } }`, {
      input: { competitionId: id, round: 1 },
    }).catch(() => undefined);
    expect(await exited(one)).toBe('SIGKILL');
    expect(
      Number(
        (await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'RoundStarted' AND stream_id = $1", [`tournament-${id}`]))
          .rows[0].n,
      ),
    ).toBe(1);
    // It died holding the lease (renewed for 3 s when it claimed it): server two takes over once it runs out.
    // The competition is read from the read models: its games have their matches once server two's processors handled the start.
    const games = await until('the round', async () => {
      const round = ok(await olga.gql(GAMES, { id })).competition.rounds[0];
      const started = round?.games as Array<{ matchId: string | null }> | undefined;
      return started?.length === 6 && started.every((g) => g.matchId !== null) && (started as Array<{ matchId: string }>);
    });
    const streams = games.map((g) => `match-${g.matchId}`);
    await until('every engine match', async () => {
      const { rows } = await pool.query(
        'SELECT stream_id, count(*)::int AS n FROM events WHERE type = $1 AND stream_id = ANY($2) GROUP BY stream_id',
        ['MatchCreated', streams],
      );
      return rows.length === 6 && rows;
    });
    // Every match exists exactly once (those one created before it died were not made again), and nothing is parked.
    const { rows } = await pool.query(
      'SELECT stream_id, count(*)::int AS n FROM events WHERE type = $1 AND stream_id = ANY($2) GROUP BY stream_id',
      ['MatchCreated', streams],
    );
    expect(rows.map((r) => r.n)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(Number((await pool.query('SELECT count(*)::int AS n FROM parked_events')).rows[0].n)).toBe(0);
    // A healthy second server beside two; the organiser ends every match through both at once: each result is recorded once.
    one = await startServer(databaseUrl(), { INSTANCE_ID: 'hall-one' });
    const both = [one, two];
    await Promise.all(
      games.map((g, i) =>
        client(both[i % 2].url, `Bearer ${olga.token}`)(`mutation($i: ReportResultInput!) { reportResult(input: $i) { version } }`, {
          i: { matchId: g.matchId, winner: 'A', draw: false },
        }),
      ),
    );
    const recorded = await until('every result recorded', async () => {
      const { rows: r } = await pool.query(
        "SELECT data->>'game' AS game FROM events WHERE stream_id = $1 AND type = 'CompetitionResultRecorded'",
        [`tournament-${id}`],
      );
      return r.length >= 6 && r;
    });
    await new Promise((r) => setTimeout(r, 500));
    const again = (
      await pool.query("SELECT data->>'game' AS game FROM events WHERE stream_id = $1 AND type = 'CompetitionResultRecorded'", [
        `tournament-${id}`,
      ])
    ).rows;
    expect(again).toHaveLength(6);
    expect(new Set(again.map((r) => r.game)).size).toBe(6);
    expect(recorded).toHaveLength(6);
  }, 90_000);
});
