import type { Page, Response } from 'playwright-core';
import { acceptEntry, ok, organiser, type Gql } from '../support/graphql';
import { PHONE } from './browser';
import { webTestBed, type Opened } from './bed';
import { signUp, type Account } from './session';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 50) { edges { node { id name } } } } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { rounds { games { id a b } } } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;

/** What a first visit may download at most, compressed as sent: its page, scripts, styles, fonts and strings. */
const BUDGET = 250 * 1024;

const PLAYERS = ['Zofia Łukasiewicz', 'Anna Nowak', 'Jan Kowalski', 'Ewa Żak', 'Piotr Wiśniewski', 'Marek Duda'];

interface Download {
  url: string;
  type: string;
  encoding: string;
  /** The body's bytes as sent (compressed when it was). */
  bytes: number;
}

interface Visit {
  /** What the page itself needed: every answer but the API's. */
  files: Download[];
  /** The GraphQL answers the page asked for: data, not the app (shown, not counted). */
  api: Download[];
}

/**
 * Opens `path` in a browser that has never seen the site and counts what it downloaded until the
 * page is drawn (`ready`) and the network has been quiet for a moment: each answer's body as it
 * came over the wire (Chromium's own count), by kind.
 */
async function firstVisit(opened: Opened, url: string, ready: (page: Page) => Promise<unknown>): Promise<Visit> {
  const { page } = opened;
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const downloads = await Promise.all(
    responses.map(async (r) => {
      const { responseBodySize } = await r.request().sizes();
      const headers = await r.allHeaders();
      return {
        url: new URL(r.url()).pathname,
        type: r.request().resourceType(),
        encoding: headers['content-encoding'] ?? 'identity',
        bytes: responseBodySize,
      };
    }),
  );
  return {
    files: downloads.filter((d) => d.url !== '/graphql' && d.type !== 'websocket'),
    api: downloads.filter((d) => d.url === '/graphql'),
  };
}

const total = (downloads: Download[]) => downloads.reduce((sum, d) => sum + d.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The figures, for docs/benchmarks.md: each file, then the totals by kind. */
function report(name: string, visit: Visit): void {
  const byKind = new Map<string, number>();
  for (const d of visit.files) byKind.set(d.type, (byKind.get(d.type) ?? 0) + d.bytes);
  const lines = [
    `${name}: ${kb(total(visit.files))} in ${visit.files.length} files (${[...byKind].map(([k, n]) => `${k} ${kb(n)}`).join(', ')}); GraphQL answers ${kb(total(visit.api))} more`,
    ...visit.files
      .sort((a, b) => b.bytes - a.bytes)
      .map((d) => `  ${kb(d.bytes).padStart(9)}  ${d.encoding.padEnd(8)} ${d.type.padEnd(10)} ${d.url}`),
  ];
  console.log(lines.join('\n'));
}

/**
 * What the first visit to an event's public page, a player's public page and a player's corner
 * downloads, in Chromium: under 250 kB each, compressed as the server sends it (brotli to a
 * browser that takes it, gzip to one that takes only that, as phones do over plain HTTP on a
 * venue's network). The app is split by area (apps/web/src/areas) and its strings by namespace,
 * so these pages do not carry the console, the projector, the boards or the QR codes.
 */
describe('What a first visit downloads', () => {
  const bed = webTestBed();
  let eventId: string;
  let playerId: string;
  let player: Account;

  beforeAll(async () => {
    const olga: Gql = (await organiser(bed.url, 'Olga')).gql;
    const input = { kind: 'tournament', name: 'Toruń Light Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } };
    eventId = ok(await olga(CREATE, { input })).createCompetition.id;
    for (const name of PLAYERS) {
      const account = await signUp(bed.url, name);
      const roster = ok(await olga(REGISTER, { input: { competitionId: eventId, name, accountId: account.accountId } })).registerPlayer
        .players.edges;
      await acceptEntry(account.gql, eventId);
      if (!player) {
        player = account;
        playerId = roster.find((e: { node: { name: string } }) => e.node.name === name).node.id;
      }
    }
    const games = ok(await olga(PAIR, { input: { competitionId: eventId } })).pairRound.rounds[0].games as Array<{
      id: string;
      a: string;
      b: string;
    }>;
    ok(await olga(START, { input: { competitionId: eventId, round: 1 } }));
    ok(await olga(REPORT, { input: { competitionId: eventId, game: games[0].id, winner: games[0].a, reason: 'result sheet' } }));
  }, 120_000);

  const pages = () => [
    {
      name: 'the event’s public page',
      path: `/events/${eventId}`,
      open: () => bed.open(PHONE),
      ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Toruń Light Open' }).waitFor(),
    },
    {
      name: 'a player’s public page',
      path: `/events/${eventId}/players/${playerId}`,
      open: () => bed.open(PHONE),
      ready: (page: Page) => page.getByRole('heading', { level: 1, name: /Zofia Łukasiewicz/ }).waitFor(),
    },
    {
      name: 'the player’s corner',
      path: '/play',
      open: () => bed.openSignedIn(PHONE, player),
      ready: (page: Page) => page.getByRole('link', { name: 'Toruń Light Open' }).first().waitFor(),
    },
  ];

  it('is under 250 kB for each page, every script and style sheet compressed', async () => {
    for (const { name, path, open, ready } of pages()) {
      const opened = await open();
      const visit = await firstVisit(opened, `${bed.url}${path}`, ready);
      report(`${name} (${path})`, visit);
      // The app's files, not just the page: a first visit that downloaded no script measured nothing.
      expect(visit.files.filter((d) => d.type === 'script').length).toBeGreaterThan(2);
      const uncompressed = visit.files.filter((d) => /\.(js|css)$/.test(d.url) && d.encoding === 'identity' && d.bytes > 1024);
      expect({ name, uncompressed }).toEqual({ name, uncompressed: [] });
      expect(total(visit.files)).toBeLessThan(BUDGET);
      // Nothing of the areas the page does not show: the console, the projector, print, the match page, the replay, the boards.
      const foreign = visit.files.filter((d) => /\/assets\/(console|projector|print|match|replay|boards|codemirror|graphiql)-/.test(d.url));
      expect({ name, foreign }).toEqual({ name, foreign: [] });
      await opened.context.close();
    }
  });

  it('is under 250 kB for each page in gzip too, as a phone gets it over plain HTTP', async () => {
    for (const { name, path, open, ready } of pages()) {
      const opened = await open();
      await opened.page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip, deflate' });
      const visit = await firstVisit(opened, `${bed.url}${path}`, ready);
      report(`${name} (${path}), gzip only`, visit);
      const notGzip = visit.files.filter((d) => /\.(js|css)$/.test(d.url) && d.encoding !== 'gzip' && d.bytes > 1024);
      expect({ name, notGzip }).toEqual({ name, notGzip: [] });
      expect(total(visit.files)).toBeLessThan(BUDGET);
      await opened.context.close();
    }
  });
});
