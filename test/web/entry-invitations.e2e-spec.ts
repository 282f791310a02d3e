import type { Page } from 'playwright-core';
import { ok } from '../support/graphql';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp, type Account } from './session';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 50) { edges { node { id name } } } } }`;
const PLAYERS = `query($id: ID!) { competition(id: $id) { players(first: 50) { edges { node { id name accountId invitation } } } } }`;

/**
 * An entry the organiser made by a player's e-mail address, answered in the browser: the player
 * finds the invitation in their corner on a phone and accepts it (or, in Polish, declines
 * another), and the organiser's console shows where each stands.
 */
describe('Entry invitations in a browser', () => {
  const bed = webTestBed();
  let olga: Account;
  let vera: Account;
  const events: Record<string, string> = {};

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga Organiser');
    vera = await signUp(bed.url, 'Weronika Wójcik');
    for (const name of ['Gdańsk Open', 'Sopot Cup']) {
      const input = { kind: 'tournament', name, rulesetId: 'solaris7', rated: true, published: true, format: { kind: 'swiss', rounds: 3 } };
      events[name] = ok(await olga.gql(CREATE, { input })).createCompetition.id;
      ok(await olga.gql(REGISTER, { input: { competitionId: events[name], name: 'Walk-in guest' } }));
      ok(await olga.gql(REGISTER, { input: { competitionId: events[name], name: 'Weronika W.', club: 'Gryf', email: vera.email } }));
    }
  }, 120_000);

  const players = async (name: string) =>
    ok(await olga.gql(PLAYERS, { id: events[name] })).competition.players.edges.map(
      (e: { node: { name: string; accountId: string | null; invitation: string | null } }) => e.node,
    );
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  it('a player accepts an invitation from their phone: the entry is their account’s', async () => {
    const { context, page } = await bed.openSignedIn(PHONE, vera);
    await page.goto(`${bed.url}/play`);
    const invitations = page.getByRole('region', { name: 'Invitations' });
    const card = invitations.getByRole('article', { name: 'Gdańsk Open' });
    await card.waitFor();
    expect(await invitations.getByRole('article').count()).toBe(2);
    expect(await card.textContent()).toContain('As Weronika W., Gryf');
    expect(await card.textContent()).toContain('Organiser: Olga Organiser');
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const accept = card.getByRole('button', { name: 'Accept the entry in Gdańsk Open' });
    const box = (await accept.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'entry-invitations-390');

    await accept.click();
    await invitations.getByText('You accepted the entry in Gdańsk Open: its games are yours now.').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await invitations.getByRole('article').count()).toBe(1);
    expect(await players('Gdańsk Open')).toEqual([
      { id: expect.any(String), name: 'Walk-in guest', accountId: null, invitation: null },
      { id: expect.any(String), name: 'Weronika W.', accountId: vera.accountId, invitation: 'accepted' },
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('in Polish, a player declines the other: it stays a guest entry; the console shows each state', async () => {
    const { context, page } = await bed.openSignedIn(PHONE, vera, 'pl-PL');
    await page.goto(`${bed.url}/play`);
    const invitations = page.getByRole('region', { name: 'Zaproszenia' });
    const card = invitations.getByRole('article', { name: 'Sopot Cup' });
    await card.waitFor();
    expect(await invitations.getByRole('article').count()).toBe(1);
    await card.getByRole('button', { name: 'Odrzuć zapis do rozgrywek Sopot Cup' }).click();
    await invitations.getByText('Zapis do rozgrywek Sopot Cup odrzucony', { exact: false }).waitFor();
    expect(await invitations.getByRole('article').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'entry-invitations-declined-390-pl');
    expect((await players('Sopot Cup'))[1]).toMatchObject({ name: 'Weronika W.', accountId: null, invitation: 'declined' });
    await context.close();

    // The organiser's console: a declined entry, an accepted one, and a new invitation not answered yet.
    ok(await olga.gql(REGISTER, { input: { competitionId: events['Sopot Cup'], name: 'Nobody Yet', email: 'nobody-yet@example.org' } }));
    const desk = await bed.openSignedIn(LAPTOP, olga);
    await desk.page.goto(`${bed.url}/console/events/${events['Sopot Cup']}/players`);
    const table = desk.page.getByRole('table', { name: 'Players in registration order' });
    await table.getByRole('rowheader', { name: /Nobody Yet/ }).waitFor();
    expect(await table.getByRole('rowheader', { name: /Weronika W\./ }).textContent()).toContain('declined');
    expect(await table.getByRole('rowheader', { name: /Nobody Yet/ }).textContent()).toContain('invited');
    expect(await table.getByRole('rowheader', { name: /Walk-in guest/ }).textContent()).not.toMatch(/invited|declined|account/);
    expect(await seriousViolations(desk.page)).toEqual([]);
    await shot(desk.page, 'entry-invitations-console-1366');
    await desk.page.goto(`${bed.url}/console/events/${events['Gdańsk Open']}/players`);
    await table.getByRole('rowheader', { name: /Weronika W\./ }).waitFor();
    expect(await table.getByRole('rowheader', { name: /Weronika W\./ }).textContent()).toContain('account');
    await desk.context.close();
  });
});
