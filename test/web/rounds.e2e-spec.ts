import { standardSampleMatch } from '@app/rulesets/solaris7';
import type { Page } from 'playwright-core';
import { client, ok } from '../support/graphql';
import { until } from '../support/wait';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp, type Account } from './session';

/** Eight players; Anna and Piotr play for the same club, which the pairing keeps apart (soft). */
const PLAYERS: Array<{ name: string; club?: string }> = [
  { name: 'Anna Nowak', club: 'Gryf Kraków' },
  { name: 'Piotr Lis', club: 'Gryf Kraków' },
  { name: 'Zofia Łukasiewicz' },
  { name: 'Grzegorz Brzęczyszczykiewicz' },
  { name: 'Jan Kowalski' },
  { name: 'Ewa Żak' },
  { name: 'Adam Zając' },
  { name: 'Ola Ćwik' },
];

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const ROUNDS = `query($id: ID!) { competition(id: $id) { version projectorView
  rounds { round started published breaches { a b kind strictness } games { id table a b aName bName matchId } }
  roundClock { running remainingMs extraMs serverTime paused { reason } } } }`;
const PUBLIC = `query($id: ID!) { competition(id: $id) { rounds { round published games { id aName } } games { id } } }`;

interface Game {
  id: string;
  table: number;
  a: string;
  b: string | null;
  aName: string;
  bName: string | null;
  matchId: string | null;
}

