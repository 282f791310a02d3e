import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { startTestApi, type RunningApi } from '../support/api';
import { testDatabases, type TestDatabase } from '../support/databases';
import { ok, organiser, type Gql } from '../support/graphql';
import { launchBrowser } from './browser';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { id } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { rounds { games { id a b } } } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { standings { rows { edges { node { name points } } } } } }`;

/**
 * A club's page, as its developer would write it from docs/third-party.md: it reads an event's
 * standings from the API on another origin with plain `fetch` (a GET) and with urql's defaults,
 * and follows them live with graphql-ws. Nothing but the scripts bundled here: no key, no cookie.
 */
const PAGE_SCRIPT = `
import { Client, fetchExchange } from '@urql/core';
import { createClient } from 'graphql-ws';

const params = new URLSearchParams(location.search);
const api = params.get('api');
const id = params.get('event');
const ROWS = 'rows { edges { node { name points } } }';
const show = (listId, rows) => {
  const list = document.getElementById(listId);
  list.replaceChildren(...rows.map((r) => Object.assign(document.createElement('li'), { textContent: r.node.name + ': ' + r.node.points })));
  list.setAttribute('aria-busy', 'false');
};

const query = 'query Standings($id: ID!) { competition(id: $id) { standings { ' + ROWS + ' } } }';
const url = api + '/graphql?' + new URLSearchParams({ query, variables: JSON.stringify({ id }) });
fetch(url)
  .then((r) => r.json())
  .then((r) => show('fetch-standings', r.data.competition.standings.rows.edges));

const urql = new Client({ url: api + '/graphql', exchanges: [fetchExchange] });
urql.query(query, { id }).toPromise().then((r) => show('urql-standings', r.data.competition.standings.rows.edges));

const live = createClient({ url: api.replace(/^http/, 'ws') + '/graphql' });
live.subscribe(
  { query: 'subscription($id: ID!) { standingsChanged(competitionId: $id) { ' + ROWS + ' } }', variables: { id } },
  { next: (r) => show('live-standings', r.data.standingsChanged.rows.edges), error: () => undefined, complete: () => undefined },
);
`;

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Club night standings</title></head>
<body>
<main>
<h1>Club night</h1>
<h2>Read with fetch</h2><ul id="fetch-standings" aria-busy="true"></ul>
<h2>Read with urql</h2><ul id="urql-standings" aria-busy="true"></ul>
<h2>Live</h2><ul id="live-standings" aria-busy="true"></ul>
</main>
<script src="/club.js"></script>
</body>
</html>`;

/** A club's own server: the page and its one script, on another port of 127.0.0.1 (another origin). */
async function clubServer(script: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/club.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else if (req.url?.startsWith('/?') || req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('A page on another origin in a browser', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let club: { server: Server; url: string };
  let browser: Browser;
  let olga: Gql;

  beforeAll(async () => {
    db = await testDatabases()
      .find((t) => t.name === 'embedded')!
      .open();
    api = await startTestApi(db.url, { rateLimits: { account: 100_000, anonymous: 100_000 } });
    const bundle = await build({
      stdin: { contents: PAGE_SCRIPT, resolveDir: join(__dirname, '..', '..'), loader: 'js' },
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    club = await clubServer(bundle.outputFiles[0].text);
    browser = await launchBrowser();
    olga = (await organiser(api.url, 'Olga')).gql;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => club?.server.close(resolve));
    await api?.close();
    await db?.close();
  });

  it('reads standings with fetch and urql, and shows them update live when a result is confirmed', async () => {
    const input = { kind: 'tournament', name: 'Club night', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 2 } };
    const id: string = ok(await olga(CREATE, { input })).createCompetition.id;
    for (const name of ['Ala', 'Ela', 'Ola', 'Ula']) ok(await olga(REGISTER, { input: { competitionId: id, name } }));
    const games: Array<{ id: string; a: string; b: string }> = ok(await olga(PAIR, { input: { competitionId: id } })).pairRound.rounds[0]
      .games;
    ok(await olga(START, { input: { competitionId: id, round: 1 } }));
    const lines = async () =>
      ok(await olga(STANDINGS, { id })).competition.standings.rows.edges.map(
        (e: { node: { name: string; points: number } }) => `${e.node.name}: ${e.node.points}`,
      );
    const before: string[] = await lines();

    const context = await browser.newContext();
    const page = await context.newPage();
    // What went to the API, as the browser sent it (Origin included) and what it was answered.
    const requests: Array<Promise<{ method: string; url: string; origin: string | null; allowed: string | null }>> = [];
    page.on('response', (r) =>
      requests.push(
        (async () => ({
          method: r.request().method(),
          url: r.url(),
          origin: await r.request().headerValue('origin'),
          allowed: await r.headerValue('access-control-allow-origin'),
        }))(),
      ),
    );
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${club.url}/?${new URLSearchParams({ api: api.url, event: id }).toString()}`);

    const shown = (listId: string) => page.locator(`#${listId}[aria-busy="false"] li`);
    for (const list of ['fetch-standings', 'urql-standings', 'live-standings']) {
      await shown(list).first().waitFor();
      expect(await shown(list).allInnerTexts()).toEqual(before);
    }
    // Both reads were GETs from the page's own origin, which the API let it read.
    const reads = async () => (await Promise.all(requests)).filter((r) => r.url.startsWith(`${api.url}/graphql`));
    expect((await reads()).map((r) => [r.method, r.origin, r.allowed])).toEqual([
      ['GET', club.url, '*'],
      ['GET', club.url, '*'],
    ]);

    // The organiser confirms a result: the page's live list follows, nothing reloaded.
    ok(await olga(REPORT, { input: { competitionId: id, game: games[0].id, winner: games[0].a, reason: 'result sheet' } }));
    const after: string[] = await lines();
    expect(after).not.toEqual(before);
    await page.waitForFunction(
      (expected) =>
        [...(globalThis as any).document.querySelectorAll('#live-standings li')]
          .map((li: { textContent: string }) => li.textContent)
          .join('\n') === expected,
      after.join('\n'),
    );
    expect(await reads()).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
