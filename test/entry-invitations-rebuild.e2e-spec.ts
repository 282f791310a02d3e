import { randomUUID } from 'node:crypto';
import { createdCompetition, CompetitionDriver } from '../libs/competitions/src/testing/driver';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { ProcessorRunner, readModelEntities, readModelProcessors } from '@app/projections';
import { createRegistry } from '@app/rulesets';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, ok, organiser, type Gql } from './support/graphql';
import { until } from './support/wait';

const m = (name: string, input: string, fields = 'version') => `mutation($input: ${input}!) { ${name}(input: $input) { ${fields} } }`;
const PLAYERS = 'players(first: 10) { edges { node { id name accountId } } }';
const RATING = `query($a: String!) { playerRating(rulesetId: "solaris7", accountId: $a) { rating deviation volatility games } }`;

/**
 * Entries made by e-mail address or account id before invitations existed linked the account at
 * once: such a log still reads as accepted entries, so a rebuild of the read models from the log
 * keeps every rating as it was, beside the entries of the new kind, which count once accepted.
 */
describeEachDatabase('Entries of before invitations, rebuilt', (databaseUrl) => {
  let api: RunningApi | undefined;
  let pool: Pool;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
    pool = createPool(databaseUrl(), 2);
  });
  afterAll(async () => {
    await pool?.end();
    await api?.close();
  });

  it('an old log’s entries by e-mail count as accepted; a rebuild keeps every rating', async () => {
    const url = api!.url;
    const olga = await organiser(url, 'Olga');
    const ann = await organiser(url, 'Ann');
    const bob = await organiser(url, 'Bob');

    // A rated event as the server stored it before invitations: the organiser named Ann and Bob
    // by their addresses, and the server recorded their accounts in the entries at once.
    const oldId = randomUUID();
    const rulesets = createRegistry();
    const t = new CompetitionDriver(
      createdCompetition({ kind: 'swiss', rounds: 1, topCut: null }, rulesets, {
        competitionId: oldId,
        name: 'Old Open',
        organiserId: olga.accountId,
        rated: true,
        published: true,
      }),
      rulesets,
    );
    t.run({ type: 'register', playerId: 'p1', name: 'Ann', accountId: ann.accountId, club: null, seed: null });
    t.run({ type: 'register', playerId: 'p2', name: 'Bob', accountId: bob.accountId, club: null, seed: null });
    t.run({ type: 'pairRound', repair: false });
    t.run({ type: 'startRound', round: 1, ids: [] });
    const [game] = t.state.rounds[0].games;
    t.run({ type: 'report', game, winner: 'p1', draw: false, scores: {}, reason: 'the score sheet' });
    t.run({ type: 'finish', reason: 'done' });
    expect(t.events.filter((e) => e.type === 'PlayerRegistered').map((e) => e.data)).toEqual([
      expect.not.objectContaining({ invited: expect.anything() }),
      expect.not.objectContaining({ invited: expect.anything() }),
    ]);
    await new PostgresEventStore(pool).append(
      `tournament-${oldId}`,
      t.events.map((e) => ({
        eventId: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: { actor: { kind: 'organiser' }, accountId: olga.accountId },
      })),
      'no_stream',
    );

    // A new event: Olga invites both by address, both accept, and Bob wins.
    const id: string = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput', 'id'), {
        input: { kind: 'tournament', name: 'New Open', rulesetId: 'solaris7', rated: true, format: { kind: 'swiss', rounds: 1 } },
      }),
    ).createCompetition.id;
    for (const [who, email] of [
      [ann, await emailOf(ann.accountId)],
      [bob, await emailOf(bob.accountId)],
    ] as Array<[{ gql: Gql; accountId: string }, string]>) {
      const players = ok(
        await olga.gql(m('registerPlayer', 'RegisterPlayerInput', PLAYERS), {
          input: { competitionId: id, name: email.split('-')[0], email },
        }),
      ).registerPlayer.players.edges;
      const playerId = players.at(-1).node.id;
      ok(await who.gql(m('acceptEntry', 'EntryInvitationInput', 'state'), { input: { competitionId: id, playerId } }));
    }
    const players = ok(await olga.gql(`query($id: ID!) { competition(id: $id) { ${PLAYERS} } }`, { id })).competition.players.edges.map(
      (e: { node: { id: string; accountId: string } }) => e.node,
    );
    expect(players.map((p: { accountId: string }) => p.accountId)).toEqual([ann.accountId, bob.accountId]);
    ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    const g = ok(await olga.gql(m('startRound', 'RoundInput', 'rounds { games { id } }'), { input: { competitionId: id, round: 1 } }))
      .startRound.rounds[0].games[0];
    const bobPlayer = players.find((p: { accountId: string }) => p.accountId === bob.accountId).id;
    ok(
      await olga.gql(m('reportGameResult', 'GameResultInput'), {
        input: { competitionId: id, game: g.id, winner: bobPlayer, reason: 'sheet' },
      }),
    );
    ok(await olga.gql(m('finishCompetition', 'FinishInput'), { input: { competitionId: id, reason: 'done' } }));

    // Both events are rated: Ann won the old one, Bob the new one.
    const rating = async (accountId: string) => ok(await client(url)(RATING, { a: accountId })).playerRating;
    const before = await until('both events rated', async () => {
      const r = { ann: await rating(ann.accountId), bob: await rating(bob.accountId) };
      return r.ann?.games === 2 && r.bob?.games === 2 ? r : null;
    });
    expect(before.ann.rating).not.toBe(1500);
    const stored = async () =>
      (
        await pool.query(
          'SELECT ruleset_id, account_id, name, rating, deviation, volatility, games, history FROM player_ratings ORDER BY ruleset_id, account_id',
        )
      ).rows;
    const periods = async () =>
      (await pool.query('SELECT ruleset_id, period_id, position, games FROM rating_periods ORDER BY position')).rows;
    const [ratingsBefore, periodsBefore] = [await stored(), await periods()];
    expect(periodsBefore).toHaveLength(2);

    // The server stops (letting go of the processors' lease), and every read model is folded again from the log.
    await api!.close();
    api = undefined;
    const dataSource = new DataSource({ type: 'postgres', url: databaseUrl(), entities: readModelEntities, extra: { max: 2 } });
    await dataSource.initialize();
    try {
      const runner = new ProcessorRunner(dataSource, new PostgresEventStore(pool), createRegistry(), readModelProcessors());
      await runner.rebuild();
      await runner.stop();
      expect(await runner.parkedCount()).toBe(0);
    } finally {
      await dataSource.destroy();
    }
    expect(await stored()).toEqual(ratingsBefore);
    expect(await periods()).toEqual(periodsBefore);
  });

  async function emailOf(accountId: string): Promise<string> {
    return (await pool.query('SELECT email FROM accounts WHERE account_id = $1', [accountId])).rows[0].email;
  }
});
