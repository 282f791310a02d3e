import type { BrowserContext, Locator, Page } from 'playwright-core';
import { acceptEntry, client, ok, type Gql } from '../support/graphql';
import { until } from '../support/wait';
import { clockMs, DESKTOP, expectClockAgrees, LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { asSession, PASSWORD, signUp, storedSession, uniqueEmail, type Account } from './session';

const EVENT = 'Wawel Swiss Cup 2026';
const ROUND_MINUTES = 50;
/** The two players with accounts: seeds 1 and 5 of eight, so round 1 (top half against bottom half) pairs them together. */
const ANNA = 'Anna Nowak';
const BORYS = 'Borys Zając';
/** Registered by hand, in this order, after Anna. */
const BY_HAND = [
  { name: 'Jan Kowalski', club: 'Gryf Kraków' },
  { name: 'Zofia Łukasiewicz', club: null },
];
/** Pasted as a list, Borys among them with his account's e-mail. */
const LISTED = ['Piotr Wiśniewski', BORYS, 'Ewa Żak', 'Marek Duda', 'Ola Lis'];
const DROPS = 'Marek Duda';
const LATE = 'Tomasz Spóźniony';

const GAME = `id round table a aName b bName status report { by winner draw disputeReason } result { by winner draw scores }`;
const READ = `query($id: ID!) { competition(id: $id) {
  version name kind rulesetId format published finished projectorView timing { roundMinutes }
  rounds { round published started finished games { ${GAME} } }
  players(first: 100) { edges { node { id name club accountId dropped droppedAfterRound joinsRound } } } } }`;
const PUBLIC_ROUNDS = `query($id: ID!) { competition(id: $id) { rounds { round published games { id } } } }`;
const CLOCK = `query($id: ID!, $round: Int) { competition(id: $id) { roundClock(round: $round) { serverTime remainingMs running paused { reason } } } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { finished standings(first: 100) { rows { edges { node {
  rank name score points wins draws losses byes played dropped tieBreaks { id value } } } } } } }`;

interface Game {
  id: string;
  round: number;
  table: number;
  a: string;
  aName: string;
  b: string | null;
  bName: string | null;
  status: string;
  report: { by: string; winner: string | null; draw: boolean; disputeReason: string | null } | null;
  result: { by: string; winner: string | null; draw: boolean; scores: Record<string, Record<string, number>> | null } | null;
}

interface Row {
  rank: number;
  name: string;
  score: number;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  played: number;
  dropped: boolean;
  tieBreaks: Array<{ id: string; value: number }>;
}

/** A result as the organiser writes it off a slip: who won (or a draw), and each side's reputation. */
interface Slip {
  winner: 'a' | 'b' | null;
  reputation: [number, number];
}

/**
 * Every game's result but the disputed one: a fixed pattern over round and table, so the
 * standings end with wins, draws and losses mixed and tie-breaks that differ.
 */
function slipFor(game: Pick<Game, 'round' | 'table'>): Slip {
  const t = game.table;
  switch ((game.round + t) % 3) {
    case 0:
      return { winner: 'a', reputation: [100 + 10 * t, 40 + 5 * t] };
    case 1:
      return { winner: 'b', reputation: [30 + 5 * t, 110 + 10 * t] };
    default:
      return { winner: null, reputation: [70 + t, 70 + t] };
  }
}

/** Points and tie-break values as the pages write them in English. */
const number = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);

/**
 * A whole 8-player Swiss of three rounds run in the browser, as an organiser at a venue runs it:
 * signing up, creating the event, registering players by hand and from a pasted list (two by
 * their accounts' e-mail, which they accept), pairing, publishing and starting each round, the round clock with a
 * pause, results entered at the desk, a result reported from a player's phone and disputed from
 * the opponent's, ruled on by the organiser; a drop and a late entry; the final standings
 * checked against the API's, the event finished and shown finished to the public. The hall's
 * projector (signed in as nobody) is open all along and follows the clock and the standings.
 * axe on every page and dialog; screenshots of each step at its size in test-artifacts/web/.
 */
