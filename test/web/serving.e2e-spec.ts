import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi, type RunningApi } from '../support/api';
import { testDatabases, type TestDatabase } from '../support/databases';
import { client, ok } from '../support/graphql';

/**
 * How the API serves the web app's build beside GraphQL on one port, on a stand-in build (so
 * this runs without `npm run build`): files with their cache headers, every other page path
 * answered by index.html, /graphql and /health untouched, no rate limit on files, and a plain
 * message instead of an error when there is no build at all.
 */
describe('The web app served by the API', () => {
  const embedded = testDatabases().find((t) => t.name === 'embedded')!;
  let db: TestDatabase;
  let dir: string;
  let api: RunningApi;
  let bare: RunningApi;

  beforeAll(async () => {
    db = await embedded.open();
    dir = mkdtempSync(join(tmpdir(), 'tabletop-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    writeFileSync(join(dir, 'graphiql.html'), '<!doctype html><title>graphiql</title><div id="graphiql"></div>');
    writeFileSync(join(dir, 'assets', 'main-1a2b3c.js'), 'console.log("app")');
    // A tight anonymous rate limit: files must not use it up.
    api = await startTestApi(db.url, { webDir: dir, rateLimits: { anonymous: 5 } });
    bare = await startTestApi(db.url, { webDir: join(dir, 'missing') });
  });

  afterAll(async () => {
    await api?.close();
    await bare?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers built files, hashed assets cached for a year and pages revalidated', async () => {
    const asset = await fetch(`${api.url}/assets/main-1a2b3c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');

    const home = await fetch(`${api.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<title>app</title>');
    expect(api.web).toEqual({ dir, built: true });
  });

  it('answers index.html for any page path, GraphiQL at /graphiql, and 404 for a missing file', async () => {
    for (const path of ['/events/4f0c3c9e-0000-4000-8000-000000000000', '/some/deep/page', '/events/x?tab=standings']) {
      const res = await fetch(`${api.url}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(await res.text()).toContain('<title>app</title>');
    }
    for (const path of ['/graphiql', '/graphiql/'])
      expect(await (await fetch(`${api.url}${path}`)).text()).toContain('<title>graphiql</title>');
    const missing = await fetch(`${api.url}/assets/gone-123.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>app</title>');
    // Only GET and HEAD are pages: anything else goes to the API, which has no such route.
    expect((await fetch(`${api.url}/events/x`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${api.url}/`, { method: 'HEAD' })).status).toBe(200);
  });

  it('leaves /graphql and /health to the API, with no Playground page in a browser', async () => {
    expect(ok(await client(api.url)('{ __typename }'))).toEqual({ __typename: 'Query' });
    const health = await fetch(`${api.url}/health`);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    // What a browser's address bar sends: GraphQL's own answer, not the app and not a Playground page.
    const browser = await fetch(`${api.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(browser.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await browser.text()).not.toMatch(/playground|<html/i);
  });

  it('does not count files against the GraphQL rate limit', async () => {
    for (let i = 0; i < 30; i++) expect((await fetch(`${api.url}/assets/main-1a2b3c.js`)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await fetch(`${api.url}/events/${i}`)).status).toBe(200);
    // Still within the 5 operations a minute of an anonymous caller.
    expect(ok(await client(api.url)('{ __typename }'))).toEqual({ __typename: 'Query' });
  });

  it('says how to build the web app when there is no build, and serves the API all the same', async () => {
    expect(bare.web.built).toBe(false);
    for (const path of ['/', '/events/x', '/graphiql']) {
      const res = await fetch(`${bare.url}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toMatch(/not been built: run `npm start` \(or `npm run build`/);
    }
    expect(ok(await client(bare.url)('{ __typename }'))).toEqual({ __typename: 'Query' });
    expect((await fetch(`${bare.url}/health`)).status).toBe(200);
  });
});
