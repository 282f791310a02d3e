import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { failure, ok, organiser, seats, type Gql } from './support/graphql';

const CREATE_MATCH = `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id version } }`;
const REPORT = `mutation($input: ReportResultInput!) { reportResult(input: $input) { version outcome { finished winner sides { side scores } } } }`;
const CONFIRM = `mutation($input: ConfirmResultInput!) { confirmResult(input: $input) { version outcome { finished winner sides { side scores } } } }`;
const MATCH_VERSION = `query($id: ID!) { match(id: $id) { version } }`;

const GAMES = 'rounds { round games { id a b report { by status } result { winner by } } }';
const competitionMutation = (name: string, input: string) =>
  `mutation($input: ${input}!) { ${name}(input: $input) { id version ${GAMES} } }`;
const CREATE_COMPETITION = competitionMutation('createCompetition', 'CreateCompetitionInput');
const REGISTER = competitionMutation('registerPlayer', 'RegisterPlayerInput');
const PAIR = competitionMutation('pairRound', 'PairRoundInput');
const START = competitionMutation('startRound', 'RoundInput');
const REPORT_GAME = competitionMutation('reportGameResult', 'GameResultInput');
const DISPUTE_GAME = competitionMutation('disputeGameResult', 'DisputeGameInput');
const COMPETITION = `query($id: ID!) { competition(id: $id) { version ${GAMES} players(first: 10) { edges { node { id accountId } } } } }`;

const players = [
  { side: 'A', name: 'Alice' },
  { side: 'B', name: 'Boris' },
];

/**
 * Scores are checked at the edge by one rule, on every path: a Vigilant Peace match reported by a
 * player or the organiser, and a competition's reports and rulings. A bad score is a VALIDATION
 * error that names the score's path, and changes nothing.
 */
