import { sampleSetup } from '@app/rulesets/vigilant-peace';
import type { Browser, Page } from 'playwright-core';
import { startTestApi, type RunningApi } from '../support/api';
import { testDatabases, type TestDatabase } from '../support/databases';
import { failure, ok } from '../support/graphql';
import { until } from '../support/wait';
import { LAPTOP, launchBrowser, PHONE, seriousViolations, shot, traffic } from './browser';
import { openSignedIn, signUp, type Account } from './session';

const COMPETITION = `query($id: ID!) { competition(id: $id) {
  name rulesetId playMode scoring tieBreaks parkedEvents { processor error } } }`;
const MY_EVENTS = `{ competitions(first: 100) { totalCount edges { node { id name } } } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { rounds { round games { id a b } } } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { rounds { round started games { id b matchId } } } }`;
const MATCH = `query($id: ID!) { match(id: $id) { id dice ruleset { id } players { side name } setup } }`;
const REFUSAL = `query($setup: JSON!) { ruleset(id: "vigilant-peace") { setupRefusal(setup: $setup) { rule message } } }`;

/**
 * The new-event form and a game's own proposals: each game's preset points and tie-breaks shown
 * as the defaults, the tie-breaks on its own scores offered, and an event played in the app that
 * asks for the game's setup — refused with the game's words and nothing created when the game
 * refuses it, and, with a setup the game takes (loaded from a file), an event whose first round
 * starts with its matches created. Screenshots in test-artifacts/web/.
 */
