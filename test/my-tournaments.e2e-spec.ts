import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { acceptEntry, client, failure, ok, organiser, type Gql } from './support/graphql';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 20) { edges { node { id name } } } } }`;
const DROP = `mutation($input: DropPlayerInput!) { dropPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { rounds { games { id a b } } } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const FINISH = `mutation($input: FinishInput!) { finishCompetition(input: $input) { finished } }`;
const MY_TOURNAMENTS = `{ myTournaments { competitionId competitionName rulesetId playMode playerId } }`;
const MY_GAMES = `{ myGames { competitionId } }`;

/**
 * The tournaments a player plays in, as their page follows them for the table of each new round:
 * every running tournament where their account plays and has not dropped, whether or not they
 * have a game to settle there now; not a league, not a finished tournament, not an entry they
 * have not accepted. Accounts only.
 */
describeEachDatabase('A player’s tournaments end to end', (databaseUrl) => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function signUp(name: string): Promise<{ gql: Gql; accountId: string; email: string }> {
    const email = `${name}-${process.pid}-${Date.now()}@example.org`;
    const up = ok(
      await client(api.url)(`mutation($i: SignUpInput!) { signUp(input: $i) { token account { id } } }`, {
        i: { email, password: 'correct horse battery', displayName: name },
      }),
    ).signUp;
    return { gql: client(api.url, `Bearer ${up.token}`), accountId: up.account.id, email };
  }

  it('lists the running tournaments a player is in, between rounds too, newest first; refuses anyone but an account', async () => {
    const olga = await organiser(api.url, 'Olga');
    const [ann, bob] = await Promise.all([signUp('ann'), signUp('bob')]);
    const mine = async (who: { gql: Gql }) => ok(await who.gql(MY_TOURNAMENTS)).myTournaments as any[];

    expect(failure(await client(api.url)(MY_TOURNAMENTS)).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'SIGN_IN_REQUIRED',
    });
    const key = ok(await ann.gql(`mutation { createApiKey(name: "my tournaments") { key } }`)).createApiKey.key;
    expect(failure(await client(api.url, `ApiKey ${key}`)(MY_TOURNAMENTS)).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'READ_ONLY_KEY',
    });
    expect(await mine(ann)).toEqual([]);

    /** A competition with Ann and Bob entered by their accounts: its id and their player ids. */
    async function competition(name: string, kind: 'tournament' | 'league', accept = true) {
      const format = kind === 'league' ? { kind: 'league' } : { kind: 'swiss', rounds: 2 };
      const id: string = ok(await olga.gql(CREATE, { input: { kind, name, rulesetId: 'solaris7', format } })).createCompetition.id;
      const ids: Record<string, string> = {};
      for (const [who, account] of [
        ['Ann', ann],
        ['Bob', bob],
      ] as const) {
        const roster = ok(await olga.gql(REGISTER, { input: { competitionId: id, name: who, email: account.email } })).registerPlayer
          .players.edges;
        ids[who] = roster.find((e: { node: { name: string } }) => e.node.name === who).node.id;
        if (accept) await acceptEntry(account.gql, id);
      }
      return { id, ids };
    }

    const spring = await competition('Spring Open', 'tournament');
    // Entered and accepted, no round paired yet: listed, with nothing in myGames.
    expect(await mine(ann)).toEqual([
      { competitionId: spring.id, competitionName: 'Spring Open', rulesetId: 'solaris7', playMode: 'paper', playerId: spring.ids.Ann },
    ]);
    expect(ok(await ann.gql(MY_GAMES)).myGames).toEqual([]);

    // A league is not a tournament; an entry not accepted is not the account's yet.
    await competition('Club League', 'league');
    await competition('Autumn Cup', 'tournament', false);
    const summer = await competition('Summer Open', 'tournament');
    expect((await mine(ann)).map((t) => t.competitionName)).toEqual(['Summer Open', 'Spring Open']);

    // Round 1 played out: no game left to settle, and still listed, for the next round's table.
    const games = ok(await olga.gql(PAIR, { input: { competitionId: spring.id } })).pairRound.rounds[0].games;
    ok(await olga.gql(START, { input: { competitionId: spring.id, round: 1 } }));
    for (const g of games) ok(await olga.gql(REPORT, { input: { competitionId: spring.id, game: g.id, winner: g.a, reason: 'sheet' } }));
    expect((await mine(ann)).map((t) => t.competitionName)).toEqual(['Summer Open', 'Spring Open']);

    // Ann drops from Summer Open; Spring Open finishes: neither is hers to follow any more. Bob keeps Summer Open.
    ok(await ann.gql(DROP, { input: { competitionId: summer.id, playerId: summer.ids.Ann, reason: 'moved' } }));
    ok(await olga.gql(FINISH, { input: { competitionId: spring.id, reason: 'done' } }));
    expect(await mine(ann)).toEqual([]);
    expect((await mine(bob)).map((t) => t.competitionName)).toEqual(['Summer Open']);
  });
});
