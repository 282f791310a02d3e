import type { BrowserContext, Locator, Page } from 'playwright-core';
import { client, ok, type Gql } from '../support/graphql';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp, type Account } from './session';

const LEAGUE = 'Łódź Solaris League';
const SEASON = 'Spring 2026';
const PLAYERS = ['Ada Kowal', 'Bruno Lis', 'Celina Wróbel', 'Dawid Sowa'] as const;
type Name = (typeof PLAYERS)[number];

/**
 * The six games of the season, every pairing once: who opens it (and reports a win or a loss),
 * the winner, and each side's reputation. Ada and Celina win twice, Bruno and Dawid once; on
 * points Ada and Celina tie, and so do Bruno and Dawid, so reputation (the league's first
 * tie-break) orders them: Ada 280, Celina 220, Bruno 170, Dawid 140.
 */
const GAMES: Array<{ opener: Name; opponent: Name; winner: Name; reputation: Record<string, number> }> = [
  { opener: 'Ada Kowal', opponent: 'Bruno Lis', winner: 'Ada Kowal', reputation: { 'Ada Kowal': 120, 'Bruno Lis': 40 } },
  { opener: 'Ada Kowal', opponent: 'Celina Wróbel', winner: 'Celina Wróbel', reputation: { 'Ada Kowal': 60, 'Celina Wróbel': 90 } },
  { opener: 'Dawid Sowa', opponent: 'Ada Kowal', winner: 'Ada Kowal', reputation: { 'Dawid Sowa': 30, 'Ada Kowal': 100 } },
  { opener: 'Bruno Lis', opponent: 'Celina Wróbel', winner: 'Bruno Lis', reputation: { 'Bruno Lis': 110, 'Celina Wróbel': 50 } },
  { opener: 'Dawid Sowa', opponent: 'Bruno Lis', winner: 'Dawid Sowa', reputation: { 'Dawid Sowa': 70, 'Bruno Lis': 20 } },
  { opener: 'Celina Wróbel', opponent: 'Dawid Sowa', winner: 'Celina Wróbel', reputation: { 'Celina Wróbel': 80, 'Dawid Sowa': 40 } },
];
const ORDER = ['Ada Kowal', 'Celina Wróbel', 'Bruno Lis', 'Dawid Sowa'];
const REPUTATION = ['280', '220', '170', '140'];

const READ = `query($id: ID!) { competition(id: $id) {
  version kind format playMode
  season { number name open games settledGames weeks limits { maxGamesPerPair maxGamesPerWeek } }
  seasons { name open games table { rank name score points } }
  games { id a aName b bName status result { by winner scores } }
  players(first: 20) { edges { node { id name accountId } } }
  standings(first: 20) { rows { edges { node { rank name points } } } } } }`;

/**
 * A league run from the browser: the organiser creates it, opens a season with its rules and
 * changes them; four players with accounts join from the public page, open the six games of the
 * season against each other from their own phones, one reports each and the other confirms it;
 * a rematch past the season's limit per pairing is refused with the reason shown; the organiser
 * sees every game, the public page the season's table and the reputation table in order; the
 * organiser closes the season, and the public page shows it among the past seasons. axe on each
 * new page; screenshots at 390 and 1366 px in test-artifacts/web/.
 */
