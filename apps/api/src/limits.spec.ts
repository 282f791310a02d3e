import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloServer, HeaderMap } from '@apollo/server';
import {
  buildSchema,
  getIntrospectionQuery,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type GraphQLError,
} from 'graphql';
import { formatError } from './errors';
import {
  countTokens,
  DEFAULT_LIMITS,
  limitParseOptions,
  limitPlugins,
  limitValidationRules,
  queryCost,
  resolveLimits,
  webSocketLimits,
  type QueryLimits,
} from './limits';

const typeDefs = `
  type Query {
    node: Node
    items(first: Int): [Item!]!
    events(count: Int): [Item!]!
    counter: Int
    page(size: Int! = 5): Int
  }
  type Mutation { bump: Int }
  type Node { id: ID! child: Node }
  type Item { id: ID! tags: [String!]! children(first: Int = 5): [Item!]! }
`;
const schema = buildSchema(typeDefs);

/** `{ node { child { … { id } } } }` with `depth` levels of fields, the leaf included. */
function nested(depth: number): string {
  let q = 'id';
  for (let i = 0; i < depth - 2; i++) q = `child { ${q} }`;
  return `{ node { ${q} } }`;
}

/** `__schema { types { fields { type { ofType … { name } } } } }`: 5 + `ofTypes` levels. */
function deepIntrospection(ofTypes: number): string {
  return `{ __schema { types { fields { type { ${'ofType { '.repeat(ofTypes)} name ${'} '.repeat(ofTypes)} } } } } }`;
}

