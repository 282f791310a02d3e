import { openDatabase, type Database } from '@app/database';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { getIntrospectionQuery } from 'graphql';
import { startApi, type RunningApi } from '../apps/api/src/app';
import { client, failure, ok, organiser, type Gql, type GqlResult } from './support/graphql';

const players = [
  { side: 'A', name: 'Alice' },
  { side: 'B', name: 'Boris' },
];
const input = { rulesetId: 'vigilant-peace', players, setup: sampleSetup };

/** `__schema { types { fields { type { ofType … { name } } } } }`: 5 + `ofTypes` levels. */
function deepIntrospection(ofTypes: number): string {
  return `{ __schema { types { fields { type { ${'ofType { '.repeat(ofTypes)} name ${'} '.repeat(ofTypes)} } } } } }`;
}

function aliases(n: number, selection: string): string {
  return Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join('\n');
}

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
}, 60_000);
afterAll(async () => {
  await database?.close();
}, 60_000);

/** POSTs a query and keeps the HTTP status beside the GraphQL result. */
async function post(api: RunningApi, query: string, variables: Record<string, unknown> = {}): Promise<GqlResult & { status: number }> {
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as GqlResult) };
}

describe('query limits end to end, with the default limits', () => {
  let api: RunningApi;
  let gql: Gql;

  beforeAll(async () => {
    api = await startApi({ port: 0, host: '127.0.0.1', dataDir: '' }, { database, logLevel: 'error', projectionIntervalMs: 60_000 });
    gql = client(api.url);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  }, 60_000);

  it('answers an ordinary query, a full page of the match list, and the standard introspection query', async () => {
    const data = ok(
      await gql('{ __typename matchList(first: 100) { totalCount edges { node { id status winner players { side name } } } } }'),
    );
    expect(data).toMatchObject({ __typename: 'Query', matchList: { totalCount: expect.any(Number) } });

    const schema = ok(
      await gql(
        getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }),
      ),
    );
    expect(schema.__schema.types.map((t: any) => t.name)).toEqual(
      expect.arrayContaining(['Match', 'MatchSummaryConnection', 'Query', 'Mutation']),
    );
  });

  it('refuses a query nested too deep: VALIDATION / QUERY_TOO_DEEP with the limit and the depth, status 400', async () => {
    const r = await post(api, deepIntrospection(20));
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors).toHaveLength(1);
    expect(failure(r)).toEqual({
      message: 'Introspection is nested 25 levels deep; the limit is 20.',
      extensions: { code: 'VALIDATION', reason: 'QUERY_TOO_DEEP', limit: 20, found: 25 },
    });
    // One level less is within the limit.
    expect(ok(await gql(deepIntrospection(15))).__schema.types.length).toBeGreaterThan(0);
  });

  it('refuses full pages of the match list asked for many times over: QUERY_TOO_COSTLY, or TOO_MANY_ALIASES past 15 aliases', async () => {
    const page = 'matchList(first: 100) { edges { node { id status winner eventCount } } }';
    // 10 × (1 + 100 × (edges 1 + node 1 + 4 fields)) = 6010
    const costly = await post(api, `{ ${aliases(10, page)} }`);
    expect(costly.status).toBe(400);
    expect(costly.data).toBeUndefined();
    expect(costly.errors).toHaveLength(1);
    expect(failure(costly)).toEqual({
      message: 'The query costs 6010; the limit is 5000.',
      extensions: { code: 'VALIDATION', reason: 'QUERY_TOO_COSTLY', limit: 5000, found: 6010 },
    });

    const many = await post(api, `{ ${aliases(16, page)} }`);
    expect(many.status).toBe(400);
    expect(many.errors).toHaveLength(1);
    expect(failure(many)).toEqual({
      message: 'The query uses 16 aliases; the limit is 15.',
      extensions: { code: 'VALIDATION', reason: 'TOO_MANY_ALIASES', limit: 15, found: 16 },
    });

    // Eight full pages (4808) are within the cost limit.
    expect(Object.keys(ok(await gql(`{ ${aliases(8, page)} }`)))).toHaveLength(8);
  });

  it('refuses a huge query string: QUERY_TOO_LARGE with the limit and the token count', async () => {
    const r = await post(api, `{ ${'__typename '.repeat(2500)}}`);
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors).toHaveLength(1);
    expect(failure(r)).toEqual({
      message: 'The query has 2502 tokens; the limit is 2000.',
      extensions: { code: 'VALIDATION', reason: 'QUERY_TOO_LARGE', limit: 2000, found: 2502 },
    });
    // 2000 tokens exactly are fine: 222 fragments of 7 tokens, 222 spreads of 2, and the braces.
    // (Not 1998 × __typename: graphql's own validation gives up on that many overlapping fields.)
    const names = Array.from({ length: 222 }, (_, i) => `F${i}`);
    const fragments = `{ ${names.map((n) => `...${n}`).join(' ')} } ${names.map((n) => `fragment ${n} on Query { __typename }`).join(' ')}`;
    expect(ok(await gql(fragments)).__typename).toBe('Query');
  });

  it('executes nothing of a refused mutation', async () => {
    const olga = (await organiser(api.url)).gql;
    const matchCount = async (): Promise<number> => ok(await olga('{ matchList { totalCount } }')).matchList.totalCount;
    const before = await matchCount();
    const create = (selection: string) => `mutation($input: CreateMatchInput!) { ${selection} }`;

    const tooMany = failure(await olga(create(aliases(16, 'createMatch(input: $input) { id }')), { input }));
    expect(tooMany.extensions).toMatchObject({ code: 'VALIDATION', reason: 'TOO_MANY_ALIASES' });

    const tooCostly = failure(
      await olga(create('createMatch(input: $input) { id events(first: 5000) { edges { node { number type } } } }'), { input }),
    );
    expect(tooCostly.extensions).toMatchObject({ code: 'VALIDATION', reason: 'QUERY_TOO_COSTLY' });

    const tooLarge = failure(await olga(create(`createMatch(input: $input) { ${'id '.repeat(2000)}}`), { input }));
    expect(tooLarge.extensions).toMatchObject({ code: 'VALIDATION', reason: 'QUERY_TOO_LARGE' });

    expect(await matchCount()).toBe(before);
    // The same mutation within the limits creates the match, and the count sees it (once the
    // match list has every event up to it, so the refused ones had they appended anything too).
    ok(
      await olga(create('a0: createMatch(input: $input) { id events(first: 10) { edges { node { number } } } }'), {
        input: { ...input, waitForReadModels: true },
      }),
    );
    expect(await matchCount()).toBe(before + 1);
  });
});

describe('query limits end to end, with limits given to startApi', () => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startApi(
      { port: 0, host: '127.0.0.1', dataDir: '' },
      { database, logLevel: 'error', projectionIntervalMs: 60_000, limits: { maxDepth: 3, maxCost: 50 } },
    );
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  }, 60_000);

  it('applies them', async () => {
    const deep = failure(await post(api, '{ matchList(first: 1) { edges { node { id } } } }'));
    expect(deep.extensions).toEqual({ code: 'VALIDATION', reason: 'QUERY_TOO_DEEP', limit: 3, found: 4 });
    // 1 + 10 × (1 + 2) = 31 is within 50; with the default page of 20, 1 + 20 × 3 = 61 is not.
    ok(await post(api, '{ matchList(first: 10) { totalCount pageInfo { hasNextPage } } }'));
    const costly = failure(await post(api, '{ matchList { totalCount pageInfo { hasNextPage } } }'));
    expect(costly.extensions).toEqual({ code: 'VALIDATION', reason: 'QUERY_TOO_COSTLY', limit: 50, found: 61 });
  });
});