describeEachDatabase('Bad scores end to end', (databaseUrl) => {
  let api: RunningApi;
  let olga: Gql;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
    olga = (await organiser(api.url)).gql;
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('a Vigilant Peace match reported from the table', () => {
    let matchId: string;
    let table: Record<string, { gql: Gql }>;
    const version = async () => ok(await olga(MATCH_VERSION, { id: matchId })).match.version;

    beforeAll(async () => {
      matchId = ok(await olga(CREATE_MATCH, { input: { rulesetId: 'vigilant-peace', players, setup: sampleSetup } })).createMatch.id;
      table = await seats(api.url, olga, matchId);
    });

    it('refuses a player’s report of "lots" infantry as VALIDATION naming scores.A.infantryLeft; nothing is appended', async () => {
      const before = await version();
      const e = failure(await table.A.gql(REPORT, { input: { matchId, winner: 'A', scores: { A: { infantryLeft: 'lots' } } } }));
      expect(e.extensions).toMatchObject({ code: 'VALIDATION', field: 'scores.A.infantryLeft', reason: 'BAD_SCORE', rule: 'result' });
      expect(e.message).toBe('result: score infantryLeft of side A must be a whole number from 0 to 63, not the text "lots"');
      expect(await version()).toBe(before);
      // Nothing was reported, so the opponent has nothing to confirm.
      expect(failure(await table.B.gql(CONFIRM, { input: { matchId } })).extensions).toMatchObject({ reason: 'NO_REPORT' });
      expect(await version()).toBe(before);
    });

    it('refuses a score the game does not have, one beyond its bounds, and the organiser’s bad report alike', async () => {
      const before = await version();
      expect(
        failure(await table.A.gql(REPORT, { input: { matchId, winner: 'A', scores: { A: { victoryPoints: 12 } } } })).extensions,
      ).toMatchObject({
        code: 'VALIDATION',
        field: 'scores.A.victoryPoints',
        reason: 'UNKNOWN_SCORE',
      });
      expect(
        failure(await table.A.gql(REPORT, { input: { matchId, winner: 'A', scores: { B: { unitsLost: -1 } } } })).extensions,
      ).toMatchObject({
        code: 'VALIDATION',
        field: 'scores.B.unitsLost',
        reason: 'BAD_SCORE',
      });
      expect(
        failure(await olga(REPORT, { input: { matchId, winner: 'B', scores: { B: { infantryLeft: 2.5 } } } })).extensions,
      ).toMatchObject({
        code: 'VALIDATION',
        field: 'scores.B.infantryLeft',
        reason: 'BAD_SCORE',
      });
      expect(await version()).toBe(before);
    });

    it('takes the game’s own scores, and the confirmed result carries them', async () => {
      const before = await version();
      const reported = ok(
        await table.A.gql(REPORT, { input: { matchId, winner: 'A', scores: { A: { infantryLeft: 2, unitsDestroyed: 5 } } } }),
      ).reportResult;
      expect(reported.version).toBe(before + 1);
      const confirmed = ok(await table.B.gql(CONFIRM, { input: { matchId } })).confirmResult;
      expect(confirmed.outcome).toMatchObject({ finished: true, winner: 'A' });
      expect(confirmed.outcome.sides.find((s: any) => s.side === 'A').scores).toMatchObject({ infantryLeft: 2, unitsDestroyed: 5 });
    });
  });

  describe('a Vigilant Peace tournament on paper', () => {
    let id: string;
    let game: { id: string; a: string; b: string };
    const byPlayer = new Map<string, Gql>();
    const version = async () => ok(await olga(COMPETITION, { id })).competition.version;

    beforeAll(async () => {
      id = ok(
        await olga(CREATE_COMPETITION, {
          input: { kind: 'tournament', name: 'Peace cup', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 1 } },
        }),
      ).createCompetition.id;
      for (const name of ['Ann', 'Bob']) {
        const me = await organiser(api.url, name);
        ok(await me.gql(REGISTER, { input: { competitionId: id, name } }));
        const registered = ok(await olga(COMPETITION, { id }))
          .competition.players.edges.map((e: any) => e.node)
          .find((p: any) => p.accountId === me.accountId);
        byPlayer.set(registered.id, me.gql);
      }
      ok(await olga(PAIR, { input: { competitionId: id } }));
      const started = ok(await olga(START, { input: { competitionId: id, round: 1 } })).startRound;
      game = started.rounds[0].games[0];
    });

    it('refuses a player’s report with a score the game does not have, beyond its bounds, or not a number, naming each; the version stays', async () => {
      const before = await version();
      const a = byPlayer.get(game.a)!;
      const report = (scores: unknown) => a(REPORT_GAME, { input: { competitionId: id, game: game.id, winner: game.a, scores } });
      expect(failure(await report({ [game.a]: { victoryPoints: 12 } })).extensions).toMatchObject({
        code: 'VALIDATION',
        field: `scores.${game.a}.victoryPoints`,
        reason: 'UNKNOWN_SCORE',
        rule: 'competition: results',
      });
      expect(failure(await report({ [game.b]: { unitsDestroyed: 64 } })).extensions).toMatchObject({
        code: 'VALIDATION',
        field: `scores.${game.b}.unitsDestroyed`,
        reason: 'BAD_SCORE',
      });
      expect(failure(await report({ [game.a]: { infantryLeft: 'lots' } })).extensions).toMatchObject({
        code: 'VALIDATION',
        field: `scores.${game.a}.infantryLeft`,
        reason: 'BAD_SCORE',
      });
      expect(failure(await report({ p99: { infantryLeft: 1 } })).extensions).toMatchObject({
        code: 'VALIDATION',
        field: 'scores.p99',
        reason: 'NOT_IN_GAME',
      });
      expect(await version()).toBe(before);
    });

    it('holds the organiser’s ruling on a dispute to the same rule, then takes a good one', async () => {
      const a = byPlayer.get(game.a)!;
      const b = byPlayer.get(game.b)!;
      ok(await a(REPORT_GAME, { input: { competitionId: id, game: game.id, winner: game.a, scores: { [game.a]: { infantryLeft: 3 } } } }));
      ok(await b(DISPUTE_GAME, { input: { competitionId: id, game: game.id, reason: 'I had infantry left' } }));
      const before = await version();
      const ruling = (scores: unknown) =>
        olga(REPORT_GAME, { input: { competitionId: id, game: game.id, winner: game.b, scores, reason: 'the judge counted' } });
      expect(failure(await ruling({ [game.b]: { infantryLeft: -3 } })).extensions).toMatchObject({
        code: 'VALIDATION',
        field: `scores.${game.b}.infantryLeft`,
        reason: 'BAD_SCORE',
      });
      expect(failure(await ruling({ [game.b]: { reputation: 80 } })).extensions).toMatchObject({
        code: 'VALIDATION',
        field: `scores.${game.b}.reputation`,
        reason: 'UNKNOWN_SCORE',
      });
      expect(await version()).toBe(before);
      const ruled = ok(await ruling({ [game.b]: { infantryLeft: 1 }, [game.a]: { infantryLeft: 0 } })).reportGameResult;
      expect(ruled.version).toBe(before + 1);
      expect(ruled.rounds[0].games.find((g: any) => g.id === game.id).result).toEqual({ winner: game.b, by: 'organiser' });
    });
  });
});
