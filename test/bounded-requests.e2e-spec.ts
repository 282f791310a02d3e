import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../apps/api/src/logging';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, type GqlResult } from './support/graphql';

type Line = Record<string, any>;

/** A log as the server writes it, one JSON line at a time, kept whole for the test to read. */
function capturedLog() {
  const raw: string[] = [];
  return {
    log: createLogger('info', { write: (line: string) => void raw.push(line) }),
    /** The raw text of the request's completion line, once it is written. */
    async lineOf(requestId: string): Promise<string> {
      for (let i = 0; i < 400; i++) {
        const found = raw.find((l) => {
          const parsed = JSON.parse(l) as Line;
          return parsed.requestId === requestId && parsed.res;
        });
        if (found) return found;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no completion line for ${requestId}`);
    },
  };
}

/** How many times `needle` occurs in `text`. */
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

/** What Apollo asks of a GET, so that a browser cannot be made to send it across sites. */
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const getQuery = (url: string, query: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql?query=${encodeURIComponent(query)}`, { headers: { ...PREFLIGHT, ...headers } });

/**
 * Requests are bounded: a URL over 8 kB is refused with 414 and a short answer, and its log line
 * (like every request's) names the path once, cut to a bounded length; every GraphQL operation
 * counts against the caller's rate limit, over GET as over POST, whatever it asks for; the web
 * app's files and pages have a per-address limit of their own, which API calls do not use up and
 * which does not use up theirs; /health is never limited.
 */
describeEachDatabase('bounded requests', (databaseUrl) => {
  let dir: string;
  const logged = capturedLog();
  let open: RunningApi;
  let apiFirst: RunningApi;
  let filesFirst: RunningApi;
  let now = Date.parse('2026-05-01T10:00:00.000Z');
  const clock = () => new Date(now);
  const tight = { rateLimits: { anonymous: 3, staticFiles: 4 }, clock };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tabletop-bounded-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    writeFileSync(join(dir, 'graphiql.html'), '<!doctype html><title>graphiql</title>');
    writeFileSync(join(dir, 'assets', 'main-1a2b3c.js'), 'console.log("app")');
    const unlimited = { apiKey: 100_000, account: 100_000, player: 100_000, anonymous: 100_000, staticFiles: 100_000 };
    open = await startTestApi(databaseUrl(), { webDir: dir, log: logged.log, rateLimits: unlimited });
    apiFirst = await startTestApi(databaseUrl(), { webDir: dir, ...tight });
    filesFirst = await startTestApi(databaseUrl(), { webDir: dir, ...tight });
  });

  afterAll(async () => {
    await open?.close();
    await apiFirst?.close();
    await filesFirst?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a URL over 8 kB with 414 and a short body, and logs it on one bounded line with the path once', async () => {
    const path = `/events/${'a'.repeat(9 * 1024)}`;
    const page = await fetch(`${open.url}${path}`, { headers: { 'x-request-id': 'long-page' } });
    expect(page.status).toBe(414);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await page.text()).length).toBeLessThan(200);

    const query = await getQuery(open.url, `{ __typename } # ${'a'.repeat(9 * 1024)}`, { 'x-request-id': 'long-query' });
    expect(query.status).toBe(414);
    const body = await query.text();
    expect(body.length).toBeLessThan(300);
    expect(JSON.parse(body).errors[0].extensions).toEqual({ code: 'BAD_REQUEST', reason: 'URI_TOO_LONG', limit: 8192 });

    const line = await logged.lineOf('long-page');
    expect(line.length).toBeLessThan(1500);
    expect(occurrences(line, '/events/aaaaaaaa')).toBe(1);
    const parsed = JSON.parse(line) as Line;
    expect(parsed).toMatchObject({ res: { statusCode: 414 }, code: 'URI_TOO_LONG', req: { method: 'GET', urlLength: path.length } });
    expect(parsed.req.url).toBe(`${path.slice(0, 512)}…`);
    expect(parsed.msg).not.toContain('/events');
    const queryLine = await logged.lineOf('long-query');
    expect(queryLine.length).toBeLessThan(1500);
    expect(JSON.parse(queryLine)).toMatchObject({ res: { statusCode: 414 }, req: { url: '/graphql' } });
  });

  it('still serves a URL just under 8 kB, and logs its path once, cut short', async () => {
    const path = `/events/${'b'.repeat(8000)}`;
    const page = await fetch(`${open.url}${path}`, { headers: { 'x-request-id': 'near-page' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    const line = await logged.lineOf('near-page');
    expect(line.length).toBeLessThan(1500);
    expect(occurrences(line, '/events/bbbbbbbb')).toBe(1);
    expect(JSON.parse(line).req).toEqual({ method: 'GET', url: `${path.slice(0, 512)}…`, urlLength: path.length });

    const query = `{ __typename } # ${'c'.repeat(5000)}`;
    expect(`/graphql?query=${encodeURIComponent(query)}`.length).toBeLessThan(8192);
    const answer = await getQuery(open.url, query);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('writes the path of an ordinary request once a line', async () => {
    const r = await fetch(`${open.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'short-1' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(r.status).toBe(200);
    const line = await logged.lineOf('short-1');
    expect(occurrences(line, '/graphql')).toBe(1);
    expect(JSON.parse(line)).toMatchObject({
      req: { method: 'POST', url: '/graphql' },
      msg: expect.stringMatching(/^POST 200 in \d+ ms$/),
    });
  });

  it('counts every GraphQL operation against the limit, over GET as over POST, and keeps files and /health apart', async () => {
    const post = client(apiFirst.url);
    // Three operations an anonymous caller may make a minute: GET and POST alike, whatever they ask for.
    expect(await (await getQuery(apiFirst.url, '{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });
    expect(ok(await post('{ __typename }'))).toEqual({ __typename: 'Query' });
    const counted = (await (await getQuery(apiFirst.url, '{ rulesets(first: 1) { totalCount } }')).json()) as GqlResult;
    expect(ok(counted).rulesets.totalCount).toBeGreaterThan(0);
    const refused = await getQuery(apiFirst.url, '{ __typename }');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(failure((await refused.json()) as GqlResult).extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
    const overPost = await post('{ __schema { queryType { name } } }');
    expect({ status: overPost.status, code: failure(overPost).extensions.code }).toEqual({ status: 429, code: 'RATE_LIMITED' });

    // The API's calls used none of the files' budget: four files and pages, then 429.
    for (const path of ['/', '/assets/main-1a2b3c.js', '/events/x', '/graphiql'])
      expect({ path, status: (await fetch(`${apiFirst.url}${path}`)).status }).toEqual({ path, status: 200 });
    const tooMany = await fetch(`${apiFirst.url}/assets/main-1a2b3c.js`);
    expect(tooMany.status).toBe(429);
    const wait = Number(tooMany.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await tooMany.text()).length).toBeLessThan(200);

    for (let i = 0; i < 10; i++) expect((await fetch(`${apiFirst.url}/health`)).status).toBe(200);

    // The files' window ends on the server's clock.
    now += wait * 1000;
    expect((await fetch(`${apiFirst.url}/`)).status).toBe(200);
  });

  it('lets files use up their own budget without touching the API’s', async () => {
    for (let i = 0; i < 4; i++) expect((await fetch(`${filesFirst.url}/events/${i}`, { method: i % 2 ? 'HEAD' : 'GET' })).status).toBe(200);
    expect((await fetch(`${filesFirst.url}/events/5`)).status).toBe(429);
    const post = client(filesFirst.url);
    for (let i = 0; i < 3; i++) expect(ok(await post('{ rulesets(first: 1) { totalCount } }')).rulesets.totalCount).toBeGreaterThan(0);
    expect(failure(await post('{ __typename }')).extensions.code).toBe('RATE_LIMITED');
    expect((await fetch(`${filesFirst.url}/health`)).status).toBe(200);
  });
});
