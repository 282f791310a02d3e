import type { Page } from 'playwright-core';
import { acceptEntry, ok, type Gql } from '../support/graphql';
import { until } from '../support/wait';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { PASSWORD, signIn, signUp, type Account } from './session';

const PLAYERS = `query($id: ID!) { competition(id: $id) {
  name kind rulesetId format published rated freshTables organiserId
  players(first: 100) { totalCount edges { node { id name club accountId dropped droppedAfterRound joinsRound } } } } }`;
const AUDIT = `query($id: ID!) { competition(id: $id) { audit(first: 50) { edges { node { type data } } } } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;

/** The list pasted in the test: a header, six players (Polish letters, a club, quotes), one row without a name, a blank line. */
const LIST = [
  'Name,Club,E-mail',
  'Zofia Łukasiewicz,Gryf Kraków,',
  'Grzegorz Brzęczyszczykiewicz,,',
  '"Wiśniewska, Małgorzata",,',
  ',Gryf Kraków,',
  '',
  'Ewa Żak,,',
  'Piotr Zieliński,,',
  'Łucja Kamińska,,',
].join('\n');

interface Player {
  id: string;
  name: string;
  club: string | null;
  accountId: string | null;
  dropped: boolean;
  droppedAfterRound: number | null;
  joinsRound: number;
}

/**
 * The organiser's setting up in a real browser: signing up, creating a Swiss with the defaults,
 * registering players by hand and from a pasted list, dropping one, all checked against what
 * the API then holds; a second laptop that follows the list live; a late entry; Polish; axe on
 * every page and dialog; screenshots at 390 and 1366 px in test-artifacts/web/.
 */
describe('Setting up an event in the organiser console', () => {
  const bed = webTestBed();
  let anna: Account;
  /** What the first test leaves for the next: the organiser's credentials and the event. */
  const olga = { email: `olga-${process.pid}@example.org`, id: '', competitionId: '' };

  beforeAll(async () => {
    // A player with an account, whom the organiser registers by her e-mail address.
    anna = await signUp(bed.url, 'Anna Nowak', `anna-${process.pid}@example.org`);
    // An address already taken, to see the API's refusal shown on the sign-up form's field.
    await signUp(bed.url, 'Someone', 'taken@example.org');
  }, 120_000);

  /** The organiser's API client, signed in as they are in the browser. */
  const organiserGql = async (): Promise<Gql> => (await signIn(bed.url, olga.email)).gql;

  /** A browser already signed in as the organiser (another laptop at the desk), as the app keeps a session. */
  const signedInContext = async (viewport: { width: number; height: number }, locale = 'en-GB') =>
    bed.openSignedIn(viewport, await signIn(bed.url, olga.email), locale);

  async function players(gql: Gql): Promise<{ competition: any; players: Player[] }> {
    const { competition } = ok(await gql(PLAYERS, { id: olga.competitionId }));
    return { competition, players: competition.players.edges.map((e: { node: Player }) => e.node) };
  }

  /** Checks a page at the phone's width and the laptop's: nothing wider than the screen, no serious axe finding, a screenshot each. */
  async function checkBothSizes(page: Page, name: string): Promise<void> {
    for (const [viewport, width] of [
      [PHONE, 390],
      [LAPTOP, 1366],
    ] as const) {
      await page.setViewportSize(viewport);
      const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
      expect({ name, width, overflow }).toEqual({ name, width, overflow: 0 });
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `setup-${name}-${width}`);
    }
  }

  it('signs up, creates a Swiss with the defaults, registers players by hand and from a list, and drops one', async () => {
    const { context, page } = await bed.open(LAPTOP);

    // The console asks for a session first, and comes back to it after.
    await page.goto(`${bed.url}/console`);
    await page.waitForURL(`${bed.url}/signin?next=%2Fconsole`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await checkBothSizes(page, 'signin');
    await page.getByRole('link', { name: 'Create an organiser account' }).click();
    await page.waitForURL(`${bed.url}/signup?next=%2Fconsole`);
    await page.getByRole('heading', { level: 1, name: 'Create an organiser account' }).waitFor();

    // The form's own checks, then the API's refusal on its field, then an account.
    await page.getByLabel('Your name').fill('Olga Organiser');
    await page.getByLabel('E-mail address').fill('taken@example.org');
    await page.getByLabel('Password').fill('too short');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.getByText('The password needs at least 10 characters.').waitFor();
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.getByText('The server says: an account with this email already exists').waitFor();
    expect(await page.getByLabel('E-mail address').getAttribute('aria-invalid')).toBe('true');
    await checkBothSizes(page, 'signup-refused');
    await page.getByLabel('E-mail address').fill(olga.email);
    await page.getByRole('button', { name: 'Create the account' }).click();

    // Signed in, back at the console: no event yet.
    await page.waitForURL(`${bed.url}/console`);
    await page.getByRole('heading', { level: 1, name: 'My events' }).waitFor();
    await page.getByText('You do not organise any event yet.').waitFor();
    await page.getByText('Signed in as Olga Organiser').waitFor();
    await checkBothSizes(page, 'console-empty');

    // A new event: a name and a game, the rest as it comes.
    await page.getByRole('link', { name: 'New event' }).click();
    await page.waitForURL(`${bed.url}/console/new`);
    await page.getByRole('heading', { level: 1, name: 'New event' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Rounds', exact: true }).inputValue()).toBe('3');
    expect(await page.getByRole('radio', { name: /^Swiss/ }).isChecked()).toBe(true);
    // Sent without a game, the form says what is missing, and nothing is created.
    await page.getByLabel('Name of the event').fill('Kraków Open 2026');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.getByText('This is needed to create the event.').waitFor();
    await page.getByRole('button', { name: /Game/ }).click();
    await page.getByRole('option', { name: 'MechWarrior: Solaris VII' }).click();
    await checkBothSizes(page, 'create');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.waitForURL(/\/console\/events\/[^/]+\/players$/);
    olga.competitionId = /\/console\/events\/([^/]+)\/players$/.exec(page.url())![1];
    await page.getByRole('heading', { level: 2, name: 'Registered players' }).waitFor();
    await page.getByText('No player has registered yet.').waitFor();

    const gql = await organiserGql();
    const created = (await players(gql)).competition;
    expect(created).toMatchObject({
      name: 'Kraków Open 2026',
      kind: 'tournament',
      rulesetId: 'solaris7',
      format: { kind: 'swiss', rounds: 3 },
      published: true,
      rated: true,
      freshTables: true,
    });
    olga.id = created.organiserId;

    // By hand: Anna by her account's e-mail (after one that is no address at all), Jan as a guest.
    const register = page.getByRole('region', { name: 'Register a player' });
    await register.getByLabel('Name').fill('Anna Nowak');
    await register.getByLabel('Club (optional)').fill('KS Hetman');
    await register.getByLabel('E-mail of their account (optional)').fill('anna.nowak@');
    await register.getByRole('button', { name: 'Register' }).click();
    await register.getByText('This does not look like an e-mail address.').waitFor();
    expect(await register.getByLabel('E-mail of their account (optional)').getAttribute('aria-invalid')).toBe('true');
    expect((await players(gql)).players).toEqual([]);
    await register.getByLabel('E-mail of their account (optional)').fill(anna.email);
    await register.getByRole('button', { name: 'Register' }).click();
    await register.getByText('Anna Nowak is registered. An invitation waits in their account').waitFor();
    const table = page.getByRole('table', { name: 'Players in registration order' });
    await table
      .getByRole('rowheader', { name: /Anna Nowak/ })
      .getByText('invited')
      .waitFor();
    // She accepts it in her account: the entry is hers.
    await acceptEntry(anna.gql, olga.competitionId);
    await table
      .getByRole('rowheader', { name: /Anna Nowak/ })
      .getByText('account')
      .waitFor();
    // Ready for the next one: the form is empty and the name field has the focus.
    expect(await register.getByLabel('Name').inputValue()).toBe('');
    expect(await register.getByLabel('Name').evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type('Jan Kowalski');
    await page.keyboard.press('Enter');
    await register.getByText('Jan Kowalski is registered.').waitFor();
    await table.getByRole('rowheader', { name: 'Jan Kowalski' }).waitFor();

    // A pasted list: six players, one row without a name reported by its line and left out.
    const list = page.getByRole('region', { name: 'Register a list' });
    await list.getByLabel('Players, one a line').fill(LIST);
    await list.getByText('7 rows read. The first line names the columns.').waitFor();
    await list.getByText('1 row cannot be registered:').waitFor();
    expect(await list.locator('.setup-import__problems li').allTextContents()).toEqual(['Line 5: no name']);
    const preview = list.getByRole('table', { name: 'Preview of the list' });
    expect(await preview.locator('tbody tr').count()).toBe(7);
    await checkBothSizes(page, 'players-list-preview');
    await list.getByRole('button', { name: 'Register 6 players' }).click();
    await list.getByText('Done. Registered: 6. Refused: 0.').waitFor();
    expect(await preview.getByText('Registered', { exact: true }).count()).toBe(6);
    await page.getByText('8 players').waitFor();
    // Each as typed, with the club under the name.
    await table.getByRole('rowheader', { name: 'Zofia Łukasiewicz club: Gryf Kraków' }).waitFor();
    await table.getByRole('rowheader', { name: 'Wiśniewska, Małgorzata' }).waitFor();

    // Dropping asks why; without a reason it asks again, and nothing changes.
    await page.getByRole('button', { name: 'Drop Jan Kowalski' }).click();
    const dialog = page.getByRole('dialog', { name: 'Drop Jan Kowalski?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Drop the player' }).click();
    await dialog.getByText('Please give a reason.').waitFor();
    await checkBothSizes(page, 'players-drop-dialog');
    await dialog.getByLabel('Reason').fill('Left before round 1: train home');
    await dialog.getByRole('button', { name: 'Drop the player' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Jan Kowalski has dropped.').waitFor();
    await table
      .getByRole('row', { name: /Jan Kowalski/ })
      .getByText('Dropped before round 1')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Drop Jan Kowalski' }).count()).toBe(0);
    await checkBothSizes(page, 'players');

    // What the API holds: eight players as typed, Anna with her account, Jan dropped with the reason given.
    const held = (await players(gql)).players;
    expect(held).toHaveLength(8);
    expect(held.map(({ name, club }) => ({ name, club }))).toEqual([
      { name: 'Anna Nowak', club: 'KS Hetman' },
      { name: 'Jan Kowalski', club: null },
      { name: 'Zofia Łukasiewicz', club: 'Gryf Kraków' },
      { name: 'Grzegorz Brzęczyszczykiewicz', club: null },
      { name: 'Wiśniewska, Małgorzata', club: null },
      { name: 'Ewa Żak', club: null },
      { name: 'Piotr Zieliński', club: null },
      { name: 'Łucja Kamińska', club: null },
    ]);
    expect(held.find((p) => p.name === 'Anna Nowak')!.accountId).toBe(anna.accountId);
    expect(held.filter((p) => p.dropped).map((p) => p.name)).toEqual(['Jan Kowalski']);
    const audit = ok(await gql(AUDIT, { id: olga.competitionId })).competition.audit.edges.map((e: { node: any }) => e.node);
    expect(audit.find((e: { type: string }) => e.type === 'PlayerDropped').data.reason).toBe('Left before round 1: train home');

    // The console lists the event now (the list is a read model, written just after the events).
    await page.goto(`${bed.url}/console`);
    const card = page.locator('.card', { has: page.getByRole('link', { name: 'Kraków Open 2026' }) });
    await until('the console to list the new event with its players', async () => {
      await page.reload();
      await card.waitFor();
      return (await card.textContent())?.includes('8 players');
    });
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/console/events/${olga.competitionId}`);
    await checkBothSizes(page, 'console');
    await context.close();
  }, 120_000);

  it('keeps a second laptop in step, and registers a late entry once round 1 is paired', async () => {
    const { context, page } = await signedInContext(LAPTOP);
    await page.goto(`${bed.url}/console/events/${olga.competitionId}/players`);
    const table = page.getByRole('table', { name: 'Players in registration order' });
    await table.getByRole('rowheader', { name: 'Łucja Kamińska' }).waitFor();
    expect(await page.getByRole('button', { name: 'Register', exact: true }).count()).toBe(1);

    // Round 1 is paired at the other laptop: this one says that a player registered now is a late entry.
    const gql = await organiserGql();
    ok(await gql(PAIR, { input: { competitionId: olga.competitionId } }));
    await page.getByText('Round 1 is already paired: a player registered now is a late entry, joins round 2').waitFor();
    const register = page.getByRole('region', { name: 'Register a player' });
    await register.getByLabel('Name').fill('Tomasz Spóźniony');
    await register.getByRole('button', { name: 'Register as a late entry' }).click();
    await register.getByText('Tomasz Spóźniony is registered as a late entry and joins round 2.').waitFor();
    await table
      .getByRole('row', { name: /Tomasz Spóźniony/ })
      .getByText('Late entry: joins round 2')
      .waitFor();
    const late = (await players(gql)).players.find((p) => p.name === 'Tomasz Spóźniony')!;
    expect(late.joinsRound).toBe(2);
    await checkBothSizes(page, 'players-late-entry');
    await context.close();
  });

  it('follows a registration made elsewhere without reloading', async () => {
    const { context, page } = await signedInContext(LAPTOP);
    await page.goto(`${bed.url}/console/events/${olga.competitionId}/players`);
    const table = page.getByRole('table', { name: 'Players in registration order' });
    await table.getByRole('rowheader', { name: 'Tomasz Spóźniony' }).waitFor();
    await page.getByText('Live: changes made at another laptop appear here by themselves.').waitFor();
    const gql = await organiserGql();
    ok(
      await gql(`mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`, {
        input: { competitionId: olga.competitionId, name: 'Karol Zdalny', club: 'Gryf Kraków' },
      }),
    );
    await table.getByRole('rowheader', { name: 'Karol Zdalny' }).waitFor();
    await page.getByText('10 players').waitFor();
    await context.close();
  });

  it('speaks Polish to a browser set to Polish', async () => {
    const { context, page } = await signedInContext(LAPTOP, 'pl-PL');
    await page.goto(`${bed.url}/console/events/${olga.competitionId}/players`);
    await page.getByRole('heading', { level: 2, name: 'Zapisani gracze' }).waitFor();
    const register = page.getByRole('region', { name: 'Zapisz gracza' });
    await register.getByLabel('Imię i nazwisko').waitFor();
    await page.getByRole('table', { name: 'Gracze w kolejności zapisów' }).getByText('Wycofany przed rundą 1').waitFor();
    await page.getByText('10 graczy').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'setup-players-1366-pl');

    await page.goto(`${bed.url}/console/new`);
    await page.getByRole('heading', { level: 1, name: 'Nowe wydarzenie' }).waitFor();
    await page.getByLabel('Nazwa wydarzenia').waitFor();
    expect(await page.getByRole('radio', { name: /^System szwajcarski/ }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'setup-create-1366-pl');
    await context.close();
  });
});
