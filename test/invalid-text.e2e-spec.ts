import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser } from './support/graphql';
import { liveClient } from './support/subscriptions';

/**
 * Text no database can keep — a NUL character, half a surrogate pair — is refused wherever it
 * is in a request, as VALIDATION naming where it was (never INTERNAL), and changes nothing.
 */
describeEachDatabase('text the server cannot keep', (databaseUrl) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
  });
  afterAll(() => api.close());

  const competitionCount = async (gql: ReturnType<typeof client>) =>
    ok(await gql(`query { competitions(first: 50) { totalCount } }`)).competitions.totalCount as number;

  it('refuses it in variables and in the query, on every kind of operation, and writes nothing', async () => {
    const olga = await organiser(api.url);
    const before = await competitionCount(olga.gql);
    const create = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
    const input = { kind: 'tournament', name: 'lone \ud800', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 3 } };
    const lone = await olga.gql(create, { input });
    expect(lone.status).toBe(400);
    expect(failure(lone).extensions).toMatchObject({ code: 'VALIDATION', reason: 'INVALID_TEXT', field: '$input.name' });
    expect(await competitionCount(olga.gql)).toBe(before);

    const signUp = await client(api.url)(`mutation($i: SignUpInput!) { signUp(input: $i) { token } }`, {
      i: { email: 'nul@example.org', password: 'correct horse battery', displayName: 'a\u0000b' },
    });
    expect(failure(signUp).extensions).toMatchObject({ code: 'VALIDATION', reason: 'INVALID_TEXT', field: '$i.displayName' });
    // A string written in the query itself, and a read.
    expect(failure(await olga.gql('mutation { createApiKey(name: "a\\u0000b") { key } }')).extensions).toMatchObject({
      code: 'VALIDATION',
      reason: 'INVALID_TEXT',
    });
    expect(
      failure(await olga.gql('query($a: String!) { playerRating(accountId: $a, rulesetId: "solaris7") { rating } }', { a: 'x\u0000' }))
        .extensions,
    ).toMatchObject({ code: 'VALIDATION', field: '$a' });
    expect(ok(await olga.gql(`query { apiKeys { totalCount } }`)).apiKeys.totalCount).toBe(0);

    // Well-formed text of any script passes, a pair of surrogates (an emoji) included.
    const fine = ok(await olga.gql(create, { input: { ...input, name: 'Łódź 🎲 Open' } })).createCompetition.id as string;
    expect(ok(await olga.gql(`query($id: ID!) { competition(id: $id) { name } }`, { id: fine })).competition.name).toBe('Łódź 🎲 Open');
  });

  it('refuses it in a subscription over WebSocket with the same code', async () => {
    const socket = liveClient(api.url);
    try {
      const sub = socket.subscribe(`subscription($m: ID!) { matchEvents(matchId: $m) { number } }`, { m: 'x\u0000' });
      await expect(sub.failed).rejects.toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'VALIDATION', reason: 'INVALID_TEXT', field: '$m' }) }),
      ]);
    } finally {
      await socket.dispose();
    }
  });

  it('bounds names, reasons and formats, and refuses control and direction-override characters in them', async () => {
    const olga = await organiser(api.url);
    const before = await competitionCount(olga.gql);
    const create = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
    const input = { kind: 'tournament', name: 'Open', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 3 } };
    const refused = async (variables: Record<string, unknown>) => failure(await olga.gql(create, variables)).extensions;
    expect(await refused({ input: { ...input, name: 'x'.repeat(100_000) } })).toMatchObject({
      code: 'VALIDATION',
      reason: 'TEXT_TOO_LONG',
      field: 'name',
    });
    expect(await refused({ input: { ...input, name: 'Open \u202Eneppo' } })).toMatchObject({
      code: 'VALIDATION',
      reason: 'BAD_TEXT',
      field: 'name',
    });
    expect(await refused({ input: { ...input, name: '\u001b[31mRed Open' } })).toMatchObject({ code: 'VALIDATION', reason: 'BAD_TEXT' });
    expect(await refused({ input: { ...input, format: { kind: 'swiss', rounds: 1_000_000 } } })).toMatchObject({
      code: 'VALIDATION',
      reason: 'BAD_CONFIG',
    });
    expect(await competitionCount(olga.gql)).toBe(before);

    const id = ok(await olga.gql(create, { input })).createCompetition.id as string;
    const register = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
    expect(failure(await olga.gql(register, { input: { competitionId: id, name: 'Ann\nBob' } })).extensions).toMatchObject({
      code: 'VALIDATION',
      field: 'name',
    });
    expect(failure(await olga.gql(register, { input: { competitionId: id, name: 'Ann', club: 'c'.repeat(81) } })).extensions).toMatchObject(
      { code: 'VALIDATION', field: 'club' },
    );
    ok(await olga.gql(register, { input: { competitionId: id, name: 'Ann' } }));
    const { players } = ok(
      await olga.gql(`query($id: ID!) { competition(id: $id) { version players(first: 5) { edges { node { id } } } } }`, { id }),
    ).competition;
    const drop = `mutation($input: DropPlayerInput!) { dropPlayer(input: $input) { version } }`;
    expect(
      failure(await olga.gql(drop, { input: { competitionId: id, playerId: players.edges[0].node.id, reason: 'r'.repeat(501) } }))
        .extensions,
    ).toMatchObject({ code: 'VALIDATION', field: 'reason' });

    const signUp = await client(api.url)(`mutation($i: SignUpInput!) { signUp(input: $i) { token } }`, {
      i: { email: 'ansi@example.org', password: 'correct horse battery', displayName: '\u001b[2Jadmin' },
    });
    expect(failure(signUp).extensions).toMatchObject({ code: 'VALIDATION', field: 'displayName' });
  });
});
