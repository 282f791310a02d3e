import { client, ok, organiser, type Gql } from '../support/graphql';
import { until } from '../support/wait';
import { DESKTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';

const PLAYERS = ['Zofia Łukasiewicz', 'Grzegorz Brzęczyszczykiewicz', 'Anna Nowak', 'Jan Kowalski', 'Ewa Żak'];

const GAMES = `rounds { round games { id a b } }`;
const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { ${GAMES} } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { standings(first: 100) { rows { edges { node { name points } } } } } }`;

/** Pairs and starts the next round and settles every game in it, the first-named player winning. */
async function playRound(gql: Gql, competitionId: string, round: number): Promise<void> {
  const paired = ok(await gql(PAIR, { input: { competitionId } })).pairRound;
  const games: Array<{ id: string; a: string; b: string | null }> = paired.rounds.find((r: { round: number }) => r.round === round).games;
  ok(await gql(START, { input: { competitionId, round } }));
  for (const g of games) {
    if (g.b === null) continue; // a bye scores by itself
    ok(await gql(REPORT, { input: { competitionId, game: g.id, winner: g.a, reason: 'result sheet from the table' } }));
  }
}

/**
 * The web app in a real browser (Debian's Chromium), served by the API on the embedded
 * database: the published competitions, an event's live standings, Polish, a phone and a wide
 * screen, accessibility (axe-core), and the bundled GraphiQL — with every request the pages make
 * going to the test server, none to a CDN. Needs the web build (`npm run build`, which `npm test`
 * runs first). Screenshots of every page go to test-artifacts/web/.
 */
describe('The web app in a browser', () => {
  const bed = webTestBed();
  let olga: Gql;
  let competitionId: string;

  beforeAll(async () => {
    olga = (await organiser(bed.url, 'Olga')).gql;
    const input = { kind: 'tournament', name: 'Kraków Open 2026', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } };
    competitionId = ok(await olga(CREATE, { input })).createCompetition.id;
    for (const name of PLAYERS) ok(await olga(REGISTER, { input: { competitionId, name } }));
    await playRound(olga, competitionId, 1);
    // An unpublished one, which the public list must not show.
    ok(await olga(CREATE, { input: { ...input, name: 'Secret Invitational', published: false } }));
    // The list is a read model, written just after the events: wait until it has caught up.
    await until('the competition list to show the published competition', async () => {
      const list = ok(await client(bed.url)(`{ competitions(first: 50) { edges { node { id rounds } } } }`)).competitions;
      return list.edges.some((e: { node: { id: string; rounds: number } }) => e.node.id === competitionId && e.node.rounds === 1);
    });
  }, 120_000);

  it('lists the published competitions on the home page, and links each to its event page', async () => {
    const { context, page } = await bed.open(DESKTOP);
    await page.goto(`${bed.url}/`);
    const link = page.getByRole('link', { name: 'Kraków Open 2026' });
    await link.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Competitions');
    expect(await page.getByText('Secret Invitational').count()).toBe(0);
    const card = page.locator('.card', { has: link });
    await card.getByText('MechWarrior: Solaris VII', { exact: false }).waitFor();
    // A summary names the format's kind only; the event page has its rounds.
    expect(await card.textContent()).toContain('Tournament · Swiss · 5 players · 1 round');
    expect(await card.textContent()).toContain('In progress');
    expect(await link.getAttribute('href')).toBe(`/events/${competitionId}`);
    expect(await page.title()).toBe('Competitions · Tabletop League');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'home-1920');

    await link.click();
    await page.waitForURL(`${bed.url}/events/${competitionId}`);
    await page.getByRole('heading', { level: 1, name: 'Kraków Open 2026' }).waitFor();
    await context.close();
  });

  it('shows an event: its game, format and standings table, updated live as results come in', async () => {
    const { context, page } = await bed.open(DESKTOP);
    await page.goto(`${bed.url}/events/${competitionId}`);
    const table = page.getByRole('table', { name: 'Standings of Kraków Open 2026' });
    await table.waitFor();
    expect(await page.locator('.facts').textContent()).toMatch(/GameMechWarrior: Solaris VII.*FormatSwiss, 3 rounds.*TypeTournament/);
    // One row a player, each named in a row header; the column headers are scoped and read in full.
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(PLAYERS.length);
    const names = await table.locator('tbody th[scope="row"]').allTextContents();
    expect([...names].sort()).toEqual([...PLAYERS].sort());
    expect(await table.locator('thead th[scope="col"]').allTextContents()).toEqual(
      expect.arrayContaining(['#Rank', 'Player', 'PtsPoints', 'WWins', 'DDraws', 'LLosses', 'ByeByes', 'GPGames played', 'BuchBuchholz']),
    );
    const points = async () =>
      Object.fromEntries(
        await rows.evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelectorAll('td')[1].textContent])),
      ) as Record<string, string>;
    const expected = async () =>
      Object.fromEntries(
        ok(await client(bed.url)(STANDINGS, { id: competitionId })).competition.standings.rows.edges.map(
          (e: { node: { name: string; points: number } }) => [e.node.name, String(e.node.points)],
        ),
      ) as Record<string, string>;
    expect(await points()).toEqual(await expected());
    await page.getByText('Live: the table updates by itself as results are confirmed.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'event-1920');

    // Round 2 is played while the page is open: the table follows without a reload.
    await playRound(olga, competitionId, 2);
    const after = await expected();
    await until('the open page to show the standings after round 2', async () => JSON.stringify(await points()) === JSON.stringify(after));
    await page.locator('.facts').getByText('2 finished of 2 paired').waitFor();
    await context.close();
  });

  it('switches to Polish, and remembers the choice', async () => {
    const { context, page } = await bed.open(DESKTOP);
    await page.goto(`${bed.url}/events/${competitionId}`);
    await page.getByRole('table', { name: 'Standings of Kraków Open 2026' }).waitFor();
    await page.getByLabel('Language').selectOption('pl');
    await page.getByRole('table', { name: 'Klasyfikacja: Kraków Open 2026' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Klasyfikacja' }).count()).toBe(1);
    expect(await page.locator('.facts').textContent()).toContain('System szwajcarski, 3 rundy');
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');
    expect(await page.getByRole('link', { name: 'Turnieje i ligi' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'event-1920-pl');

    await page.reload();
    await page.getByRole('table', { name: 'Klasyfikacja: Kraków Open 2026' }).waitFor();
    await page.goto(`${bed.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Turnieje i ligi' }).waitFor();
    expect(await page.locator('.card', { hasText: 'Kraków Open 2026' }).textContent()).toContain('5 graczy');
    await shot(page, 'home-1920-pl');
    await context.close();
  });

  it('reads Polish from the browser’s language on a first visit', async () => {
    const { context, page } = await bed.open(DESKTOP, 'pl-PL');
    await page.goto(`${bed.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Turnieje i ligi' }).waitFor();
    expect(await page.getByLabel('Język').inputValue()).toBe('pl');
    await context.close();
  });

  it('fits a 390 px phone: nothing wider than the screen, the standings a card a player', async () => {
    const { context, page } = await bed.open(PHONE);
    await page.goto(`${bed.url}/`);
    await page.getByRole('link', { name: 'Kraków Open 2026' }).waitFor();
    // How far the page itself scrolls sideways: nothing at all on a phone.
    const overflow = () => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(await overflow()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'home-390');

    await page.getByRole('link', { name: 'Kraków Open 2026' }).click();
    // No table to scroll sideways on a phone: a list, each player's figures a tap away (test/web/phones.e2e-spec.ts).
    const list = page.getByRole('list', { name: 'Standings of Kraków Open 2026' });
    await list.waitFor();
    expect(await overflow()).toBe(0);
    const box = (await list.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'event-390');
    await context.close();
  });

  it('says so when a competition or a page does not exist', async () => {
    const { context, page } = await bed.open(DESKTOP);
    await page.goto(`${bed.url}/events/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Competition not found' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'event-not-found');
    await page.getByLabel('Language').selectOption('pl');
    await page.getByRole('heading', { level: 1, name: 'Nie znaleziono rozgrywek' }).waitFor();

    await page.goto(`${bed.url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' }).waitFor();
    await context.close();
  });

  it('serves GraphiQL from the bundle: the editor renders and runs a query, with no serious accessibility finding', async () => {
    const { context, page } = await bed.open(DESKTOP);
    // GraphiQL reads the schema first; an edit made before it settles can be overwritten by its start-up state.
    const schemaRead = page.waitForResponse(
      (r) => r.url() === `${bed.url}/graphql` && /IntrospectionQuery/.test(r.request().postData() ?? ''),
    );
    await page.goto(`${bed.url}/graphiql`);
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor();
    expect((await schemaRead).status()).toBe(200);
    // Typed as a person would, so GraphiQL sees the edit (and the operation it names) as it does a person's.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{ __typename');
    await editor.filter({ hasText: '{ __typename}' }).waitFor(); // the closing brace is the editor's own
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.graphiql-response').filter({ hasText: '"__typename": "Query"' }).waitFor();
    // Its editors are named and its tabs are tabs (apps/web/src/graphiql/accessibility.ts); its colours read (contrast.css).
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByRole('textbox', { name: 'GraphQL query' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await page.locator('.graphiql-doc-explorer').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'graphiql');
    await context.close();
  });

  it('no longer serves a Playground page at /graphql', async () => {
    const { context, page } = await bed.open(DESKTOP);
    const response = await page.goto(`${bed.url}/graphql`);
    expect(response!.headers()['content-type']).toMatch(/^application\/json/);
    expect(await page.content()).not.toMatch(/playground/i);
    // Apollo refuses a bare GET from a browser (its CSRF check): that 400 is the expected answer here.
    expect(bed.seen.failed.splice(0)).toEqual([`400 GET ${bed.url}/graphql`]);
    await context.close();
  });
});
