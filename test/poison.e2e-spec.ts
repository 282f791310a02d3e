import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import type { Pool } from 'pg';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { until } from './support/wait';
import { failure, ok, organiser, type Gql } from './support/graphql';

const ROUND = `query($id: ID!) { competition(id: $id) { version players(first: 50) { edges { node { id name } } } rounds { games { id a b matchId } } } }`;
const PARKED = `query($id: ID!) { competition(id: $id) { parkedEvents { processor key streamId eventType error retryRequested } } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { standings(mode: live) { version rows { edges { node { name points played } } } } } }`;

async function competition(gql: Gql, input: Record<string, unknown>, players: number): Promise<string> {
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
  return id;
}

/**
 * A poison event is contained: a result with a bad score, refused at the edge today, but
 * written straight into the log as an older version could have, parks its own competition's
 * processors and nothing else. Another competition's results and round clock go on, the
 * server says it is degraded, the organiser sees what is parked, rules on the game, and a
 * retry clears it.
 */
describeEachDatabase('a poison event', (databaseUrl) => {
  let api: RunningApi;
  let pool: Pool;
  const health = async () => {
    const res = await fetch(`${api.url}/health`);
    return { status: res.status, body: (await res.json()) as { status: string; parkedEvents: number } };
  };

  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
    pool = createPool(databaseUrl(), 2);
  });
  afterAll(async () => {
    await api.close();
    await pool.end();
  });

  it('parks only its own competition, shows it, and clears on a retry after the organiser rules', async () => {
    const olga = await organiser(api.url, 'Olga');
    const piotr = await organiser(api.url, 'Piotr');
    const poisoned = await competition(
      olga.gql,
      {
        kind: 'tournament',
        name: 'Poisoned',
        rulesetId: 'vigilant-peace',
        format: { kind: 'swiss', rounds: 2 },
        play: { mode: 'engine', setup: sampleSetup },
      },
      4,
    );
    // The other competition: on paper, with a round of three seconds whose unreported games are drawn.
    const healthy = await competition(
      piotr.gql,
      {
        kind: 'tournament',
        name: 'Healthy',
        rulesetId: 'vigilant-peace',
        format: { kind: 'swiss', rounds: 2 },
        timing: { roundMinutes: 0.05, paperOutcome: 'draw' },
      },
      4,
    );
    const [poisonedGame] = ok(await olga.gql(ROUND, { id: poisoned })).competition.rounds[0].games as Array<{
      id: string;
      matchId: string;
    }>;
    expect((await health()).body).toMatchObject({ status: 'ok', parkedEvents: 0 });

    // Today the edge refuses the bad score, on the match path as on the competition's.
    const refused = failure(
      await olga.gql(`mutation($i: ReportResultInput!) { reportResult(input: $i) { version } }`, {
        i: { matchId: poisonedGame.matchId, winner: 'A', draw: false, scores: { A: { infantryLeft: 'lots' } } },
      }),
    );
    expect(refused.extensions).toMatchObject({ code: 'VALIDATION', field: 'scores.A.infantryLeft' });

    // An older version wrote it all the same: the organiser's result, straight into the match's stream.
    const store = new PostgresEventStore(pool);
    const stream = `match-${poisonedGame.matchId}`;
    const version = await store.streamVersion(stream);
    await store.append(
      stream,
      [
        {
          eventId: randomUUID(),
          type: 'ResultReported',
          data: { side: null, winner: 'A', draw: false, scores: { A: { infantryLeft: 'lots' } } },
          metadata: { actor: { kind: 'organiser' }, at: new Date().toISOString() },
        },
      ],
      version,
    );
    const parked = await until('the poison to be parked', async () => {
      const rows = ok(await olga.gql(PARKED, { id: poisoned })).competition.parkedEvents as Array<{
        processor: string;
        key: string;
        error: string;
      }>;
      return rows.length >= 2 && rows;
    });
    // The engine result is not recorded with the bad score, and the standings do not fold it.
    expect(parked.map((p) => p.processor).sort()).toEqual(['competition_standings', 'engine_results']);
    expect(parked.find((p) => p.processor === 'engine_results')).toMatchObject({
      key: stream,
      streamId: stream,
      eventType: 'ResultReported',
    });
    expect(parked.find((p) => p.processor === 'engine_results')!.error).toMatch(/infantryLeft/);
    expect(parked.find((p) => p.processor === 'competition_standings')!.key).toBe(poisoned);
    const h = await health();
    expect(h.status).toBe(200);
    expect(h.body).toMatchObject({ status: 'degraded', parkedEvents: 2 });
    // Only its organiser sees what is parked.
    expect(failure(await piotr.gql(PARKED, { id: poisoned })).extensions.code).toBe('FORBIDDEN');
    expect(ok(await piotr.gql(PARKED, { id: healthy })).competition.parkedEvents).toEqual([]);
    // Its standings still answer (as they were before the poison), never INTERNAL.
    const stale = ok(await olga.gql(STANDINGS, { id: poisoned })).competition.standings;
    expect(stale.rows.edges).toHaveLength(4);

    // Meanwhile the other competition goes on: a result, its standings, and its round clock calling time.
    const healthyRound = ok(await piotr.gql(ROUND, { id: healthy })).competition.rounds[0].games as Array<{
      id: string;
      a: string;
      b: string;
    }>;
    ok(
      await piotr.gql(`mutation($input: StartRoundClockInput!) { startRoundClock(input: $input) { version } }`, {
        input: { competitionId: healthy, round: 1 },
      }),
    );
    const first = healthyRound[0];
    ok(
      await piotr.gql(`mutation($i: GameResultInput!) { reportGameResult(input: $i) { version } }`, {
        i: { competitionId: healthy, game: first.id, winner: first.a, reason: 'result sheet' },
      }),
    );
    const table = ok(await piotr.gql(STANDINGS, { id: healthy })).competition.standings.rows.edges.map((e: any) => e.node);
    expect(table.filter((r: any) => r.played === 1)).toHaveLength(2);
    await until('time to be called in the other competition', async () => {
      const { rows } = await pool.query("SELECT 1 FROM events WHERE stream_id = $1 AND type = 'RoundTimeExpired'", [
        `tournament-${healthy}`,
      ]);
      return rows.length === 1;
    });
    await until('the drawn games in its standings', async () => {
      const rows = ok(await piotr.gql(STANDINGS, { id: healthy })).competition.standings.rows.edges.map((e: any) => e.node);
      return rows.every((r: any) => r.played === 1) && rows;
    });

    // A retry before the fault is removed parks the same events again.
    const early = ok(
      await olga.gql(`mutation($i: CompetitionRef!) { retryParkedEvents(input: $i) { requested parkedEvents { processor } } }`, {
        i: { competitionId: poisoned },
      }),
    ).retryParkedEvents;
    expect(early.requested).toBe(2);
    expect(early.parkedEvents.map((p: any) => p.processor).sort()).toEqual(['competition_standings', 'engine_results']);

    // The organiser rules on the game with a result the game allows; the retry then clears both.
    const { a } = (ok(await olga.gql(ROUND, { id: poisoned })).competition.rounds[0].games as Array<{ a: string }>)[0];
    ok(
      await olga.gql(`mutation($i: GameResultInput!) { reportGameResult(input: $i) { version } }`, {
        i: {
          competitionId: poisoned,
          game: poisonedGame.id,
          winner: a,
          scores: { [a]: { infantryLeft: 3 } },
          reason: 'ruling on the old report',
        },
      }),
    );
    const retried = ok(
      await olga.gql(`mutation($i: CompetitionRef!) { retryParkedEvents(input: $i) { requested parkedEvents { processor } } }`, {
        i: { competitionId: poisoned },
      }),
    ).retryParkedEvents;
    expect(retried).toEqual({ requested: 2, parkedEvents: [] });
    expect((await health()).body).toMatchObject({ status: 'ok', parkedEvents: 0 });
    const rows = ok(await olga.gql(STANDINGS, { id: poisoned })).competition.standings.rows.edges.map((e: any) => e.node);
    expect(rows.find((r: any) => r.points === 3)).toBeDefined();
    // The engine's bad result was never recorded in the competition.
    const recorded = await pool.query("SELECT 1 FROM events WHERE stream_id = $1 AND type = 'CompetitionResultRecorded'", [
      `tournament-${poisoned}`,
    ]);
    expect(recorded.rows).toHaveLength(0);
  }, 60_000);
});