/** m:ss (or mm:ss) as seconds. */
const seconds = (text: string) => {
  const m = /(\d+):(\d\d)/.exec(text);
  if (!m) throw new Error(`no m:ss in "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/**
 * The organiser's rounds, print sheets and round clock in a real browser, against the API on the
 * embedded database: pair a Swiss round, read it by name and table, swap two club-mates together
 * and see the breach labelled, publish (the public sees the games only then), start; print the
 * pairings and the match slips; run the clock (start, pause and resume with reasons, extra time)
 * and check it against the server's; choose what the projector shows; an engine round's seat
 * invitations as QR codes. axe on every page and dialog; screenshots at 390 and 1366 px.
 */
describe('The rounds, print sheets and clock of the organiser’s console in a browser', () => {
  const bed = webTestBed();
  let olga: Account;
  let competitionId: string;

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga');
    const input = {
      kind: 'tournament',
      name: 'Gryf Open 2026',
      rulesetId: 'solaris7',
      format: { kind: 'swiss', rounds: 3 },
      timing: { roundMinutes: 50 },
    };
    competitionId = ok(await olga.gql(CREATE, { input })).createCompetition.id;
    for (const p of PLAYERS) ok(await olga.gql(REGISTER, { input: { competitionId, ...p } }));
  }, 120_000);

  const read = async () => ok(await olga.gql(ROUNDS, { id: competitionId })).competition;
  /**
   * The round clock as the server reads it, once it shows what `seen` looks for: the screen shows
   * a command's answer at once, the competition's read models follow in their own time.
   */
  const clockWhen = (what: string, seen: (c: { running: boolean; extraMs: number; paused: unknown }) => boolean) =>
    until(what, async () => {
      const c = (await read()).roundClock;
      return c && seen(c) ? c : false;
    });
  const roundOne = async (): Promise<{
    games: Game[];
    breaches: Array<{ a: string; b: string; kind: string }>;
    published: boolean;
    started: boolean;
  }> => (await read()).rounds[0];
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  it('pairs round 1 and shows it by name and table; a swap shows its breach; publishing shows the games to the public; then the round starts', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await page.goto(`${bed.url}/console/events/${competitionId}/rounds`);
    await page.getByRole('heading', { level: 2, name: 'Rounds' }).waitFor();
    await page.getByRole('button', { name: 'Pair round 1' }).click();
    const pairings = page.getByRole('list', { name: 'Pairings of round 1' });
    await pairings.waitFor();

    const { games } = await roundOne();
    expect(games).toHaveLength(4);
    // Every game by its table and both names, in one card.
    for (const g of games) {
      const card = pairings.locator(':scope > li', { hasText: `Table ${g.table}` });
      expect(await card.count()).toBe(1);
      const text = await card.textContent();
      expect(text).toContain(g.aName);
      expect(text).toContain(g.bName);
    }
    await page.getByText('Paired, not published').waitFor();
    await page.getByText('Only you can see these pairings.', { exact: false }).waitFor();
    // The club-mates are kept apart, so nothing is labelled yet (an explanation may say a Dutch opponent was excluded as a club-mate).
    expect(await pairings.getByText('Club-mates', { exact: true }).count()).toBe(0);
    // Unpublished: the public sees the round, without its games.
    const before = ok(await client(bed.url)(PUBLIC, { id: competitionId })).competition;
    expect(before.rounds).toEqual([{ round: 1, published: false, games: [] }]);
    expect(before.games).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-paired-1366');

    // Swap Anna into the seat of Piotr's opponent: the two club-mates then meet.
    const anna = games.find((g) => g.aName === 'Anna Nowak' || g.bName === 'Anna Nowak')!;
    const piotrs = games.find((g) => g.aName === 'Piotr Lis' || g.bName === 'Piotr Lis')!;
    expect(anna.id).not.toBe(piotrs.id);
    const opponent = piotrs.aName === 'Piotr Lis' ? piotrs.bName! : piotrs.aName;
    await page.getByRole('button', { name: 'Swap two players' }).click();
    const dialog = page.getByRole('dialog', { name: 'Swap two players in round 1' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-swap-dialog-1366');
    await dialog.getByRole('button', { name: /First player/ }).click();
    await page.getByRole('option', { name: `Anna Nowak (table ${anna.table})` }).click();
    await dialog.getByRole('button', { name: /Second player/ }).click();
    await page.getByRole('option', { name: `${opponent} (table ${piotrs.table})` }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('they asked to play each other');
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText(`Swapped Anna Nowak and ${opponent}.`).waitFor();
    const together = pairings.locator(':scope > li', { hasText: 'Anna Nowak' });
    await together.getByText('Club-mates').waitFor();
    expect(await together.textContent()).toContain('Piotr Lis');
    const swapped = await roundOne();
    expect(swapped.breaches.map((b) => b.kind)).toEqual(['club-mates']);
    expect(swapped.published).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-swapped-1366');

    await page.getByRole('button', { name: 'Publish pairings' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    const after = ok(await client(bed.url)(PUBLIC, { id: competitionId })).competition;
    expect(after.rounds[0].published).toBe(true);
    expect(after.rounds[0].games).toHaveLength(4);
    expect(after.games).toHaveLength(4);

    await page.getByRole('button', { name: 'Start round' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Start round 1?' });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Start round' }).click();
    await page.getByText('Started', { exact: true }).waitFor();
    expect((await roundOne()).started).toBe(true);
    // Started: the pairings are fixed, so the steps are gone; the sheets stay.
    expect(await page.getByRole('button', { name: 'Swap two players' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Print pairings' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-started-1366');
    await context.close();
  });

  it('fits a 390 px phone', async () => {
    const { context, page } = await bed.openSignedIn(PHONE, olga);
    await page.goto(`${bed.url}/console/events/${competitionId}/rounds`);
    await page.getByRole('list', { name: 'Pairings of round 1' }).waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-started-390');
    await context.close();
  });

  it('prints the pairings by last name and one slip a table', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await page.goto(`${bed.url}/console/events/${competitionId}/print/pairings/1`);
    const table = page.getByRole('table', { name: 'Pairings of round 1, by last name' });
    await table.waitFor();
    const names = await table.locator('tbody th[scope="row"]').allTextContents();
    const last = (n: string) => n.trim().split(/\s+/).pop()!;
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toHaveLength(8);
    expect(names).toEqual([...names].sort((x, y) => collator.compare(last(x), last(y))));
    const { games } = await roundOne();
    // Each player's row has their table and opponent.
    for (const g of games) {
      const row = table.locator('tbody tr', { has: page.locator('th', { hasText: g.aName }) });
      expect(await row.locator('td').allTextContents()).toEqual([String(g.table), g.bName]);
    }
    expect(await page.getByRole('banner').count()).toBe(0);
    const printButton = page.getByRole('button', { name: 'Print' });
    expect(await printButton.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-print-pairings-1366');
    await page.emulateMedia({ media: 'print' });
    expect(await printButton.isVisible()).toBe(false);
    await shot(page, 'rounds-print-pairings-print');
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`${bed.url}/console/events/${competitionId}/print/slips/1`);
    const slips = page.locator('article.slip');
    await slips.first().waitFor();
    expect(await slips.count()).toBe(4);
    for (const g of games) {
      const slip = page.getByRole('article', { name: `Table ${g.table}` });
      const text = await slip.textContent();
      expect(text).toContain('Gryf Open 2026');
      expect(text).toContain('Round 1');
      expect(text).toContain(g.aName);
      expect(text).toContain(g.bName);
      expect(text).toContain('Signature');
    }
    // A slip is never split across pages.
    expect(await slips.first().evaluate((el) => (globalThis as any).getComputedStyle(el).breakInside as string)).toBe('avoid');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-print-slips-1366');
    await page.setViewportSize(PHONE);
    await shot(page, 'rounds-print-slips-390');
    await context.close();
  });

  it('speaks Polish: the rounds in Polish, the pairings sheet in Polish order', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga, 'pl-PL');
    await page.goto(`${bed.url}/console/events/${competitionId}/rounds`);
    await page.getByRole('list', { name: 'Kojarzenia rundy 1' }).waitFor();
    await page.getByText('Rozpoczęta', { exact: true }).waitFor();
    await page.getByText('Z jednego klubu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-started-1366-pl');

    await page.goto(`${bed.url}/console/events/${competitionId}/print/pairings/1`);
    const table = page.getByRole('table', { name: 'Kojarzenia rundy 1 według nazwisk' });
    await table.waitFor();
    const names = await table.locator('tbody th[scope="row"]').allTextContents();
    const last = (n: string) => n.trim().split(/\s+/).pop()!;
    const collator = new Intl.Collator('pl', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort((x, y) => collator.compare(last(x), last(y))));
    // Polish order: Ć after C, Ł after L, Ż after Z.
    expect(names.indexOf('Piotr Lis')).toBeLessThan(names.indexOf('Zofia Łukasiewicz'));
    expect(names.indexOf('Adam Zając')).toBeLessThan(names.indexOf('Ewa Żak'));
    await shot(page, 'rounds-print-pairings-1366-pl');
    await context.close();
  });

  it('runs the round clock: start, pause and resume with reasons, extra time, and the server’s time on screen; and chooses the projector’s view', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await page.goto(`${bed.url}/console/events/${competitionId}/clock`);
    await page.getByRole('heading', { level: 2, name: 'Round clock' }).waitFor();
    const minutes = page.getByRole('textbox', { name: 'Length of the round (minutes)' });
    await minutes.waitFor();
    expect(await minutes.inputValue()).toBe('50');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start the clock' }).click();
    const timer = page.getByRole('timer', { name: 'Time left in round 1' });
    await page.getByText('Running: time is up at', { exact: false }).waitFor();
    await clockWhen('the server to read the clock running', (c) => c.running);

    // Running: what the screen shows agrees with the server's reading, within a second.
    const started = Date.now();
    const running = (await read()).roundClock;
    const asked = Date.now() - started;
    const shown = seconds((await timer.textContent())!);
    expect(Math.abs(shown - running.remainingMs / 1000)).toBeLessThanOrEqual(1 + asked / 1000);
    expect(shown).toBeGreaterThan(49 * 60);
    expect(await page.getByRole('list').filter({ hasText: 'Table 1' }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-clock-running-1366');

    await page.getByRole('button', { name: 'Pause' }).click();
    const pause = page.getByRole('dialog', { name: 'Pause round 1' });
    await pause.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // No reason: refused here, nothing sent.
    await pause.getByRole('button', { name: 'Pause' }).click();
    await pause.getByText('Give a reason: it is kept in the audit trail.').waitFor();
    await pause.getByRole('textbox', { name: 'Reason' }).fill('fire alarm: hall evacuated');
    await pause.getByRole('button', { name: 'Pause' }).click();
    await pause.waitFor({ state: 'detached' });
    await page.getByText('fire alarm: hall evacuated', { exact: false }).waitFor();
    const paused = await clockWhen('the server to read the clock paused', (c) => c.paused !== null);
    expect(paused).toMatchObject({ running: false, paused: { reason: 'fire alarm: hall evacuated' } });
    // Paused: the screen stands still at the server's time left.
    const still = seconds((await timer.textContent())!);
    expect(Math.abs(still - paused.remainingMs / 1000)).toBeLessThanOrEqual(1);
    await page.waitForTimeout(1_500);
    expect(seconds((await timer.textContent())!)).toBe(still);
    await shot(page, 'rounds-clock-paused-1366');

    await page.getByRole('button', { name: 'Resume' }).click();
    const resume = page.getByRole('dialog', { name: 'Resume round 1' });
    await resume.getByRole('textbox', { name: 'Reason' }).fill('all clear');
    await resume.getByRole('button', { name: 'Resume' }).click();
    await resume.waitFor({ state: 'detached' });
    await page.getByText('Running: time is up at', { exact: false }).waitFor();
    expect(await clockWhen('the server to read the clock running again', (c) => c.paused === null)).toMatchObject({
      running: true,
      paused: null,
    });

    // Five more minutes for the whole round.
    await page.getByRole('button', { name: 'Give extra time' }).click();
    const extend = page.getByRole('dialog', { name: 'Give round 1 extra time' });
    await extend.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await extend.getByRole('textbox', { name: 'Reason' }).fill('late start');
    await extend.getByRole('button', { name: 'Give extra time' }).click();
    await extend.waitFor({ state: 'detached' });
    await page.getByText('+5 min given').first().waitFor();
    const extended = await clockWhen('the server to read the extra time', (c) => c.extraMs > 0);
    expect(extended.extraMs).toBe(300_000);
    await until('the screen to show the extended time', async () => {
      const r = (await read()).roundClock;
      const s = seconds((await timer.textContent())!);
      return Math.abs(s - r.remainingMs / 1000) <= 1.5 && s > 54 * 60;
    });

    // The projector: standings only.
    expect((await read()).projectorView).toBe('cycle');
    await page.getByText('The projector shows: Cycle through all.').waitFor();
    await page.getByRole('radio', { name: 'Standings' }).click();
    await page.getByText('The projector shows: Standings.').waitFor();
    expect((await read()).projectorView).toBe('standings');
    expect(await page.getByRole('link', { name: /Projector page/ }).getAttribute('href')).toBe(`/events/${competitionId}/projector`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-clock-1366');

    await page.setViewportSize(PHONE);
    expect(await overflow(page)).toBe(0);
    await shot(page, 'rounds-clock-390');
    await context.close();
  });

  it('shows an engine round’s seat invitations as QR codes and links, and reissues one', async () => {
    const input = {
      kind: 'tournament',
      name: 'Solaris Cup',
      rulesetId: 'solaris7',
      format: { kind: 'swiss', rounds: 1 },
      play: { mode: 'engine', setup: standardSampleMatch, dice: 'server' },
    };
    const id = ok(await olga.gql(CREATE, { input })).createCompetition.id;
    for (const name of ['Anna Nowak', 'Piotr Lis']) ok(await olga.gql(REGISTER, { input: { competitionId: id, name } }));
    ok(await olga.gql(`mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`, { input: { competitionId: id } }));
    ok(
      await olga.gql(`mutation($input: RoundInput!) { startRound(input: $input) { version } }`, { input: { competitionId: id, round: 1 } }),
    );
    const game: Game = ok(await olga.gql(ROUNDS, { id })).competition.rounds[0].games[0];
    const invitations = async () =>
      ok(await olga.gql(`query($m: ID!) { matchInvitations(matchId: $m) { side name joined } }`, { m: game.matchId }))
        .matchInvitations as Array<{
        side: string;
        name: string;
        joined: boolean;
      }>;
    const join = (token: string) => client(bed.url)(`mutation($t: String!) { joinMatch(invitation: $t) { side } }`, { t: token });
    const seats = await invitations();
    expect(seats.map((i) => i.joined)).toEqual([false, false]);

    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await page.goto(`${bed.url}/console/events/${id}/rounds`);
    await page.getByRole('link', { name: 'Seat invitations (QR codes)' }).click();
    await page.waitForURL(`${bed.url}/console/events/${id}/print/invitations/1`);
    /** The invitation a seat's card hands out: its link (and the QR code of the same link). */
    const tokenOf = async (card: ReturnType<Page['getByRole']>) => {
      const href = (await card.getByRole('link').getAttribute('href'))!;
      expect(href.startsWith(`${bed.url}/join#`)).toBe(true);
      expect(await card.getByRole('link').textContent()).toBe(href);
      return href.slice(`${bed.url}/join#`.length);
    };
    for (const inv of seats) {
      const card = page.getByRole('article', { name: `${inv.name}, playing Side ${inv.side}` });
      const qr = card.getByRole('img', { name: `QR code: the invitation of ${inv.name} to table ${game.table}` });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      await card.getByText('Not used yet').waitFor();
      expect((await tokenOf(card)).length).toBeGreaterThan(20);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'rounds-invitations-1366');

    // A player takes side A's seat with the link on the page; the page shows it taken once read again.
    const a = seats.find((i) => i.side === 'A')!;
    const cardA = page.getByRole('article', { name: `${a.name}, playing Side A` });
    const used = await tokenOf(cardA);
    expect(ok(await join(used)).joinMatch.side).toBe('A');
    await page.reload();
    await cardA.getByText('Seat taken').waitFor();
    expect(await cardA.getByRole('img').count()).toBe(0);
    expect(await cardA.getByRole('link').count()).toBe(0);

    await cardA.getByRole('button', { name: /Reissue/ }).click();
    const confirm = page.getByRole('alertdialog', { name: `A new invitation for ${a.name}?` });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Reissue' }).click();
    await confirm.waitFor({ state: 'detached' });
    await cardA.getByText('Not used yet').waitFor();
    expect((await invitations()).find((i) => i.side === 'A')!.joined).toBe(false);
    // The new link seats the player again; the old one no longer does.
    const fresh = await tokenOf(cardA);
    expect(fresh).not.toBe(used);
    expect((await join(used)).errors?.length).toBeGreaterThan(0);
    expect(ok(await join(fresh)).joinMatch.side).toBe('A');

    await page.setViewportSize(PHONE);
    expect(await overflow(page)).toBe(0);
    await shot(page, 'rounds-invitations-390');
    await context.close();
  });
});
