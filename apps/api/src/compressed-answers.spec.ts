import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getOperationAST, isInterfaceType, isObjectType, isScalarType, getNamedType, parse } from 'graphql';
import { SECRET_FIELDS, selectsSecret } from './compressed-answers';
import { acceptedEncodings } from './precompressed';

/** The schema as served (schema.graphql is printed from the running server by `npm run schema`). */
const schema = buildSchema(readFileSync(join(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8'));

/** Fields named like a secret that are not one, and why. */
const NOT_SECRET: Record<string, string> = {
  'ParkedEvent.key': 'the unit of work a parked event holds back: a stream or competition id',
  'SetupRefusal.code': 'an error code, e.g. INVALID_SETUP',
  'CompetitionGame.key': "a game's name within its event, e.g. r1-1",
  'WebhookDelivery.lastStatusCode': 'the HTTP status a receiver answered',
};

const secretIn = (query: string, operationName?: string) => {
  const document = parse(query);
  return selectsSecret(schema, document, getOperationAST(document, operationName)!);
};

describe('answers that carry a secret', () => {
  it('are told by the fields the operation selects, through aliases and fragments', () => {
    expect(secretIn('mutation { signIn(input: { email: "a@b.c", password: "x" }) { token } }')).toBe(true);
    expect(secretIn('mutation { signIn(input: { email: "a@b.c", password: "x" }) { t: token } }')).toBe(true);
    expect(
      secretIn('mutation M { signIn(input: { email: "a@b.c", password: "x" }) { ...S } } fragment S on Session { expiresAt token }'),
    ).toBe(true);
    expect(secretIn('mutation { signIn(input: { email: "a@b.c", password: "x" }) { ... on Session { token } } }')).toBe(true);
    expect(secretIn('query($m: ID!) { matchInvitations(matchId: $m) { side token } }')).toBe(true);
    expect(secretIn('mutation { createApiKey(name: "site") { key } }')).toBe(true);
    expect(secretIn('mutation($i: String!) { joinMatch(invitation: $i) { token } }')).toBe(true);
  });

  it('are not those that leave the secret out, however they are named', () => {
    // What the web app asks: the session rides in an HttpOnly cookie, never in the answer.
    expect(secretIn('mutation signIn { signIn(input: { email: "a@b.c", password: "x" }) { expiresAt account { id } } }')).toBe(false);
    expect(secretIn('mutation { createApiKey(name: "site") { apiKey { id prefix } } }')).toBe(false);
    // A name proves nothing either way: only what is selected counts.
    expect(secretIn('query token { competitions(first: 5) { totalCount } }')).toBe(false);
  });

  it('count only the operation run, with every fragment', () => {
    const both = 'query A { me { kind } } mutation B { signIn(input: { email: "a@b.c", password: "x" }) { token } }';
    expect(secretIn(both, 'A')).toBe(false);
    expect(secretIn(both, 'B')).toBe(true);
  });

  it('cover every field of the schema named like a secret', () => {
    const named: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields()))
        if (isScalarType(getNamedType(field.type)) && /token|key|secret|password|code/i.test(field.name))
          named.push(`${type.name}.${field.name}`);
    }
    expect(named.filter((f) => !SECRET_FIELDS.has(f) && !(f in NOT_SECRET))).toEqual([]);
    // And the list names fields the schema has: a renamed field would silently fall out of it.
    expect([...SECRET_FIELDS].filter((f) => !named.includes(f))).toEqual([]);
  });
});

describe('acceptedEncodings', () => {
  it('prefers brotli, then gzip, by weight and never by the order the client wrote them', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip, deflate')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('BR')).toEqual(['br']);
  });

  it('accepts neither without the header, or with only identity', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('gzip;q=0, br;q=0')).toEqual([]);
    expect(acceptedEncodings('gzip;q=abc')).toEqual([]);
  });
});
