import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { ok, organiser, type Gql } from '../support/graphql';
import { until } from '../support/wait';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp, type Account } from './session';

const EVENT = 'Warsaw Results Cup';
const PLAYERS = ['Anna Nowak', 'Jan Kowalski', 'Zofia Łukasiewicz', 'Piotr Wiśniewski', 'Ewa Żak', 'Marek Duda', 'Ola Lis', 'Kuba Mazur'];

const GAME = 'id round table a aName b bName status report { by status winner draw disputeReason } result { by winner draw scores }';
const READ = `query($id: ID!) { competition(id: $id) { version finished rulesetVersion newerRulesetVersion rounds { round started finished games { ${GAME} } }
  players(first: 100) { edges { node { id name accountId } } }
  standings(first: 100) { rows { edges { node { playerId name score points } } } }
  audit(first: 100) { edges { node { type accountId data } } } } }`;
const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const CONFIRM = `mutation($input: GameRefInput!) { confirmGameResult(input: $input) { version } }`;
const DISPUTE = `mutation($input: DisputeGameInput!) { disputeGameResult(input: $input) { version } }`;

interface Game {
  id: string;
  table: number;
  a: string;
  aName: string;
  b: string | null;
  bName: string | null;
  status: string;
  result: { by: string; winner: string | null; draw: boolean; scores: Record<string, Record<string, number>> } | null;
}

/**
 * The organiser's results desk, standings and event pages in a real browser, on a paper Swiss
 * event whose players report through the API: a report accepted, a dispute ruled, a result
 * entered (a bad score refused first), a penalty, reports arriving live, the standings' column
 * explanations, the CSV download, the version of the game the event plays, the audit trail, and
 * finishing — refused while games are unsettled, then done after the last round. Every outcome is
 * checked through the API.
 */
