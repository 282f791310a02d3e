import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { client, ok, type Gql } from '../support/graphql';
import { until } from '../support/wait';
import { webTestBed } from './bed';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { signUp, type Account } from './session';

const CREATE_MATCH = `mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`;
const INVITATIONS = `query($m: ID!) { matchInvitations(matchId: $m) { side token } }`;
const JOIN = `mutation($t: String!) { joinMatch(invitation: $t) { token } }`;
const VERSION = `query($id: ID!) { match(id: $id) { version pending { kind sides orders legal { side } } } }`;
const EVENTS = `query($id: ID!) { match(id: $id) { events(first: 100) { edges { node { type data } } } } }`;
const MULLIGAN = `mutation($input: IssueOrderInput!) { issueOrder(input: $input) { version } }`;

/**
 * The match page at a table without a reliable network, and on a phone that is closed and opened
 * again: the seat is kept, the connection's state is always on screen, nothing is sent while it
 * is down, the page catches up when it is back, and a command that reaches the server twice is
 * applied once. And a match under an older version of its game, which does not say what a side
 * may do: the page offers the forms of its order schema instead.
 */
describe('The match page off and on the network', () => {
  const bed = webTestBed();
  let olga: Account;

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga Organiser');
  });

  async function konwojMatch(): Promise<{ id: string; seat: (side: string) => Promise<string>; as: (side: string) => Promise<Gql> }> {
    const id = ok(
      await olga.gql(CREATE_MATCH, {
        i: {
          rulesetId: 'konwoj',
          dice: 'server',
          players: [
            { side: 'moloch', name: 'Magda' },
            { side: 'outpost', name: 'Olek' },
          ],
          setup: { deck: 'server' },
        },
      }),
    ).createMatch.id as string;
    const seat = async (side: string) =>
      (ok(await olga.gql(INVITATIONS, { m: id })).matchInvitations as Array<{ side: string; token: string }>).find((i) => i.side === side)!
        .token;
    const as = async (side: string) =>
      client(bed.url, `Bearer ${ok(await client(bed.url)(JOIN, { t: await seat(side) })).joinMatch.token}`);
    return { id, seat, as };
  }

  it('keeps the seat through a closed browser, says when it is offline, sends nothing then, and catches up on return', async () => {
    const match = await konwojMatch();
    const first = await bed.open(PHONE);
    await first.page.goto(`${bed.url}/join#${await match.seat('moloch')}`);
    await first.page.waitForURL(`${bed.url}/matches/${match.id}`);
    await first.page.getByText('You play Moloch.').waitFor();
    // The browser is closed; the same phone opens it again at the match.
    const kept = await first.context.storageState();
    await first.context.close();
    const { context, page } = await bed.open(PHONE, 'en-GB', kept);
    await page.goto(`${bed.url}/matches/${match.id}`);
    await page.getByText('You play Moloch.').waitFor();
    await page.getByText('Connected: the table is up to date').waitFor();
    // The server has shuffled both decks; the players may keep their starting hands.
    await page.getByRole('region', { name: 'What you may do' }).getByRole('button', { name: 'Keep or redraw the starting hand' }).click();
    await page.getByRole('radio', { name: 'Keep the starting hand' }).check({ force: true });
    const send = page.getByRole('button', { name: 'Send the order' });
    await send.waitFor();

    // The network goes: the page says so, and offers nothing to send.
    const before = ok(await olga.gql(VERSION, { id: match.id })).match.version as number;
    await context.setOffline(true);
    await page.getByText('No network: nothing is sent until it is back.').waitFor();
    expect(await send.isDisabled()).toBe(true);
    await shot(page, 'match-offline-390');
    expect(await seriousViolations(page)).toEqual([]);
    // Meanwhile the opponent keeps their hand.
    const outpost = await match.as('outpost');
    ok(
      await outpost(MULLIGAN, {
        input: { matchId: match.id, side: 'outpost', order: { type: 'mulligan', redraw: false }, expectedVersion: before },
      }),
    );
    // Back: the page catches up with what happened without it, and nothing it did not send was sent.
    await context.setOffline(false);
    await page.locator(`[data-version="${before + 1}"]`).waitFor();
    await page.getByText('Connected: the table is up to date').waitFor();
    expect(ok(await olga.gql(VERSION, { id: match.id })).match.version).toBe(before + 1);
    await context.close();
  });

  it('applies a command that reached the server twice only once', async () => {
    const match = await konwojMatch();
    const { context, page } = await bed.open(PHONE);
    await page.goto(`${bed.url}/join#${await match.seat('moloch')}`);
    await page.getByText('You play Moloch.').waitFor();
    const before = ok(await olga.gql(VERSION, { id: match.id })).match.version as number;
    // The order's request is delivered twice (a retry after an answer lost on the way): the server sees the same decision twice.
    let duplicated = false;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (duplicated || !body.includes('issueOrder')) return route.continue();
      duplicated = true;
      const once = await route.fetch();
      await route.fetch();
      return route.fulfill({ response: once });
    });
    await page.getByRole('region', { name: 'What you may do' }).getByRole('button', { name: 'Keep or redraw the starting hand' }).click();
    await page.getByRole('radio', { name: 'Keep the starting hand' }).check({ force: true });
    await page.getByRole('button', { name: 'Send the order' }).click();
    await page.locator(`[data-version="${before + 1}"]`).waitFor();
    expect(duplicated).toBe(true);
    const events = ok(await olga.gql(EVENTS, { id: match.id })).match.events.edges as Array<{ node: { type: string } }>;
    expect(events.filter((e) => e.node.type === 'OrderIssued')).toHaveLength(1);
    expect(ok(await olga.gql(VERSION, { id: match.id })).match.version).toBe(before + 1);
    await context.close();
  });

  it('offers the order forms of an older version of a game, which does not say what a side may do', async () => {
    const old = ok(await olga.gql(`{ ruleset(id: "warzone", version: "1.0.0") { version setupExample sides } }`)).ruleset;
    const id = ok(
      await olga.gql(CREATE_MATCH, {
        i: {
          rulesetId: 'warzone',
          rulesetVersion: old.version,
          players: old.sides.slice(0, 2).map((side: string, i: number) => ({ side, name: ['Wiktor', 'Zenon'][i] })),
          setup: old.setupExample,
        },
      }),
    ).createMatch.id as string;
    // Side A's player takes the seat and reports the roll-off from the table (2d20, A's die first): A acts first.
    const token = (ok(await olga.gql(INVITATIONS, { m: id })).matchInvitations as Array<{ side: string; token: string }>).find(
      (i) => i.side === 'A',
    )!.token;
    const { context, page } = await bed.open(PHONE);
    await page.goto(`${bed.url}/join#${token}`);
    await page.waitForURL(`${bed.url}/matches/${id}`);
    const dice = page.getByRole('region', { name: /^Dice/ });
    for (const [die, value] of [
      [1, '20'],
      [2, '1'],
    ] as const) {
      await dice.getByRole('button', { name: new RegExp(`Die ${die} \\(d20\\)`) }).click();
      await page.getByRole('option', { name: value, exact: true }).click();
    }
    await dice.getByRole('button', { name: 'Report the dice' }).click();
    const pending = await until('an order pending', async () => {
      const m = ok(await olga.gql(VERSION, { id })).match;
      return m.pending.kind === 'order' && m.pending;
    });
    expect(pending).toMatchObject({ sides: ['A'], legal: [] });
    await page.getByText('This version of the game does not list what you may do', { exact: false }).waitFor();
    const actions = page.getByRole('region', { name: 'What you may do' });
    const buttons = actions.getByRole('list').first().getByRole('button');
    expect(await buttons.count()).toBe(pending.orders.length);
    await buttons.first().click();
    await page.getByRole('button', { name: 'Send the order' }).click();
    // A required field left empty: said on the field, nothing sent.
    await page.getByText('Fill this in.').first().waitFor();
    expect(ok(await olga.gql(VERSION, { id })).match.pending).toEqual(pending);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'match-older-version-390');
    await context.close();
  });

  it('reports a result from one phone; the other disputes it, which calls the organiser and stops the clocks', async () => {
    const id = ok(
      await olga.gql(CREATE_MATCH, {
        i: {
          rulesetId: 'vigilant-peace',
          clock: { minutes: 30 },
          players: [
            { side: 'A', name: 'Alicja' },
            { side: 'B', name: 'Borys' },
          ],
          setup: sampleSetup,
        },
      }),
    ).createMatch.id as string;
    const tokens = ok(await olga.gql(INVITATIONS, { m: id })).matchInvitations as Array<{ side: string; token: string }>;
    const seat = async (side: string, viewport: { width: number; height: number }) => {
      const opened = await bed.open(viewport);
      await opened.page.goto(`${bed.url}/join#${tokens.find((i) => i.side === side)!.token}`);
      await opened.page.getByText(`You play Side ${side}.`).waitFor();
      return opened;
    };
    const alicja = await seat('A', PHONE);
    const borys = await seat('B', LAPTOP);
    // Alicja reports that she won; she waits for Borys, and the page says who settles it otherwise.
    await alicja.page.getByRole('button', { name: 'Report the result' }).click();
    await alicja.page.getByRole('radio', { name: 'Side A (Alicja) won' }).check({ force: true });
    await alicja.page.getByRole('button', { name: 'Send the result' }).click();
    await alicja.page.getByText(/^You reported: Side A won\. Waiting for your opponent to confirm/).waitFor();
    // Borys disputes it: the organiser is called, and the clocks stop.
    await borys.page.getByText('Side A reported: Side A won.').waitFor();
    await borys.page.getByRole('button', { name: 'Dispute' }).click();
    await borys.page.getByRole('textbox', { name: 'What is wrong' }).fill('We agreed on a draw');
    await borys.page.getByRole('dialog').getByRole('button', { name: 'Dispute' }).click();
    for (const { page } of [alicja, borys]) {
      await page.getByText('The result is disputed (We agreed on a draw): the organiser rules.').waitFor();
      await page.getByText('Paused: Side B called the organiser (“We agreed on a draw”).').waitFor();
    }
    const m = ok(
      await olga.gql(`query($id: ID!) { match(id: $id) { report { status disputeReason } clock { paused { by side } } } }`, { id }),
    ).match;
    expect(m).toEqual({
      report: { status: 'disputed', disputeReason: 'We agreed on a draw' },
      clock: { paused: { by: 'player', side: 'B' } },
    });
    expect(await seriousViolations(borys.page)).toEqual([]);
    await shot(borys.page, 'match-disputed-1366');
    await alicja.context.close();
    await borys.context.close();
  });
});
