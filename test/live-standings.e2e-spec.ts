import { duel } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { ISSUE_ORDER, ok, organiser, RECORD_ROLL, type Gql } from './support/graphql';
import { liveClient } from './support/subscriptions';

const COMPETITION = 'id version rounds { round games { id a b matchId } }';
const m = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { ${COMPETITION} } }`;
const ROW = 'playerId played wins draws losses';
const LIVE = `subscription($id: ID!) { standingsChanged(competitionId: $id, mode: live) { version rows { edges { node { ${ROW} } } } } }`;

/**
 * Live standings follow the engine: a subscriber to a competition's live standings is told when
 * a match in it moves (an order, a roll), not only when the competition's own stream does; a
 * match under way counts by its running score and a finished one as it ended.
 */
describeEachDatabase('Live standings of engine matches', (databaseUrl) => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { extraRulesets: [duel], rateLimits: { account: 100_000, anonymous: 100_000 } });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('pushes live standings as an engine match moves and when it ends', async () => {
    const olga = await organiser(api.url, 'Olga');
    const create = {
      kind: 'tournament',
      name: 'Duel night',
      rulesetId: 'duel',
      format: { kind: 'swiss', rounds: 1 },
      play: { mode: 'engine', setup: { health: 3 }, dice: 'reported' },
    };
    const id: string = ok(await olga.gql(m('createCompetition', 'CreateCompetitionInput'), { input: create })).createCompetition.id;
    const players: Array<{ gql: Gql; accountId: string }> = [];
    for (const name of ['Ann', 'Bob']) {
      const me = await organiser(api.url, name);
      ok(await me.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name } }));
      players.push(me);
    }
    ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    const started = ok(await olga.gql(m('startRound', 'RoundInput'), { input: { competitionId: id, round: 1 } })).startRound;
    const game = started.rounds[0].games[0];
    const ids = ok(
      await olga.gql(`query($id: ID!) { competition(id: $id) { players(first: 10) { edges { node { id accountId } } } } }`, { id }),
    ).competition.players.edges.map((e: any) => e.node);
    const seat = (playerId: string) => players.find((p) => p.accountId === ids.find((x: any) => x.id === playerId).accountId)!;
    const a = seat(game.a);

    const live = liveClient(api.url, `Bearer ${(await organiser(api.url, 'Watcher')).token}`);
    const updates = live.subscribe(LIVE, { id });
    const row = (r: any, p: string) => r.data.standingsChanged.rows.edges.map((e: any) => e.node).find((n: any) => n.playerId === p);
    // The round has started: its match is under way, level on its (absent) score, so a draw for now.
    const [first] = await updates.take(1);
    expect(row(first, game.a)).toMatchObject({ played: 1, draws: 1 });
    expect(row(first, game.b)).toMatchObject({ played: 1, draws: 1 });

    // Player a strikes: the match moves, and the subscriber hears of it.
    ok(await a.gql(ISSUE_ORDER, { input: { matchId: game.matchId, side: 'A', order: { type: 'strike' } } }));
    const afterOrder = (await updates.take(2))[1];
    expect(row(afterOrder, game.a)).toMatchObject({ played: 1, draws: 1 });

    // The strike's roll knocks b out: the match ends, and the live standings say so.
    ok(await a.gql(RECORD_ROLL, { input: { matchId: game.matchId, side: 'A', dice: [{ sides: 6, value: 6 }] } }));
    const deadline = Date.now() + 10_000;
    let last = updates.results.at(-1)!;
    while (row(last, game.a).wins !== 1 && Date.now() < deadline) last = (await updates.take(updates.results.length + 1)).at(-1)!;
    expect(row(last, game.a)).toMatchObject({ played: 1, wins: 1 });
    expect(row(last, game.b)).toMatchObject({ played: 1, losses: 1 });
    expect(updates.results.every((r) => !r.errors)).toBe(true);
    updates.stop();
    await live.dispose();
  });
});