describe('The organiser console: results, standings and the event', () => {
  const bed = webTestBed();
  let olga: Account;
  let id: string;
  /** Each player's client, by player id: they report, confirm and dispute their own games. */
  const players = new Map<string, Gql>();

  const read = async () => ok(await olga.gql(READ, { id })).competition;
  const round1 = async (): Promise<Game[]> => (await read()).rounds[0].games.filter((g: Game) => g.b !== null);
  const gameAt = async (table: number): Promise<Game> => (await round1()).find((g) => g.table === table)!;

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga');
    id = ok(
      await olga.gql(CREATE, {
        input: { kind: 'tournament', name: EVENT, rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 2 }, play: { mode: 'paper' } },
      }),
    ).createCompetition.id;
    // Players with accounts register themselves, so they can report their own games.
    const accounts = new Map<string, Gql>();
    for (const [i, name] of PLAYERS.entries()) {
      const me = await organiser(bed.url, `Pilot${i}`);
      ok(await me.gql(REGISTER, { input: { competitionId: id, name } }));
      accounts.set(me.accountId, me.gql);
    }
    for (const e of (await read()).players.edges) players.set(e.node.id, accounts.get(e.node.accountId)!);
    ok(await olga.gql(PAIR, { input: { competitionId: id } }));
    ok(await olga.gql(START, { input: { competitionId: id, round: 1 } }));

    const [t1, t2] = await round1();
    // Table 1: reported by its first player, awaiting the opponent's confirmation.
    const scores = (g: Game) => ({ [g.a]: { reputation: 80 }, [g.b!]: { reputation: 0 } });
    ok(await players.get(t1.a)!(REPORT, { input: { competitionId: id, game: t1.id, winner: t1.a, scores: scores(t1) } }));
    // Table 2: reported, then disputed by the opponent.
    ok(await players.get(t2.a)!(REPORT, { input: { competitionId: id, game: t2.id, winner: t2.a, scores: scores(t2) } }));
    ok(await players.get(t2.b!)!(DISPUTE, { input: { competitionId: id, game: t2.id, reason: 'the last elimination was after time' } }));
  }, 180_000);

  const section = (page: Page, name: string) => page.goto(`${bed.url}/console/events/${id}/${name}`);
  const card = (page: Page, table: number): Locator =>
    page.locator('.results-game').filter({ has: page.locator('.results-game__table').getByText(`Table ${table}`, { exact: true }) });
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  it('shows the event’s settings, and refuses to finish while games are unsettled', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await section(page, 'event');
    await page.getByRole('heading', { level: 2, name: 'Event' }).waitFor();
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByText('Win 3 · draw 1 · loss 0 · bye 3').waitFor();
    expect(await settings.textContent()).toContain('On the table, results reported');
    const links = page.getByRole('navigation', { name: 'Links' });
    expect(await links.getByRole('link', { name: 'Projector' }).getAttribute('href')).toBe(`/events/${id}/projector`);
    // Created under the newest version of its game: nothing newer to move to.
    const { rulesetVersion, newerRulesetVersion } = await read();
    expect(newerRulesetVersion).toBeNull();
    const gameVersion = page.getByRole('region', { name: 'Game version' });
    await gameVersion.getByText(`The event's next matches play version ${rulesetVersion} of MechWarrior: Solaris VII.`).waitFor();
    await gameVersion.getByText('The event plays the newest version of the game.').waitFor();
    expect(await gameVersion.getByRole('button').count()).toBe(0);

    await page.getByRole('button', { name: 'Finish the event…' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Finish ${EVENT}?` });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Finish the event' }).click();
    // The API's own words: which games are unsettled, and the rule's code.
    await dialog.getByRole('alert').getByText('ROUND_NOT_SETTLED').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(/game\(s\) have no settled result yet/);
    await shot(page, 'results-event-finish-refused-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await read()).finished).toBe(false);
    await context.close();
  });

  it('accepts a report, rules on a dispute and enters a result, with reports arriving live', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await section(page, 'results');
    await page.getByRole('heading', { level: 3, name: 'Round 1' }).waitFor();
    const [t1, t2, t3, t4] = await round1();
    await card(page, 1).getByText('Awaiting confirmation').waitFor();
    await card(page, 2).getByText('the last elimination was after time').waitFor();
    expect(await card(page, 2).textContent()).toContain('Disputed');
    expect(await card(page, 4).textContent()).toContain(`${t4.aName} vs ${t4.bName}`);
    await page.getByText('Live: results players report appear here by themselves.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results-desk-1366');

    // A player reports while the page is open: it appears without a reload.
    ok(await players.get(t3.b!)!(REPORT, { input: { competitionId: id, game: t3.id, winner: t3.b } }));
    await card(page, 3).getByText('Awaiting confirmation').waitFor();
    await page.getByRole('radio', { name: 'Awaiting confirmation (2)' }).click();
    await until('the filter to keep the two reports', async () => (await page.locator('.results-game').count()) === 2);
    await page.getByRole('radio', { name: 'Disputed (1)' }).click();
    await until('the filter to keep the dispute', async () => (await page.locator('.results-game').count()) === 1);
    await page.getByRole('radio', { name: 'All games' }).click();

    // Accept table 1's report as it stands.
    await page.getByRole('button', { name: 'Accept, table 1' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept the result of table 1' });
    await accept.getByText(`Reported by ${t1.aName}:`).waitFor();
    expect(await accept.getByLabel('Reason').inputValue()).toBe('Confirmed by the organiser');
    expect(await seriousViolations(page)).toEqual([]);
    await accept.getByRole('button', { name: 'Accept the result' }).click();
    await page.getByText('The reported result of table 1 is accepted and settled.').waitFor();
    expect((await gameAt(1)).result).toMatchObject({ by: 'organiser', winner: t1.a, draw: false, scores: { [t1.a]: { reputation: 80 } } });
    // The card says what happened: the report accepted, not a ruling.
    expect(await card(page, 1).locator('.results-game__result p').first().textContent()).toBe(
      `${t1.aName} won — reported by ${t1.aName}, accepted by the organiser`,
    );

    // Table 3's opponent confirms: the card settles by itself.
    ok(await players.get(t3.a)!(CONFIRM, { input: { competitionId: id, game: t3.id } }));
    await card(page, 3).getByText('confirmed by the opponent').waitFor();

    // Rule on table 2's dispute: for the player who disputed.
    await page.getByRole('button', { name: 'Rule on the dispute, table 2' }).click();
    const rule = page.getByRole('dialog', { name: 'Rule on the dispute at table 2' });
    await rule.getByText('the last elimination was after time').waitFor();
    await rule.getByRole('button', { name: 'Rule', exact: true }).click();
    await rule.getByText('Choose who won, or a draw.').waitFor();
    await rule.getByText('Give the reason: it goes into the audit trail.').waitFor();
    expect((await gameAt(2)).status).toBe('disputed');
    await rule
      .locator('label')
      .filter({ hasText: `${t2.bName} won` })
      .click();
    await rule.getByLabel('Reason').fill('judge saw the elimination inside time');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results-rule-1366');
    await rule.getByRole('button', { name: 'Rule', exact: true }).click();
    await page.getByText('Your ruling on table 2 settles the game.').waitFor();
    expect((await gameAt(2)).result).toMatchObject({ by: 'organiser', winner: t2.b, draw: false });
    await card(page, 2).getByText(`${t2.bName} won — settled by the organiser's ruling`).waitFor();

    // Enter table 4 from its slip: a score out of the game's bounds is refused at its field first.
    await page.getByRole('button', { name: 'Enter the result, table 4' }).click();
    const enter = page.getByRole('dialog', { name: 'Enter the result of table 4' });
    await enter
      .locator('label')
      .filter({ hasText: `${t4.aName} won` })
      .click();
    await enter.getByLabel(`Reputation of ${t4.aName}`).fill('-5');
    await enter.getByLabel(`Reputation of ${t4.bName}`).fill('70');
    await enter.getByLabel(`Reputation of ${t4.bName}`).press('Tab');
    await enter.getByRole('button', { name: 'Save the result' }).click();
    await enter.getByRole('alert').getByText('BAD_SCORE').waitFor();
    expect((await gameAt(4)).status).toBe('open');
    await enter.getByLabel(`Reputation of ${t4.aName}`).fill('150');
    await enter.getByLabel(`Reputation of ${t4.aName}`).press('Tab');
    await enter.getByRole('button', { name: 'Save the result' }).click();
    await page.getByText('The result of table 4 is settled.').waitFor();
    expect((await gameAt(4)).result).toMatchObject({
      by: 'organiser',
      winner: t4.a,
      scores: { [t4.a]: { reputation: 150 }, [t4.b!]: { reputation: 70 } },
    });
    await card(page, 4).getByText(`${t4.aName} won — entered by the organiser`).waitFor();
    await until('every card to show a settled game', async () => (await page.locator('.results-game--settled').count()) === 4);
    await context.close();
  });

  it('gives a penalty, counted in the standings from its round', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await section(page, 'results');
    const t1 = await gameAt(1);
    const before = (await read()).standings.rows.edges.map((e: any) => e.node).find((r: any) => r.playerId === t1.a);
    await page.getByRole('button', { name: 'Bonus or penalty points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bonus or penalty points' });
    await dialog.getByRole('button', { name: /Player/ }).click();
    await page.getByRole('option', { name: t1.aName, exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'Penalty (points taken away)' }).isChecked()).toBe(true);
    await dialog.getByLabel('Points', { exact: true }).fill('1');
    await dialog.getByLabel('Reason').fill('slow play warning');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results-penalty-1366');
    await dialog.getByRole('button', { name: 'Save the points' }).click();
    await page.getByText(`${t1.aName} loses 1 point.`).waitFor();
    const after = (await read()).standings.rows.edges.map((e: any) => e.node).find((r: any) => r.playerId === t1.a);
    expect(after.score).toBe(before.score - 1);
    expect(after.points).toBe(before.points);
    const adjusted = (await read()).audit.edges.map((e: any) => e.node).find((n: any) => n.type === 'PointsAdjusted');
    expect(adjusted).toMatchObject({
      accountId: olga.accountId,
      data: { playerId: t1.a, round: 1, points: -1, reason: 'slow play warning' },
    });
    await context.close();
  });

  it('explains each standings column on a tap and on keyboard focus, and downloads the standings', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await section(page, 'standings');
    const table = page.getByRole('table', { name: `Settled standings of ${EVENT}` });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(PLAYERS.length);
    // The penalised player's score is a point below their tournament points.
    const t1 = await gameAt(1);
    const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: t1.aName }) });
    expect(await row.locator('td').nth(1).textContent()).toBe('2');
    expect(await row.locator('td').nth(2).textContent()).toBe('3');

    // A tap opens the explanation in a popover.
    await table.getByRole('button', { name: 'Buchholz', exact: true }).click();
    const popover = page.getByRole('dialog', { name: 'Buchholz' });
    await popover.getByText(/sum of the points of every opponent met/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results-standings-popover-1366');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    // Reached with the keyboard, the heading shows the same words in a tooltip.
    await table.getByRole('button', { name: 'Reputation (more is better)' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText(/Reputation summed over the player's games: more ranks higher/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Standings as shown (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('warsaw-results-cup-standings.csv');
    // For a spreadsheet: the UTF-8 byte-order mark first, then commas, as an English browser's Excel expects.
    const file = readFileSync(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = file.toString('utf8').slice(1);
    expect(csv.split('\r\n')[0]).toMatch(/^rank,player_id,name,club,score,points/);
    expect(csv.trim().split('\r\n')).toHaveLength(PLAYERS.length + 1);

    await page.getByRole('radio', { name: 'Live' }).click();
    await page.getByRole('table', { name: `Live standings of ${EVENT}` }).waitFor();
    await page.getByRole('button', { name: /As of/ }).click();
    await page.getByRole('option', { name: 'After round 1' }).click();
    await page.getByRole('table', { name: `Live standings of ${EVENT} after round 1` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results-standings-1366');
    await context.close();
  });

  it('shows the audit trail: who did what, when, and why', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await section(page, 'event');
    const trail = page.locator('section', { has: page.getByRole('heading', { name: 'Audit trail' }) });
    await trail.getByText('judge saw the elimination inside time').waitFor();
    const ruling = trail.locator('.audit__entry').filter({ hasText: 'judge saw the elimination inside time' });
    expect(await ruling.textContent()).toContain('Result reported');
    expect(await ruling.textContent()).toContain('By you, the organiser');
    const t2 = await gameAt(2);
    expect(await ruling.textContent()).toContain(`round 1, table 2`);
    expect(await ruling.textContent()).toContain(t2.bName);
    // Players registered themselves: each registration is theirs, not the organiser's.
    const registered = trail.locator('.audit__entry').filter({ hasText: 'Player registered' });
    expect(await registered.count()).toBe(PLAYERS.length);
    expect(await registered.first().textContent()).toContain(`By ${PLAYERS[0]}, a player`);
    const dispute = trail.locator('.audit__entry').filter({ hasText: 'Result disputed' });
    expect(await dispute.textContent()).toContain(`By ${t2.bName}, a player`);
    await trail.locator('.audit__entry').filter({ hasText: 'Bonus or penalty points' }).getByText('slow play warning').waitFor();
    expect(await trail.locator('.audit__entry').count()).toBe((await read()).audit.edges.length);
    // The version of the game the event was created under.
    const created = trail.locator('.audit__entry').filter({ hasText: 'Event created' });
    const version = created.locator('.audit__details div').filter({ has: page.locator('dt', { hasText: 'Version' }) });
    expect(await version.locator('dd').textContent()).toBe((await read()).rulesetVersion);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results-event-1366');
    await context.close();
  });

  it('issues a game loss, and finishes the event after the last round', async () => {
    // Round 2 is played through the API, settled by the organiser's slips, but for table 1.
    ok(await olga.gql(PAIR, { input: { competitionId: id } }));
    ok(await olga.gql(START, { input: { competitionId: id, round: 2 } }));
    const round2 = async (): Promise<Game[]> => (await read()).rounds[1].games.filter((g: Game) => g.b !== null);
    for (const g of await round2()) {
      if (g.table !== 1) ok(await olga.gql(REPORT, { input: { competitionId: id, game: g.id, draw: true, reason: 'result slip' } }));
    }
    const late = (await round2()).find((g) => g.table === 1)!;
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await section(page, 'results');
    await page.getByRole('heading', { level: 3, name: 'Round 2' }).waitFor();
    await page.getByRole('button', { name: 'Game loss, table 1' }).first().click();
    const loss = page.getByRole('dialog', { name: 'Game loss at table 1' });
    await loss.locator('label').filter({ hasText: late.bName! }).click();
    await loss.getByLabel('Reason').fill('late by 20 minutes');
    expect(await seriousViolations(page)).toEqual([]);
    await loss.getByRole('button', { name: 'Issue the game loss' }).click();
    await page.getByText(`${late.bName} has a game loss at table 1.`).waitFor();
    expect((await round2()).find((g) => g.id === late.id)!.result).toMatchObject({ by: 'game-loss', winner: late.a });

    await section(page, 'event');
    await page.getByRole('button', { name: 'Finish the event…' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Finish ${EVENT}?` });
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('All rounds played');
    await dialog.getByRole('button', { name: 'Finish the event' }).click();
    await page.getByText('This event is finished: its standings are final.').waitFor();
    expect((await read()).finished).toBe(true);
    const finished = (await read()).audit.edges.map((e: any) => e.node).find((n: any) => n.type === 'CompetitionFinished');
    expect(finished.data.reason).toBe('All rounds played');
    await section(page, 'results');
    await page.getByText('This event is finished: its results can no longer change.').waitFor();
    expect(await page.getByRole('button', { name: /^Correct the result/ }).count()).toBe(0);
    await context.close();
  });

  it('fits a 390 px phone: each page, a dialog, and a column explanation', async () => {
    const { context, page } = await bed.openSignedIn(PHONE, olga);
    await section(page, 'results');
    await page.getByRole('heading', { level: 3, name: 'Round 2' }).waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results-desk-390');

    await section(page, 'standings');
    const table = page.getByRole('table', { name: `Settled standings of ${EVENT}` });
    await table.waitFor();
    expect(await overflow(page)).toBe(0);
    await table.getByRole('button', { name: 'Points', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Points' })
      .getByText(/Tournament points from results alone/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results-standings-390');
    await page.keyboard.press('Escape');

    await section(page, 'event');
    await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
    await page.getByRole('region', { name: 'Game version' }).getByText('The event finished on version').waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results-event-390');
    // The narrowest phone the app is made for.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await overflow(page)).toBe(0);
    await shot(page, 'results-event-360');
    await context.close();
  });
});
