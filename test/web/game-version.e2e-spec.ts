import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { ok } from '../support/graphql';
import { until } from '../support/wait';
import { LAPTOP, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp, type Account } from './session';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const READ = `query($id: ID!) { competition(id: $id) { version rulesetVersion newerRulesetVersion audit(first: 20) { edges { node { type data } } } } }`;

/**
 * An event created before Solaris VII 1.1.1 shipped plays 1.1.0: the organiser sees it on the
 * event page, is told what moving changes, moves it to the newest version after a confirmation,
 * and the audit trail shows the move. The event's creation is written into the store as the older
 * server wrote it (a copy of one created now, under 1.1.0).
 */
describe('The organiser console: the version of the game an event plays', () => {
  const bed = webTestBed();
  let olga: Account;
  let id: string;
  const read = async () => ok(await olga.gql(READ, { id })).competition;
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga');
    const now = ok(
      await olga.gql(CREATE, {
        input: {
          kind: 'tournament',
          name: 'Autumn Arena',
          rulesetId: 'solaris7',
          format: { kind: 'swiss', rounds: 3 },
          play: { mode: 'paper' },
        },
      }),
    ).createCompetition.id as string;
    const pool = createPool(bed.databaseUrl, 1);
    try {
      const store = new PostgresEventStore(pool);
      const [created] = await store.readStream(`tournament-${now}`);
      id = randomUUID();
      const data = { ...(created.data as Record<string, unknown>), competitionId: id, name: 'Spring Arena', rulesetVersion: '1.1.0' };
      await store.append(`tournament-${id}`, [{ eventId: randomUUID(), type: created.type, data, metadata: created.metadata }], 0);
    } finally {
      await pool.end();
    }
    await until('the event to be read', async () => (await read()).rulesetVersion === '1.1.0');
  }, 120_000);

  it('says which version the event plays, and moves it to the newest after a confirmation', async () => {
    expect(await read()).toMatchObject({ rulesetVersion: '1.1.0', newerRulesetVersion: '1.1.1' });
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await page.goto(`${bed.url}/console/events/${id}/event`);
    const panel = page.getByRole('region', { name: 'Game version' });
    await panel.getByText("The event's next matches play version 1.1.0 of MechWarrior: Solaris VII.").waitFor();
    await panel.getByText('matches already created keep the version they were created with', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Asked first; cancelling changes nothing.
    await panel.getByRole('button', { name: 'Move to version 1.1.1…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Move Spring Arena to version 1.1.1?' });
    await dialog.getByText('Matches already created keep version 1.1.0', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'game-version-confirm-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await read()).rulesetVersion).toBe('1.1.0');

    await panel.getByRole('button', { name: 'Move to version 1.1.1…' }).click();
    await dialog.getByRole('button', { name: 'Move to version 1.1.1' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText('Done: the event moved to version 1.1.1.').waitFor();
    await panel.getByText('The event plays the newest version of the game.').waitFor();
    expect(await panel.getByRole('button').count()).toBe(0);
    const after = await read();
    expect(after).toMatchObject({ rulesetVersion: '1.1.1', newerRulesetVersion: null });
    expect(after.audit.edges.map((e: { node: { type: string } }) => e.node.type)).toContain('CompetitionRulesetChanged');

    // The audit trail names the move and its version.
    await page.goto(`${bed.url}/console/events/${id}/event`);
    const trail = page.getByRole('listitem').filter({ hasText: 'Moved to a newer version of the game' });
    await trail.getByText('1.1.1').waitFor();
    await shot(page, 'game-version-moved-1366');
    await context.close();
  });

  it('fits a 360 px phone in Polish', async () => {
    const { context, page } = await bed.openSignedIn({ width: 360, height: 740 }, olga, 'pl');
    await page.goto(`${bed.url}/console/events/${id}/event`);
    await page.getByRole('region', { name: 'Wersja gry' }).waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'game-version-360-pl');
    await context.close();
  });
});
