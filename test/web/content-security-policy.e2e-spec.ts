import { standardSampleMatch } from '@app/rulesets/solaris7';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import type { BrowserContext, Page } from 'playwright-core';
import { ok } from '../support/graphql';
import { until } from '../support/wait';
import { LAPTOP, PHONE } from './browser';
import { webTestBed, type Opened } from './bed';
import { signUp, type Account } from './session';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 50) { edges { node { id name } } } } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const GAMES = `query($id: ID!) { competition(id: $id) { games { id a b } } }`;

/** What the page itself saw: its `securitypolicyviolation` events, kept by a script of the test (not subject to the policy). */
const WATCH = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber });
}, true);`;

interface SeenViolation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Every page of the web app and GraphiQL in Chromium under the server's Content-Security-Policy:
 * each route of apps/web/src/App.tsx, with data, as the public, an organiser and a player see it,
 * some of them with a dialog open, and a query run in GraphiQL. No page may breach the policy:
 * not in the reports the browser sends to /csp-report, not in the page's own
 * `securitypolicyviolation` events, not in its console. A breach made on purpose at the end of
 * each visit shows that all three would have told, and that it was blocked.
 */
describe('The web app under its Content-Security-Policy', () => {
  const bed = webTestBed();
  let olga: Account;
  let player: Account;
  let paper: string;
  let engine: string;
  let playerId: string;
  let invitation: string;
  let match: string;
  let visits = 0;

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga Organiser');
    paper = ok(
      await olga.gql(CREATE, {
        input: {
          kind: 'tournament',
          name: 'Gdańsk Policy Open',
          rulesetId: 'solaris7',
          format: { kind: 'swiss', rounds: 2 },
          play: { mode: 'paper' },
        },
      }),
    ).createCompetition.id;
    // Players with accounts register themselves, so they can report their own games.
    const accounts = new Map<string, Account>();
    for (const name of ['Anna Nowak', 'Jan Kowalski', 'Ewa Żak', 'Marek Duda']) {
      const account = await signUp(bed.url, name);
      const roster = ok(await account.gql(REGISTER, { input: { competitionId: paper, name } })).registerPlayer.players.edges;
      accounts.set(roster.find((e: { node: { name: string } }) => e.node.name === name).node.id, account);
    }
    ok(await olga.gql(PAIR, { input: { competitionId: paper } }));
    ok(await olga.gql(START, { input: { competitionId: paper, round: 1 } }));
    // One game reported by a player, awaiting the opponent: the results desk and the players' corner have something to show.
    const [game] = ok(await olga.gql(GAMES, { id: paper })).competition.games as Array<{ id: string; a: string; b: string }>;
    playerId = game.a;
    player = accounts.get(game.b)!;
    ok(await accounts.get(game.a)!.gql(REPORT, { input: { competitionId: paper, game: game.id, winner: game.a } }));

    // A round played in the app, whose seat invitations are printed as QR codes.
    engine = ok(
      await olga.gql(CREATE, {
        input: {
          kind: 'tournament',
          name: 'Solaris Policy Cup',
          rulesetId: 'solaris7',
          format: { kind: 'swiss', rounds: 1 },
          play: { mode: 'engine', setup: standardSampleMatch, dice: 'server' },
        },
      }),
    ).createCompetition.id;
    for (const name of ['Piotr Lis', 'Ola Mazur']) ok(await olga.gql(REGISTER, { input: { competitionId: engine, name } }));
    ok(await olga.gql(PAIR, { input: { competitionId: engine } }));
    ok(await olga.gql(START, { input: { competitionId: engine, round: 1 } }));

    // A match's invitation, for /join.
    match = ok(
      await olga.gql(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
        i: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: 'Alicja' },
            { side: 'B', name: 'Borys' },
          ],
          setup: sampleSetup,
        },
      }),
    ).createMatch.id;
    invitation = ok(await olga.gql(`query($m: ID!) { matchInvitations(matchId: $m) { side token } }`, { m: match })).matchInvitations[0]
      .token;
  }, 180_000);

  beforeEach(() => bed.cspReports.clear());

  /** A page watched for breaches of the policy: its events (from before its first script) and its console. */
  async function watched(opened: Promise<Opened>): Promise<Opened & { console: string[] }> {
    const { context, page } = await opened;
    await context.addInitScript({ content: WATCH });
    const console: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) console.push(m.text());
    });
    return { context, page, console };
  }

  /**
   * Breaches the policy on purpose (an inline script, which must not run) and waits until the
   * server has its report: what the page breached before that has been reported by then too.
   * Then nothing but that breach may have been seen, by the server, the page or its console.
   */
  async function expectNoBreachesBut(page: Page, console: string[], where: string): Promise<void> {
    const sentinel = `/* sentinel ${++visits} */`;
    // A page script as text: the tests are typed for Node, which has no `document`.
    const ran = await page.evaluate<boolean>(`(() => {
      const script = document.createElement('script');
      script.textContent = ${JSON.stringify(`${sentinel} window.__sentinelRan = true;`)};
      document.head.append(script);
      return window.__sentinelRan === true;
    })()`);
    expect({ where, ran }).toEqual({ where, ran: false });
    await until(`the report of the breach on ${where}`, async () => bed.cspReports.recent().some((r) => r.sample?.startsWith(sentinel)));

    const reports = bed.cspReports.recent().filter((r) => !r.sample?.startsWith(sentinel));
    expect({ where, reports }).toEqual({ where, reports: [] });
    const events = await page.evaluate<SeenViolation[]>('window.__cspViolations');
    expect({ where, events: events.filter((e) => !e.sample.startsWith(sentinel)) }).toEqual({ where, events: [] });
    expect(events.filter((e) => e.sample.startsWith(sentinel)).map((e) => e.directive)).toEqual(['script-src-elem']);
    await until(`the console to say the inline script was refused on ${where}`, async () => console.length > 0);
    expect({ where, console: console.filter((m) => !/inline script/.test(m)) }).toEqual({ where, console: [] });
    expect({ where, refused: console.length }).toEqual({ where, refused: 1 });
    console.length = 0;
    await page.evaluate('window.__cspViolations.length = 0');
    bed.cspReports.clear();
  }

  /**
   * Opens `path`, waits until its page has drawn its data (its heading, or what `ready` waits
   * for, and nothing left to load), and checks it breached nothing.
   */
  async function visit(w: Opened & { console: string[] }, path: string, ready?: (page: Page) => Promise<void>): Promise<void> {
    const response = await w.page.goto(`${bed.url}${path}`);
    expect({ path, policy: response?.headers()['content-security-policy'] }).toEqual({
      path,
      policy: expect.stringContaining("script-src 'self'"),
    });
    if (!ready) await w.page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
    await w.page.waitForLoadState('networkidle');
    if (ready) await ready(w.page);
    await expectNoBreachesBut(w.page, w.console, path);
  }

  const close = (context: BrowserContext) => context.close();

  it('blocks an inline script and eval, and hears of it three ways', async () => {
    const w = await watched(bed.open(PHONE));
    await w.page.goto(`${bed.url}/`);
    await w.page.getByRole('heading', { level: 1 }).first().waitFor();
    // Code from a string refuses to run: no 'unsafe-eval'. (Asked from a timer: what the test
    // evaluates itself is the browser's debugger, which the policy lets through.)
    await w.page.evaluate(() => {
      const later = setTimeout as unknown as (code: string, ms: number) => number;
      later('window.__evalRan = true', 0);
    });
    await until('the report of the refused eval', async () => bed.cspReports.recent().some((r) => r.blockedUri === 'eval'));
    expect(await w.page.evaluate('window.__evalRan')).toBeUndefined();
    bed.cspReports.clear();
    w.console.length = 0;
    await w.page.evaluate('window.__cspViolations.length = 0');
    await expectNoBreachesBut(w.page, w.console, '/');
    await close(w.context);
  });

  it('shows every public page without a breach', async () => {
    const w = await watched(bed.open(PHONE));
    await visit(w, '/', (page) => page.getByRole('link', { name: 'Gdańsk Policy Open' }).waitFor());
    await visit(w, `/events/${paper}`, (page) => page.getByRole('heading', { level: 1, name: 'Gdańsk Policy Open' }).waitFor());
    await visit(w, `/events/${paper}/players/${playerId}`);
    await visit(w, '/ratings');
    await visit(w, '/signin');
    await visit(w, '/signup');
    await visit(w, '/no/such/page');
    // The invitation takes the seat and opens the match page; then its replay.
    await visit(w, `/join#${invitation}`, (page) => page.getByText('You play Side A.').waitFor());
    await visit(w, `/matches/${match}/replay`, (page) => page.getByTestId('replay-event').waitFor());
    await close(w.context);
  });

  it('shows the projector, with its join code and QR code, without a breach', async () => {
    const w = await watched(bed.open({ width: 1920, height: 1080 }));
    await visit(w, `/events/${paper}/projector`);
    await visit(w, `/events/${engine}/projector`);
    await close(w.context);
  });

  it('shows every page of the organiser’s console, its dialogs and print sheets, without a breach', async () => {
    const w = await watched(bed.openSignedIn(LAPTOP, olga));
    await visit(w, '/console', (page) => page.getByRole('link', { name: 'Gdańsk Policy Open' }).first().waitFor());
    await visit(w, '/console/new');
    for (const section of ['players', 'rounds', 'clock', 'results', 'standings', 'event'])
      await visit(w, `/console/events/${paper}/${section}`);
    // A modal dialog, which locks the page's scrolling while it is open.
    await w.page.getByRole('button', { name: 'Finish the event…' }).click();
    await w.page.getByRole('alertdialog').waitFor();
    await expectNoBreachesBut(w.page, w.console, 'the dialog to finish the event');
    await w.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await visit(w, `/console/events/${paper}`, (page) => page.waitForURL(`${bed.url}/console/events/${paper}/players`));
    await visit(w, `/console/events/${paper}/print/pairings/1`);
    await visit(w, `/console/events/${paper}/print/slips/1`);
    await visit(w, `/console/events/${engine}/print/invitations/1`, async (page) => {
      await page
        .getByRole('img', { name: /^QR code/ })
        .first()
        .waitFor();
    });
    await close(w.context);
  });

  it('shows the players’ corner without a breach', async () => {
    const w = await watched(bed.openSignedIn(PHONE, player));
    await visit(w, '/play', (page) => page.getByRole('article').first().waitFor());
    await close(w.context);
  });

  it('runs a query in GraphiQL without a breach, its dialogs included', async () => {
    const w = await watched(bed.open(LAPTOP));
    const { page } = w;
    await visit(w, '/graphiql', (p) => p.locator('.graphiql-query-editor .CodeMirror').waitFor());
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{ competitions(first: 5) { totalCount');
    await editor.filter({ hasText: '{ competitions(first: 5) { totalCount}}' }).waitFor();
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.graphiql-response').filter({ hasText: '"totalCount": 2' }).waitFor();
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await page.locator('.graphiql-doc-explorer').waitFor();
    // Its dialogs lock the page's scrolling with a style element of their own.
    await page.getByRole('button', { name: 'Open settings dialog' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoBreachesBut(page, w.console, 'GraphiQL with a query run and its settings open');
    await page.keyboard.press('Escape');
    await close(w.context);
  });
});
