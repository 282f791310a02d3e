import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ok } from '../support/graphql';
import { until } from '../support/wait';
import { webTestBed } from './bed';
import { DESKTOP, LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { signUp, type Account } from './session';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const PUBLISH = `mutation($input: RoundInput!) { publishRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { rounds { round games { matchId } } } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const START_CLOCK = `mutation($input: StartRoundClockInput!) { startRoundClock(input: $input) { version } }`;
const PAUSE = `mutation($input: RoundClockChangeInput!) { pauseRoundClock(input: $input) { version } }`;
const VIEW = `mutation($input: ProjectorViewInput!) { chooseProjectorView(input: $input) { version } }`;
const GAMES = `query($id: ID!) { competition(id: $id) { rounds { round games { id a b aName bName table } } } }`;
const CLOCK = `query($id: ID!) { competition(id: $id) { roundClock(round: 2) { running paused { reason } } audit(first: 100) { edges { node { type data } } } } }`;
const INVITATIONS = `query($m: ID!) { matchInvitations(matchId: $m) { side name token } }`;

/** Twelve players on paper, as the organiser met them: one with a name longer than a projector row, Polish letters throughout. */
const PLAYERS = [
  'Grzegorz Brzęczyszczykiewicz-Wojciechowski',
  'Anna Nowak',
  'Jan Kowalski',
  'Zofia Łukasiewicz',
  'Piotr Wiśniewski',
  'Ewa Żak',
  'Marek Duda',
  'Ola Lis',
  'Kuba Mazur',
  'Magda Sowa',
  'Tomasz Wąs',
  'Ula Kot',
];
const EVENT = 'Otwarte Mistrzostwa Dolnego Śląska w Solaris VII — Puchar Wrocławia 2026';
const TIE_BREAKS = ['omw', 'buchholz', 'median-buchholz', 'sonneborn-berger', 'score:margin:reputation', 'head-to-head'];

type Game = { id: string; a: string; b: string | null; aName: string; bName: string | null; table: number };

/** How much of an element's text its box cuts off, in pixels (0: shown whole). */
const cutOff = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => ({ text: el.textContent, cut: el.scrollWidth - el.clientWidth })));

/**
 * The rough edges an organiser met running a 12-player Swiss, each in the browser: the standings'
 * columns at 1366 px, dates and numbers by the app's language and the browser's region, a
 * league's kind said once, who the ratings leave out and why, names fitted to the projector,
 * resuming the clock without a reason, a pasted list with another separator, a CSV for Excel, the
 * game's names for its sides, and the "Sign up" the README starts with. Screenshots in
 * test-artifacts/web/edges-*.png.
 */
describe('The rough edges of a 12-player Swiss', () => {
  const bed = webTestBed();
  let olga: Account;
  let id: string;

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga Organiser');
    id = ok(
      await olga.gql(CREATE, {
        input: {
          kind: 'tournament',
          name: EVENT,
          rulesetId: 'solaris7',
          format: { kind: 'swiss', rounds: 4 },
          play: { mode: 'paper' },
          tieBreaks: TIE_BREAKS,
          timing: { roundMinutes: 90 },
        },
      }),
    ).createCompetition.id;
    for (const name of PLAYERS) ok(await olga.gql(REGISTER, { input: { competitionId: id, name } }));
    // Round 1 played: the first table drawn, every other won by its first player.
    ok(await olga.gql(PAIR, { input: { competitionId: id } }));
    ok(await olga.gql(PUBLISH, { input: { competitionId: id, round: 1 } }));
    ok(await olga.gql(START, { input: { competitionId: id, round: 1 } }));
    const round1: Game[] = ok(await olga.gql(GAMES, { id })).competition.rounds[0].games;
    for (const g of round1.filter((x) => x.b !== null).sort((x, y) => x.table - y.table)) {
      const draw = g.table === 1;
      ok(
        await olga.gql(REPORT, {
          input: { competitionId: id, game: g.id, winner: draw ? null : g.a, draw, reason: 'result slip' },
        }),
      );
    }
    // Round 2 under way, its clock running, the projector on its pairings.
    ok(await olga.gql(PAIR, { input: { competitionId: id } }));
    ok(await olga.gql(PUBLISH, { input: { competitionId: id, round: 2 } }));
    ok(await olga.gql(START, { input: { competitionId: id, round: 2 } }));
    ok(await olga.gql(START_CLOCK, { input: { competitionId: id, round: 2 } }));
    ok(await olga.gql(VIEW, { input: { competitionId: id, view: 'pairings' } }));
  }, 180_000);

  it('shows the standings at 1366 px with no column twice and every tie-break readable', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga, 'en-GB');
    await page.goto(`${bed.url}/console/events/${id}/standings`);
    const table = page.getByRole('table', { name: `Settled standings of ${EVENT}` });
    await table.waitFor();
    const headings = await table.locator('thead th').allInnerTexts();
    // No bonus or penalty: the ranking's score is the tournament points, one column of them.
    expect(await table.getByRole('button', { name: 'Points', exact: true }).count()).toBe(1);
    expect(await table.getByRole('button', { name: 'Score', exact: true }).count()).toBe(0);
    // Every tie-break by its name, a game score in words: no id, no template left unfilled.
    expect(headings.join(' | ')).not.toMatch(/margin:|score:|\{score\}|reputation/);
    await table.getByRole('button', { name: 'Reputation margin' }).waitFor();
    await shot(page, 'edges-standings-1366');
    // Every heading in sight at 1366 px: the region needs no sideways scroll, no heading is cut.
    const region = page.getByRole('region', { name: `Settled standings of ${EVENT}` });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const encounter = table.getByRole('button', { name: 'Direct encounter' });
    const [box, frame] = [await encounter.boundingBox(), await region.boundingBox()];
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    for (const heading of await cutOff(page, '.console-standings thead .col-help')) expect(heading).toMatchObject({ cut: 0 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await shot(page, 'edges-standings-390');
    await context.close();

    // In Polish too: its short names ("PB" for a direct encounter) keep every column in sight.
    const pl = await bed.openSignedIn(LAPTOP, olga, 'pl-PL');
    await pl.page.goto(`${bed.url}/console/events/${id}/standings`);
    const polish = pl.page.getByRole('region', { name: new RegExp(`^Klasyfikacja.*${EVENT}`) });
    await polish.getByRole('button', { name: 'Pojedynki bezpośrednie' }).waitFor();
    await shot(pl.page, 'edges-standings-pl-1366');
    expect(await polish.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await pl.context.close();
  });

  it('writes dates by the browser’s region and numbers by the app’s language', async () => {
    // An English console on an en-GB browser: 24-hour time, the day first.
    const gb = await bed.openSignedIn(LAPTOP, olga, 'en-GB');
    await gb.page.goto(`${bed.url}/console`);
    const updated = gb.page.locator('.card', { hasText: EVENT }).locator('time');
    await updated.waitFor();
    expect(await updated.textContent()).toMatch(/\b\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\b/);
    expect(await updated.textContent()).not.toMatch(/AM|PM/);
    await gb.context.close();

    // A Polish page, even on an English browser, writes a decimal comma: never 0.67.
    const pl = await bed.open(LAPTOP, 'pl-PL');
    await pl.page.goto(`${bed.url}/events/${id}`);
    const standings = pl.page.getByRole('table', { name: new RegExp(`^Klasyfikacja.*${EVENT}`) });
    await standings.waitFor();
    const figures = (await standings.locator('tbody td').allInnerTexts()).join(' ');
    expect(figures).toMatch(/\d,\d/);
    expect(figures).not.toMatch(/\d\.\d/);
    // The public table too: at 1366 px every tie-break, the last ("Pojedynki bezpośrednie") included, is in sight.
    const region = pl.page.getByRole('region', { name: new RegExp(`^Klasyfikacja.*${EVENT}`) });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await standings.getByRole('columnheader', { name: 'Pojedynki bezpośrednie' }).waitFor();
    await shot(pl.page, 'edges-public-pl-1366');
    await pl.context.close();
  });

  it('says a league’s kind once on the home page', async () => {
    ok(await olga.gql(CREATE, { input: { kind: 'league', name: 'Liga Czwartkowa', rulesetId: 'solaris7', format: { kind: 'league' } } }));
    for (const [locale, word] of [
      ['pl-PL', 'Liga'],
      ['en-GB', 'League'],
    ] as const) {
      const { context, page } = await bed.open(PHONE, locale);
      await page.goto(bed.url);
      const meta = page.locator('.card', { hasText: 'Liga Czwartkowa' }).locator('.card__meta');
      await meta.waitFor();
      const text = (await meta.textContent())!;
      expect({ locale, kinds: text.split(' · ').filter((part) => part === word).length }).toEqual({ locale, kinds: 1 });
      expect(text).not.toContain(`${word} · ${word}`);
      if (locale === 'pl-PL') await shot(page, 'edges-home-league-390');
      await context.close();
    }
  });

  it('says who is rated and why guest entries are not', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { context, page } = await bed.open(viewport, 'en-GB');
      await page.goto(`${bed.url}/ratings`);
      const who = page.getByRole('region', { name: 'Who is rated' });
      await who.waitFor();
      expect(await who.textContent()).toContain('Players with an account.');
      expect(await who.textContent()).toContain('Guest entries are not rated');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `edges-ratings-${viewport.width}`);
      await context.close();
    }
  });

  it('fits names and the title to their room on a 1920×1080 projector rather than cutting them', async () => {
    const { context, page } = await bed.open(DESKTOP, 'en-GB');
    await page.goto(`${bed.url}/events/${id}/projector`);
    const pairings = page.getByRole('table', { name: 'Pairings for round 2' });
    await pairings.waitFor();
    await page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    const long = page.locator('.projector-fit', { hasText: PLAYERS[0] });
    await long.waitFor();
    // Fonts and the first fit are in: no name and no title is cut, the long ones shrunk to fit.
    await until('every name to fit its room', async () => (await cutOff(page, '.projector-fit')).every((f) => f.cut <= 1));
    for (const fitted of await cutOff(page, '.projector-fit')) expect(fitted.cut).toBeLessThanOrEqual(1);
    const sizes = await long.evaluate((el) => ({
      own: parseFloat((globalThis as any).getComputedStyle(el).fontSize),
      cell: parseFloat((globalThis as any).getComputedStyle(el.closest('td, th')).fontSize),
      overflow: (globalThis as any).getComputedStyle(el).textOverflow as string,
    }));
    expect(sizes.own).toBeLessThan(sizes.cell);
    expect(sizes.own).toBeGreaterThanOrEqual(sizes.cell * 0.6 - 0.5);
    expect(sizes.overflow).not.toBe('ellipsis');
    // A short name has room: it keeps its full size.
    const short = await page
      .locator('.projector-fit', { hasText: /^Ola Lis$/ })
      .evaluate(
        (el) =>
          parseFloat((globalThis as any).getComputedStyle(el).fontSize) ===
          parseFloat((globalThis as any).getComputedStyle(el.closest('td, th')).fontSize),
      );
    expect(short).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'edges-projector-1920');
    await context.close();
  });

  it('resumes the round clock without a reason', async () => {
    ok(await olga.gql(PAUSE, { input: { competitionId: id, round: 2, reason: 'fire alarm' } }));
    const { context, page } = await bed.openSignedIn(LAPTOP, olga, 'en-GB');
    await page.goto(`${bed.url}/console/events/${id}/clock`);
    await page.getByRole('button', { name: 'Resume' }).click();
    const resume = page.getByRole('dialog', { name: 'Resume round 2' });
    await resume.getByRole('textbox', { name: 'Reason (optional)' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'edges-resume-1366');
    await resume.getByRole('button', { name: 'Resume' }).click();
    await resume.waitFor({ state: 'detached' });
    const clock = await until('the clock to run again', async () => {
      const c = ok(await olga.gql(CLOCK, { id })).competition;
      return c.roundClock.running && c;
    });
    const resumed = clock.audit.edges
      .map((e: { node: { type: string; data: { reason?: string | null } } }) => e.node)
      .filter((n: { type: string }) => n.type === 'RoundClockResumed');
    expect(resumed.map((n: { data: { reason?: string | null } }) => n.data.reason ?? null)).toEqual([null]);
    await context.close();
  });

  it('flags a pasted line with another separator, naming the line and what it expected', async () => {
    const list = ok(
      await olga.gql(CREATE, {
        input: { kind: 'tournament', name: 'Lista testowa', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } },
      }),
    ).createCompetition.id;
    const { context, page } = await bed.openSignedIn(LAPTOP, olga, 'en-GB');
    await page.goto(`${bed.url}/console/events/${list}/players`);
    const region = page.getByRole('region', { name: 'Register a list' });
    await region.getByLabel('Players, one a line').fill('Jan Kowalski, Hetman\nAnna Nowak; Smoki Wrocław;\nEwa Żak, Gryf');
    await region
      .getByText(
        'Line 2: separated by semicolons (;), not by commas (,) like the rest of the list: expected name, club and e-mail separated by commas (,)',
        {
          exact: false,
        },
      )
      .waitFor();
    const preview = page.getByRole('table', { name: 'Preview of the list' });
    const line2 = preview.locator('tbody tr', { has: page.getByRole('cell', { name: '2', exact: true }) });
    expect(await line2.textContent()).not.toContain('Ready');
    await region.getByRole('button', { name: 'Register 2 players' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'edges-list-separator-1366');
    await context.close();
  });

  it('downloads a CSV for a Polish Excel: a byte-order mark and semicolons', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga, 'pl-PL');
    await page.goto(`${bed.url}/console/events/${id}/standings`);
    await page.getByRole('button', { name: /Separator w plikach CSV/ }).waitFor();
    expect(await page.getByRole('button', { name: /Separator w plikach CSV/ }).textContent()).toContain('Średniki');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Klasyfikacja jak na ekranie (CSV)' }).click(),
    ]);
    const file = readFileSync(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toMatch(/^rank;player_id;name;club;score;points/);
    expect(text).toContain(';Grzegorz Brzęczyszczykiewicz-Wojciechowski;');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'edges-exports-pl-1366');
    await context.close();
  });

  it('names the sides by the game on the invitations and the join page, never by their ids', async () => {
    const konwoj = ok(
      await olga.gql(CREATE, {
        input: {
          kind: 'tournament',
          name: 'Konwój we Wrocławiu',
          rulesetId: 'konwoj',
          format: { kind: 'swiss', rounds: 1 },
          play: { mode: 'engine', setup: { deck: 'server' }, dice: 'server' },
        },
      }),
    ).createCompetition.id;
    for (const name of ['Magda Moloch', 'Olek Posterunek']) ok(await olga.gql(REGISTER, { input: { competitionId: konwoj, name } }));
    ok(await olga.gql(PAIR, { input: { competitionId: konwoj } }));
    const matchId: string = ok(await olga.gql(START, { input: { competitionId: konwoj, round: 1 } })).startRound.rounds[0].games[0].matchId;
    const seats = await until('the match’s invitations', async () => {
      const r = await olga.gql(INVITATIONS, { m: matchId });
      return !r.errors && (r.data!.matchInvitations as Array<{ side: string; name: string; token: string }>);
    });

    const desk = await bed.openSignedIn(LAPTOP, olga, 'en-GB');
    await desk.page.goto(`${bed.url}/console/events/${konwoj}/print/invitations/1`);
    await desk.page.locator('.invitation').first().waitFor();
    await shot(desk.page, 'edges-invitations-1366');
    for (const seat of seats) {
      const side = seat.side === 'moloch' ? 'Moloch' : 'Outpost';
      const card = desk.page.getByRole('article', { name: `${seat.name}, playing ${side}` });
      await card.waitFor();
      expect(await card.locator('.invitation__side').textContent()).toBe(side);
    }
    expect(await desk.page.locator('.invitation__who').allTextContents()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/\b(moloch|outpost)\b/)]),
    );
    await shot(desk.page, 'edges-invitations-1366');
    await desk.context.close();

    const moloch = seats.find((s) => s.side === 'moloch')!;
    const phone = await bed.open(PHONE, 'pl-PL');
    await phone.page.goto(`${bed.url}/join#${moloch.token}`);
    await phone.page.waitForURL(`${bed.url}/matches/${matchId}`);
    await phone.page.goto(`${bed.url}/join`);
    await phone.page.getByText(`Twoja strona w tym meczu: Moloch, jako ${moloch.name}.`).waitFor();
    const facts = await phone.page.locator('.seat-facts dt').allTextContents();
    expect(facts).toEqual(expect.arrayContaining(['Moloch (ty)', 'Posterunek']));
    expect((await phone.page.locator('main').textContent())!).not.toMatch(/\b(moloch|outpost)\b/);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'edges-join-390');
    await phone.context.close();
  });

  it('has the “Sign up” the README starts with, beside “Sign in”', async () => {
    const wide = await bed.open(LAPTOP, 'en-GB');
    await wide.page.goto(bed.url);
    const nav = wide.page.getByRole('navigation', { name: /./ }).first();
    await nav.getByRole('link', { name: 'Sign in' }).waitFor();
    await nav.getByRole('link', { name: 'Sign up' }).click();
    await wide.page.waitForURL(`${bed.url}/signup`);
    await shot(wide.page, 'edges-signup-1366');
    await wide.context.close();

    const narrow = await bed.open(PHONE, 'en-GB');
    await narrow.page.goto(bed.url);
    // On a phone the header's links are behind its menu.
    const menu = narrow.page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    await menu.click();
    await shot(narrow.page, 'edges-signup-menu-390');
    await narrow.page.getByRole('link', { name: 'Sign up' }).waitFor();
    expect(await seriousViolations(narrow.page)).toEqual([]);
    await shot(narrow.page, 'edges-signup-menu-390');
    await narrow.context.close();
  });
});
