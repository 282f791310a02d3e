import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';

const FIELDS = 'id version finished season { number name open weeks } games { id a b status result { winner by } }';
const m = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { ${FIELDS} } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { standings(first: 50) { rows { edges { node { rank playerId name score points wins losses gameScores } } } } } }`;

/**
 * A league season through GraphQL: players register themselves, open their own games within
 * the league's limits, report and confirm; the season's reputation table ranks them as they
 * go; the organiser closes the season and finishes the league.
 */
describeEachDatabase('A league season end to end', (databaseUrl) => {
  let api: RunningApi;

  beforeAll(async () => {
    // A Wednesday: every game of the test falls in one ISO week, whatever day the test runs.
    api = await startTestApi(databaseUrl(), {
      rateLimits: { account: 100_000, anonymous: 100_000 },
      clock: () => new Date('2026-11-18T12:00:00Z'),
    });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('runs a season of open games ranked by reputation, within the limits per pair and per week', async () => {
    const olga = await organiser(api.url, 'Olga');
    const league = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: {
          kind: 'league',
          name: 'Solaris Arena League',
          rulesetId: 'solaris7',
          format: { kind: 'league', maxGamesPerPair: 1, maxGamesPerWeek: 2 },
          scoring: { primary: 'reputation' },
        },
      }),
    ).createCompetition;
    const id = league.id;
    // A league is not paired in rounds.
    expect(failure(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } })).extensions.reason).toBe(
      'NOT_A_TOURNAMENT',
    );

    const players: Array<{ gql: Gql; playerId: string }> = [];
    for (const name of ['Ada', 'Bo', 'Cy', 'Di']) {
      const me = await organiser(api.url, name);
      const after = ok(await me.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name } })).registerPlayer;
      expect(after.version).toBeGreaterThan(1);
      players.push({ gql: me.gql, playerId: '' });
    }
    const roster = ok(
      await olga.gql(`query($id: ID!) { competition(id: $id) { players(first: 10) { edges { node { id name } } } } }`, { id }),
    ).competition.players.edges;
    roster.forEach((e: any, i: number) => (players[i].playerId = e.node.id));
    const [ada, bo, cy, di] = players;

    // No season open yet.
    const early = failure(
      await ada.gql(m('openLeagueGame', 'LeagueGameInput'), { input: { competitionId: id, playerA: ada.playerId, playerB: bo.playerId } }),
    );
    expect(early.extensions.reason).toBe('NO_SEASON');
    ok(await olga.gql(m('openSeason', 'OpenSeasonInput'), { input: { competitionId: id, name: 'Spring 3067' } }));

    /** Opens a game between two players, reports a win with reputation, and has the loser confirm. */
    async function play(winner: typeof ada, loser: typeof ada, reputation: number) {
      const opened = ok(
        await winner.gql(m('openLeagueGame', 'LeagueGameInput'), {
          input: { competitionId: id, playerA: winner.playerId, playerB: loser.playerId },
        }),
      ).openLeagueGame;
      const game = opened.games.at(-1);
      expect(game.status).toBe('open');
      const scores = { [winner.playerId]: { reputation }, [loser.playerId]: { reputation: 0 } };
      ok(
        await winner.gql(m('reportGameResult', 'GameResultInput'), {
          input: { competitionId: id, game: game.id, winner: winner.playerId, scores },
        }),
      );
      const settled = ok(
        await loser.gql(m('confirmGameResult', 'GameRefInput'), { input: { competitionId: id, game: game.id } }),
      ).confirmGameResult;
      expect(settled.games.find((g: any) => g.id === game.id).result).toEqual({ winner: winner.playerId, by: 'confirmed' });
      return game.id;
    }

    await play(ada, bo, 160);
    await play(cy, ada, 80);
    // Ada has played twice this week: the league allows two.
    const third = failure(
      await ada.gql(m('openLeagueGame', 'LeagueGameInput'), { input: { competitionId: id, playerA: ada.playerId, playerB: di.playerId } }),
    );
    expect(third.extensions.reason).toBe('LIMIT_PER_WEEK');
    expect(third.message).toContain('2026-W47');
    // Bo and Ada have met once: the most the league allows per pair.
    const rematch = failure(
      await bo.gql(m('openLeagueGame', 'LeagueGameInput'), { input: { competitionId: id, playerA: bo.playerId, playerB: ada.playerId } }),
    );
    expect(rematch.extensions.reason).toBe('LIMIT_PER_PAIR');
    // A player opens only games they play in.
    const meddling = failure(
      await di.gql(m('openLeagueGame', 'LeagueGameInput'), { input: { competitionId: id, playerA: ada.playerId, playerB: bo.playerId } }),
    );
    expect(meddling.extensions.reason).toBe('NOT_IN_GAME');
    await play(di, bo, 70);

    // The season's reputation table, live as games settle: Ada 160, Cy 80, Di 70, Bo 0.
    const table = ok(await client(api.url)(STANDINGS, { id })).competition.standings.rows.edges.map((e: any) => e.node);
    expect(table.map((r: any) => [r.name, r.score])).toEqual([
      ['Ada', 160],
      ['Cy', 80],
      ['Di', 70],
      ['Bo', 0],
    ]);
    expect(table[0]).toMatchObject({ rank: 1, wins: 1, losses: 1 });

    // The organiser closes the season and finishes the league; the ratings moved with every game.
    const closed = ok(await olga.gql(m('closeSeason', 'CompetitionRef'), { input: { competitionId: id } })).closeSeason;
    expect(closed.season).toMatchObject({ number: 1, open: false });
    expect(
      failure(
        await ada.gql(m('openLeagueGame', 'LeagueGameInput'), {
          input: { competitionId: id, playerA: ada.playerId, playerB: di.playerId },
        }),
      ).extensions.reason,
    ).toBe('NO_SEASON');
    expect(ok(await olga.gql(m('finishCompetition', 'FinishInput'), { input: { competitionId: id } })).finishCompetition.finished).toBe(
      true,
    );
    const ratings = ok(
      await client(api.url)(
        `{ ratings(rulesetId: "solaris7", first: 10) { totalCount edges { node { name rating deviation games history { period games rating deviation volatility } } } } }`,
      ),
    ).ratings;
    const byName = Object.fromEntries(ratings.edges.map((e: any) => [e.node.name, e.node]));
    expect(byName.Ada.games).toBe(2);
    expect(byName.Ada.history).toHaveLength(2);
    // The last point of the history is the rating now.
    expect(byName.Ada.history[1]).toMatchObject({ rating: byName.Ada.rating, deviation: byName.Ada.deviation });
    expect(byName.Ada.history[1].volatility).toBeGreaterThan(0);
    expect(byName.Bo.rating).toBeLessThan(1500);
    expect(byName.Cy.rating).toBeGreaterThan(1500);

    const list = ok(
      await client(api.url)(`{ competitions(first: 10) { totalCount edges { node { id kind name players finished } } } }`),
    ).competitions;
    expect(list.edges.map((e: any) => e.node)).toContainEqual({
      id,
      kind: 'league',
      name: 'Solaris Arena League',
      players: 4,
      finished: true,
    });
  });
  it('runs seasons under rules of their own, changed mid-season, and keeps each closed season with its final table', async () => {
    const SEASON = `number name open weeks games settledGames limits { maxGamesPerPair maxGamesPerWeek }`;
    const olga = await organiser(api.url, 'Olga');
    const id = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: {
          kind: 'league',
          name: 'Wrocław Paper League',
          rulesetId: 'solaris7',
          format: { kind: 'league', maxGamesPerPair: 3, maxGamesPerWeek: null },
          scoring: { primary: 'reputation' },
          play: { mode: 'paper' },
        },
      }),
    ).createCompetition.id;
    const players: Array<{ gql: Gql; playerId: string; name: string }> = [];
    for (const name of ['Ala', 'Bogdan', 'Czesia']) {
      const me = await organiser(api.url, name);
      const roster = ok(
        await me.gql(
          `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 10) { edges { node { id name } } } } }`,
          {
            input: { competitionId: id, name, self: true },
          },
        ),
      ).registerPlayer.players.edges;
      players.push({ gql: me.gql, name, playerId: roster.find((e: any) => e.node.name === name).node.id });
    }
    const [ala, bogdan, czesia] = players;
    const SET = `mutation($input: SetSeasonLimitsInput!) { setSeasonLimits(input: $input) { season { ${SEASON} } } }`;
    const OPEN = `mutation($input: OpenSeasonInput!) { openSeason(input: $input) { season { ${SEASON} } } }`;

    // Rules are set for an open season only, by the organiser only, and must be whole numbers from 1.
    const none = failure(await olga.gql(SET, { input: { competitionId: id, limits: { maxGamesPerPair: 1 } } }));
    expect(none.extensions.reason).toBe('NO_SEASON');
    const bad = failure(await olga.gql(OPEN, { input: { competitionId: id, name: 'Bad', limits: { maxGamesPerPair: 0 } } }));
    expect(bad.extensions.reason).toBe('BAD_SEASON_LIMITS');
    expect(bad.message).toContain('games per pairing');
    const opened = ok(
      await olga.gql(OPEN, { input: { competitionId: id, name: 'Spring', limits: { maxGamesPerPair: 1, maxGamesPerWeek: null } } }),
    ).openSeason.season;
    expect(opened).toMatchObject({
      number: 1,
      name: 'Spring',
      open: true,
      games: 0,
      limits: { maxGamesPerPair: 1, maxGamesPerWeek: null },
    });
    expect(failure(await ala.gql(SET, { input: { competitionId: id, limits: { maxGamesPerPair: 5 } } })).extensions.reason).toBe(
      'NOT_ORGANISER',
    );

    /** `winner` opens a game against `loser`, reports a win with `reputation`, and the loser confirms. */
    async function play(winner: (typeof players)[number], loser: (typeof players)[number], reputation: number) {
      const game = ok(
        await winner.gql(m('openLeagueGame', 'LeagueGameInput'), {
          input: { competitionId: id, playerA: winner.playerId, playerB: loser.playerId },
        }),
      ).openLeagueGame.games.at(-1);
      const scores = { [winner.playerId]: { reputation }, [loser.playerId]: { reputation: 0 } };
      ok(
        await winner.gql(m('reportGameResult', 'GameResultInput'), {
          input: { competitionId: id, game: game.id, winner: winner.playerId, scores },
        }),
      );
      ok(await loser.gql(m('confirmGameResult', 'GameRefInput'), { input: { competitionId: id, game: game.id } }));
    }
    await play(ala, bogdan, 100);
    // One game per pairing this season, though the league was created with three.
    const rematch = failure(
      await bogdan.gql(m('openLeagueGame', 'LeagueGameInput'), {
        input: { competitionId: id, playerA: bogdan.playerId, playerB: ala.playerId },
      }),
    );
    expect(rematch.extensions.reason).toBe('LIMIT_PER_PAIR');
    expect(rematch.message).toContain('Bogdan and Ala have played 1 game(s) against each other this season');
    // The organiser allows two: the rematch is opened.
    const set = ok(
      await olga.gql(SET, { input: { competitionId: id, limits: { maxGamesPerPair: 2, maxGamesPerWeek: null } } }),
    ).setSeasonLimits;
    expect(set.season.limits).toEqual({ maxGamesPerPair: 2, maxGamesPerWeek: null });
    await play(bogdan, ala, 60);
    await play(czesia, ala, 80);
    ok(await olga.gql(m('closeSeason', 'CompetitionRef'), { input: { competitionId: id } }));
    ok(await olga.gql(OPEN, { input: { competitionId: id, name: 'Summer' } }));
    await play(czesia, bogdan, 30);

    // The second season plays the league's own limits; the first is kept with its final table.
    const HISTORY = `query($id: ID!) { competition(id: $id) { season { ${SEASON} } seasons { ${SEASON} table { rank name score } } } }`;
    const read = ok(await client(api.url)(HISTORY, { id })).competition;
    expect(read.season).toMatchObject({
      number: 2,
      name: 'Summer',
      open: true,
      games: 1,
      limits: { maxGamesPerPair: 3, maxGamesPerWeek: null },
    });
    expect(read.seasons.map((x: any) => [x.name, x.open, x.games, x.settledGames])).toEqual([
      ['Summer', true, 1, 1],
      ['Spring', false, 3, 3],
    ]);
    expect(read.seasons[1].limits).toEqual({ maxGamesPerPair: 2, maxGamesPerWeek: null });
    expect(read.seasons[1].weeks).toEqual(['2026-W47']);
    expect(read.seasons[1].table.map((r: any) => [r.rank, r.name, r.score])).toEqual([
      [1, 'Ala', 100],
      [2, 'Czesia', 80],
      [3, 'Bogdan', 60],
    ]);
    expect(read.seasons[0].table.map((r: any) => [r.name, r.score])).toEqual([
      ['Czesia', 30],
      ['Ala', 0],
      ['Bogdan', 0],
    ]);

    // Each player finds the league among theirs, with their own player id in it.
    const mine = ok(await ala.gql(`{ myLeagues { competitionId competitionName playerId } }`)).myLeagues;
    expect(mine).toContainEqual({ competitionId: id, competitionName: 'Wrocław Paper League', playerId: ala.playerId });
  });
});