describe('A new event with the game’s preset, and one played in the app', () => {
  const embedded = testDatabases().find((t) => t.name === 'embedded')!;
  let db: TestDatabase;
  let api: RunningApi;
  let browser: Browser;
  let olga: Account;
  const seen = traffic();

  beforeAll(async () => {
    db = await embedded.open();
    api = await startTestApi(db.url, { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
    if (!api.web.built) throw new Error(`no web build in ${api.web.dir}: run npm run build first (npm test does)`);
    olga = await signUp(api.url, 'Olga Organiser');
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await db?.close();
  });

  afterEach(() => {
    expect(seen.foreign.splice(0)).toEqual([]);
    expect(seen.failed.splice(0)).toEqual([]);
  });

  async function newEventForm(viewport: { width: number; height: number }, locale = 'en-GB') {
    const opened = await openSignedIn(browser, api.url, seen, viewport, olga, locale);
    await opened.page.goto(`${api.url}/console/new`);
    await opened.page.getByRole('heading', { level: 1 }).waitFor();
    return opened;
  }

  async function chooseGame(page: Page, label: string, name: string): Promise<void> {
    await page.getByRole('button', { name: new RegExp(label) }).click();
    await page.getByRole('option', { name }).click();
  }

  /** The form at both sizes: nothing wider than the screen, no serious axe finding, a screenshot each. */
  async function checkBothSizes(page: Page, name: string): Promise<void> {
    for (const [viewport, width] of [
      [PHONE, 390],
      [LAPTOP, 1366],
    ] as const) {
      await page.setViewportSize(viewport);
      const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
      expect({ name, width, overflow }).toEqual({ name, width, overflow: 0 });
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `engine-event-${name}-${width}`);
    }
  }

  it('shows each game’s preset points and tie-breaks, and offers the tie-breaks on its own scores', async () => {
    const { context, page } = await newEventForm(LAPTOP);
    // Konwój: chess points, FIDE's tie-breaks.
    await chooseGame(page, 'Game', 'Neuroshima Konwój');
    await page.getByText("Game's preset: 1", { exact: true }).first().waitFor();
    /** What describes a points field to a screen reader (aria-describedby): the game's preset. */
    const described = async (label: string) => {
      const ids = (await page.getByRole('textbox', { name: label }).getAttribute('aria-describedby'))?.split(' ') ?? [];
      const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      return texts.join(' ');
    };
    expect(await described('Points for a draw')).toBe("Game's preset: 0.5");
    await page.getByText("Neuroshima Konwój's order: Buchholz cut 1 › Buchholz › Sonneborn-Berger › Direct encounter.").waitFor();

    // Warzone: its own preset, with its victory points among the tie-breaks.
    await chooseGame(page, 'Game', 'Warzone (Mutant Chronicles)');
    await page
      .getByText(
        "Warzone (Mutant Chronicles)'s order: Strength of schedule › Victory points margin › Victory points (more is better) › Direct encounter.",
      )
      .waitFor();
    expect(await described('Points for a win')).toBe("Game's preset: 3");
    await page
      .getByText(
        'Warzone (Mutant Chronicles) also adds up these scores over the event, shown beside the points: Victory points and Victory points margin.',
      )
      .waitFor();
    // The organiser's own order starts from the game's, to be edited.
    await page.getByText('My own order', { exact: true }).click();
    const order = page.getByRole('list', { name: 'Tie-breaks in order' });
    expect(await order.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Strength of schedule'),
      expect.stringContaining('Victory points margin'),
      expect.stringContaining('Victory points (more is better)'),
      expect.stringContaining('Direct encounter'),
    ]);
    await page.getByRole('button', { name: 'Remove Victory points (more is better)' }).click();
    await page.getByRole('button', { name: /Add a tie-break/ }).click();
    const offered = await page.getByRole('option').allInnerTexts();
    // Only the fixed ones not chosen and the game's scores: no other game's, nothing twice.
    expect(offered).toContain('Victory points (less is better)');
    expect(offered).toContain('Victory points (more is better)');
    expect(offered).not.toContain('Strength of schedule');
    expect(offered.some((o) => /reputation/i.test(o))).toBe(false);
    await checkBothSizes(page, 'tie-break-choices');
    await page.getByRole('option', { name: 'Victory points (less is better)' }).click();
    await page.getByRole('button', { name: 'Move Victory points (less is better) up' }).click();

    await page.getByLabel('Name of the event').fill('Warzone Skirmish League Night');
    // The dice are a question for games played in the app only.
    expect(await page.getByRole('radio', { name: /^Rolled by the server/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.waitForURL(/\/console\/events\/[^/]+\/players$/);
    const id = /\/console\/events\/([^/]+)\/players$/.exec(page.url())![1];
    const held = ok(await olga.gql(COMPETITION, { id })).competition;
    expect(held).toMatchObject({ rulesetId: 'warzone', playMode: 'paper' });
    expect(held.tieBreaks).toEqual(['sos', 'score:margin:victoryPoints', 'score:victoryPoints:low', 'head-to-head']);
    expect(held.scoring).toMatchObject({ win: 3, draw: 1, loss: 0, bye: 3 });
    await context.close();
  });

  it('asks for the game’s setup for play in the app: refuses a bad one with the game’s words, and starts round 1 with a good one', async () => {
    const { context, page } = await newEventForm(LAPTOP);
    await page.getByLabel('Name of the event').fill('Vigilant Peace Cup');
    await chooseGame(page, 'Game', 'Vigilant Peace (Бдительный мир)');
    await page.getByText('In the app', { exact: true }).click();
    const field = page.getByRole('textbox', { name: 'Setup of every match (JSON)' });
    await field.waitFor();
    // The field says what the game's document holds, from the game's schema.
    await page.getByText(/Its fields: rules, sides, scenario, defender, fortifications, units; needed: units\./).waitFor();

    // No setup: the form says so, and nothing is sent.
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.getByText("Games in the app need the game's setup", { exact: false }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

    // Not JSON: what the browser's reader found, on the field.
    await field.fill('{ "units": ');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.getByText(/^This is not valid JSON: /).waitFor();

    // JSON the game refuses: the API's refusal on the field, word for word, and nothing created.
    const bad = { units: 'none' };
    await field.fill(JSON.stringify(bad));
    await page.getByRole('button', { name: 'Create the event' }).click();
    const refusal = ok(await olga.gql(REFUSAL, { setup: bad })).ruleset.setupRefusal;
    expect(refusal.message).toMatch(/^invalid setup: /);
    await page.getByText(`Vigilant Peace (Бдительный мир) refuses this setup: ${refusal.rule}: ${refusal.message}`).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${api.url}/console/new`);
    await checkBothSizes(page, 'setup-refused');

    // A setup the game takes, loaded from a file (the sample the API tests play), checked first.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Load a JSON file…' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'vigilant-peace-cup.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(sampleSetup, null, 2)),
    });
    await page.getByText('Loaded vigilant-peace-cup.json.').waitFor();
    expect(JSON.parse(await field.inputValue())).toEqual(sampleSetup);
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Check with the game' }).click();
    await page.getByText('Vigilant Peace (Бдительный мир) accepts this setup.').waitFor();
    await page.getByText('Rolled by the server', { exact: true }).click();
    await checkBothSizes(page, 'setup-accepted');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.waitForURL(/\/console\/events\/[^/]+\/players$/);
    const id = /\/console\/events\/([^/]+)\/players$/.exec(page.url())![1];
    expect(ok(await olga.gql(COMPETITION, { id })).competition).toMatchObject({
      name: 'Vigilant Peace Cup',
      rulesetId: 'vigilant-peace',
      playMode: 'engine',
    });

    // Round 1 is paired and started through the API, and every game has its match, with the setup given.
    for (const name of ['Anna Nowak', 'Jan Kowalski', 'Zofia Łukasiewicz', 'Ewa Żak'])
      ok(await olga.gql(REGISTER, { input: { competitionId: id, name } }));
    ok(await olga.gql(PAIR, { input: { competitionId: id } }));
    const round = ok(await olga.gql(START, { input: { competitionId: id, round: 1 } })).startRound.rounds[0];
    expect(round.started).toBe(true);
    expect(round.games).toHaveLength(2);
    for (const g of round.games as Array<{ matchId: string }>) {
      const match = await until('the round’s engine match', async () => {
        const r = await olga.gql(MATCH, { id: g.matchId });
        return !r.errors && r.data.match;
      });
      expect(match).toMatchObject({ ruleset: { id: 'vigilant-peace' }, dice: 'server', players: [{ side: 'A' }, { side: 'B' }] });
      expect(match.setup).toMatchObject({ units: sampleSetup.units.map((u) => expect.objectContaining({ id: u.id })) });
    }
    expect(ok(await olga.gql(COMPETITION, { id })).competition.parkedEvents).toEqual([]);

    // The refused attempts created nothing: the organiser has this event and the one before.
    const events = await until('the event list to show the new event', async () => {
      const list = ok(await olga.gql(MY_EVENTS)).competitions;
      return list.edges.some((e: { node: { id: string } }) => e.node.id === id) && list;
    });
    expect(events.edges.map((e: { node: { name: string } }) => e.node.name).sort()).toEqual([
      'Vigilant Peace Cup',
      'Warzone Skirmish League Night',
    ]);
    expect(failure(await olga.gql(MATCH, { id: '00000000-0000-4000-8000-000000000000' })).extensions.code).toBe('NOT_FOUND');
    await context.close();
  });

  it('starts from the game’s example on a phone, and speaks Polish', async () => {
    const { context, page } = await newEventForm(PHONE);
    await chooseGame(page, 'Game', 'Warzone (Mutant Chronicles)');
    await page.getByText('In the app', { exact: true }).click();
    await page.getByRole('button', { name: "Start from the game's example" }).click();
    const field = page.getByRole('textbox', { name: 'Setup of every match (JSON)' });
    expect(Object.keys(JSON.parse(await field.inputValue()))).toEqual(['armies']);
    await page.getByRole('button', { name: 'Check with the game' }).click();
    await page.getByText('Warzone (Mutant Chronicles) accepts this setup.').waitFor();
    await checkBothSizes(page, 'setup-example');
    await context.close();

    const polish = await newEventForm(LAPTOP, 'pl-PL');
    await chooseGame(polish.page, 'Gra', 'MechWarrior: Solaris VII');
    await polish.page.getByText('Ustawienie domyślne gry: 3', { exact: true }).first().waitFor();
    await polish.page.getByText('W aplikacji', { exact: true }).click();
    await polish.page.getByRole('textbox', { name: 'Ustawienie każdego meczu (JSON)' }).waitFor();
    await polish.page.getByRole('button', { name: 'Utwórz wydarzenie' }).click();
    await polish.page.getByText('Partie w aplikacji wymagają ustawienia gry', { exact: false }).waitFor();
    expect(await seriousViolations(polish.page)).toEqual([]);
    await shot(polish.page, 'engine-event-setup-1366-pl');
    await polish.context.close();
  });
});
