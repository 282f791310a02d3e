import { createHash } from 'node:crypto';
import { ApolloClient, gql as apolloGql, HttpLink, InMemoryCache } from '@apollo/client/core';
import { Client as UrqlClient, fetchExchange } from '@urql/core';
import { GraphQLClient } from 'graphql-request';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, ok, organiser, type Gql } from './support/graphql';

/** A page of another site, as its browser names it. */
const CLUB = 'http://club.example';
const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { id } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const STANDINGS = `query Standings($id: ID!) { competition(id: $id) { name standings { rows { edges { node { name points } } } } } }`;
const PLAYERS = `query($id: ID!) { competition(id: $id) { players(first: 50) { totalCount } } }`;

/** A fetch as a page on CLUB makes it: its browser adds the Origin header; what went out and came back is kept. */
function pageFetch(origin = CLUB) {
  const seen: Array<{ method: string; url: string; headers: Record<string, string>; response: Response }> = [];
  const fetcher = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await fetch(input, { ...init, headers: { ...headers, origin } });
    seen.push({ method: init.method ?? 'GET', url: input instanceof Request ? input.url : input.toString(), headers, response });
    return response;
  };
  return { fetch: fetcher, seen };
}

/** An answer's JSON body, as loosely typed as the tests read it. */
const json = (res: Response): Promise<any> => res.json();

const get = (url: string, params: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const search = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string]),
  );
  return fetch(`${url}/graphql?${search.toString()}`, { headers });
};

/**
 * The API as other sites call it over HTTP: CORS, queries over GET with the defaults of urql,
 * graphql-request and Apollo Client, the CSRF rule that replaced Apollo's, HTTP caching with
 * strong ETags and 304s, persisted queries over GET, and rate limits answered 429 with the
 * standard headers.
 */
