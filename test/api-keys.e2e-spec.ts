import { sealedHands } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';

/**
 * API keys with a scope and an expiry, over HTTP: the key shown once, what each scope reads, and
 * every refusal typed, with nothing created or changed. Expiry is judged by the server's clock,
 * which the test moves instead of waiting.
 */
const DAY = 86_400_000;
const KEY_FIELDS = 'id name prefix scope status createdAt expiresAt revokedAt lastUsedAt';
const CREATE_KEY = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { ${KEY_FIELDS} } } }`;
const LIST_KEYS = `{ apiKeys(first: 50) { totalCount edges { node { ${KEY_FIELDS} } } } }`;
const REVOKE_KEY = `mutation($id: ID!) { revokeApiKey(id: $id) { ${KEY_FIELDS} } }`;
const CREATE_COMPETITION = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const PUBLISH = `mutation($input: RoundInput!) { publishRound(input: $input) { version } }`;
const READ = `query($id: ID!) { competition(id: $id) { id name version rounds { round published games { a b } } } }`;
const LIST = `{ competitions(first: 100) { edges { node { id } } } }`;
const CREATE_MATCH = `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id } }`;
const MATCH = `query($id: ID!) { match(id: $id) { id version } }`;

describeEachDatabase('API keys: scopes and expiry', (databaseUrl) => {
  let api: RunningApi;
  /** The server's clock: tests move it. */
  let now = Date.parse('2030-01-15T12:00:00Z');
  let olga: { gql: Gql; accountId: string };
  let stan: { gql: Gql; accountId: string };

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { clock: () => new Date(now), extraRulesets: [sealedHands] });
    olga = await organiser(api.url, 'Olga');
    stan = await organiser(api.url, 'Stan');
  });
  afterAll(async () => {
    await api?.close();
  });

  const keysOf = async (who: { gql: Gql }) => ok(await who.gql(LIST_KEYS)).apiKeys;
  const makeKey = async (who: { gql: Gql }, input: Record<string, unknown>) => ok(await who.gql(CREATE_KEY, { input })).createApiKey;

  /** A Swiss tournament of four guests, its first round paired and not yet published. */
  async function tournament(by: { gql: Gql }, name: string, published: boolean): Promise<string> {
    const input = { kind: 'tournament', name, rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 2 }, published };
    const id: string = ok(await by.gql(CREATE_COMPETITION, { input })).createCompetition.id;
    for (const player of ['Ann', 'Bob', 'Cat', 'Dan']) ok(await by.gql(REGISTER, { input: { competitionId: id, name: player } }));
    ok(await by.gql(PAIR, { input: { competitionId: id } }));
    return id;
  }

  it('creates a key with a scope and an expiry, shows the key once, and lists it without the key', async () => {
    const expiresAt = new Date(now + 30 * DAY).toISOString();
    const created = await makeKey(olga, { name: '  league stats site ', scope: 'ORGANISER', expiresAt });
    expect(created.key).toMatch(/^tlk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.apiKey.prefix)).toBe(true);
    expect(created.apiKey).toMatchObject({
      name: 'league stats site',
      scope: 'ORGANISER',
      status: 'ACTIVE',
      createdAt: new Date(now).toISOString(),
      expiresAt,
      revokedAt: null,
      lastUsedAt: null,
    });

    // A key made as before (the deprecated argument) is PUBLIC and never expires.
    const old = ok(await olga.gql(`mutation { createApiKey(name: "old site") { key apiKey { scope expiresAt status } } }`)).createApiKey;
    expect(old.apiKey).toEqual({ scope: 'PUBLIC', expiresAt: null, status: 'ACTIVE' });
    // Without a scope, a key is PUBLIC.
    expect((await makeKey(olga, { name: 'plain' })).apiKey).toMatchObject({ scope: 'PUBLIC', expiresAt: null });

    const listed = await keysOf(olga);
    expect(listed.totalCount).toBe(3);
    expect(listed.edges.find((e: { node: { id: string } }) => e.node.id === created.apiKey.id).node).toEqual(created.apiKey);
    // The list has no field for the key, and its answer never holds it.
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(failure(await olga.gql(`{ apiKeys { edges { node { key } } } }`)).extensions.code).toBe('VALIDATION');
    // Someone else's keys are not in their list, nor theirs to revoke.
    expect((await keysOf(stan)).totalCount).toBe(0);
    expect(failure(await stan.gql(REVOKE_KEY, { id: created.apiKey.id })).extensions.code).toBe('NOT_FOUND');
  });

  it('reads with a PUBLIC key what anyone reads, and tells it when its scope is why a read is refused', async () => {
    const site = client(api.url, `ApiKey ${(await makeKey(olga, { name: 'public site', scope: 'PUBLIC' })).key}`);
    const open = await tournament(olga, 'Open Cup', true);
    const hidden = await tournament(olga, 'Hidden Cup', false);

    const read = ok(await site(READ, { id: open })).competition;
    expect(read.name).toBe('Open Cup');
    // The paired round not yet published: listed without its games, as for an anonymous reader.
    expect(read.rounds).toEqual([{ round: 1, published: false, games: [] }]);
    expect(read).toEqual(ok(await client(api.url)(READ, { id: open })).competition);

    const refused = failure(await site(READ, { id: hidden }));
    expect(refused.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'KEY_SCOPE' });
    expect(refused.message).toContain('PUBLIC');
    const listed = ok(await site(LIST)).competitions.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(listed).toContain(open);
    expect(listed).not.toContain(hidden);

    const match = ok(
      await olga.gql(CREATE_MATCH, {
        input: {
          rulesetId: 'sealed-hands',
          players: [
            { side: 'A', name: 'Ann' },
            { side: 'B', name: 'Bob' },
          ],
          setup: {},
          published: false,
        },
      }),
    ).createMatch.id;
    expect(failure(await site(MATCH, { id: match })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'KEY_SCOPE' });
    // The key is its own caller: `me` says so, and it is noted as used.
    expect(ok(await site('{ me { kind } }')).me.kind).toBe('api-key');
    const used = (await keysOf(olga)).edges.find((e: { node: { name: string } }) => e.node.name === 'public site').node;
    expect(used.lastUsedAt).toBe(new Date(now).toISOString());
  });

  it("reads with an ORGANISER key its owner's own events as the organiser does, and no one else's", async () => {
    const site = client(api.url, `ApiKey ${(await makeKey(olga, { name: 'organiser site', scope: 'ORGANISER' })).key}`);
    const mine = await tournament(olga, 'My Unpublished Cup', false);
    const theirs = await tournament(stan, "Stan's Unpublished Cup", false);

    const read = ok(await site(READ, { id: mine })).competition;
    expect(read.name).toBe('My Unpublished Cup');
    // Organiser-only: the round's games before it is published.
    expect(read.rounds[0].published).toBe(false);
    expect(read.rounds[0].games).toHaveLength(2);
    expect(read).toEqual(ok(await olga.gql(READ, { id: mine })).competition);
    const listed = ok(await site(LIST)).competitions.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);

    expect(failure(await site(READ, { id: theirs })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_PUBLISHED' });

    // Read-only all the same: a mutation with the key is refused, and nothing changes.
    const before = read.version;
    const publish = failure(await site(PUBLISH, { input: { competitionId: mine, round: 1 } }));
    expect(publish.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'READ_ONLY_KEY' });
    expect(failure(await site(CREATE_KEY, { input: { name: 'another' } })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'READ_ONLY_KEY',
    });
    const after = ok(await olga.gql(READ, { id: mine })).competition;
    expect([after.version, after.rounds[0].published]).toEqual([before, false]);
  });

  it('refuses an expired key and a revoked one with their reasons, changing nothing', async () => {
    const expiring = await makeKey(olga, { name: 'a week', scope: 'PUBLIC', expiresAt: new Date(now + 7 * DAY).toISOString() });
    const site = client(api.url, { 'x-api-key': expiring.key });
    expect(ok(await site('{ me { kind } }')).me.kind).toBe('api-key');
    const usedAt = new Date(now).toISOString();

    now += 7 * DAY + 1000; // the server's clock passes the expiry
    const expired = await site('{ me { kind } }');
    expect(expired.status).toBe(401);
    expect(failure(expired).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'KEY_EXPIRED' });
    const listed = (await keysOf(olga)).edges.find((e: { node: { id: string } }) => e.node.id === expiring.apiKey.id).node;
    expect(listed).toMatchObject({ status: 'EXPIRED', lastUsedAt: usedAt, revokedAt: null });

    const revoking = await makeKey(olga, { name: 'to revoke', scope: 'ORGANISER' });
    const other = client(api.url, `ApiKey ${revoking.key}`);
    expect(ok(await other('{ me { kind } }')).me.kind).toBe('api-key');
    const revoked = ok(await olga.gql(REVOKE_KEY, { id: revoking.apiKey.id })).revokeApiKey;
    expect(revoked).toMatchObject({ status: 'REVOKED', revokedAt: new Date(now).toISOString() });
    const refused = await other('{ me { kind } }');
    expect(refused.status).toBe(401);
    expect(failure(refused).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'KEY_REVOKED' });
    // Revoking again changes nothing.
    expect(ok(await olga.gql(REVOKE_KEY, { id: revoking.apiKey.id })).revokeApiKey).toEqual(revoked);
  });

  it('refuses bad inputs with typed errors and creates nothing', async () => {
    const before = (await keysOf(stan)).totalCount;
    const cases: Array<[Record<string, unknown>, string | undefined]> = [
      [{ name: 'past', expiresAt: new Date(now - 1000).toISOString() }, 'expiresAt'],
      [{ name: 'now', expiresAt: new Date(now).toISOString() }, 'expiresAt'],
      [{ name: 'too far', expiresAt: new Date(now + 731 * DAY).toISOString() }, 'expiresAt'],
      [{ name: 'not a date', expiresAt: 'next tuesday' }, 'expiresAt'],
      [{ name: 'date only', expiresAt: '2031-01-01' }, 'expiresAt'],
      [{ name: '   ' }, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ name: 'unknown scope', scope: 'EVERYTHING' }, undefined],
      [{ name: 'lower-case scope', scope: 'public' }, undefined],
    ];
    for (const [input, field] of cases) {
      const error = failure(await stan.gql(CREATE_KEY, { input }));
      expect(error.extensions.code).toBe('VALIDATION');
      if (field) expect(error.extensions.field).toBe(field);
    }
    const neither = failure(await stan.gql(`mutation { createApiKey { key } }`));
    expect(neither.extensions).toMatchObject({ code: 'VALIDATION', field: 'input' });
    const both = failure(await stan.gql(`mutation { createApiKey(name: "a", input: { name: "b" }) { key } }`));
    expect(both.extensions).toMatchObject({ code: 'VALIDATION', field: 'name' });
    // The longest expiry and name allowed are taken.
    const longest = await makeKey(stan, { name: 'y'.repeat(80), expiresAt: new Date(now + 730 * DAY).toISOString() });
    expect(longest.apiKey.status).toBe('ACTIVE');
    expect((await keysOf(stan)).totalCount).toBe(before + 1);
    // Anonymous callers have no keys to make or list.
    expect(failure(await client(api.url)(LIST_KEYS)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });
  });
});
