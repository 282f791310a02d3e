import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { defaultWidgetDir } from '../../apps/api/src/widget';
import { startTestApi, type RunningApi } from '../support/api';
import { testDatabases, type TestDatabase } from '../support/databases';
import { ok, organiser, type Gql } from '../support/graphql';
import { launchBrowser, seriousViolations, shot } from './browser';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 50) { edges { node { id name } } } } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { rounds { games { id table a b } } } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;

/** The most the script may weigh, gzipped as sent: a club's page should hardly notice it. */
const BUDGET = 50 * 1024;

const PLAYERS = ['Zofia Łukasiewicz', 'Anna Nowak', 'Jan Kowalski', 'Ewa Żak'];

/** A club's own site on another origin: a page pasting the script tag, one framing the embed page. */
interface ClubSite {
  url: string;
  close(): Promise<void>;
}

/**
 * The club's pages, under a Content-Security-Policy as strict as a careful club would set: its
 * own files, the widget's script and socket from the server, nothing inline.
 */
async function clubSite(api: string, eventId: string, playerId: string, hiddenId: string): Promise<ClubSite> {
  const ws = api.replace(/^http/, 'ws');
  const pages: Record<string, string> = {
    '/snippet': `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Toruń Wargames Club</title><script src="${api}/widget.js" defer></script></head>
<body><main><h1>Toruń Wargames Club</h1>
<tabletop-standings event="${eventId}"></tabletop-standings>
<tabletop-standings event="${eventId}" view="pairings" lang="pl" theme="dark" density="compact"></tabletop-standings>
<tabletop-standings event="${eventId}" view="player" player="${playerId}" theme="light"></tabletop-standings>
</main></body></html>`,
    '/missing': `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Klub</title><script src="${api}/widget.js" defer></script></head>
<body><main><h1>Klub</h1>
<tabletop-standings event="${hiddenId}"></tabletop-standings>
<tabletop-standings event="00000000-0000-4000-8000-000000000000" view="pairings" lang="en"></tabletop-standings>
<tabletop-standings view="player"></tabletop-standings>
</main></body></html>`,
    '/iframe': `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Klub</title><script src="/resize.js" defer></script></head>
<body><main><h1>Klub</h1>
<iframe title="Tabela" src="${api}/embed/events/${eventId}/standings?theme=dark&amp;lang=pl" width="340" height="100"></iframe>
<iframe title="Kojarzenia" src="${api}/embed/events/${eventId}/pairings?lang=pl&amp;density=compact" width="340" height="100"></iframe>
</main></body></html>`,
  };
  // The club's own script, as the guide gives it: each framed widget as tall as its page says.
  const resize = `addEventListener('message', (e) => {
  if (e.origin !== '${api}' || !e.data || e.data.type !== 'tabletop-widget:height') return;
  for (const frame of document.querySelectorAll('iframe')) if (frame.contentWindow === e.source) frame.style.height = e.data.height + 'px';
});`;
  const server: Server = createServer((req, res) => {
    if (req.url === '/resize.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(resize);
    const page = pages[req.url ?? ''];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; script-src 'self' ${api}; connect-src ${ws}; frame-src ${api}; style-src 'self'`,
    });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Run in the page: its globals, which the tests (typed for Node) do not know.
/** How far each table region of a widget scrolls sideways (0: it fits). */
const overflowOf = (el: any): number[] =>
  Array.from(el.shadowRoot.querySelectorAll('.scroll') as any[]).map((s) => s.scrollWidth - s.clientWidth);
/** How wide the page is, scrolled sideways too. */
const pageWidth = (): number => (globalThis as any).document.documentElement.scrollWidth;

/** The cells of a table's body rows, as text, once the table is there. */
async function rowsOf(table: Locator): Promise<string[][]> {
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows: any[]) =>
    rows.map((r) =>
      Array.from(r.children as any[]).map((c) =>
        String(c.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' '),
      ),
    ),
  );
}

/**
 * The embeddable widget, as a club's site on another origin uses it: the script tag and the
 * iframe, each showing a public event's standings, pairings and a player's games, updating
 * when a result is confirmed; in English and Polish, light and dark; accessible; small.
 */
describe('The widget on another site', () => {
  let db: TestDatabase;
  let api: RunningApi;
  let browser: Browser;
  let club: ClubSite;
  let olga: Gql;
  let eventId: string;
  let games: Array<{ id: string; table: number; a: string; b: string }>;
  let names: Map<string, string>;
  const failed: string[] = [];
  const foreign: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(defaultWidgetDir(), 'widget.js'))) throw new Error('no widget build: run npm run build:web first (npm test does)');
    db = await testDatabases()
      .find((t) => t.name === 'embedded')!
      .open();
    api = await startTestApi(db.url, { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
    browser = await launchBrowser();
    olga = (await organiser(api.url, 'Olga')).gql;
    const input = { kind: 'tournament', name: 'Toruń Light Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } };
    eventId = ok(await olga(CREATE, { input })).createCompetition.id;
    let roster: Array<{ node: { id: string; name: string } }> = [];
    for (const name of PLAYERS) roster = ok(await olga(REGISTER, { input: { competitionId: eventId, name } })).registerPlayer.players.edges;
    names = new Map(roster.map((e) => [e.node.id, e.node.name]));
    games = ok(await olga(PAIR, { input: { competitionId: eventId } })).pairRound.rounds[0].games;
    ok(await olga(START, { input: { competitionId: eventId, round: 1 } }));
    const hidden = { ...input, name: 'Members only', published: false };
    const hiddenId: string = ok(await olga(CREATE, { input: hidden })).createCompetition.id;
    club = await clubSite(api.url, eventId, games[0].a, hiddenId);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await club?.close();
    await api?.close();
    await db?.close();
  });

  afterEach(() => {
    expect(failed.splice(0)).toEqual([]);
    expect(foreign.splice(0)).toEqual([]);
  });

  /** A fresh profile at `width`: it may reach the club's site and the server, nothing else; HTTP errors are noted. */
  async function open(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB', colorScheme });
    const allowed = [new URL(api.url).origin, new URL(club.url).origin];
    await context.route('**/*', (route) => {
      if (allowed.includes(new URL(route.request().url()).origin)) return route.continue();
      foreign.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') failed.push(`console: ${m.text()}`);
    });
    return { context, page };
  }

  it('pasted as a script tag: standings, pairings and a player’s games, updated live when a result is confirmed', async () => {
    const { context, page } = await open(1024);
    await page.goto(`${club.url}/snippet`);
    const standings = page.locator('tabletop-standings').nth(0);
    const pairings = page.locator('tabletop-standings').nth(1);
    const player = page.locator('tabletop-standings').nth(2);
    const standingsTable = standings.getByRole('table', { name: 'Standings: Toruń Light Open' });
    await expect(rowsOf(standingsTable)).resolves.toHaveLength(4);
    const pairingsTable = pairings.getByRole('table', { name: 'Runda 1: Toruń Light Open' });
    await pairingsTable.waitFor();
    const shownPairings = await rowsOf(pairingsTable);
    expect(shownPairings).toEqual(
      [...games].sort((x, y) => x.table - y.table).map((g) => [String(g.table), names.get(g.a), 'W grze', names.get(g.b)]),
    );
    const mine = player.getByRole('table', { name: `Games of ${names.get(games[0].a)}: Toruń Light Open` });
    await expect(rowsOf(mine)).resolves.toEqual([['1', String(games[0].table), names.get(games[0].b), 'In play']]);
    expect(await seriousViolations(page)).toEqual([]);

    // The organiser confirms a result: every widget on the page follows.
    const [game] = games;
    ok(await olga(REPORT, { input: { competitionId: eventId, game: game.id, winner: game.a, reason: 'result sheet' } }));
    const winner = names.get(game.a)!;
    await standings.locator('tbody tr').first().getByRole('rowheader', { name: winner }).waitFor();
    await pairings.getByRole('cell', { name: '1–0' }).waitFor();
    await player.getByRole('cell', { name: 'Won' }).waitFor();
    // Said once, politely, for who cannot see the table change.
    await expect(standings.getByRole('status').textContent()).resolves.toMatch(/^Standings updated\./);
    expect(await seriousViolations(page)).toEqual([]);
    // No cookie is set or sent: nothing on the club's origin, nothing from the server.
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  it('framed: the embed page in Polish and dark, updating live; the page fits 360 px', async () => {
    const { context, page } = await open(360, 'dark');
    await page.goto(`${club.url}/iframe`);
    const standings = page.frameLocator('iframe[title="Tabela"]').getByRole('table', { name: 'Tabela: Toruń Light Open' });
    await standings.waitFor();
    const pairings = page.frameLocator('iframe[title="Kojarzenia"]').getByRole('table', { name: 'Runda 1: Toruń Light Open' });
    await pairings.waitFor();
    expect(await rowsOf(standings)).toHaveLength(4);
    expect((await rowsOf(standings))[0][1]).toBe(names.get(games[0].a));

    // Another result, confirmed now: the framed widgets follow too.
    const game = games[1];
    ok(await olga(REPORT, { input: { competitionId: eventId, game: game.id, draw: true, reason: 'result sheet' } }));
    await page.frameLocator('iframe[title="Kojarzenia"]').getByRole('cell', { name: '½–½' }).waitFor();
    await expect(page.frameLocator('iframe[title="Tabela"]').getByRole('status').textContent()).resolves.toMatch(
      /^Tabela zaktualizowana\./,
    );

    // Nothing cut off: each table fits its frame, each frame as tall as its page (it says how tall), the page no wider than the phone.
    for (const title of ['Tabela', 'Kojarzenia']) {
      const frame = page.frame({ url: new RegExp(title === 'Tabela' ? '/standings' : '/pairings') })!;
      const overflow = await frame.locator('tabletop-standings').evaluate(overflowOf);
      expect({ title, overflow }).toEqual({ title, overflow: [0] });
      const height = await frame.evaluate(() => (globalThis as any).document.documentElement.scrollHeight as number);
      expect(height).toBeGreaterThan(100);
      await page.waitForFunction(([t, h]) => ((globalThis as any).document.querySelector(`iframe[title="${t}"]`)?.clientHeight ?? 0) >= h, [
        title,
        height,
      ] as const);
    }
    expect(await page.evaluate(pageWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'widget-iframe-pl-dark-360');
    await context.close();
  });

  it('fits 360 px pasted too, light and dark side by side', async () => {
    const { context, page } = await open(360);
    await page.goto(`${club.url}/snippet`);
    for (const i of [0, 1, 2]) await page.locator('tabletop-standings').nth(i).getByRole('table').waitFor();
    const overflow = await page
      .locator('tabletop-standings')
      .evaluateAll((els: any[]) =>
        els.flatMap((el) => Array.from(el.shadowRoot.querySelectorAll('.scroll') as any[]).map((s) => s.scrollWidth - s.clientWidth)),
      );
    expect(overflow).toEqual([0, 0, 0]);
    expect(await page.evaluate(pageWidth)).toBeLessThanOrEqual(360);
    await shot(page, 'widget-snippet-360');
    await context.close();
  });

  it('says so, in its language, for an event that is not public, one that does not exist, and a missing attribute', async () => {
    const { context, page } = await open(1024);
    await page.goto(`${club.url}/missing`);
    const widgets = page.locator('tabletop-standings');
    await widgets.nth(0).getByText('To wydarzenie nie jest publiczne albo nie istnieje.').waitFor();
    await widgets.nth(1).getByText('This event is not public, or there is no such event.').waitFor();
    await widgets.nth(2).getByText('Nie podano wydarzenia: ustaw atrybut event.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('is served small, for any site to load and keep for a while', async () => {
    const built = readFileSync(join(defaultWidgetDir(), 'widget.js'));
    expect(gzipSync(built, { level: 9 }).length).toBeLessThan(BUDGET);
    const res = await fetch(`${api.url}/widget.js`, { headers: { 'accept-encoding': 'gzip', origin: club.url } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('set-cookie')).toBeNull();
    // fetch has decompressed it: the bytes sent are the length the server gave.
    expect(Number(res.headers.get('content-length'))).toBeLessThan(BUDGET);
    await res.arrayBuffer();
  });

  it('lets other sites frame the embed pages, and no other page', async () => {
    const frameAncestors = (res: Response) =>
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('frame-ancestors'));
    for (const path of [`/embed/events/${eventId}/standings`, `/embed/events/${eventId}/players/${games[0].a}?theme=dark&limit=10`]) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status).toBe(200);
      expect(frameAncestors(res)).toBe('frame-ancestors *');
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(await res.text()).toContain('<tabletop-standings');
    }
    for (const path of [`/events/${eventId}`, '/', '/graphiql', '/widget.js', '/health']) {
      const res = await fetch(`${api.url}${path}`);
      expect({ path, frameAncestors: frameAncestors(res), xfo: res.headers.get('x-frame-options') }).toEqual({
        path,
        frameAncestors: "frame-ancestors 'self'",
        xfo: 'SAMEORIGIN',
      });
      await res.arrayBuffer();
    }
    // A page the widget does not have, or a choice it does not offer, says so.
    const unknown = await fetch(`${api.url}/embed/events/${eventId}/bracket`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/No such widget page/);
    const badTheme = await fetch(`${api.url}/embed/events/${eventId}/standings?theme=neon`);
    expect(badTheme.status).toBe(400);
    expect(await badTheme.text()).toMatch(/theme must be one of: light, dark, auto/);
    // Whatever the path holds is an attribute's text, never markup.
    const hostile = await fetch(`${api.url}/embed/events/${encodeURIComponent('"><script>alert(1)</script>')}/standings`);
    const html = await hostile.text();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('event="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
