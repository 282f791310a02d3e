import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { Client, fetchExchange, gql } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';

const m = (name: string, input: string, fields = 'id version') => `mutation($input: ${input}!) { ${name}(input: $input) { ${fields} } }`;
const GAMES = `query($id: ID!) { competition(id: $id) { id games { id key round table a b aName bName status } } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename id } server { publicUrl } }`;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

interface Game {
  id: string;
  key: string;
  a: string;
  b: string | null;
  aName: string;
  bName: string | null;
  status: string;
}

/**
 * Global ids through GraphQL, as third-party clients use them: two events' game `r1-1` are two
 * objects with two ids; `node(id)` fetches every kind of object again, as the caller may see it,
 * and answers garbage, unknown and hidden ids with null and a typed error while the rest of the
 * query stands; lookups by id are nullable; commands take a game's old key and its global id; and
 * urql's Graphcache, which normalises by `__typename` and `id`, keeps both events' `r1-1` apart.
 */
describeEachDatabase('Global ids and node end to end', (databaseUrl) => {
  let api: RunningApi;
  let olga: { gql: Gql; accountId: string };
  let anon: Gql;
  /** Two published tournaments, each with a published round 1 (games r1-1 and r1-2) of different players. */
  const events: Array<{ id: string; names: string[]; games: Game[] }> = [];

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
    olga = await organiser(api.url, 'Olga');
    anon = client(api.url);
    for (const [name, names] of [
      ['Spring Open', ['Ada', 'Bo', 'Cy', 'Di']],
      ['Autumn Cup', ['Ewa', 'Filip', 'Gosia', 'Henryk']],
    ] as const) {
      const id: string = ok(
        await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
          input: { kind: 'tournament', name, rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } },
        }),
      ).createCompetition.id;
      for (const player of names)
        ok(await olga.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name: player } }));
      ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
      ok(await olga.gql(m('publishRound', 'RoundInput'), { input: { competitionId: id, round: 1 } }));
      events.push({ id, names: [...names], games: ok(await anon(GAMES, { id })).competition.games });
    }
  }, 60_000);

  afterAll(async () => {
    await api?.close();
  });

  it('gives two events’ game r1-1 two ids, and keeps the key r1-1 in its own field', () => {
    const [a, b] = events.map((e) => e.games.find((g) => g.key === 'r1-1')!);
    expect(a.id).not.toBe(b.id);
    expect(a.id).not.toBe('r1-1');
    expect(events.flatMap((e) => e.games.map((g) => g.key)).sort()).toEqual(['r1-1', 'r1-1', 'r1-2', 'r1-2']);
    expect(new Set(events.flatMap((e) => e.games.map((g) => g.id))).size).toBe(4);
  });

  it('fetches every kind of object again by its id, as the caller may see it', async () => {
    const [spring] = events;
    const read = ok(
      await olga.gql(
        `query($id: ID!) { competition(id: $id) { id name rounds { id round } games { id key }
          players(first: 10) { edges { node { id name } } }
          standings(first: 10) { rows { edges { node { id playerId name } } } }
          live: standings(mode: live, first: 10) { rows { edges { node { id playerId } } } } } me { account { id displayName } } }`,
        { id: spring.id },
      ),
    );
    const c = read.competition;
    const settledRow = c.standings.rows.edges[0].node;
    const liveRow = c.live.rows.edges.find((e: any) => e.node.playerId === settledRow.playerId).node;
    expect(liveRow.id).not.toBe(settledRow.id);

    const league = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'league', name: 'Winter League', rulesetId: 'solaris7', format: { kind: 'league' } },
      }),
    ).createCompetition.id;
    for (const player of ['Iga', 'Jan'])
      ok(await olga.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: league, name: player } }));
    const season = ok(
      await olga.gql(m('openSeason', 'OpenSeasonInput', 'season { id number name table { id playerId name } }'), {
        input: { competitionId: league, name: 'Winter 1' },
      }),
    ).openSeason.season;
    expect(season.table).toHaveLength(2);

    const match = ok(
      await olga.gql(`mutation($input: CreateMatchInput!) { createMatch(input: $input) { id } }`, {
        input: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: 'Ada' },
            { side: 'B', name: 'Bo' },
          ],
          setup: sampleSetup,
        },
      }),
    ).createMatch.id;
    const key = ok(await olga.gql(`mutation { createApiKey(input: { name: "node site" }) { apiKey { id name } } }`)).createApiKey.apiKey;

    const expected: Array<[string, string, string]> = [
      [c.id, 'Competition', `... on Competition { name }`],
      [c.games[0].id, 'CompetitionGame', `... on CompetitionGame { key }`],
      [c.rounds[0].id, 'Round', `... on Round { round }`],
      [c.players.edges[0].node.id, 'CompetitionPlayer', `... on CompetitionPlayer { name }`],
      [settledRow.id, 'StandingRow', `... on StandingRow { playerId name }`],
      [liveRow.id, 'StandingRow', `... on StandingRow { playerId }`],
      [season.id, 'Season', `... on Season { number name }`],
      [season.table[0].id, 'StandingRow', `... on StandingRow { playerId name }`],
      [match, 'Match', `... on Match { viewedAs }`],
      [read.me.account.id, 'Account', `... on Account { displayName }`],
      [key.id, 'ApiKey', `... on ApiKey { name }`],
    ];
    for (const [id, type, fields] of expected) {
      const node = ok(await olga.gql(`query($id: ID!) { node(id: $id) { __typename id ${fields} } }`, { id })).node;
      expect(node).toMatchObject({ __typename: type, id });
    }
    const nodeOf = async (id: string, fields: string) => ok(await olga.gql(`query($id: ID!) { node(id: $id) { ${fields} } }`, { id })).node;
    expect(await nodeOf(c.games[0].id, '... on CompetitionGame { key }')).toEqual({ key: c.games[0].key });
    expect(await nodeOf(settledRow.id, '... on StandingRow { name }')).toEqual({ name: settledRow.name });
    expect(await nodeOf(season.table[1].id, '... on StandingRow { name }')).toEqual({ name: season.table[1].name });
    expect(await nodeOf(season.id, '... on Season { name }')).toEqual({ name: 'Winter 1' });

    // nodes: several at once, in the order asked, each failing alone.
    const many = await olga.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, {
      ids: [c.id, 'r1-1', c.games[1].id],
    });
    expect(many.data!.nodes).toEqual([{ __typename: 'Competition', id: c.id }, null, { __typename: 'CompetitionGame', id: c.games[1].id }]);
    expect(many.errors).toHaveLength(1);
    expect(many.errors![0]).toMatchObject({ path: ['nodes', 1], extensions: { code: 'VALIDATION', reason: 'MALFORMED_ID' } });
  });

  it('answers garbage, unknown and hidden ids with null and a typed error, the rest of the query standing', async () => {
    const [spring] = events;
    const game = spring.games[0];
    const forge = (text: string) => Buffer.from(text).toString('base64url');
    const cases: Array<[string, string, Gql]> = [
      ['r1-1', 'VALIDATION', anon],
      ['', 'VALIDATION', anon],
      ['not an id at all!', 'VALIDATION', anon],
      [forge(`Widget:${spring.id}:1`), 'VALIDATION', anon],
      [UNKNOWN_UUID, 'NOT_FOUND', anon],
      [forge(`CompetitionGame:${spring.id}:r9-9`), 'NOT_FOUND', anon],
      [forge(`CompetitionGame:${UNKNOWN_UUID}:r1-1`), 'NOT_FOUND', anon],
      [forge(`Round:${spring.id}:7`), 'NOT_FOUND', anon],
      [forge(`PlayerRating:solaris7:${olga.accountId}`), 'NOT_FOUND', anon],
      // Someone else's account is not looked up by id.
      [olga.accountId, 'NOT_FOUND', anon],
    ];
    for (const [id, code, caller] of cases) {
      const r = await caller(NODE, { id });
      expect(r.data).toEqual({ node: null, server: { publicUrl: expect.any(String) } });
      expect(r.errors).toHaveLength(1);
      expect(r.errors![0]).toMatchObject({ path: ['node'], extensions: { code } });
    }

    // An unpublished competition and a round not published yet: NOT_FOUND to anyone but the organiser, as if they did not exist.
    const hiddenId: string = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'tournament', name: 'Secret Cup', rulesetId: 'solaris7', format: { kind: 'swiss' }, published: false },
      }),
    ).createCompetition.id;
    for (const player of ['Kim', 'Lu'])
      ok(await olga.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: hiddenId, name: player } }));
    const hiddenGame = ok(await olga.gql(m('pairRound', 'PairRoundInput', 'games { id }'), { input: { competitionId: hiddenId } }))
      .pairRound.games[0].id;
    const stranger = await organiser(api.url, 'Stan');
    for (const id of [hiddenId, hiddenGame]) {
      for (const caller of [anon, stranger.gql]) {
        const r = await caller(NODE, { id });
        expect(r.data!.node).toBeNull();
        expect(r.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'NODE_NOT_FOUND' });
        expect(r.errors![0].message).toBe((await caller(NODE, { id: UNKNOWN_UUID })).errors![0].message.replace(UNKNOWN_UUID, id));
      }
      expect(ok(await olga.gql(NODE, { id })).node.id).toBe(id);
    }
    expect(game.id).toBeTruthy();
  });

  it('answers a lookup of an unknown id with null and an error, the other root fields answered', async () => {
    const r = await anon(
      `query($id: ID!, $other: ID!) { competition(id: $id) { id } other: competition(id: $other) { id name } match(id: $id) { id } server { publicUrl } }`,
      {
        id: UNKNOWN_UUID,
        other: events[0].id,
      },
    );
    expect(r.data).toEqual({
      competition: null,
      other: { id: events[0].id, name: 'Spring Open' },
      match: null,
      server: { publicUrl: expect.any(String) },
    });
    expect(r.errors!.map((e) => [e.path, e.extensions!.code]).sort()).toEqual([
      [['competition'], 'NOT_FOUND'],
      [['match'], 'NOT_FOUND'],
    ]);
    const unknownGame = await anon(`query { ruleset(id: "no-such-game") { id } server { publicUrl } }`);
    expect(unknownGame.data).toEqual({ ruleset: null, server: { publicUrl: expect.any(String) } });
    expect(failure(unknownGame).extensions.code).toBe('VALIDATION');
  });

  it('takes a game by its old key with its competition, and by its global id; another event’s game id is refused and changes nothing', async () => {
    const [spring, autumn] = events;
    const REPORT = m('reportGameResult', 'GameResultInput', 'version games { id key status result { winner } }');
    ok(await olga.gql(m('startRound', 'RoundInput'), { input: { competitionId: spring.id, round: 1 } }));
    const byKey = spring.games.find((g) => g.key === 'r1-1')!;
    const byId = spring.games.find((g) => g.key === 'r1-2')!;
    const before = ok(await olga.gql(`query($id: ID!) { competition(id: $id) { version } }`, { id: spring.id })).competition.version;

    const refused = failure(
      await olga.gql(REPORT, {
        input: { competitionId: spring.id, game: autumn.games[0].id, winner: autumn.games[0].a, reason: 'the table said so' },
      }),
    );
    expect(refused.extensions).toMatchObject({ code: 'VALIDATION', field: 'game' });
    expect(ok(await olga.gql(`query($id: ID!) { competition(id: $id) { version } }`, { id: spring.id })).competition.version).toBe(before);

    ok(await olga.gql(REPORT, { input: { competitionId: spring.id, game: 'r1-1', winner: byKey.a, reason: 'the table said so' } }));
    const after = ok(
      await olga.gql(REPORT, { input: { competitionId: spring.id, game: byId.id, winner: byId.a, reason: 'the table said so' } }),
    ).reportGameResult;
    const settled = after.games.filter((g: any) => g.status === 'settled' && g.result?.winner !== null);
    expect(settled.map((g: any) => g.key).sort()).toEqual(['r1-1', 'r1-2']);
  });

  it('lets urql’s Graphcache hold both events’ game r1-1 without mixing them', async () => {
    // Graphcache normalises every object by `__typename` and `id`: with the old ids, the second
    // event's `r1-1` overwrote the first's in the cache.
    const urql = new Client({ url: `${api.url}/graphql`, exchanges: [cacheExchange({}), fetchExchange], preferGetMethod: false });
    const QUERY = gql`
      query ($id: ID!) {
        competition(id: $id) {
          id
          name
          games {
            id
            key
            a
            b
            aName
            bName
          }
        }
      }
    `;
    for (const e of events) {
      const r = await urql.query(QUERY, { id: e.id }).toPromise();
      expect(r.error).toBeUndefined();
      expect(r.data.competition.games).toHaveLength(2);
    }
    // Both loaded: each event's games, read back from the cache alone, are its own.
    for (const e of events) {
      const cached = await urql.query(QUERY, { id: e.id }, { requestPolicy: 'cache-only' }).toPromise();
      expect(cached.error).toBeUndefined();
      const r11 = cached.data.competition.games.find((g: Game) => g.key === 'r1-1');
      const expected = e.games.find((g) => g.key === 'r1-1')!;
      expect(r11).toMatchObject({ id: expected.id, a: expected.a, aName: expected.aName, bName: expected.bName });
      expect(e.names).toContain(r11.aName);
      for (const g of cached.data.competition.games as Game[])
        expect(e.names).toEqual(expect.arrayContaining([g.aName, g.bName].filter((n) => n !== null)));
    }
  });
});
