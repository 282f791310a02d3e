import QRCode from 'qrcode';
import type { Page } from 'playwright-core';
import { acceptEntry, ok, type Gql } from '../support/graphql';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp, type Account } from './session';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 50) { edges { node { id name } } } } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const GAMES = `query($id: ID!) { competition(id: $id) { games { id table a aName b bName status result { winner draw by scores } } } }`;

type Game = { id: string; table: number; a: string; aName: string; b: string; bName: string; status: string; result: any };

/** The image the print page's QrCode component draws for `text` (the same package, the same options). */
async function qrImage(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Results without accounts: two players the organiser entered by name only each take their part
 * of the printed match slip, open /slip from its QR code's link on their phone, and one reports
 * while the other confirms; the public standings have the result. A signed-in player whose
 * opponent has no account is told who settles the game.
 */
describe('Match slip codes in a browser', () => {
  const bed = webTestBed();
  let olga: Account;

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga Organiser');
  }, 60_000);

  /** A published paper Swiss of `names`, its first round paired and started; answers its id and the games. */
  async function event(
    name: string,
    players: Array<{ name: string; email?: string }>,
    /** Accounts that accept their entries before the pairing. */
    accepting: Gql[] = [],
  ): Promise<{ id: string; games: Game[] }> {
    const input = {
      kind: 'tournament',
      name,
      rulesetId: 'solaris7',
      published: true,
      format: { kind: 'swiss', rounds: 3 },
      play: { mode: 'paper' },
    };
    const id: string = ok(await olga.gql(CREATE, { input })).createCompetition.id;
    for (const p of players) ok(await olga.gql(REGISTER, { input: { competitionId: id, ...p } }));
    for (const gql of accepting) await acceptEntry(gql, id);
    ok(await olga.gql(PAIR, { input: { competitionId: id } }));
    ok(await olga.gql(START, { input: { competitionId: id, round: 1 } }));
    return { id, games: ok(await olga.gql(GAMES, { id })).competition.games };
  }
  const gamesOf = async (id: string): Promise<Game[]> => ok(await olga.gql(GAMES, { id })).competition.games;
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  /** The organiser's print page of round 1's slips: each player's code, and the link its QR code carries (checked against the image). */
  async function printedSlips(id: string, names: string[], screenshots = false): Promise<Map<string, { code: string; link: string }>> {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await page.goto(`${bed.url}/console/events/${id}/print/slips/1`);
    const out = new Map<string, { code: string; link: string }>();
    for (const name of names) {
      const stub = page.getByRole('region', { name: `For ${name}` });
      const code = (await stub.locator('[data-slip-code]').textContent())!;
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      // The server's public address (here the test server's own, on loopback) with the code in the fragment.
      const link = `${bed.url}/slip#${code.replace('-', '')}`;
      const qr = stub.getByRole('img', { name: new RegExp(`as ${name}$`) });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toBe(await qrImage(link));
      expect(await stub.textContent()).toContain(`open ${bed.url.replace(/^https?:\/\//, '')}/slip and type it`);
      out.set(name, { code, link });
    }
    if (screenshots) {
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'slip-print-1366');
      await page.setViewportSize(PHONE);
      expect(await overflow(page)).toBe(0);
      await shot(page, 'slip-print-390');
    }
    await context.close();
    return out;
  }

  it('two players without accounts report and confirm from the slip’s link on their phones; the public standings have it', async () => {
    const names = ['Anna Kowalczyk', 'Bartosz Nowicki', 'Celina Mazur', 'Dariusz Wójcik'];
    const { id, games } = await event(
      'Kraków Slip Open',
      names.map((name) => ({ name })),
    );
    const slips = await printedSlips(id, names, true);

    const game = games.find((g) => g.table === 1)!;
    const [first, second] = [game.aName, game.bName];

    // The first player scans their stub: their game, their seat marked, the report in three big buttons.
    const a = await bed.open(PHONE);
    await a.page.goto(slips.get(first)!.link);
    await a.page.getByRole('heading', { level: 1, name: 'Match slip' }).waitFor();
    const card = a.page.getByRole('article', { name: /Kraków Slip Open/ });
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Kraków Slip OpenRound 1 · table 1');
    expect(await card.getByRole('list', { name: 'Players' }).getByRole('listitem').allTextContents()).toEqual(
      [game.aName, game.bName].map((n) => (n === first ? `${n}you` : n)),
    );
    await card.getByRole('radiogroup', { name: `How did your game against ${second} end?` }).waitFor();
    expect(await card.textContent()).toContain('Your opponent has no account: they confirm with the code on their part of the match slip');
    expect(await overflow(a.page)).toBe(0);
    expect(await seriousViolations(a.page)).toEqual([]);
    await shot(a.page, 'slip-report-390');

    await card.getByText('I won', { exact: true }).click();
    for (const [label, value] of [
      ['My Reputation', '150'],
      [`Reputation of ${second}`, '90'],
    ]) {
      await card.getByLabel(label, { exact: true }).fill(value);
      await card.getByLabel(label, { exact: true }).press('Tab');
    }
    await card.getByRole('button', { name: 'Send the result' }).click();
    await card.getByText(`Waiting for ${second} to confirm`).waitFor();
    expect(await card.textContent()).toContain('You reported: You won.Reputation: you 150, opponent 90.');
    expect(await card.textContent()).toContain('or the organiser settles the result');
    expect(await seriousViolations(a.page)).toEqual([]);
    await shot(a.page, 'slip-reported-390');
    const reported = (await gamesOf(id)).find((g) => g.id === game.id)!;
    expect(reported.status).toBe('reported');

    // The second player, on another phone, opens their own stub's link: the report, to confirm.
    const b = await bed.open(PHONE);
    await b.page.goto(slips.get(second)!.link);
    const theirs = b.page.getByRole('article', { name: /Kraków Slip Open/ });
    await theirs.getByText(`${first} reported:`).waitFor();
    expect(await theirs.textContent()).toContain(`${first} won.Reputation: you 90, opponent 150.`);
    expect(await overflow(b.page)).toBe(0);
    expect(await seriousViolations(b.page)).toEqual([]);
    await shot(b.page, 'slip-confirm-390');
    await theirs.getByRole('button', { name: 'Confirm: that is right' }).click();
    await theirs.getByText('Settled', { exact: true }).waitFor();
    expect(await theirs.textContent()).toContain(`${first} won.`);
    await shot(b.page, 'slip-settled-390');

    const settled = (await gamesOf(id)).find((g) => g.id === game.id)!;
    expect(settled).toMatchObject({ status: 'settled', result: { by: 'confirmed', draw: false } });
    expect(settled.result.winner).toBe(first === game.aName ? game.a : game.b);
    // The first phone follows by itself.
    await card.getByText('Settled', { exact: true }).waitFor();
    expect(await card.textContent()).toContain('You won.');
    await a.context.close();
    await b.context.close();

    // Anyone's view of the event: the result is in the standings, its winner first.
    const pub = await bed.open(LAPTOP);
    await pub.page.goto(`${bed.url}/events/${id}`);
    const standings = pub.page.getByRole('table', { name: /^Standings of Kraków Slip Open/ });
    await standings.waitFor();
    await pub.page.waitForFunction(
      (name) => (globalThis as any).document.querySelector('table tbody th[scope="row"]')?.textContent === name,
      first,
    );
    expect((await standings.locator('tbody th[scope="row"]').allTextContents())[0]).toBe(first);
    await pub.context.close();

    // Typing a code in, on a laptop: a typo is told as such, and the settled game shows as settled.
    const desk = await bed.open(LAPTOP);
    await desk.page.goto(`${bed.url}/slip`);
    await desk.page.getByRole('heading', { level: 1, name: 'Match slip' }).waitFor();
    const field = desk.page.getByLabel('Code from your slip');
    await field.fill('ABCD-EFG0');
    await desk.page.getByRole('button', { name: 'Open my game' }).click();
    await desk.page.getByText('That is not a slip code', { exact: false }).first().waitFor();
    expect(await seriousViolations(desk.page)).toEqual([]);
    await shot(desk.page, 'slip-enter-1366');
    await field.fill(slips.get(first)!.code.toLowerCase().replace('-', ' '));
    await desk.page.getByRole('button', { name: 'Open my game' }).click();
    const typed = desk.page.getByRole('article', { name: /Kraków Slip Open/ });
    await typed.getByText('Settled', { exact: true }).waitFor();
    expect(desk.page.url()).toBe(slips.get(first)!.link);
    expect(await seriousViolations(desk.page)).toEqual([]);
    await shot(desk.page, 'slip-settled-1366');
    await desk.context.close();
  }, 180_000);

  it('a signed-in player whose opponent has no account is told who settles; the opponent confirms with their code', async () => {
    const zofia = await signUp(bed.url, 'Zofia Łukasiewicz');
    // Zofia's entry is her account's; the other player is a guest, entered by name.
    const { id } = await event('Sopot Slip Cup', [{ name: 'Zofia Ł.', email: zofia.email }, { name: 'Guest Gerard' }], [zofia.gql]);
    const phone = await bed.openSignedIn(PHONE, zofia);
    await phone.page.goto(`${bed.url}/play`);
    const card = phone.page.getByRole('article', { name: /against Guest Gerard/ });
    await card.getByRole('radiogroup').waitFor();
    expect(await card.textContent()).toContain(
      'Your opponent has no account: they confirm with the code on their part of the match slip, or the organiser settles the result.',
    );
    await card.getByText('Draw', { exact: true }).click();
    await card.getByRole('button', { name: 'Send the result' }).click();
    await card.getByText('Waiting for Guest Gerard to confirm').waitFor();
    expect(await card.textContent()).toContain('Your opponent has no account');
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'slip-corner-guest-390');

    const slips = await printedSlips(id, ['Guest Gerard']);
    const gerard = await bed.open(PHONE);
    await gerard.page.goto(slips.get('Guest Gerard')!.link);
    const his = gerard.page.getByRole('article', { name: /Sopot Slip Cup/ });
    await his.getByText('Zofia Ł. reported:').waitFor();
    await his.getByRole('button', { name: 'Confirm: that is right' }).click();
    await his.getByText('Settled', { exact: true }).waitFor();
    await card.getByText('Settled', { exact: true }).waitFor();
    expect((await gamesOf(id))[0]).toMatchObject({ status: 'settled', result: { draw: true, by: 'confirmed' } });
    await gerard.context.close();
    await phone.context.close();
  }, 120_000);
});
