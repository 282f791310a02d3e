import { createHash } from 'node:crypto';
import { drawOrder, pairFirstRound } from '@app/competitions';
import type { Page } from 'playwright-core';
import { client, ok } from '../support/graphql';
import { until } from '../support/wait';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp, type Account } from './session';

const EVENT = 'Losowy Open 2026';
const PLAYERS = ['Anna Nowak', 'Piotr Lis', 'Zofia Łukasiewicz', 'Jan Kowalski', 'Ewa Żak', 'Adam Zając', 'Ola Ćwik'];

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
/** What anyone reads: the players in registration order, round 1's draw and games, the trail. */
const PUBLIC = `query($id: ID!) { competition(id: $id) {
  players(first: 100) { edges { node { id name fixedTable } } }
  rounds { round published pairingMethod seedCommitment revealedSeed drawOrder games { id key table a b aName bName } }
  audit(first: 100) { edges { node { number type data } } } } }`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

interface Game {
  id: string;
  key: string;
  table: number;
  a: string;
  b: string | null;
  aName: string;
  bName: string | null;
}

/** A round's pairs in board order: its games by the number in their key (`r1-1`, `r1-2`…). */
const boards = (games: Game[]) =>
  [...games].sort((x, y) => Number(x.key.split('-')[1]) - Number(y.key.split('-')[1])).map((g) => ({ a: g.a, b: g.b }));

/**
 * Round 1 drawn at random from the console, checked by anyone: the organiser pairs round 1 at
 * random (the default), sees the commitment and the revealed seed; the public page shows both
 * with how to check them, and the test draws the pairing again from what the page shows and
 * the public list of players; pairing again makes a new draw, which the audit trail says; a
 * player's fixed table is set from the players section. axe everywhere; 390 and 1366 px.
 */