describeEachDatabase('The API as third parties call it over HTTP', (databaseUrl) => {
  let api: RunningApi;
  let olga: { gql: Gql; token: string };
  let eventId: string;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
    olga = await organiser(api.url, 'Olga');
    const input = { kind: 'tournament', name: 'Club night', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 2 } };
    eventId = ok(await olga.gql(CREATE, { input })).createCompetition.id;
    for (const name of ['Ala', 'Ela', 'Ola', 'Ula']) ok(await olga.gql(REGISTER, { input: { competitionId: eventId, name } }));
    ok(await olga.gql(PAIR, { input: { competitionId: eventId } }));
    ok(await olga.gql(START, { input: { competitionId: eventId, round: 1 } }));
  });

  afterAll(async () => {
    await api?.close();
  });

  describe('CORS', () => {
    it('answers a preflight from any origin with 204, the methods and headers allowed, and never credentials', async () => {
      const res = await fetch(`${api.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: CLUB, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
      const allowed = res.headers.get('access-control-allow-headers')!.split(', ');
      expect(allowed).toEqual(
        expect.arrayContaining(['content-type', 'authorization', 'x-api-key', 'apollo-require-preflight', 'x-apollo-operation-name']),
      );
      expect(allowed).not.toContain('x-requested-with');
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('lets a page read an answer and the rate-limit, request-id and ETag headers', async () => {
      const res = await get(api.url, { query: STANDINGS, variables: { id: eventId } }, { origin: CLUB });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-expose-headers')!.split(', ')).toEqual(
        expect.arrayContaining([
          'RateLimit-Limit',
          'RateLimit-Remaining',
          'RateLimit-Reset',
          'X-RateLimit-Limit',
          'Retry-After',
          'X-Request-Id',
          'ETag',
        ]),
      );
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    });

    it('answers only the origins CORS_ORIGINS lists: another gets 403 to its preflight and no CORS headers', async () => {
      const listed = await startTestApi(databaseUrl(), { corsOrigins: [CLUB], processors: false });
      try {
        const preflight = (origin: string) =>
          fetch(`${listed.url}/graphql`, {
            method: 'OPTIONS',
            headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
          });
        const allowed = await preflight(CLUB);
        expect(allowed.status).toBe(204);
        expect(allowed.headers.get('access-control-allow-origin')).toBe(CLUB);
        expect(allowed.headers.get('vary')).toMatch(/Origin/);
        const refused = await preflight('http://elsewhere.example');
        expect(refused.status).toBe(403);
        expect([...refused.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
        const read = await get(listed.url, { query: '{ __typename }' }, { origin: 'http://elsewhere.example' });
        expect(read.headers.get('access-control-allow-origin')).toBeNull();
        expect(read.headers.get('vary')).toMatch(/Origin/);
      } finally {
        await listed.close();
      }
    });

    it('never honours a session cookie from a page of another origin: it reads as anyone', async () => {
      const cookie = `tabletop_session=${olga.token}`;
      const me = (origin: string) =>
        fetch(`${api.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin },
          body: JSON.stringify({ query: '{ me { kind } }' }),
        }).then(json);
      expect((await me(api.url)).data.me.kind).toBe('account');
      expect((await me(CLUB)).data.me.kind).toBe('anonymous');
    });
  });

  describe('clients with their defaults', () => {
    it('urql sends a query by GET with only an accept header, and reads the standings', async () => {
      const page = pageFetch();
      const urql = new UrqlClient({ url: `${api.url}/graphql`, exchanges: [fetchExchange], fetch: page.fetch });
      const result = await urql.query(STANDINGS, { id: eventId }).toPromise();
      expect(result.error).toBeUndefined();
      expect(result.data.competition.standings.rows.edges).toHaveLength(4);
      expect(page.seen).toHaveLength(1);
      expect(page.seen[0].method).toBe('GET');
      expect(Object.keys(page.seen[0].headers)).toEqual(['accept']);
      expect(page.seen[0].response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('graphql-request and Apollo Client post JSON and read the same', async () => {
      const page = pageFetch();
      const request = new GraphQLClient(`${api.url}/graphql`, { fetch: page.fetch });
      const a = await request.request<{ competition: { name: string } }>(STANDINGS, { id: eventId });
      expect(a.competition.name).toBe('Club night');
      const apollo = new ApolloClient({ link: new HttpLink({ uri: `${api.url}/graphql`, fetch: page.fetch }), cache: new InMemoryCache() });
      const b = await apollo.query<{ competition: { name: string } }>({ query: apolloGql(STANDINGS), variables: { id: eventId } });
      expect(b.data?.competition.name).toBe('Club night');
      expect(page.seen.map((s) => [s.method, s.headers['content-type'], s.response.status])).toEqual([
        ['POST', 'application/json', 200],
        ['POST', 'application/json', 200],
      ]);
    });
  });

  describe('the CSRF rule', () => {
    const registerOla = `mutation { registerPlayer(input: { competitionId: "ID", name: "Intruder" }) { id } }`;
    const players = async () => ok(await client(api.url)(PLAYERS, { id: eventId })).competition.players.totalCount;

    it('refuses a mutation over GET with 405, whatever its credentials, and changes nothing', async () => {
      const before = await players();
      const res = await get(api.url, { query: registerOla.replace('ID', eventId) }, { authorization: `Bearer ${olga.token}` });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const body = await json(res);
      expect(body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'MUTATION_OVER_GET' });
      expect(await players()).toBe(before);
    });

    it.each([
      ['text/plain', (q: string) => JSON.stringify({ query: q })],
      ['application/x-www-form-urlencoded', (q: string) => new URLSearchParams({ query: q }).toString()],
      ['multipart/form-data; boundary=x', (q: string) => `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${q}\r\n--x--\r\n`],
    ])('refuses a POST a page could send without a preflight (%s) with 415, and changes nothing', async (type, body) => {
      const before = await players();
      const res = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: `tabletop_session=${olga.token}`, origin: api.url },
        body: body(registerOla.replace('ID', eventId)),
      });
      expect(res.status).toBe(415);
      expect((await json(res)).errors[0]).toMatchObject({
        message: expect.stringContaining('application/json'),
        extensions: { code: 'BAD_REQUEST', reason: 'UNSUPPORTED_MEDIA_TYPE' },
      });
      expect(await players()).toBe(before);
    });
  });

  describe('HTTP caching', () => {
    it('lets anyone cache an anonymous GET query, with a strong ETag of its bytes and 304 to If-None-Match', async () => {
      const params = { query: STANDINGS, variables: { id: eventId } };
      const first = await get(api.url, params, { origin: CLUB });
      const body = await first.text();
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=5, stale-while-revalidate=30');
      const vary = first.headers.get('vary')!.split(/,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['Accept', 'Accept-Encoding', 'Authorization', 'Cookie', 'X-Api-Key']));
      const etag = first.headers.get('etag')!;
      expect(etag).toBe(`"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`);

      // A CDN revalidating its copy.
      const again = await get(api.url, params, { origin: CLUB, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(again.headers.get('vary')).toBe(first.headers.get('vary'));
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
      // A weak form of the same tag and a list match too (RFC 9110's weak comparison); another tag does not.
      expect((await get(api.url, params, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
      expect((await get(api.url, params, { 'if-none-match': '"other"' })).status).toBe(200);
    });

    it('keeps anything personal, any error and any POST out of every cache', async () => {
      const params = { query: STANDINGS, variables: { id: eventId } };
      const etag = (await get(api.url, params)).headers.get('etag')!;
      const mine = await get(api.url, params, { authorization: `Bearer ${olga.token}`, 'if-none-match': etag });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expect(mine.headers.get('etag')).toBeNull();
      const wrong = await get(api.url, { query: '{ nothingHere }' });
      expect(wrong.headers.get('cache-control')).toBe('private, no-store');
      expect(wrong.headers.get('etag')).toBeNull();
      const posted = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
      });
      expect(posted.headers.get('cache-control')).toBe('private, no-store');
      expect(posted.headers.get('etag')).toBeNull();
    });

    it('serves automatic persisted queries over GET: a hash alone once the server has the query', async () => {
      const query = `query Names($id: ID!) { competition(id: $id) { name } }`;
      const sha256Hash = createHash('sha256').update(query).digest('hex');
      const extensions = { persistedQuery: { version: 1, sha256Hash } };
      const unknown = await get(api.url, { extensions, variables: { id: eventId } });
      expect((await json(unknown)).errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'PERSISTED_QUERY_NOT_FOUND' });
      expect(unknown.headers.get('cache-control')).toBe('private, no-store');
      const registered = await get(api.url, { query, extensions, variables: { id: eventId } });
      expect((await json(registered)).data.competition.name).toBe('Club night');
      const byHash = await get(api.url, { extensions, variables: { id: eventId } });
      expect((await json(byHash)).data.competition.name).toBe('Club night');
      expect(byHash.headers.get('cache-control')).toMatch(/^public, /);
      expect(byHash.headers.get('etag')).toMatch(/^"/);
    });
  });

  describe('rate limits', () => {
    let limited: RunningApi;
    let now = Date.parse('2026-11-28T18:00:15.000Z');

    beforeAll(async () => {
      limited = await startTestApi(databaseUrl(), { rateLimits: { anonymous: 3 }, clock: () => new Date(now), processors: false });
    });

    afterAll(async () => {
      await limited?.close();
    });

    it('tells every answer the bucket, answers 429 with Retry-After over the limit, and rateLimit tells the same', async () => {
      const ask = (query: string) => get(limited.url, { query }, { origin: CLUB });
      const first = await ask('{ rateLimit { limit remaining resetAt windowSeconds } }');
      expect((await json(first)).data.rateLimit).toEqual({
        limit: 3,
        remaining: 2,
        resetAt: '2026-11-28T18:01:00.000Z',
        windowSeconds: 60,
      });
      const headers = (res: Response) => ({
        limit: res.headers.get('ratelimit-limit'),
        remaining: res.headers.get('ratelimit-remaining'),
        reset: res.headers.get('ratelimit-reset'),
        policy: res.headers.get('ratelimit-policy'),
        xLimit: res.headers.get('x-ratelimit-limit'),
        xRemaining: res.headers.get('x-ratelimit-remaining'),
        xReset: res.headers.get('x-ratelimit-reset'),
      });
      const window = {
        limit: '3',
        reset: '45',
        policy: '3;w=60',
        xLimit: '3',
        xReset: String(Date.parse('2026-11-28T18:01:00.000Z') / 1000),
      };
      expect(headers(first)).toEqual({ ...window, remaining: '2', xRemaining: '2' });
      const second = await ask('{ __typename }');
      expect(headers(second)).toEqual({ ...window, remaining: '1', xRemaining: '1' });
      await ask('{ __typename }');

      const refused = await ask('{ __typename }');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('45');
      expect(headers(refused)).toEqual({ ...window, remaining: '0', xRemaining: '0' });
      expect(refused.headers.get('retry-after-requests')).toBeNull();
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
      expect((await json(refused)).errors[0].extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 45 });
    });

    it('answers 429 too when a further root field of an operation under way goes over', async () => {
      now += 60_000;
      const res = await get(limited.url, {
        query: '{ a: server { publicUrl } b: server { publicUrl } c: server { publicUrl } d: server { publicUrl } }',
      });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('45');
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
      expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
      // The fields run before it are answered as ever (here nulled with it: `server` cannot be null).
      const body = await json(res);
      expect(body.errors.map((e: { extensions: unknown }) => e.extensions)).toEqual([{ code: 'RATE_LIMITED', retryAfterSeconds: 45 }]);
    });
  });
});