describe('A Swiss event run in the browser from sign-up to the final standings', () => {
  const bed = webTestBed();
  let anna: Account;
  let borys: Account;
  /** The organiser's laptop, signed up in the browser in the first test and used all day. */
  let desk: { context: BrowserContext; page: Page };
  /** The hall's projector, open from the event's creation to its end. */
  let hall: { context: BrowserContext; page: Page };
  /** The organiser's API client, from the session the browser keeps: what the tests check against. */
  let olga: Gql;
  let anonymous: Gql;
  let competitionId = '';

  beforeAll(async () => {
    anonymous = client(bed.url);
    // Players sign up before the day, so the organiser registers them by their e-mail addresses.
    anna = await signUp(bed.url, ANNA);
    borys = await signUp(bed.url, BORYS);
  }, 120_000);

  const read = async () => ok(await olga(READ, { id: competitionId })).competition;
  const gamesOf = async (round: number): Promise<Game[]> =>
    ((await read()).rounds.find((r: { round: number }) => r.round === round)?.games ?? []) as Game[];
  const apiStandings = async (): Promise<Row[]> =>
    ok(await anonymous(STANDINGS, { id: competitionId })).competition.standings.rows.edges.map((e: { node: Row }) => e.node);

  /** No serious or critical axe finding on the page as it is now, and a screenshot of it. */
  async function check(page: Page, name: string): Promise<void> {
    expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
    await shot(page, `swiss-${name}-${page.viewportSize()!.width}`);
  }

  /** Goes to a section of the event through the console's own navigation, as the organiser clicks it. */
  async function section(name: 'Players' | 'Rounds' | 'Clock' | 'Results' | 'Standings' | 'Event', heading: string): Promise<void> {
    const { page } = desk;
    await page.getByRole('navigation', { name: 'Sections of the event' }).getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
  }

  /** A round's part of the results desk. */
  const deskRound = (round: number): Locator => desk.page.locator(`section[aria-labelledby="results-round-${round}"]`);
  /** A game's card at the results desk. */
  const deskCard = (round: number, table: number): Locator =>
    deskRound(round)
      .locator('.results-game')
      .filter({ has: desk.page.locator('.results-game__table').getByText(`Table ${table}`, { exact: true }) });

  /** That the projector's clock reads as the API's, within a second. */
  const expectProjectorClockAgrees = (round: number) =>
    expectClockAgrees(hall.page, async () => ok(await anonymous(CLOCK, { id: competitionId, round })).competition.roundClock);

  /** The projector's standings as shown: name and points, in order. */
  const projectorStandings = (name: string | RegExp = 'Standings') =>
    hall.page
      .getByRole('table', { name, exact: typeof name === 'string' })
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('th .projector-table__name')!.textContent!.trim(),
          tr.querySelectorAll('td')[1].textContent!.trim(),
        ]),
      );
  const apiPoints = async () => (await apiStandings()).map((r) => [r.name, number(r.points)]);

  /** Pairs the next round in the Rounds section and checks that each table reads with both names, as the API paired it. */
  async function pairRound(round: number): Promise<Game[]> {
    const { page } = desk;
    await section('Rounds', 'Rounds');
    // Round 1 by the seed list (registration order here), so that seeds 1 and 5, the two players with accounts, meet.
    if (round === 1) await page.getByRole('radio', { name: /^By seed list/ }).check({ force: true });
    await page.getByRole('button', { name: `Pair round ${round}` }).click();
    const pairings = page.getByRole('list', { name: `Pairings of round ${round}` });
    await pairings.waitFor();
    const current = page.getByRole('region', { name: `Round ${round}`, exact: true });
    await current.getByText('Paired, not published', { exact: true }).waitFor();
    await current.getByText('Only you can see these pairings.', { exact: false }).waitFor();
    const games = await gamesOf(round);
    expect(games).toHaveLength(4);
    expect(games.every((g) => g.bName !== null)).toBe(true);
    for (const g of games) {
      const card = pairings.locator(':scope > li', { hasText: `Table ${g.table}` });
      expect(await card.count()).toBe(1);
      expect(await card.locator('.pairing__name').allTextContents()).toEqual([g.aName, g.bName]);
    }
    // Not published: the public sees the round, without its games.
    const unpublished = ok(await anonymous(PUBLIC_ROUNDS, { id: competitionId })).competition.rounds;
    expect(unpublished.find((r: { round: number }) => r.round === round)).toEqual({ round, published: false, games: [] });
    await check(page, `round${round}-paired`);
    return games;
  }

  /** Publishes the round paired last and starts it, from the Rounds section. */
  async function publishAndStart(round: number): Promise<void> {
    const { page } = desk;
    const current = page.getByRole('region', { name: `Round ${round}`, exact: true });
    await current.getByRole('button', { name: 'Publish pairings' }).click();
    await current.getByText('Published', { exact: true }).waitFor();
    const published = ok(await anonymous(PUBLIC_ROUNDS, { id: competitionId })).competition.rounds;
    expect(published.find((r: { round: number }) => r.round === round).games).toHaveLength(4);

    await current.getByRole('button', { name: 'Start round' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Start round ${round}?` });
    await confirm.waitFor();
    await check(page, `round${round}-start-dialog`);
    await confirm.getByRole('button', { name: 'Start round' }).click();
    await confirm.waitFor({ state: 'detached' });
    await current.getByText('Started', { exact: true }).waitFor();
    expect((await read()).rounds[round - 1]).toMatchObject({ round, published: true, started: true, finished: false });
    await check(page, `round${round}-started`);
  }

  /** Enters a game's result at the desk from its slip; the API then holds it, settled by the organiser. */
  async function enterResult(game: Game, slip: Slip, checkDialog = false): Promise<void> {
    const { page } = desk;
    await deskRound(game.round)
      .getByRole('button', { name: `Enter the result, table ${game.table}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Enter the result of table ${game.table}` });
    await dialog.waitFor();
    const choice = slip.winner === null ? /^Draw$/ : `${slip.winner === 'a' ? game.aName : game.bName} won`;
    await dialog.locator('label').filter({ hasText: choice }).click();
    await dialog.getByLabel(`Reputation of ${game.aName}`).fill(String(slip.reputation[0]));
    await dialog.getByLabel(`Reputation of ${game.bName}`).fill(String(slip.reputation[1]));
    await dialog.getByLabel(`Reputation of ${game.bName}`).press('Tab');
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('Result slip handed in at the desk');
    if (checkDialog) await check(page, `round${game.round}-enter-dialog`);
    await dialog.getByRole('button', { name: 'Save the result' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`The result of table ${game.table} is settled.`).waitFor();
    await deskCard(game.round, game.table).getByText('Settled', { exact: true }).waitFor();
    const held = (await gamesOf(game.round)).find((g) => g.id === game.id)!;
    expect(held.status).toBe('settled');
    expect(held.result).toMatchObject({
      by: 'organiser',
      winner: slip.winner === null ? null : slip.winner === 'a' ? game.a : game.b,
      draw: slip.winner === null,
      scores: { [game.a]: { reputation: slip.reputation[0] }, [game.b!]: { reputation: slip.reputation[1] } },
    });
  }

  it('signs the organiser up and creates the Swiss; the hall’s projector opens on it', async () => {
    desk = await bed.open(LAPTOP);
    const { page } = desk;
    await page.goto(`${bed.url}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Create an organiser account' }).waitFor();
    await page.getByLabel('Your name').fill('Olga Organiser');
    await page.getByLabel('E-mail address').fill(uniqueEmail('Olga'));
    await page.getByLabel('Password').fill(PASSWORD);
    await check(page, 'signup');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.waitForURL(`${bed.url}/console`);
    await page.getByRole('heading', { level: 1, name: 'My events' }).waitFor();
    await page.getByText('Signed in as Olga Organiser').waitFor();
    const session = await storedSession(page);
    expect(session?.displayName).toBe('Olga Organiser');
    olga = asSession(bed.url, session!);
    await check(page, 'console-empty');

    await page.getByRole('link', { name: 'New event' }).click();
    await page.waitForURL(`${bed.url}/console/new`);
    await page.getByRole('heading', { level: 1, name: 'New event' }).waitFor();
    await page.getByLabel('Name of the event').fill(EVENT);
    await page.getByRole('button', { name: /Game/ }).click();
    await page.getByRole('option', { name: 'MechWarrior: Solaris VII' }).click();
    // Swiss is the form's first choice; three rounds, typed all the same as an organiser would.
    await page
      .locator('label')
      .filter({ hasText: /^Swiss/ })
      .click();
    expect(await page.getByRole('radio', { name: /^Swiss/ }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Rounds', exact: true }).fill('3');
    await page.getByLabel('Round length (minutes)').fill(String(ROUND_MINUTES));
    await page.getByLabel('Round length (minutes)').press('Tab');
    await check(page, 'create');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.waitForURL(/\/console\/events\/[^/]+\/players$/);
    competitionId = /\/console\/events\/([^/]+)\/players$/.exec(page.url())![1];
    await page.getByRole('heading', { level: 2, name: 'Registered players' }).waitFor();
    await page.getByText('No player has registered yet.', { exact: false }).waitFor();

    expect(await read()).toMatchObject({
      name: EVENT,
      kind: 'tournament',
      rulesetId: 'solaris7',
      format: { kind: 'swiss', rounds: 3 },
      timing: { roundMinutes: ROUND_MINUTES },
      published: true,
      finished: false,
      projectorView: 'cycle',
    });

    // The hall's screen, opened from the console's link once, then left alone all day.
    const href = await page.getByRole('link', { name: 'Projector', exact: true }).getAttribute('href');
    expect(href).toBe(`/events/${competitionId}/projector`);
    hall = await bed.open(DESKTOP);
    await hall.page.goto(`${bed.url}${href}`);
    await hall.page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    await hall.page.getByText('Nobody has registered yet: scan the code and be the first.').waitFor();
    await check(hall.page, 'projector-welcome-empty');
  }, 120_000);

  it('registers eight players: some by hand, the rest from a pasted list, two by their accounts’ e-mail', async () => {
    const { page } = desk;
    const register = page.getByRole('region', { name: 'Register a player' });
    const table = page.getByRole('table', { name: 'Players in registration order' });

    // Anna by hand, with her account's e-mail: she reports her own results.
    await register.getByLabel('Name').fill(ANNA);
    await register.getByLabel('E-mail of their account (optional)').fill(anna.email);
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await register.getByText(`${ANNA} is registered.`).waitFor();
    // An invitation until she accepts it in her account; then the entry is hers.
    await table
      .getByRole('rowheader', { name: new RegExp(ANNA) })
      .getByText('invited')
      .waitFor();
    await acceptEntry(anna.gql, competitionId);
    await table
      .getByRole('rowheader', { name: new RegExp(ANNA) })
      .getByText('account')
      .waitFor();
    for (const p of BY_HAND) {
      await register.getByLabel('Name').fill(p.name);
      if (p.club) await register.getByLabel('Club (optional)').fill(p.club);
      await register.getByRole('button', { name: 'Register', exact: true }).click();
      await register.getByText(`${p.name} is registered.`).waitFor();
    }
    await page.getByText('3 players', { exact: true }).waitFor();
    await check(page, 'players-by-hand');

    // The rest pasted from a spreadsheet: a header row, Borys with his account's e-mail, one with a club.
    const list = page.getByRole('region', { name: 'Register a list' });
    const lines = [
      'Name,Club,E-mail',
      ...LISTED.map((name) => `${name},${name === 'Ewa Żak' ? 'KS Hetman' : ''},${name === BORYS ? borys.email : ''}`),
    ];
    await list.getByLabel('Players, one a line').fill(lines.join('\n'));
    await list.getByText('5 rows read. The first line names the columns.').waitFor();
    await list.getByRole('table', { name: 'Preview of the list' }).getByText(borys.email).waitFor();
    await check(page, 'players-list-preview');
    await list.getByRole('button', { name: 'Register 5 players' }).click();
    await list.getByText('Done. Registered: 5. Refused: 0.').waitFor();
    await page.getByText('8 players', { exact: true }).waitFor();
    await acceptEntry(borys.gql, competitionId);
    await table
      .getByRole('rowheader', { name: new RegExp(BORYS) })
      .getByText('account')
      .waitFor();
    await check(page, 'players');

    // What the API holds: eight players in the order registered, the two with their accounts, which accepted.
    const players = (await read()).players.edges.map((e: { node: any }) => e.node);
    expect(players.map((p: { name: string }) => p.name)).toEqual([ANNA, ...BY_HAND.map((p) => p.name), ...LISTED]);
    const accountOf = (name: string) => players.find((p: { name: string }) => p.name === name).accountId;
    expect(accountOf(ANNA)).toBe(anna.accountId);
    expect(accountOf(BORYS)).toBe(borys.accountId);
    expect(players.filter((p: { accountId: string | null }) => p.accountId).length).toBe(2);
    expect(players.find((p: { name: string }) => p.name === 'Ewa Żak').club).toBe('KS Hetman');

    // The hall sees them arrive.
    await hall.page.getByRole('heading', { name: '8 players registered' }).waitFor();
    await check(hall.page, 'projector-welcome');
  }, 120_000);

  it('pairs round 1, reviews it by name, publishes and starts it, and runs the clock the projector follows', async () => {
    const { page } = desk;
    const games = await pairRound(1);
    // Seeds 1 and 5 meet in round 1: the two players with accounts share a table.
    expect(games.some((g) => [g.aName, g.bName].sort().join() === [ANNA, BORYS].sort().join())).toBe(true);
    // The hall shows nothing of an unpublished round.
    expect(await hall.page.getByRole('table', { name: 'Pairings for round 1' }).count()).toBe(0);
    await publishAndStart(1);
    const pairings = hall.page.getByRole('table', { name: 'Pairings for round 1' });
    await pairings.waitFor();
    for (const g of games) await pairings.locator('tbody tr', { hasText: g.aName }).filter({ hasText: g.bName! }).waitFor();
    expect(await hall.page.getByRole('timer').count()).toBe(0);

    // The clock, started from its section with the event's round length.
    await section('Clock', 'Round clock');
    const minutes = page.getByRole('textbox', { name: 'Length of the round (minutes)' });
    expect(await minutes.inputValue()).toBe(String(ROUND_MINUTES));
    await check(page, 'clock-ready');
    await page.getByRole('button', { name: 'Start the clock' }).click();
    await page.getByText('Running: time is up at', { exact: false }).waitFor();
    // The public reads the event's read model, which the processors bring up to the start a moment later.
    await until(
      'the public round clock to run',
      async () => ok(await anonymous(CLOCK, { id: competitionId, round: 1 })).competition.roundClock?.running === true,
    );
    await page.getByRole('timer', { name: 'Time left in round 1' }).waitFor();
    await check(page, 'clock-running');

    // The hall's clock appears by itself and agrees with the server's, and runs.
    const timer = hall.page.getByRole('timer', { name: 'Time left in round 1' });
    await timer.waitFor();
    await expectProjectorClockAgrees(1);
    expect(clockMs((await timer.textContent())!)).toBeGreaterThan((ROUND_MINUTES - 1) * 60_000);
    const first = clockMs((await timer.textContent())!);
    await hall.page.waitForTimeout(2000); // a running clock must tick
    expect(first - clockMs((await timer.textContent())!)).toBeGreaterThanOrEqual(1000);
    await expectProjectorClockAgrees(1);
    await check(hall.page, 'projector-clock-running');

    // Paused with a reason: the hall shows the reason and the time stands still at the server's.
    await page.getByRole('button', { name: 'Pause' }).click();
    const pause = page.getByRole('dialog', { name: 'Pause round 1' });
    await pause.waitFor();
    await pause.getByRole('textbox', { name: 'Reason' }).fill('power cut in hall B');
    await check(page, 'clock-pause-dialog');
    await pause.getByRole('button', { name: 'Pause' }).click();
    await pause.waitFor({ state: 'detached' });
    await page.getByText('power cut in hall B', { exact: false }).waitFor();
    await hall.page.getByText('power cut in hall B', { exact: false }).waitFor();
    await hall.page.getByText('Paused', { exact: true }).waitFor();
    const stopped = await timer.textContent();
    await hall.page.waitForTimeout(2000); // a paused clock must not tick
    expect(await timer.textContent()).toBe(stopped);
    expect(ok(await anonymous(CLOCK, { id: competitionId, round: 1 })).competition.roundClock).toMatchObject({
      running: false,
      paused: { reason: 'power cut in hall B' },
    });
    await expectProjectorClockAgrees(1);
    await check(page, 'clock-paused');
    await check(hall.page, 'projector-clock-paused');

    // Resumed: it runs on from where it stood, on both screens.
    await page.getByRole('button', { name: 'Resume' }).click();
    const resume = page.getByRole('dialog', { name: 'Resume round 1' });
    await resume.getByRole('textbox', { name: 'Reason' }).fill('power back');
    await check(page, 'clock-resume-dialog');
    await resume.getByRole('button', { name: 'Resume' }).click();
    await resume.waitFor({ state: 'detached' });
    await page.getByText('Running: time is up at', { exact: false }).waitFor();
    await until('the hall’s clock to run again', async () => (await timer.textContent()) !== stopped, 10);
    expect(await hall.page.getByText('Paused', { exact: true }).count()).toBe(0);
    await expectProjectorClockAgrees(1);
    expect(ok(await anonymous(CLOCK, { id: competitionId, round: 1 })).competition.roundClock).toMatchObject({
      running: true,
      paused: null,
    });
  }, 180_000);

  it('puts the standings on the projector, which follows a result entered at the desk, then goes back to taking turns', async () => {
    const { page } = desk;
    await page.getByText('The projector shows: Cycle through all.').waitFor();
    await page.getByRole('radio', { name: 'Standings' }).click();
    await page.getByText('The projector shows: Standings.').waitFor();
    expect((await read()).projectorView).toBe('standings');
    await check(page, 'clock-projector-standings');
    const standings = hall.page.getByRole('table', { name: 'Standings', exact: true });
    await standings.waitFor();
    expect(await hall.page.getByRole('table', { name: 'Pairings for round 1' }).count()).toBe(0);
    expect(await projectorStandings()).toEqual(await apiPoints());
    expect((await projectorStandings()).every(([, points]) => points === '0')).toBe(true);

    // A slip from a table other than the one the phones play at.
    const game = (await gamesOf(1)).filter((g) => ![g.aName, g.bName].includes(ANNA))[0];
    await section('Results', 'Results');
    await deskRound(1).getByRole('heading', { level: 3, name: 'Round 1' }).waitFor();
    await page.getByText('Live: results players report appear here by themselves.').waitFor();
    await check(page, 'results-round1');
    await enterResult(game, slipFor(game), true);
    const after = await apiPoints();
    expect(after.some(([, points]) => points !== '0')).toBe(true);
    await until(
      'the projector’s standings to show the result',
      async () => JSON.stringify(await projectorStandings()) === JSON.stringify(after),
    );
    await check(hall.page, 'projector-standings');

    await section('Clock', 'Round clock');
    await page.getByText('The projector shows: Standings.').waitFor();
    await page.getByRole('radio', { name: 'Cycle through all' }).click();
    await page.getByText('The projector shows: Cycle through all.').waitFor();
    expect((await read()).projectorView).toBe('cycle');
    // Taking turns starts again from the pairings, with the result in them.
    const pairings = hall.page.getByRole('table', { name: 'Pairings for round 1' });
    await pairings.waitFor();
    const shownResult = slipFor(game).winner === 'a' ? '1–0' : slipFor(game).winner === 'b' ? '0–1' : '½–½';
    await pairings.locator('tbody tr', { hasText: game.aName }).filter({ hasText: shownResult }).waitFor();
  }, 120_000);

  it('takes a result reported from a player’s phone and disputed from the opponent’s, rules on it, and enters the rest', async () => {
    const game = (await gamesOf(1)).find((g) => [g.aName, g.bName].includes(ANNA))!;
    expect([game.aName, game.bName].sort()).toEqual([ANNA, BORYS].sort());
    const annaId = game.aName === ANNA ? game.a : game.b!;
    const borysId = game.aName === BORYS ? game.a : game.b!;

    // The desk is open at the results, where what the players report arrives by itself.
    const { page } = desk;
    await section('Results', 'Results');

    // Anna reports a win from her phone, at the table.
    const annasPhone = await bed.openSignedIn(PHONE, anna);
    await annasPhone.page.goto(`${bed.url}/play`);
    await annasPhone.page.getByRole('heading', { level: 1, name: 'My games' }).waitFor();
    const annasCard = annasPhone.page.getByRole('article', { name: new RegExp(`against ${BORYS}`) });
    await annasCard.getByRole('radiogroup', { name: `How did your game against ${BORYS} end?` }).waitFor();
    expect(await annasCard.getByRole('heading', { level: 3 }).textContent()).toBe(`Round 1 · table ${game.table}against ${BORYS}`);
    await annasCard.getByText('I won', { exact: true }).click();
    await annasCard.getByLabel('My Reputation', { exact: true }).fill('120');
    await annasCard.getByLabel(`Reputation of ${BORYS}`, { exact: true }).fill('80');
    await annasCard.getByLabel(`Reputation of ${BORYS}`, { exact: true }).press('Tab');
    await check(annasPhone.page, 'phone-report');
    await annasCard.getByRole('button', { name: 'Send the result' }).click();
    await annasCard.getByText(`Waiting for ${BORYS} to confirm`).waitFor();
    const reported = (await gamesOf(1)).find((g) => g.id === game.id)!;
    expect(reported.status).toBe('reported');
    expect(reported.report).toMatchObject({ by: annaId, winner: annaId, draw: false });
    await check(annasPhone.page, 'phone-reported');

    // The desk sees the report arrive by itself.
    await deskCard(1, game.table).getByText('Awaiting confirmation', { exact: true }).waitFor();

    // Borys disputes it from his own phone.
    const borysPhone = await bed.openSignedIn(PHONE, borys);
    await borysPhone.page.goto(`${bed.url}/play`);
    const borysCard = borysPhone.page.getByRole('article', { name: new RegExp(`against ${ANNA}`) });
    await borysCard.getByText(`${ANNA} reported:`).waitFor();
    await check(borysPhone.page, 'phone-confirm');
    await borysCard.getByRole('button', { name: 'Dispute' }).click();
    const dispute = borysPhone.page.getByRole('dialog', { name: 'Dispute the result' });
    await dispute.waitFor();
    const reason = 'I won: Anna’s last mech left the board after time was called.';
    await dispute.getByLabel('What is wrong with it?').fill(reason);
    await check(borysPhone.page, 'phone-dispute-dialog');
    await dispute.getByRole('button', { name: 'Send the dispute' }).click();
    await dispute.waitFor({ state: 'detached' });
    await borysCard.getByText('Disputed', { exact: true }).waitFor();
    expect(await borysCard.textContent()).toContain(`Reason: ${reason}.`);
    expect((await gamesOf(1)).find((g) => g.id === game.id)!).toMatchObject({
      status: 'disputed',
      report: { by: annaId, disputeReason: reason },
      result: null,
    });
    await check(borysPhone.page, 'phone-disputed');

    // The organiser rules at the desk: Borys won, the reputations the other way round.
    const card = deskCard(1, game.table);
    await card.getByText('Disputed', { exact: true }).waitFor();
    await card.getByText(reason).waitFor();
    await check(page, 'results-disputed');
    await card.getByRole('button', { name: `Rule on the dispute, table ${game.table}` }).click();
    const rule = page.getByRole('dialog', { name: `Rule on the dispute at table ${game.table}` });
    await rule.getByText(reason).waitFor();
    await rule
      .locator('label')
      .filter({ hasText: `${BORYS} won` })
      .click();
    // The form starts from the scores Anna reported.
    expect(await rule.getByLabel(`Reputation of ${ANNA}`).inputValue()).toBe('120');
    await rule.getByLabel(`Reputation of ${ANNA}`).fill('80');
    await rule.getByLabel(`Reputation of ${BORYS}`).fill('120');
    await rule.getByLabel(`Reputation of ${BORYS}`).press('Tab');
    await rule.getByLabel('Reason').fill('the judge saw the last elimination after time: Borys ahead on reputation');
    await check(page, 'results-rule-dialog');
    await rule.getByRole('button', { name: 'Rule', exact: true }).click();
    await rule.waitFor({ state: 'detached' });
    await page.getByText(`Your ruling on table ${game.table} settles the game.`).waitFor();
    expect((await gamesOf(1)).find((g) => g.id === game.id)!.result).toMatchObject({
      by: 'organiser',
      winner: borysId,
      draw: false,
      scores: { [annaId]: { reputation: 80 }, [borysId]: { reputation: 120 } },
    });

    // Both phones follow the ruling by themselves.
    await annasCard.getByText('Settled', { exact: true }).waitFor();
    expect(await annasCard.textContent()).toContain(`${BORYS} won.`);
    await borysCard.getByText('Settled', { exact: true }).waitFor();
    expect(await borysCard.textContent()).toContain('You won.');
    await check(annasPhone.page, 'phone-settled');
    await annasPhone.context.close();
    await borysPhone.context.close();

    // The other slips of round 1.
    for (const g of (await gamesOf(1)).filter((x) => x.status !== 'settled')) await enterResult(g, slipFor(g));
    await deskRound(1).getByText('all settled', { exact: true }).waitFor();
    expect((await read()).rounds[0].finished).toBe(true);
    await check(page, 'results-round1-settled');
  }, 180_000);

  it('drops a player after round 1 and registers a late entry for round 2', async () => {
    const { page } = desk;
    await section('Players', 'Registered players');
    await page.getByRole('button', { name: `Drop ${DROPS}` }).click();
    const dialog = page.getByRole('dialog', { name: `Drop ${DROPS}?` });
    await dialog.waitFor();
    await dialog.getByLabel('Reason').fill('left after round 1: feeling unwell');
    await check(page, 'players-drop-dialog');
    await dialog.getByRole('button', { name: 'Drop the player' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${DROPS} has dropped.`).waitFor();
    const table = page.getByRole('table', { name: 'Players in registration order' });
    await table
      .getByRole('row', { name: new RegExp(DROPS) })
      .getByText('Dropped after round 1')
      .waitFor();

    await page.getByText('Round 1 is already paired: a player registered now is a late entry, joins round 2', { exact: false }).waitFor();
    const register = page.getByRole('region', { name: 'Register a player' });
    await register.getByLabel('Name').fill(LATE);
    await register.getByRole('button', { name: 'Register as a late entry' }).click();
    await register.getByText(`${LATE} is registered as a late entry and joins round 2.`).waitFor();
    await table
      .getByRole('row', { name: new RegExp(LATE) })
      .getByText('Late entry: joins round 2')
      .waitFor();
    await page.getByText('9 players · 1 dropped').waitFor();
    await check(page, 'players-after-round1');

    const players = (await read()).players.edges.map((e: { node: any }) => e.node);
    expect(players.find((p: { name: string }) => p.name === DROPS)).toMatchObject({ dropped: true, droppedAfterRound: 1 });
    expect(players.find((p: { name: string }) => p.name === LATE)).toMatchObject({ dropped: false, joinsRound: 2 });
  }, 120_000);

  it('pairs, publishes and starts rounds 2 and 3 and enters every result at the desk', async () => {
    const { page } = desk;
    for (const round of [2, 3]) {
      const games = await pairRound(round);
      const names = games.flatMap((g) => [g.aName, g.bName]);
      expect(names).toContain(LATE);
      expect(names).not.toContain(DROPS);
      await publishAndStart(round);
      // The hall's projector turns to the new round's pairings by itself.
      // (Its slides take turns every 15 s: the pairings come round again within 30.)
      await hall.page.getByRole('table', { name: `Pairings for round ${round}` }).waitFor({ timeout: 35_000 });

      await section('Results', 'Results');
      await deskRound(round)
        .getByRole('heading', { level: 3, name: `Round ${round}` })
        .waitFor();
      for (const [i, g] of [...games].sort((x, y) => x.table - y.table).entries()) await enterResult(g, slipFor(g), i === 0);
      await deskRound(round).getByText('all settled', { exact: true }).waitFor();
      expect((await read()).rounds[round - 1].finished).toBe(true);
      await check(page, `results-round${round}-settled`);
    }
    await check(hall.page, 'projector-round3');
  }, 240_000);

  it('shows the API’s final standings row for row, finishes the event, and the public page shows it finished', async () => {
    const { page } = desk;
    await section('Standings', 'Standings');
    const table = page.getByRole('table', { name: `Settled standings of ${EVENT}`, exact: true });
    await table.waitFor();
    const rows = await apiStandings();
    expect(rows).toHaveLength(9);
    expect(rows.filter((r) => r.dropped).map((r) => r.name)).toEqual([DROPS]);
    expect(rows[0].tieBreaks.length).toBeGreaterThan(0);
    // One "Points" column when the ranking's score is the points from results alone (no bonus or penalty).
    const bothScores = rows.some((r) => r.score !== r.points);
    const expected = rows.map((r) => [
      String(r.rank),
      r.dropped ? `${r.name}dropped` : r.name,
      number(r.score),
      ...(bothScores ? [number(r.points)] : []),
      `${r.wins}–${r.draws}–${r.losses}`,
      String(r.byes),
      String(r.played),
      ...r.tieBreaks.map((tb) => number(tb.value)),
    ]);
    const shown = () =>
      table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim())));
    await until('the console’s standings to be the API’s', async () => JSON.stringify(await shown()) === JSON.stringify(expected));
    expect(await shown()).toEqual(expected);
    await check(page, 'standings-final');

    await section('Event', 'Event');
    await page.getByRole('button', { name: 'Finish the event…' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Finish ${EVENT}?` });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('All rounds played');
    await check(page, 'event-finish-dialog');
    await dialog.getByRole('button', { name: 'Finish the event' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('This event is finished: its standings are final.').waitFor();
    expect((await read()).finished).toBe(true);
    await check(page, 'event-finished');

    // Finishing changes no standing: the final ones are those checked above.
    const final = await apiStandings();
    expect(final).toEqual(rows);
    const order = final.map((r) => r.name);

    // The hall shows the final standings, in the same order.
    const finalTable = hall.page.getByRole('table', { name: /^Final standings/ });
    await finalTable.waitFor();
    expect((await projectorStandings(/^Final standings/)).map(([name]) => name)).toEqual(order);
    await check(hall.page, 'projector-final');

    // The public page, read by anyone: finished, and the standings in the same order.
    const visitor = await bed.open(LAPTOP);
    await visitor.page.goto(`${bed.url}/events/${competitionId}`);
    await visitor.page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    const status = visitor.page.locator('.facts > div', { has: visitor.page.locator('dt', { hasText: 'Status' }) }).locator('dd');
    expect(await status.textContent()).toBe('Finished');
    const publicTable = visitor.page.getByRole('table', { name: new RegExp(`^Standings of ${EVENT}`) });
    await publicTable.waitFor();
    const publicOrder = await publicTable
      .locator('tbody th[scope="row"]')
      .evaluateAll((ths) => ths.map((th) => (th.firstChild?.textContent ?? '').trim()));
    expect(publicOrder).toEqual(order);
    await check(visitor.page, 'public-finished');
    await visitor.page.setViewportSize(PHONE);
    await check(visitor.page, 'public-finished');
    await visitor.context.close();
  }, 120_000);
});