function aliased(n: number, field = 'counter'): string {
  return `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
}

function errorsOf(query: string, limits?: Partial<QueryLimits>, on: GraphQLSchema = schema) {
  return validate(on, parse(query), [...specifiedRules, ...limitValidationRules(limits)]).map((e) => ({
    message: e.message,
    ...e.extensions,
  }));
}

describe('resolveLimits', () => {
  it('fills in the defaults and keeps what is given', () => {
    expect(DEFAULT_LIMITS).toEqual({ maxDepth: 10, maxIntrospectionDepth: 20, maxCost: 5000, maxTokens: 2000, maxAliases: 15 });
    expect(resolveLimits()).toEqual(DEFAULT_LIMITS);
    expect(resolveLimits({ maxCost: 100, maxDepth: undefined })).toEqual({ ...DEFAULT_LIMITS, maxCost: 100 });
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => resolveLimits({ maxDepth: 0 })).toThrow(/maxDepth must be a positive integer/);
    expect(() => resolveLimits({ maxTokens: 1.5 })).toThrow(/maxTokens/);
    expect(() => resolveLimits({ maxAliases: Number.NaN })).toThrow(/maxAliases/);
  });
});

describe('depth', () => {
  it('accepts a query exactly at the limit and refuses one level more, with the limit and the depth', () => {
    expect(errorsOf(nested(10))).toEqual([]);
    expect(errorsOf(nested(11))).toEqual([
      {
        message: 'The query is nested 11 levels deep; the limit is 10.',
        code: 'VALIDATION',
        reason: 'QUERY_TOO_DEEP',
        limit: 10,
        found: 11,
      },
    ]);
    expect(errorsOf(nested(4), { maxDepth: 3 })).toMatchObject([{ reason: 'QUERY_TOO_DEEP', limit: 3, found: 4 }]);
  });

  it('counts fields, not fragments, as levels, and follows fragments', () => {
    const viaFragments = `{ node { ...A } } fragment A on Node { child { ... on Node { ...B } } } fragment B on Node { child { id } }`;
    expect(errorsOf(viaFragments, { maxDepth: 4 })).toEqual([]);
    expect(errorsOf(viaFragments, { maxDepth: 3 })).toMatchObject([{ reason: 'QUERY_TOO_DEEP', limit: 3, found: 4 }]);
  });

  it('lets the standard introspection query through, and refuses introspection nested deeper than maxIntrospectionDepth', () => {
    const full = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(errorsOf(full)).toEqual([]);
    expect(errorsOf(deepIntrospection(15))).toEqual([]); // 20 levels
    expect(errorsOf(deepIntrospection(16))).toEqual([
      {
        message: 'Introspection is nested 21 levels deep; the limit is 20.',
        code: 'VALIDATION',
        reason: 'QUERY_TOO_DEEP',
        limit: 20,
        found: 21,
      },
    ]);
    expect(errorsOf(deepIntrospection(3), { maxDepth: 5, maxIntrospectionDepth: 7 })).toMatchObject([
      { reason: 'QUERY_TOO_DEEP', limit: 7, found: 8 },
    ]);
    // Never below maxDepth.
    expect(errorsOf(deepIntrospection(3), { maxDepth: 8, maxIntrospectionDepth: 7 })).toEqual([]);
  });

  it('reports one depth error for a document deep in both the app and introspection', () => {
    const both = `{ ${nested(12).slice(1, -1)} ${deepIntrospection(20).slice(1, -1)} }`;
    expect(errorsOf(both)).toMatchObject([{ reason: 'QUERY_TOO_DEEP', limit: 10, found: 12 }]);
  });
});

describe('aliases', () => {
  it('accepts the limit and refuses one alias more', () => {
    expect(errorsOf(aliased(15))).toEqual([]);
    expect(errorsOf(aliased(16))).toEqual([
      { message: 'The query uses 16 aliases; the limit is 15.', code: 'VALIDATION', reason: 'TOO_MANY_ALIASES', limit: 15, found: 16 },
    ]);
  });

  it('counts the aliases of a fragment each time it is spread, and not aliases of __typename', () => {
    const spread = `{ node { ...F } items { ...I ...I } } fragment F on Node { a: id b: id } fragment I on Item { c: id d: id }`;
    expect(errorsOf(spread, { maxAliases: 5 })).toMatchObject([{ reason: 'TOO_MANY_ALIASES', limit: 5, found: 6 }]);
    expect(errorsOf(`{ ${Array.from({ length: 30 }, (_, i) => `t${i}: __typename`).join(' ')} }`)).toEqual([]);
  });
});

describe('cost', () => {
  const cost = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
    queryCost(schema, parse(query), variables, operationName);

  it('is 1 a field', () => {
    expect(cost('{ counter }')).toBe(1);
    expect(cost('{ counter node { id child { id } } }')).toBe(5);
    expect(cost('{ node { ...F } } fragment F on Node { id child { id } }')).toBe(4);
  });

  it('multiplies what is under a field by its first or count, 20 when absent', () => {
    expect(cost('{ items(first: 100) { id tags } }')).toBe(1 + 100 * 2);
    expect(cost('{ items { id } }')).toBe(1 + 20 * 1);
    expect(cost('{ events(count: 5) { id } }')).toBe(1 + 5 * 1);
    expect(cost('{ events { id } }')).toBe(1 + 20 * 1);
    // A default in the schema is what the resolver gets, so it is what counts.
    expect(cost('{ items(first: 10) { children { id } } }')).toBe(1 + 10 * (1 + 5 * 1));
    expect(cost('{ items(first: 10) { children(first: 10) { id tags } } }')).toBe(1 + 10 * (1 + 10 * 2));
  });

  it('reads first from the variables, and never counts a page below 1', () => {
    expect(cost('query($n: Int) { items(first: $n) { id } }', { n: 50 })).toBe(51);
    expect(cost('query($n: Int) { items(first: $n) { id } }', {})).toBe(21);
    expect(cost('{ items(first: 0) { id } counter }')).toBe(3);
    expect(cost('{ items(first: -1000) { id } counter }')).toBe(3);
  });

  it('counts only the operation that runs', () => {
    const doc = 'query Cheap { counter } query Dear { items(first: 100) { id } }';
    expect(cost(doc, {}, 'Cheap')).toBe(1);
    expect(cost(doc, {}, 'Dear')).toBe(101);
  });

  it('lets a complexity set on a field win (as @Field({ complexity }) sets it)', () => {
    const Item = new GraphQLObjectType({ name: 'Item', fields: { id: { type: GraphQLString } } });
    const withExtensions = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          expensive: { type: GraphQLInt, extensions: { complexity: 300 } },
          items: { type: new GraphQLNonNull(new GraphQLList(Item)), args: { first: { type: GraphQLInt } } },
        },
      }),
    });
    expect(queryCost(withExtensions, parse('{ expensive items(first: 3) { id } }'))).toBe(300 + 1 + 3);
  });

  it('prices the real schema as documented: a full page of the match list is 501', () => {
    const api = buildSchema(readFileSync(join(__dirname, '../../../schema.graphql'), 'utf8'));
    expect(queryCost(api, parse('{ matchList(first: 100) { edges { node { id status winner } } } }'))).toBe(1 + 100 * (1 + 1 + 3));
    expect(queryCost(api, parse('{ matchList { totalCount edges { node { id } } } }'))).toBe(1 + 20 * (1 + 1 + 1 + 1));
    expect(
      queryCost(api, parse('query($id: ID!) { match(id: $id) { id events(first: 100) { edges { node { number type } } } } }'), { id: 'x' }),
    ).toBe(1 + 1 + 1 + 100 * (1 + 1 + 2));
  });
});

describe('countTokens', () => {
  it('counts names, punctuation and values, not comments or whitespace', () => {
    expect(countTokens('{ a b }')).toBe(4);
    expect(countTokens('query Q($n: Int = 3) { a(x: "y") }')).toBe(18);
    expect(countTokens('# a comment with { many } tokens\n{ a }')).toBe(3);
    expect(countTokens('')).toBe(0);
  });

  it('counts what it can lex before a syntax error', () => {
    expect(countTokens('{ a b ~ c }')).toBe(3);
  });

  it('stops one token past stopAfter', () => {
    expect(countTokens('{ a b c d e }', 3)).toBe(4);
    expect(countTokens('{ a }', 3)).toBe(3);
  });

  it('agrees with the parser: limitParseOptions lets exactly maxTokens tokens through', () => {
    const options = limitParseOptions({ maxTokens: 10 });
    const ten = '{ a b c d e f g h }';
    expect(countTokens(ten)).toBe(10);
    expect(() => parse(ten, options)).not.toThrow();
    expect(() => parse('{ a b c d e f g h i }', options)).toThrow(/more tha[nt] 10 tokens/);
  });
});

describe('limits in Apollo Server', () => {
  let server: ApolloServer;
  const calls: string[] = [];
  const limits: Partial<QueryLimits> = { maxCost: 500, maxTokens: 200 };

  beforeAll(async () => {
    server = new ApolloServer({
      typeDefs,
      resolvers: {
        Query: {
          node: () => (calls.push('node'), { id: '1' }),
          items: (_: unknown, { first }: { first?: number }) => (
            calls.push('items'),
            Array.from({ length: first ?? 20 }, (_, i) => ({ id: String(i), tags: [] }))
          ),
          events: () => (calls.push('events'), []),
          counter: () => (calls.push('counter'), 7),
          page: (_: unknown, { size }: { size: number }) => (calls.push('page'), size),
        },
        Mutation: { bump: () => (calls.push('bump'), 1) },
        Node: { child: () => (calls.push('child'), { id: '2' }) },
        Item: { children: () => [] },
      },
      formatError,
      parseOptions: limitParseOptions(limits),
      validationRules: limitValidationRules(limits),
      plugins: limitPlugins(limits),
    });
    await server.start();
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(() => {
    calls.length = 0;
  });

  async function post(query: string, variables: Record<string, unknown> = {}) {
    const res = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'POST',
        headers: new HeaderMap([['content-type', 'application/json']]),
        search: '',
        body: { query, variables },
      },
      context: async () => ({}),
    });
    if (res.body.kind !== 'complete') throw new Error('expected a complete response');
    return {
      status: res.status ?? 200,
      ...(JSON.parse(res.body.string) as { data?: any; errors?: Array<{ message: string; extensions: Record<string, unknown> }> }),
    };
  }

  it('runs an ordinary query', async () => {
    const r = await post('{ counter node { id child { id } } items(first: 2) { id } }');
    expect(r).toMatchObject({
      status: 200,
      data: { counter: 7, node: { id: '1', child: { id: '2' } }, items: [{ id: '0' }, { id: '1' }] },
    });
    expect(r.errors).toBeUndefined();
  });

  it('refuses a query too deep with code VALIDATION after formatError, status 400, and runs nothing', async () => {
    const r = await post(nested(11));
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors).toHaveLength(1);
    expect(r.errors![0].extensions).toEqual({ code: 'VALIDATION', reason: 'QUERY_TOO_DEEP', limit: 10, found: 11 });
    expect(calls).toEqual([]);
  });

  it('refuses too many aliases and runs nothing, not even a mutation', async () => {
    const r = await post(`mutation ${aliased(16, 'bump')}`);
    expect(r.status).toBe(400);
    expect(r.errors![0].extensions).toEqual({ code: 'VALIDATION', reason: 'TOO_MANY_ALIASES', limit: 15, found: 16 });
    expect(calls).toEqual([]);
  });

  it('refuses a query too costly, counting the variables, and runs nothing', async () => {
    const q = 'query($n: Int) { counter items(first: $n) { id tags } }';
    const r = await post(q, { n: 250 });
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors).toEqual([
      {
        message: 'The query costs 502; the limit is 500.',
        locations: [{ line: 1, column: 1 }],
        extensions: { code: 'VALIDATION', reason: 'QUERY_TOO_COSTLY', limit: 500, found: 502 },
      },
    ]);
    expect(calls).toEqual([]);
    // The same document with a smaller page runs.
    expect((await post(q, { n: 2 })).data.items).toHaveLength(2);
  });

  it('refuses a fragment bomb as too costly without evaluating it to the end', async () => {
    const fragments = Array.from({ length: 16 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const started = Date.now();
    const r = await post(`{ ...F0 } ${fragments} fragment F16 on Query { counter }`);
    expect(r.status).toBe(400);
    expect(r.errors).toEqual([
      {
        message: 'The query has more than 10000 selections to evaluate; the cost limit is 500.',
        extensions: { code: 'VALIDATION', reason: 'QUERY_TOO_COSTLY', limit: 500 },
      },
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toEqual([]);
  });

  it('refuses a query too large without parsing it to the end, and runs nothing', async () => {
    const huge = `{ counter ${'counter '.repeat(250)}}`;
    for (const attempt of [1, 2]) {
      const r = await post(huge);
      expect({ attempt, status: r.status }).toEqual({ attempt, status: 400 });
      expect(r.errors).toHaveLength(1);
      expect(r.errors![0]).toMatchObject({
        message: 'The query has 253 tokens; the limit is 200.',
        extensions: { code: 'VALIDATION', reason: 'QUERY_TOO_LARGE', limit: 200, found: 253 },
      });
    }
    expect(calls).toEqual([]);
    // 200 tokens exactly is fine.
    expect((await post(`{ ${'counter '.repeat(198)}}`)).data).toEqual({ counter: 7 });
  });

  it('refuses a query too large even without limitParseOptions, cached or not', async () => {
    const lax = new ApolloServer({
      typeDefs,
      resolvers: { Query: { counter: () => (calls.push('counter'), 7) } },
      formatError,
      plugins: limitPlugins({ maxTokens: 5 }),
    });
    await lax.start();
    try {
      for (const attempt of [1, 2]) {
        const res = await lax.executeHTTPGraphQLRequest({
          httpGraphQLRequest: {
            method: 'POST',
            headers: new HeaderMap([['content-type', 'application/json']]),
            search: '',
            body: { query: '{ counter counter counter counter }' },
          },
          context: async () => ({}),
        });
        expect({ attempt, status: res.status }).toEqual({ attempt, status: 400 });
        expect(res.body.kind === 'complete' && JSON.parse(res.body.string)).toEqual({
          errors: [
            {
              message: 'The query has 6 tokens; the limit is 5.',
              extensions: { code: 'VALIDATION', reason: 'QUERY_TOO_LARGE', limit: 5, found: 6 },
            },
          ],
        });
      }
      expect(calls).toEqual([]);
    } finally {
      await lax.stop();
    }
  });

  it('leaves variables that do not coerce to execution, which refuses them as before', async () => {
    const r = await post('query($n: Int, $m: Int) { items(first: $n) { id } events(count: $m) { id } }', { n: 'many', m: 'more' });
    expect(r.status).toBe(400);
    expect(r.errors!.map((e) => [e.message.slice(0, 33), e.extensions.code])).toEqual([
      ['Variable "$n" got invalid value "', 'VALIDATION'],
      ['Variable "$m" got invalid value "', 'VALIDATION'],
    ]);
    expect(calls).toEqual([]);
  });

  it('refuses an argument that does not coerce instead of running the query unmeasured', async () => {
    // A nullable variable may feed a non-null argument that has a default, but not with null.
    const q = 'query($n: Int) { counter page(size: $n) }';
    const r = await post(q, { n: null });
    expect(r.status).toBe(400);
    expect(r.errors).toEqual([
      {
        message: 'Argument "size" of non-null type "Int!" must not be null.',
        locations: [{ line: 1, column: 37 }],
        extensions: { code: 'VALIDATION' },
      },
    ]);
    expect(calls).toEqual([]);
    expect((await post(q, {})).data).toEqual({ counter: 7, page: 5 });
  });
});

describe('limits over WebSocket', () => {
  const check = webSocketLimits(() => schema);
  const refusal = (r: readonly GraphQLError[] | ExecutionArgs) => (Array.isArray(r) ? (r as readonly GraphQLError[])[0].extensions : null);

  it('parses and validates a text once, and checks every operation’s variables', async () => {
    const query = 'query($n: Int) { items(first: $n) { id } }';
    const first = (await check(null, '1', { query, variables: { n: 5 } })) as ExecutionArgs;
    const again = (await check(null, '2', { query, variables: { n: 6 } })) as ExecutionArgs;
    expect(again.document).toBe(first.document);
    expect(again.variableValues).toEqual({ n: 6 });
    expect(refusal(await check(null, '3', { query, variables: { n: 100_000 } }))).toMatchObject({
      code: 'VALIDATION',
      reason: 'QUERY_TOO_COSTLY',
    });
  });

  it('refuses a text that does not pass every time it is sent', async () => {
    for (let i = 0; i < 2; i++) {
      expect(refusal(await check(null, `${i}`, { query: '{ nothing }' }))).toMatchObject({ code: 'VALIDATION' });
      expect(
        refusal(
          await check(null, `${i}`, {
            query: '{ node { child { child { child { child { child { child { child { child { child { child { id } } } } } } } } } } } }',
          }),
        ),
      ).toMatchObject({
        reason: 'QUERY_TOO_DEEP',
      });
    }
  });
});