describe('Round 1 paired at random from the console, checked from the public page', () => {
  const bed = webTestBed();
  let olga: Account;
  let competitionId: string;

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga');
    const input = { kind: 'tournament', name: EVENT, rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } };
    competitionId = ok(await olga.gql(CREATE, { input })).createCompetition.id;
    for (const name of PLAYERS) ok(await olga.gql(REGISTER, { input: { competitionId, name } }));
  }, 120_000);

  const read = async () => ok(await client(bed.url)(PUBLIC, { id: competitionId })).competition;
  const readAsOrganiser = async () => ok(await olga.gql(PUBLIC, { id: competitionId })).competition;
  const trail = async () =>
    (await readAsOrganiser()).audit.edges.map((e: any) => e.node) as Array<{ number: number; type: string; data: any }>;
  const codes = async (page: Page, within: string) => page.locator(`${within} code`).allTextContents();

  let firstSeed = '';

  it('pairs round 1 at random from the console: the commitment was in the stream before, the seed is revealed after', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await page.goto(`${bed.url}/console/events/${competitionId}/rounds`);
    const choice = page.getByRole('radiogroup', { name: 'How round 1 is paired' });
    await choice.waitFor();
    expect(await choice.getByRole('radio', { name: /^At random/ }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'first-round-choice-1366');

    await page.getByRole('button', { name: 'Pair round 1' }).click();
    await page.getByRole('list', { name: 'Pairings of round 1' }).waitFor();
    await page.getByText('Round 1 was paired at random.').waitFor();
    const [commitment, seed] = await codes(page, '.first-round');
    expect(sha256(seed)).toBe(commitment);
    firstSeed = seed;

    // The commitment is the one the event was created with: in the stream before the pairing, the seed after it.
    const events = await trail();
    const created = events.find((e) => e.type === 'CompetitionCreated')!;
    const paired = events.find((e) => e.type === 'RoundPaired')!;
    const revealed = events.find((e) => e.type === 'PairingSeedRevealed')!;
    expect(created.data.pairingSeedCommitment).toBe(commitment);
    expect(created.number).toBeLessThan(paired.number);
    expect(revealed.number).toBeGreaterThan(paired.number);
    expect(revealed.data.seed).toBe(seed);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'first-round-paired-1366');

    await page.getByRole('button', { name: 'Publish pairings' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    await context.close();
  }, 180_000);

  it('shows the commitment and the seed on the public page, from which the pairing is drawn again', async () => {
    const { context, page } = await bed.open(LAPTOP);
    await page.goto(`${bed.url}/events/${competitionId}?round=1`);
    const draw = page.getByRole('region', { name: 'How round 1 was paired' });
    await draw.waitFor();
    const [commitment, seed] = await draw.locator('code').allTextContents();
    expect(seed).toBe(firstSeed);
    expect(sha256(seed)).toBe(commitment);

    // Anyone draws the order again from the seed and the players in registration order, and pairs it.
    const seen = await until('the public API to have the published round', async () => {
      const c = await read();
      return c.rounds[0]?.published ? c : false;
    });
    const ids: string[] = seen.players.edges.map((e: any) => e.node.id);
    const names = new Map<string, string>(seen.players.edges.map((e: any) => [e.node.id, e.node.name]));
    expect([...names.values()]).toEqual(PLAYERS);
    const order = drawOrder(seed, ids);
    expect(seen.rounds[0].drawOrder).toEqual(order);
    expect(boards(seen.rounds[0].games)).toEqual(pairFirstRound(order));

    // The page lists the same order by name, and says how to check it.
    await draw.getByText('The order the players were put in').click();
    expect(await draw.locator('.draw-check__order li').allTextContents()).toEqual(order.map((id) => names.get(id)));
    await draw.getByText('How to check the draw').click();
    await draw.getByText('Take the SHA-256 of the seed', { exact: false }).waitFor();
    // And every pairing the page shows is the one drawn.
    for (const pair of pairFirstRound(order)) {
      const row = page.locator('tbody tr', { hasText: names.get(pair.a)! });
      if (pair.b) expect(await row.first().textContent()).toContain(names.get(pair.b));
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'first-round-public-1366');
    await page.setViewportSize(PHONE);
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'first-round-public-390');
    await context.close();
  }, 180_000);

  it('pairs round 1 again with a new draw from the seed committed before it, which the audit trail says', async () => {
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await page.goto(`${bed.url}/console/events/${competitionId}/rounds`);
    await page.getByRole('list', { name: 'Pairings of round 1' }).waitFor();
    const next = (await trail()).find((e) => e.type === 'PairingSeedRevealed')!.data.next as string;
    await page.getByRole('button', { name: 'Pair again' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Pair round 1 again?' });
    await confirm.getByText('the round gets a new draw', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Replace the pairings' }).click();
    await confirm.waitFor({ state: 'detached' });
    const [commitment, seed] = await until('the new draw on the page', async () => {
      const shown = await codes(page, '.first-round');
      return shown[1] && shown[1] !== firstSeed ? shown : false;
    });
    expect(commitment).toBe(next);
    expect(sha256(seed)).toBe(next);
    const round = (await readAsOrganiser()).rounds[0];
    expect(round.drawOrder).toEqual(
      drawOrder(
        seed,
        (await read()).players.edges.map((e: any) => e.node.id),
      ),
    );
    expect(boards(round.games)).toEqual(pairFirstRound(round.drawOrder));

    // The event's audit trail: the first draw with its seed, then the new draw.
    await page.goto(`${bed.url}/console/events/${competitionId}/event`);
    const audit = page.getByRole('region', { name: 'Audit trail' });
    await audit.waitFor();
    await audit.getByText('Round 1 paired at random (draw 1)').waitFor();
    await audit.getByText(`Round 1 paired at random (seed revealed: ${firstSeed})`).waitFor();
    await audit.getByText('Paired again: a new draw (draw 2)').waitFor();
    await audit.getByText(`Round 1 paired at random (seed revealed: ${seed})`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'first-round-audit-1366');

    await page.goto(`${bed.url}/console/events/${competitionId}/rounds`);
    await page.getByRole('list', { name: 'Pairings of round 1' }).waitFor();
    await page.setViewportSize(PHONE);
    expect(await overflow(page)).toBe(0);
    await shot(page, 'first-round-paired-390');
    await context.close();
  }, 180_000);

  it('fixes a player’s table from the players section', async () => {
    const { context, page } = await bed.openSignedIn(PHONE, olga);
    await page.goto(`${bed.url}/console/events/${competitionId}/players`);
    await page.getByRole('button', { name: 'Table and seed of Ewa Żak' }).click();
    const dialog = page.getByRole('dialog', { name: 'Table and seed: Ewa Żak' });
    await dialog.waitFor();
    await dialog.getByLabel('Fixed table (optional)', { exact: true }).fill('1000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('A table is a whole number from 1 to 999.').waitFor();
    await dialog.getByLabel('Fixed table (optional)', { exact: true }).fill('5');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'first-round-seat-dialog-390');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Saved the table and seed of Ewa Żak.').waitFor();
    await page
      .getByRole('row', { name: /Ewa Żak/ })
      .getByText('Table 5')
      .waitFor();
    const players = (await read()).players.edges.map((e: any) => e.node);
    expect(players.find((p: { name: string }) => p.name === 'Ewa Żak').fixedTable).toBe(5);
    // Every button of every row in sight on a phone, down to 360 px: nothing to scroll sideways to.
    const sideways = () => page.locator('.table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow(page)).toBe(0);
    expect(await sideways()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'first-round-players-390');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await overflow(page)).toBe(0);
    expect(await sideways()).toBe(0);
    await page.setViewportSize(LAPTOP);
    await shot(page, 'first-round-players-1366');

    // Paired again, her game sits at her table. Seven players: a draw gives one of them the bye
    // (no table), her too one time in seven, so the round is drawn again until she has a game.
    const hers = async () =>
      (
        ok(
          await olga.gql(`mutation($input: PairRoundInput!) { pairRound(input: $input) { rounds { games { table aName bName } } } }`, {
            input: { competitionId, repair: true },
          }),
        ).pairRound.rounds[0].games as Game[]
      ).find((g) => g.aName === 'Ewa Żak' || g.bName === 'Ewa Żak')!;
    let game = await hers();
    for (let draw = 0; draw < 8 && game.bName === null; draw++) game = await hers();
    expect(game.bName).not.toBeNull();
    expect(game.table).toBe(5);
    await context.close();
  }, 180_000);
});
