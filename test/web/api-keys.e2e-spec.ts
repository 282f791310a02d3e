import { client, failure, ok } from '../support/graphql';
import { seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp } from './session';

const READ = `query($id: ID!) { competition(id: $id) { id name } }`;
const CREATE_COMPETITION = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;

/**
 * An organiser makes an API key on a phone: names it, lets it read their own events, sees it
 * once, a site reads an unpublished event with it, and once revoked the key is refused.
 */
describe('API keys in the web app', () => {
  const bed = webTestBed();

  it('creates a key shown once, lists it, and revokes it after confirmation', async () => {
    const olga = await signUp(bed.url, 'Olga Organiser');
    const organiserApi = client(bed.url, `Bearer ${olga.token}`);
    const hidden = ok(
      await organiserApi(CREATE_COMPETITION, {
        input: { kind: 'tournament', name: 'Club Night', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 }, published: false },
      }),
    ).createCompetition.id as string;

    const { context, page } = await bed.openSignedIn({ width: 360, height: 780 }, olga);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${bed.url}/console`);
    // The page is in the account's menu, behind the menu button on a phone.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL(`${bed.url}/account/api-keys`);
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await page.getByText('You have no keys yet.').waitFor();

    // Nothing is sent without a name.
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Give the key a name.').waitFor();

    await page.getByLabel('Name').fill('Club standings page');
    // A choice is made by its label, as a finger does (the radio itself is hidden behind it).
    await page.getByText('My events too', { exact: true }).click();
    expect(await page.getByRole('radio', { name: /My events too/ }).isChecked()).toBe(true);
    await page.getByText('On a day', { exact: true }).click();
    const day = page.getByLabel('Last day it works');
    await day.fill('2001-01-01');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Choose a day that has not passed.').waitFor();
    await page.getByText('In 90 days', { exact: true }).click();
    await page.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    const key = (await shown.textContent())!;
    expect(key).toMatch(/^tlk_/);
    await page.getByText('it will not be shown again').waitFor();
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('Copied.').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(key);

    // Listed, active, with what it reads and when it expires; the list never holds the key.
    const card = page.getByRole('listitem').filter({ hasText: 'Club standings page' });
    await card.getByText('Active').waitFor();
    await card.getByText('My events too').waitFor();
    expect(await card.textContent()).not.toContain(key);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await shot(page, 'api-keys-phone');

    // Once stored, the key is gone from the page for good.
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByTestId('new-api-key').count()).toBe(0);
    await page.reload();
    await card.waitFor();
    expect(await page.content()).not.toContain(key);

    // A site reads the unpublished event with it.
    const site = client(bed.url, { 'x-api-key': key });
    expect(ok(await site(READ, { id: hidden })).competition.name).toBe('Club Night');

    // Revoking asks first; keeping it changes nothing.
    await card.getByRole('button', { name: 'Revoke the key Club standings page' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('This cannot be undone.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    expect(ok(await site(READ, { id: hidden })).competition.name).toBe('Club Night');

    await card.getByRole('button', { name: 'Revoke the key Club standings page' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
    await card.getByText('Revoked', { exact: true }).first().waitFor();
    expect(await card.getByRole('button', { name: /Revoke/ }).count()).toBe(0);
    const refused = await site(READ, { id: hidden });
    expect(refused.status).toBe(401);
    expect(failure(refused).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'KEY_REVOKED' });
    await context.close();
  }, 120_000);

  it('speaks Polish', async () => {
    const ola = await signUp(bed.url, 'Ola Nowak');
    const { context, page } = await bed.openSignedIn({ width: 360, height: 780 }, ola, 'pl');
    await page.goto(`${bed.url}/account/api-keys`);
    await page.getByRole('heading', { level: 1, name: 'Klucze API' }).waitFor();
    await page.getByLabel('Nazwa').fill('Nakładka');
    await page.getByRole('button', { name: 'Utwórz klucz' }).click();
    await page.getByTestId('new-api-key').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Nakładka' }).getByText('Aktywny').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