describe('A league run in the browser: seasons, rules, games opened by players, history', () => {
  const bed = webTestBed();
  let olga: Account;
  let desk: { context: BrowserContext; page: Page };
  const phones = new Map<Name, { account: Account; page: Page }>();
  let anonymous: Gql;
  let competitionId = '';

  beforeAll(async () => {
    anonymous = client(bed.url);
    olga = await signUp(bed.url, 'Olga Organiser');
  }, 120_000);

  const read = async () => ok(await olga.gql(READ, { id: competitionId })).competition;

  /** No serious or critical axe finding on the page as it is now, and a screenshot of it. */
  async function check(page: Page, name: string): Promise<void> {
    expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
    await shot(page, `league-${name}-${page.viewportSize()!.width}`);
  }

  /** Nothing wider than the screen: a phone never scrolls the page sideways. */
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  /** The league's part of a player's corner. */
  const corner = (page: Page): Locator => page.getByRole('region', { name: new RegExp(LEAGUE) });

  it('creates the league in the console, opens a season with its rules and changes them', async () => {
    desk = await bed.openSignedIn(LAPTOP, olga);
    const { page } = desk;
    await page.goto(`${bed.url}/console/new`);
    await page.getByRole('heading', { level: 1, name: 'New event' }).waitFor();
    await page.getByLabel('Name of the event').fill(LEAGUE);
    await page.getByRole('button', { name: /Game/ }).click();
    await page.getByRole('option', { name: 'MechWarrior: Solaris VII' }).click();
    await page
      .locator('label')
      .filter({ hasText: /^League/ })
      .click();
    await page.getByText("A league's players open their own games within the limits below, season by season.").waitFor();
    await page.getByLabel('Most games between two players in a season').fill('2');
    await page.getByLabel('Most games between two players in a season').press('Tab');
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page.waitForURL(/\/console\/events\/[^/]+\/players$/);
    competitionId = /\/console\/events\/([^/]+)\/players$/.exec(page.url())![1];
    expect(await read()).toMatchObject({
      kind: 'league',
      playMode: 'paper',
      format: { kind: 'league', maxGamesPerPair: 2, maxGamesPerWeek: null },
      season: null,
    });

    // A league's sections: no rounds, clock or results desk; its own League section instead.
    // Once the section has loaded (the sections' words are read first), the sections are all there.
    await page.getByRole('heading', { level: 2, name: 'Registered players' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Sections of the event' });
    await sections.getByRole('link', { name: 'League', exact: true }).waitFor();
    expect(await sections.locator('li').allTextContents()).toEqual(['Players', 'League', 'Standings', 'Event']);
    await sections.getByRole('link', { name: 'League', exact: true }).click();
    await page.waitForURL(`${bed.url}/console/events/${competitionId}/league`);
    await page.getByRole('heading', { level: 2, name: 'League', exact: true }).waitFor();
    await page.getByText('No season has been opened yet', { exact: false }).waitFor();

    // The first season, with the league's own limits to start from: two games per pairing, none per week.
    const open = page.getByRole('region', { name: 'Open a season' });
    expect(await open.getByLabel('Games per pairing').inputValue()).toBe('2');
    expect(await open.getByLabel('Games per week').inputValue()).toBe('');
    await open.getByRole('button', { name: 'Open the season' }).click();
    await open.getByText('Give the season a name.').waitFor();
    await open.getByLabel('Name of the season').fill(SEASON);
    await check(page, 'open-season');
    await open.getByRole('button', { name: 'Open the season' }).click();
    await page.getByText(`Season ${SEASON} is open: players can open games.`).waitFor();
    expect((await read()).season).toMatchObject({
      number: 1,
      name: SEASON,
      open: true,
      limits: { maxGamesPerPair: 2, maxGamesPerWeek: null },
    });

    // The season's rules changed: one game per pairing, three a week.
    const rules = page.getByRole('region', { name: 'Season rules' });
    await rules.getByLabel('Games per pairing').fill('1');
    await rules.getByLabel('Games per week').fill('3');
    await rules.getByLabel('Games per week').press('Tab');
    await rules.getByRole('button', { name: 'Save the rules' }).click();
    await page.getByText('The season rules are saved', { exact: false }).waitFor();
    const facts = page.getByRole('definition').filter({ hasText: /^At most/ });
    expect(await facts.allTextContents()).toEqual(['At most 1 game', 'At most 3 games']);
    expect((await read()).season.limits).toEqual({ maxGamesPerPair: 1, maxGamesPerWeek: 3 });
    await check(page, 'season-open');
  }, 120_000);

  it('four players with accounts join the league from its public page', async () => {
    for (const name of PLAYERS) {
      const account = await signUp(bed.url, name);
      const { page } = await bed.openSignedIn(PHONE, account);
      await page.goto(`${bed.url}/events/${competitionId}`);
      await page.getByRole('heading', { level: 1, name: LEAGUE }).waitFor();
      await page.getByRole('button', { name: 'Join this event' }).click();
      const dialog = page.getByRole('dialog', { name: `Join ${LEAGUE}` });
      await dialog.getByText('open games against the other players from My games', { exact: false }).waitFor();
      expect(await dialog.getByLabel('Name on the pairings').inputValue()).toBe(name);
      await dialog.getByRole('button', { name: 'Register me' }).click();
      await page.getByText(`You are registered as ${name}.`).waitFor();
      phones.set(name, { account, page });
    }
    const players = (await read()).players.edges.map((e: { node: { name: string; accountId: string } }) => e.node);
    expect(players.map((p: { name: string }) => p.name)).toEqual([...PLAYERS]);
    expect(players.map((p: { accountId: string }) => p.accountId)).toEqual(PLAYERS.map((n) => phones.get(n)!.account.accountId));

    // Each player's corner shows the league, its season and rules, and the others to play.
    for (const name of PLAYERS) {
      const { page } = phones.get(name)!;
      await page.goto(`${bed.url}/play`);
      const league = corner(page);
      await league.getByText(`Season ${SEASON} is open.`).waitFor();
      await league.getByText('You have no game in this season yet.').waitFor();
    }
    const { page } = phones.get('Ada Kowal')!;
    await corner(page)
      .getByRole('button', { name: /Opponent/ })
      .click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Bruno Lis', 'Celina Wróbel', 'Dawid Sowa']);
    await page.keyboard.press('Escape');
    expect(await overflow(page)).toBe(0);
    await check(page, 'corner-empty');
  }, 180_000);

  it('players open the six games from their phones; one reports each, the other confirms it', async () => {
    for (const [i, game] of GAMES.entries()) {
      const opener = phones.get(game.opener)!.page;
      const opponent = phones.get(game.opponent)!.page;
      const mine = corner(opener);
      await mine.getByRole('button', { name: /Opponent/ }).click();
      await opener.getByRole('option', { name: game.opponent, exact: true }).click();
      await mine.getByRole('button', { name: 'Open the game' }).click();
      await mine.getByText(`Your game against ${game.opponent} is open`, { exact: false }).waitFor();

      // The opener reports: won or lost, and both sides' reputation.
      const card = mine.getByRole('article', { name: new RegExp(`against ${game.opponent}`) });
      await card.getByRole('radiogroup', { name: `How did your game against ${game.opponent} end?` }).waitFor();
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toMatch(/^League game, week \d+against /);
      await card.getByText(game.winner === game.opener ? 'I won' : 'I lost', { exact: true }).click();
      await card.getByLabel('My Reputation', { exact: true }).fill(String(game.reputation[game.opener]));
      await card.getByLabel(`Reputation of ${game.opponent}`, { exact: true }).fill(String(game.reputation[game.opponent]));
      await card.getByLabel(`Reputation of ${game.opponent}`, { exact: true }).press('Tab');
      if (i === 0) await check(opener, 'corner-report');
      await card.getByRole('button', { name: 'Send the result' }).click();
      await card.getByText(`Waiting for ${game.opponent} to confirm`).waitFor();

      // The opponent's phone, open all along: the game someone else opened appears, with the report to confirm.
      const theirs = corner(opponent).getByRole('article', { name: new RegExp(`against ${game.opener}`) });
      await theirs.getByText(`${game.opener} reported:`).waitFor();
      await theirs.getByRole('button', { name: 'Confirm: that is right' }).click();
      await theirs.getByText('Settled').waitFor();
    }
    const { games, season } = await read();
    expect(games).toHaveLength(6);
    expect(season).toMatchObject({ games: 6, settledGames: 6 });
    const nameOf = (id: string) =>
      games
        .flatMap((g: any) => [
          [g.a, g.aName],
          [g.b, g.bName],
        ])
        .find(([x]: string[]) => x === id)[1];
    expect(games.map((g: any) => [g.aName, g.bName, g.status, g.result.by, nameOf(g.result.winner)])).toEqual(
      GAMES.map((g) => [g.opener, g.opponent, 'settled', 'confirmed', g.winner]),
    );
    for (const [i, g] of games.entries())
      expect(Object.fromEntries(Object.entries(g.result.scores).map(([id, s]: [string, any]) => [nameOf(id), s.reputation]))).toEqual(
        GAMES[i].reputation,
      );
  }, 300_000);

  it('refuses a rematch past the season’s limit per pairing, and says why', async () => {
    const { page } = phones.get('Ada Kowal')!;
    const mine = corner(page);
    const before = (await read()).version;
    await mine.getByRole('button', { name: /Opponent/ }).click();
    await page.getByRole('option', { name: 'Bruno Lis', exact: true }).click();
    await mine.getByRole('button', { name: 'Open the game' }).click();
    const refusal = mine.getByRole('alert');
    await refusal.getByText("The season's rules allow no more games between these two players.").waitFor();
    expect(await refusal.textContent()).toContain('Ada Kowal and Bruno Lis have played 1 game(s) against each other this season');
    expect(await refusal.textContent()).toContain('LIMIT_PER_PAIR');
    expect((await read()).version).toBe(before);
    // Ada's three games of the season, all settled, in her corner.
    expect(await mine.getByRole('article').count()).toBe(3);
    expect(await overflow(page)).toBe(0);
    await check(page, 'corner');
    const wide = await bed.openSignedIn(LAPTOP, phones.get('Ada Kowal')!.account);
    await wide.page.goto(`${bed.url}/play`);
    await corner(wide.page).getByRole('article').nth(2).waitFor();
    await check(wide.page, 'corner');
    await wide.context.close();
  }, 120_000);

  it('shows the organiser every game of the season, where it stands', async () => {
    const { page } = desk;
    await page.reload();
    const table = page.getByRole('table', { name: `Every game of season ${SEASON}, in the order opened` });
    await table.waitFor();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')!.textContent, ...[...tr.querySelectorAll('td')].map((td) => td.textContent)]),
      );
    expect(rows).toHaveLength(6);
    for (const [i, g] of GAMES.entries()) {
      expect(rows[i][0]).toBe(`#${i + 1} ${g.opener} vs ${g.opponent}`);
      expect(rows[i][1]).toMatch(/^Week \d+ \(/);
      expect(rows[i][2]).toBe('Confirmed');
      expect(rows[i][3]).toContain(`${g.winner} won`);
    }
    await page.getByText(`6 games, 6 settled`).waitFor();
    await check(page, 'console-games');
    // The same section on the organiser's phone: the games table scrolls within itself, the page does not.
    const phone = await bed.openSignedIn(PHONE, olga);
    await phone.page.goto(`${bed.url}/console/events/${competitionId}/league`);
    await phone.page.getByRole('table', { name: `Every game of season ${SEASON}, in the order opened` }).waitFor();
    expect(await overflow(phone.page)).toBe(0);
    await check(phone.page, 'console-games');
    await phone.context.close();
  }, 120_000);

  it('shows the public the season’s table and the reputation table, in order', async () => {
    const api = ok(await anonymous(READ, { id: competitionId })).competition;
    expect(api.standings.rows.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(ORDER);
    for (const viewport of [LAPTOP, PHONE]) {
      const { context, page } = await bed.open(viewport);
      await page.goto(`${bed.url}/events/${competitionId}`);
      await page.getByRole('heading', { level: 1, name: LEAGUE }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'League table' }).waitFor();
      const reputation = page.getByRole('table', { name: 'Reputation table', exact: true });
      const names = await reputation.locator('tbody th[scope="row"]').allTextContents();
      expect(names).toEqual(ORDER);
      expect(await reputation.locator('tbody td.num').allTextContents()).toEqual(REPUTATION);
      await page.getByLabel(`Rules of season ${SEASON}`).waitFor();
      if (viewport === LAPTOP) {
        const standings = page.getByRole('table', { name: new RegExp(`^Standings of ${LEAGUE}`) });
        expect(await standings.locator('tbody th[scope="row"]').allTextContents()).toEqual(ORDER);
      } else {
        expect(await overflow(page)).toBe(0);
      }
      await page.getByText('No season has been closed yet.').waitFor();
      await check(page, 'public');
      await context.close();
    }
  }, 120_000);

  it('closes the season after a confirmation; the public page lists it among the past seasons', async () => {
    const { page } = desk;
    await page.getByRole('button', { name: 'Close the season' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Close season ${SEASON}?` });
    await confirm.getByText('Its table becomes final', { exact: false }).waitFor();
    await check(page, 'close-dialog');
    await confirm.getByRole('button', { name: 'Close the season' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(`Season ${SEASON} is closed: its table is final.`).waitFor();
    // The next season can be opened, starting from the last one's rules.
    const open = page.getByRole('region', { name: 'Open a season' });
    expect(await open.getByLabel('Games per pairing').inputValue()).toBe('1');
    expect(await open.getByLabel('Games per week').inputValue()).toBe('3');
    const api = await read();
    expect(api.season).toMatchObject({ name: SEASON, open: false });
    expect(api.seasons).toEqual([
      {
        name: SEASON,
        open: false,
        games: 6,
        table: ORDER.map((name, i) => expect.objectContaining({ rank: i + 1, name })),
      },
    ]);

    // A player's corner says the season is closed.
    await corner(phones.get('Bruno Lis')!.page).getByText(`Season ${SEASON} is closed`, { exact: false }).waitFor();

    for (const viewport of [PHONE, LAPTOP]) {
      const { context, page: pub } = await bed.open(viewport);
      await pub.goto(`${bed.url}/events/${competitionId}`);
      const past = pub.getByRole('region', { name: 'Past seasons' });
      const season = past.getByRole('article', { name: `${SEASON} (season 1)` });
      await season.waitFor();
      expect(await season.getByRole('definition').allTextContents()).toEqual(
        expect.arrayContaining(['6 games', 'Ada Kowal', 'At most 1 game', 'At most 3 games']),
      );
      const podium = season.getByRole('table', { name: `Final table of ${SEASON}: the top places` });
      expect(await podium.locator('tbody th[scope="row"]').allTextContents()).toEqual(ORDER.slice(0, 3));
      await season.getByText('And 1 more player.').waitFor();
      if (viewport === PHONE) expect(await overflow(pub)).toBe(0);
      await check(pub, 'public-history');
      await context.close();
    }
  }, 120_000);
});
