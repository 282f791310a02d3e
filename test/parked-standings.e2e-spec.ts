import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import type { Pool } from 'pg';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { until } from './support/wait';
import { client, ok, organiser } from './support/graphql';

const ROUND = `query($id: ID!) { competition(id: $id) { version rounds { games { id key a b } } } }`;
const PARKED = `query($id: ID!) { competition(id: $id) { parkedEvents { processor key eventType } } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { version standings(mode: live) {
  version stale parkedEvents rows { edges { node { name points played } } } } } }`;

/**
 * A poison event in the competition's own stream (a result with a score the game does not
 * allow, written as an older version could have) parks its standings. Every reader still gets
 * the last consistent table, marked stale with the number of parked events; nobody gets INTERNAL.
 */
describeEachDatabase('a parked competition', (databaseUrl) => {
  let api: RunningApi;
  let pool: Pool;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
    pool = createPool(databaseUrl(), 2);
  });
  afterAll(async () => {
    await api.close();
    await pool.end();
  });

  it('still reads: the last consistent standings, marked stale, with the parked count', async () => {
    const olga = await organiser(api.url, 'Olga');
    const id = ok(
      await olga.gql(`mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`, {
        input: { kind: 'tournament', name: 'Parked', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 2 }, published: true },
      }),
    ).createCompetition.id as string;
    for (let i = 1; i <= 4; i++) {
      ok(
        await olga.gql(`mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`, {
          input: { competitionId: id, name: `Player ${i}` },
        }),
      );
    }
    ok(await olga.gql(`mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`, { input: { competitionId: id } }));
    ok(
      await olga.gql(`mutation($input: RoundInput!) { startRound(input: $input) { version } }`, { input: { competitionId: id, round: 1 } }),
    );
    const games = ok(await olga.gql(ROUND, { id })).competition.rounds[0].games as Array<{ id: string; key: string; a: string; b: string }>;
    ok(
      await olga.gql(`mutation($i: GameResultInput!) { reportGameResult(input: $i) { version } }`, {
        i: { competitionId: id, game: games[0].id, winner: games[0].a, reason: 'result sheet' },
      }),
    );
    const before = ok(await olga.gql(STANDINGS, { id })).competition.standings;
    expect(before).toMatchObject({ stale: false, parkedEvents: 0 });
    const consistent = before.rows.edges.map((e: any) => e.node);
    expect(consistent.filter((r: any) => r.played === 1)).toHaveLength(2);

    // An older version wrote a result with a score the game does not allow, straight into the stream.
    const store = new PostgresEventStore(pool);
    const stream = `tournament-${id}`;
    const version = await store.streamVersion(stream);
    await store.append(
      stream,
      [
        {
          eventId: randomUUID(),
          type: 'CompetitionResultReported',
          data: {
            game: games[1].key,
            by: null,
            winner: games[1].a,
            draw: false,
            scores: { [games[1].a]: { infantryLeft: 'lots' } },
            reason: 'written by an older version',
          },
          metadata: { actor: { kind: 'organiser' }, at: new Date().toISOString() },
        },
      ],
      version,
    );
    await until('the poison to be parked', async () => {
      const rows = ok(await olga.gql(PARKED, { id })).competition.parkedEvents as Array<{ processor: string }>;
      return rows.some((r) => r.processor === 'competition_standings');
    });

    // The organiser, a player's site and an anonymous reader: the last consistent table, stale.
    for (const reader of [olga.gql, client(api.url)]) {
      const r = await reader(STANDINGS, { id });
      expect(r.errors).toBeUndefined();
      const standings = r.data!.competition.standings;
      expect(standings).toMatchObject({ stale: true, parkedEvents: 1, version: before.version });
      expect(standings.rows.edges.map((e: any) => e.node)).toEqual(consistent);
    }
    const csv = await olga.gql(`query($id: ID!) { competition(id: $id) { standingsCsv(mode: live) } }`, { id });
    expect(csv.errors).toBeUndefined();
    expect(csv.data!.competition.standingsCsv).toContain('Player');
  }, 60_000);
});
