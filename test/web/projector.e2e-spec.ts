import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { client, ok, organiser, type Gql } from '../support/graphql';
import { until } from '../support/wait';
import { clockMs, DESKTOP, expectClockAgrees, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';

const PLAYERS = ['Zofia Łukasiewicz', 'Grzegorz Brzęczyszczykiewicz', 'Anna Nowak', 'Jan Kowalski', 'Ewa Żak'];
const LATE = 'Bartłomiej Wróbel';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const PUBLISH = `mutation($input: RoundInput!) { publishRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const START_CLOCK = `mutation($input: StartRoundClockInput!) { startRoundClock(input: $input) { version } }`;
const PAUSE_CLOCK = `mutation($input: RoundClockChangeInput!) { pauseRoundClock(input: $input) { version } }`;
const RESUME_CLOCK = `mutation($input: RoundClockChangeInput!) { resumeRoundClock(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const VIEW = `mutation($input: ProjectorViewInput!) { chooseProjectorView(input: $input) { projectorView } }`;
const GAMES = `query($id: ID!) { competition(id: $id) { rounds { round games { id table a b aName bName } } } }`;
const CLOCK = `query($id: ID!) { competition(id: $id) { roundClock(round: 1) { serverTime remainingMs running paused { reason } } } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { standings(first: 100) { rows { edges { node { name points } } } } } }`;

interface Game {
  id: string;
  table: number;
  a: string;
  b: string | null;
  aName: string;
  bName: string | null;
}

/**
 * The round clock on the hall's screen, in a real browser (Debian's Chromium) against the API on
 * the embedded database: an organiser runs a Swiss event on paper through the API while
 * projector pages, signed in as nobody, follow it live. The clock must agree with the API's to
 * within a second, on every screen, whatever the screen's own clock says.
 */
describe('The projector', () => {
  const bed = webTestBed();
  let olga: Gql;
  let anonymous: Gql;
  let competitionId: string;
  let games: Game[];
  /** The projector in the hall, open all day: the tests go through the day in order. */
  let hall: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    olga = (await organiser(bed.url, 'Olga')).gql;
    anonymous = client(bed.url);
    const input = {
      kind: 'tournament',
      name: 'Hala Sportowa Open',
      rulesetId: 'solaris7',
      format: { kind: 'swiss', rounds: 3 },
      play: { mode: 'paper' },
      timing: { roundMinutes: 50 },
    };
    competitionId = ok(await olga(CREATE, { input })).createCompetition.id;
    for (const name of PLAYERS) ok(await olga(REGISTER, { input: { competitionId, name } }));
  }, 120_000);

  const projectorUrl = () => `${bed.url}/events/${competitionId}/projector`;

  /** Nothing on the hall's screen scrolls: whatever does not fit is on another page of the slides. */
  const scrolls = (page: Page) =>
    page.locator('html').evaluate((html) => html.scrollHeight > html.clientHeight || html.scrollWidth > html.clientWidth);

  /** The round clock as the API reads it: what every screen's clock must agree with. */
  const readClock = async () => ok(await anonymous(CLOCK, { id: competitionId })).competition.roundClock;

  it('welcomes the players before round 1: the code to scan, the link written out, the names as they register', async () => {
    hall = await bed.open(DESKTOP);
    const { page } = hall;
    await page.goto(projectorUrl());
    await page.getByRole('heading', { level: 1, name: 'Hala Sportowa Open' }).waitFor();
    await page.getByRole('heading', { name: '5 players registered' }).waitFor();
    const joinUrl = `${bed.url}/events/${competitionId}?join=1`;
    const code = page.getByRole('img', { name: `QR code: register for Hala Sportowa Open at ${joinUrl}` });
    await code.waitFor();
    expect(await code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect((await code.boundingBox())!.width).toBeGreaterThan(350);
    await page.getByText(joinUrl.replace(/^https?:\/\//, ''), { exact: true }).waitFor();
    expect(await page.locator('.projector-players__list li .projector-players__name').allTextContents()).toEqual(PLAYERS);
    expect(await page.title()).toBe('Hala Sportowa Open · projector · Tabletop League');

    // A player registers while the screen is up: their name appears, marked as the newest.
    ok(await olga(REGISTER, { input: { competitionId, name: LATE } }));
    await page.getByRole('heading', { name: '6 players registered' }).waitFor();
    const newest = page.locator('.projector-players__newest');
    await newest.getByText(LATE).waitFor();
    expect(await newest.textContent()).toContain('just registered');
    expect(await page.locator('.projector-players__newest').count()).toBe(1);
    expect(await scrolls(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'projector-welcome-1920');

    // Paired but not published: the public sees nothing of it yet, and nor does the hall.
    ok(await olga(PAIR, { input: { competitionId } }));
    games = ok(await olga(GAMES, { id: competitionId })).competition.rounds[0].games;
    expect(games).toHaveLength(3);
    await page.waitForTimeout(1500);
    expect(await page.getByRole('heading', { name: /Pairings/ }).count()).toBe(0);
    expect(await page.getByText(games[0].aName).count()).toBe(1); // in the list of players only
    await page.getByRole('heading', { name: '6 players registered' }).waitFor();
  });

  it('fits a phone, in the reader’s language', async () => {
    const { context, page } = await bed.open(PHONE, 'pl-PL');
    await page.goto(projectorUrl());
    await page.getByRole('heading', { name: '6 zapisanych graczy' }).waitFor();
    await page.getByRole('img', { name: /^Kod QR: zapisy na Hala Sportowa Open/ }).waitFor();
    expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'projector-welcome-390');
    await context.close();
  });

  it('shows the pairings once published, then a clock that agrees with the API’s', async () => {
    const { page } = hall;
    ok(await olga(PUBLISH, { input: { competitionId, round: 1 } }));
    const pairings = page.getByRole('table', { name: 'Pairings for round 1' });
    await pairings.waitFor();
    await page.getByText('Round 1', { exact: true }).waitFor();
    const rows = await pairings
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td, th')].map((cell) => (cell.textContent ?? '').trim())));
    const expected = [...games].sort((x, y) => x.table - y.table).map((g) => [String(g.table), g.aName, '–no result yet', g.bName]);
    expect(rows).toEqual(expected);
    // No clock before the organiser starts one.
    expect(await page.getByRole('timer').count()).toBe(0);

    ok(await olga(START, { input: { competitionId, round: 1 } }));
    ok(await olga(START_CLOCK, { input: { competitionId, round: 1, reason: 'round 1: begin' } }));
    await page.getByRole('timer', { name: 'Time left in round 1' }).waitFor();
    await expectClockAgrees(page, readClock);
    // It runs: two seconds later it shows two seconds less.
    const first = clockMs((await page.getByRole('timer').textContent())!);
    await page.waitForTimeout(2000);
    const second = clockMs((await page.getByRole('timer').textContent())!);
    expect(first - second).toBeGreaterThanOrEqual(1000);
    expect(first - second).toBeLessThanOrEqual(3000);
    await expectClockAgrees(page, readClock);
    expect(await scrolls(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'projector-pairings-1920');
  });

  it('stops while paused, showing the reason, and runs on when resumed', async () => {
    const { page } = hall;
    ok(await olga(PAUSE_CLOCK, { input: { competitionId, round: 1, reason: 'fire alarm: hall evacuated' } }));
    await page.getByText('fire alarm: hall evacuated').waitFor();
    await page.getByText('Paused', { exact: true }).waitFor();
    const stopped = await page.getByRole('timer').textContent();
    await page.waitForTimeout(2000);
    expect(await page.getByRole('timer').textContent()).toBe(stopped);
    await expectClockAgrees(page, readClock);
    await shot(page, 'projector-paused-1920');

    ok(await olga(RESUME_CLOCK, { input: { competitionId, round: 1, reason: 'all clear' } }));
    await until('the clock to run again', async () => (await page.getByRole('timer').textContent()) !== stopped, 5);
    expect(await page.getByText('Paused', { exact: true }).count()).toBe(0);
    await expectClockAgrees(page, readClock);
  });

  it('reads the same time after a reload, and on a second screen whose own clock is minutes off', async () => {
    const { page } = hall;
    await page.reload();
    await page.getByRole('timer').waitFor();
    await expectClockAgrees(page, readClock);

    const other = await bed.open(DESKTOP);
    // This screen's clock is 7 minutes slow: the time it shows is the server's nonetheless.
    await other.context.clock.install({ time: Date.now() - 7 * 60_000 });
    await other.page.goto(projectorUrl());
    await other.page.getByRole('timer').waitFor();
    expect(Math.abs((await other.page.evaluate(() => Date.now())) - (Date.now() - 7 * 60_000))).toBeLessThan(5_000);
    await expectClockAgrees(other.page, readClock);
    const [mine, theirs] = await Promise.all([page.getByRole('timer').textContent(), other.page.getByRole('timer').textContent()]);
    expect(Math.abs(clockMs(mine!) - clockMs(theirs!))).toBeLessThanOrEqual(1000);
    await other.page.waitForTimeout(2000);
    await expectClockAgrees(other.page, readClock);
    await other.context.close();
  });

  it('follows the organiser’s choice of view: the standings as results come in, the clock alone, then taking turns', async () => {
    const { page } = hall;
    ok(await olga(VIEW, { input: { competitionId, view: 'standings' } }));
    const standings = page.getByRole('table', { name: 'Standings' });
    await standings.waitFor();
    expect(await page.getByRole('table', { name: 'Pairings for round 1' }).count()).toBe(0);
    const shownPoints = async () =>
      Object.fromEntries(
        await standings
          .locator('tbody tr')
          .evaluateAll((trs) =>
            trs.map((tr) => [tr.querySelector('th')!.textContent!.trim(), tr.querySelectorAll('td')[1].textContent!.trim()]),
          ),
      ) as Record<string, string>;
    const apiPoints = async () =>
      Object.fromEntries(
        ok(await anonymous(STANDINGS, { id: competitionId })).competition.standings.rows.edges.map(
          (e: { node: { name: string; points: number } }) => [e.node.name, String(e.node.points)],
        ),
      ) as Record<string, string>;
    expect(await shownPoints()).toEqual(await apiPoints());
    expect(Object.values(await shownPoints()).every((p) => p === '0')).toBe(true);

    // The organiser confirms a result from table 1: the first-named player wins.
    const table1 = games.find((g) => g.table === 1)!;
    ok(await olga(REPORT, { input: { competitionId, game: table1.id, winner: table1.a, reason: 'result sheet from table 1' } }));
    const after = await apiPoints();
    expect(after[table1.aName]).not.toBe('0');
    await until(
      'the standings on the screen to show the result',
      async () => JSON.stringify(await shownPoints()) === JSON.stringify(after),
    );
    expect(await page.getByRole('timer').count()).toBe(1); // the clock stays in the bar
    expect(await scrolls(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'projector-standings-1920');

    ok(await olga(VIEW, { input: { competitionId, view: 'clock' } }));
    await page.locator('.projector-clock--full').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('timer').count()).toBe(1);
    await expectClockAgrees(page, readClock);
    expect(await scrolls(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'projector-clock-1920');

    // Taking turns: the pairings first, the standings some 15 s later.
    ok(await olga(VIEW, { input: { competitionId, view: 'cycle' } }));
    const pairings = page.getByRole('table', { name: 'Pairings for round 1' });
    await pairings.waitFor();
    expect(await pairings.locator('tbody tr', { hasText: table1.aName }).textContent()).toContain('1–0');
    await page.getByRole('table', { name: 'Standings' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('table', { name: 'Pairings for round 1' }).count()).toBe(0);
  }, 60_000);

  it('shows that it is reconnecting while the network is down, and catches up when it is back', async () => {
    const { context, page } = await bed.open(DESKTOP);
    // Every WebSocket of this screen goes through here, so the test can cut them as a venue's network would.
    const open_: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
    let down = false;
    await page.routeWebSocket(/\/graphql/, (ws) => {
      if (down) {
        void ws.close({ code: 1001, reason: 'network down' });
        return;
      }
      open_.push({ page: ws, server: ws.connectToServer() });
    });
    await page.goto(projectorUrl());
    await page.getByRole('table', { name: 'Pairings for round 1' }).waitFor();
    await page.getByRole('timer').waitFor();
    await expectClockAgrees(page, readClock);

    down = true;
    for (const ws of open_.splice(0)) {
      await ws.page.close({ code: 1001, reason: 'network down' });
      await ws.server.close();
    }
    await page.getByText('Reconnecting…').waitFor();
    await shot(page, 'projector-reconnecting-1920');
    // While it is down the organiser pauses the round and a result comes in.
    ok(await olga(PAUSE_CLOCK, { input: { competitionId, round: 1, reason: 'judge call: line of sight' } }));
    const table2 = games.find((g) => g.table === 2)!;
    ok(await olga(REPORT, { input: { competitionId, game: table2.id, draw: true, reason: 'result sheet from table 2' } }));
    await page.waitForTimeout(1500);
    expect(await page.getByText('judge call: line of sight').count()).toBe(0);

    down = false;
    await page.getByText('judge call: line of sight').waitFor({ timeout: 20_000 });
    await until('the badge to go', async () => (await page.getByText('Reconnecting…').count()) === 0, 20);
    await expectClockAgrees(page, readClock);
    const pairings = page.getByRole('table', { name: 'Pairings for round 1' });
    await pairings.locator('tbody tr', { hasText: table2.aName }).filter({ hasText: '½–½' }).waitFor();
    await context.close();

    ok(await olga(RESUME_CLOCK, { input: { competitionId, round: 1, reason: 'ruling given' } }));
  }, 60_000);

  it('brings up the next round’s pairings and follows its clock: the warning colour, then time called', async () => {
    const { page } = hall;
    const table3 = games.find((g) => g.table === 3)!;
    ok(await olga(REPORT, { input: { competitionId, game: table3.id, winner: table3.b, reason: 'result sheet from table 3' } }));
    ok(await olga(PAIR, { input: { competitionId } }));
    const round2: Game[] = ok(await olga(GAMES, { id: competitionId })).competition.rounds[1].games;
    ok(await olga(PUBLISH, { input: { competitionId, round: 2 } }));
    const pairings = page.getByRole('table', { name: 'Pairings for round 2' });
    await pairings.waitFor();
    await page.getByText('Round 2', { exact: true }).waitFor();
    for (const g of round2) await pairings.locator('tbody tr', { hasText: g.aName }).filter({ hasText: g.bName! }).waitFor();
    // Round 1's clock is done with: nothing shows until round 2's starts.
    expect(await page.getByRole('timer').count()).toBe(0);

    ok(await olga(START, { input: { competitionId, round: 2 } }));
    ok(await olga(START_CLOCK, { input: { competitionId, round: 2, minutes: 0.1, reason: 'round 2: a lightning round' } }));
    const timer = page.getByRole('timer', { name: 'Time left in round 2' });
    await timer.waitFor();
    // Six seconds: the last five minutes from the start, so in the warning colour.
    expect(clockMs((await timer.textContent())!)).toBeLessThanOrEqual(6000);
    expect(await page.locator('.projector-clock--warning').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'projector-warning-1920');
    await page.locator('.projector-clock--up').getByText('Time!').waitFor({ timeout: 10_000 });
    expect(await timer.textContent()).toBe('Time!');
    await shot(page, 'projector-time-up-1920');
  }, 30_000);

  it('says so when there is no such event', async () => {
    const { context, page } = await bed.open(DESKTOP);
    await page.goto(`${bed.url}/events/00000000-0000-4000-8000-000000000000/projector`);
    await page.getByRole('heading', { level: 1, name: 'Event not found' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits the pairings and standings on a phone too', async () => {
    const { context, page } = await bed.open(PHONE);
    await page.goto(projectorUrl());
    await page.getByRole('table', { name: 'Pairings for round 2' }).waitFor();
    await page.getByRole('timer').waitFor();
    expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'projector-pairings-390');
    await context.close();
  });
});
