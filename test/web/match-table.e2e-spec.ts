import type { Page } from 'playwright-core';
import { ok } from '../support/graphql';
import { until } from '../support/wait';
import { webTestBed, type Opened } from './bed';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { signUp, type Account } from './session';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { rounds { games { matchId } } } }`;
const INVITATIONS = `query($m: ID!) { matchInvitations(matchId: $m) { side token joined } }`;
const REISSUE = `mutation($m: ID!, $side: String!) { reissueInvitation(matchId: $m, side: $side) { token } }`;
const MATCH = `query($id: ID!) { match(id: $id) { version players { side name } state pending { kind sides } outcome { finished winner draw } } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { standings(first: 10) { rows { edges { node { name points played } } } } } }`;

type Side = 'moloch' | 'outpost';
const OTHER: Record<Side, Side> = { moloch: 'outpost', outpost: 'moloch' };

/** The Konwój state as the organiser sees it: every hand and deck, by card id. */
interface FullState {
  hands: Record<Side, string[]>;
  decks: Record<Side, string[]>;
  units: Array<{ id: string }>;
  modules: Array<{ id: string }>;
  discards: Record<Side, string[]>;
}

const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

/** A card id as a word of its own: `O05`, not the `O05` inside `O051`. */
const idPattern = (id: string) => new RegExp(`(?<![A-Za-z0-9_])${id}(?![0-9])`);

/**
 * Everything a player's browser received over the network: every answer of the API (the order
 * schema aside, whose descriptions name card ids as examples, `O01`…`O35`) and every WebSocket
 * frame, as text.
 */
function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (!res.url().includes('/graphql')) return;
    void res
      .text()
      .then((body) => {
        if (!body.includes('"orderSchema"')) seen.push(body);
      })
      .catch(() => undefined);
  });
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => seen.push(String(frame.payload))));
  return seen;
}

/**
 * Two players play a Konwój match of an event played in the app from their own browsers, one of
 * them on a phone, through the match page only: server decks, server dice, every decision from
 * "what may I do now". At every step neither browser holds a card of the opponent's hand or deck
 * (in the page's text, its attributes, or anything it received), while each holds its own; a
 * reload and a reissued seat are survived; the result lands in the standings.
 */
describe('Engine matches played from two browsers', () => {
  const bed = webTestBed();
  let olga: Account;
  let competitionId: string;
  let matchId: string;

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga Organiser');
  });

  /**
   * An event played in the app with two players, its round 1 started: the one match's id. A player
   * given as an account registers themself (and plays from their account, not an invitation).
   */
  async function eventMatch(name: string, rulesetId: string, play: object, players: Array<string | Account>): Promise<string> {
    competitionId = ok(
      await olga.gql(CREATE, {
        input: { kind: 'tournament', name, rulesetId, format: { kind: 'swiss', rounds: 1 }, play: { mode: 'engine', ...play } },
      }),
    ).createCompetition.id;
    for (const player of players)
      ok(
        typeof player === 'string'
          ? await olga.gql(REGISTER, { input: { competitionId, name: player } })
          : await player.gql(REGISTER, { input: { competitionId, name: player.displayName, self: true } }),
      );
    // By the seed list (none set: registration order), so the first player named is side A; at random, either could be.
    ok(await olga.gql(PAIR, { input: { competitionId, method: 'seeds' } }));
    const started = ok(await olga.gql(START, { input: { competitionId, round: 1 } }));
    const id = started.startRound.rounds[0].games[0].matchId as string;
    await until('the round’s engine match', async () => !(await olga.gql(MATCH, { id })).errors);
    return id;
  }

  /** The standings once every player has played: the organiser sees the result land. */
  async function settledStandings(): Promise<Array<{ name: string; points: number; played: number }>> {
    return until('the result in the standings', async () => {
      const rows = ok(await olga.gql(STANDINGS, { id: competitionId })).competition.standings.rows.edges.map(
        (e: { node: { name: string; points: number; played: number } }) => e.node,
      );
      return rows.every((row: { played: number }) => row.played === 1) && rows;
    });
  }

  const invitation = async (side: string) =>
    (ok(await olga.gql(INVITATIONS, { m: matchId })).matchInvitations as Array<{ side: string; token: string }>).find(
      (i) => i.side === side,
    )!.token;
  const full = async () => ok(await olga.gql(MATCH, { id: matchId })).match;

  async function takeSeat(
    side: string,
    viewport: { width: number; height: number },
    token?: string,
  ): Promise<Opened & { traffic: string[] }> {
    const opened = await bed.open(viewport);
    const traffic = recordTraffic(opened.page);
    await opened.page.goto(`${bed.url}/join#${token ?? (await invitation(side))}`);
    await opened.page.waitForURL(`${bed.url}/matches/${matchId}`);
    const sideName = side === 'moloch' ? 'Moloch' : side === 'outpost' ? 'Outpost' : `Side ${side}`;
    await opened.page.getByText(`You play ${sideName}.`).waitFor();
    return { ...opened, traffic };
  }

  /** How many more orders to open and check with their form on screen, before taking them. */
  let formChecks = 2;

  /** Takes one decision on `page`: the server's dice, or the first offered action (passing where it may, to keep the game short). */
  async function act(page: Page): Promise<void> {
    const roll = page.getByRole('button', { name: 'Roll on the server' });
    if (await roll.isVisible()) return roll.click();
    const actions = page.getByRole('region', { name: 'What you may do' });
    await actions.waitFor();
    const buttons = actions.getByRole('list').first().getByRole('button');
    if (formChecks > 0 && (await buttons.count()) > 1) {
      // An order opened with its options to pick from: the form, checked for accessibility and drawn.
      formChecks -= 1;
      await buttons.first().click();
      await page.getByRole('button', { name: 'Send the order' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `match-konwoj-form-${formChecks}`);
    }
    const pass = buttons.filter({ hasText: /^(Pass|Keep)/ });
    await ((await pass.count()) ? pass.first() : buttons.first()).click();
    const radios = page.getByRole('radiogroup', { name: 'Choose one' }).getByRole('radio');
    if ((await radios.count()) > 0 && !(await radios.first().isChecked())) await radios.first().check({ force: true });
    await page.getByRole('button', { name: 'Send the order' }).click();
  }

  it('Konwój is played to its end through the match page, with no hidden card ever reaching the other browser', async () => {
    matchId = await eventMatch('Konwój Night', 'konwoj', { setup: { deck: 'server' }, dice: 'server' }, [
      'Magda Moloch',
      'Olek Posterunek',
    ]);
    const seats: Record<Side, Opened & { traffic: string[] }> = {
      moloch: await takeSeat('moloch', PHONE),
      outpost: await takeSeat('outpost', LAPTOP),
    };
    const everPublic = new Set<string>();
    const ownSeen: Record<Side, boolean> = { moloch: false, outpost: false };
    let steps = 0;
    let reloaded = false;
    let reissued = false;

    for (;;) {
      const m = await full();
      if (m.outcome.finished) break;
      const state = m.state as FullState;
      for (const id of [
        ...state.units.map((u) => u.id),
        ...state.modules.map((x) => x.id),
        ...state.discards.moloch,
        ...state.discards.outpost,
      ])
        everPublic.add(id);
      // Both pages show this version of the match before anything is checked or done.
      for (const side of ['moloch', 'outpost'] as const) await seats[side].page.locator(`[data-version="${m.version}"]`).waitFor();

      for (const side of ['moloch', 'outpost'] as const) {
        const { page, traffic } = seats[side];
        const foe = OTHER[side];
        const hidden = [...state.hands[foe], ...state.decks[foe]].filter((id) => !everPublic.has(id));
        const html = await page.content();
        const received = traffic.join('\n');
        const leaked = hidden.filter((id) => idPattern(id).test(html) || idPattern(id).test(received));
        expect({ step: steps, side, leaked }).toEqual({ step: steps, side, leaked: [] });
        // The positive control: the same probe finds the player's own hand in their own page and traffic.
        const own = state.hands[side];
        if (own.length > 0 && own.every((id) => idPattern(id).test(html) && idPattern(id).test(received))) ownSeen[side] = true;
      }

      if (steps === 12 && !reloaded) {
        // A reload keeps the seat: the phone is back at the table as Moloch.
        reloaded = true;
        await seats.moloch.page.reload();
        await seats.moloch.page.getByText('You play Moloch.').waitFor();
        await seats.moloch.page.locator(`[data-version="${m.version}"]`).waitFor();
      }
      if (steps === 20 && !reissued) {
        // Outpost's phone is lost: the organiser issues a new link; the old session stops at once, the new link seats again.
        reissued = true;
        const old = await invitation('outpost');
        const fresh = ok(await olga.gql(REISSUE, { m: matchId, side: 'outpost' })).reissueInvitation.token as string;
        await seats.outpost.page.getByText(/This phone no longer holds the seat|The organiser gave this seat a new link/).waitFor();
        expect(old).not.toBe(fresh);
        await seats.outpost.context.close();
        seats.outpost = await takeSeat('outpost', LAPTOP, fresh);
        await seats.outpost.page.locator(`[data-version="${m.version}"]`).waitFor();
        // The old link seats nobody.
        const stale = await bed.open(PHONE);
        await stale.page.goto(`${bed.url}/join#${old}`);
        await stale.page.getByText(/has been replaced by a new one|has already been used/).waitFor();
        await stale.context.close();
      }
      if (steps === 3) {
        for (const side of ['moloch', 'outpost'] as const) {
          await shot(seats[side].page, `match-konwoj-${side}`);
          expect(await seriousViolations(seats[side].page)).toEqual([]);
        }
        // Nothing cut off on the narrowest phone.
        await seats.moloch.page.setViewportSize({ width: 360, height: 780 });
        expect(await overflow(seats.moloch.page)).toBe(0);
        await seats.moloch.page.setViewportSize(PHONE);
        // A spectator reading Polish: the public view, in Polish, on a phone.
        const watcher = await bed.open({ width: 360, height: 780 }, 'pl-PL');
        await watcher.page.goto(`${bed.url}/matches/${matchId}`);
        await watcher.page.getByText('Oglądasz: ukryte karty i modele pozostają ukryte.').waitFor();
        await watcher.page.getByRole('heading', { name: 'Stół' }).waitFor();
        expect(await overflow(watcher.page)).toBe(0);
        expect(await seriousViolations(watcher.page)).toEqual([]);
        await shot(watcher.page, 'match-konwoj-public-360-pl');
        await watcher.context.close();
      }

      const actor: Side = m.pending.kind === 'roll' ? ((m.pending.sides[0] as Side | undefined) ?? 'moloch') : (m.pending.sides[0] as Side);
      await act(seats[actor].page);
      await until('the decision to be recorded', async () => (await full()).version > m.version, 15_000);
      steps += 1;
      expect(steps).toBeLessThan(600);
    }

    expect(ownSeen).toEqual({ moloch: true, outpost: true });
    // The reload and the reissued seat happened on the way.
    expect({ steps: steps > 20, reloaded, reissued }).toEqual({ steps: true, reloaded: true, reissued: true });
    // The match page says it is over and links to the replay.
    for (const side of ['moloch', 'outpost'] as const) {
      await seats[side].page.getByRole('heading', { name: 'The match is over' }).waitFor();
      await seats[side].page.getByRole('link', { name: 'Replay the match' }).waitFor();
      // The server's dice (the shuffles) are checked against the seed revealed at the end.
      await seats[side].page.getByText(/rolls? (was|were) checked against the seed it revealed: verified\./).waitFor();
      await shot(seats[side].page, `match-konwoj-${side}-over`);
    }
    // The organiser sees the result in the standings.
    const end = await full();
    const rows = await settledStandings();
    if (end.outcome.draw) expect(rows.map((r: { points: number }) => r.points)).toEqual([0.5, 0.5]);
    else expect(rows[0].name).toBe(end.players.find((p: { side: string }) => p.side === end.outcome.winner).name);
    // The public event page links the game to its replay.
    const visitor = await bed.open(PHONE);
    await visitor.page.goto(`${bed.url}/events/${competitionId}`);
    await visitor.page
      .getByRole('link', { name: /^Replay/ })
      .first()
      .click();
    await visitor.page.waitForURL(new RegExp(`/matches/${matchId}/replay`));
    await visitor.page.getByTestId('replay-event').waitFor();
    await visitor.context.close();
    for (const side of ['moloch', 'outpost'] as const) await seats[side].context.close();
  }, 600_000);
  it('Vigilant Peace is played to its end with dice reported from the table, through forms built from the order schema', async () => {
    const fighter = (id: string, side: 'A' | 'B') => ({
      id,
      side,
      kind: 'infantry',
      name: `Fighter ${id}`,
      armour: 8,
      melee: 4,
      manoeuvre: 4,
      weapons: [{ slot: 1, power: 3 }],
    });
    const setup = { units: [fighter('A-1', 'A'), fighter('A-2', 'A'), fighter('B-1', 'B'), fighter('B-2', 'B')] };
    // Anna plays from her account: she registers herself and opens the match from My games.
    const anna = await signUp(bed.url, 'Anna Nowak');
    matchId = await eventMatch('Vigilant Peace Evening', 'vigilant-peace', { setup, dice: 'reported', clock: { minutes: 90 } }, [
      anna,
      'Borys Wolski',
    ]);
    const annas = await bed.openSignedIn(PHONE, anna);
    await annas.page.goto(`${bed.url}/play`);
    // My games offers the match twice, on the current table and on the game's card: both open it.
    await annas.page.getByRole('link', { name: 'Open the match' }).first().click();
    await annas.page.waitForURL(`${bed.url}/matches/${matchId}`);
    await annas.page.getByText('You play Side A.').waitFor();
    const seats: Record<string, Opened> = { A: annas, B: await takeSeat('B', LAPTOP) };
    // The dice each roll shows at the table: A moves first; every attack hits (5 + 4 against armour 8), no counter does.
    const face = (purpose: string | null, side: string) =>
      purpose === 'firstPlayer' ? (side === 'A' ? 6 : 1) : purpose === 'counter' ? 1 : 5;
    // Side B calls the organiser before play begins: the clocks stop, and the organiser's desk says so.
    await seats.B.page.getByRole('button', { name: 'Call the organiser' }).click();
    await seats.B.page.getByRole('textbox', { name: 'What is wrong' }).fill('Is the ruin area terrain?');
    await seats.B.page.getByRole('dialog').getByRole('button', { name: 'Call the organiser' }).click();
    await seats.B.page.getByText('Paused: Side B called the organiser (“Is the ruin area terrain?”).').waitFor();
    const desk = await bed.openSignedIn(LAPTOP, olga);
    await desk.page.goto(`${bed.url}/console/events/${competitionId}/results`);
    await desk.page.getByText('A player called you: Is the ruin area terrain?').waitFor();
    await desk.page.getByRole('link', { name: 'Go to the table' }).click();
    await desk.page.waitForURL(`${bed.url}/matches/${matchId}`);
    await desk.page.getByText('Side B called you: “Is the ruin area terrain?”. The clocks are stopped.').waitFor();
    expect(await seriousViolations(desk.page)).toEqual([]);
    await shot(desk.page, 'match-organiser-called');
    await desk.page.getByRole('textbox', { name: 'Your ruling (optional)' }).fill('It is: cover for infantry.');
    await desk.page.getByRole('button', { name: 'Resume the clocks' }).click();
    await seats.B.page.getByText(/Paused: Side B called/).waitFor({ state: 'detached' });
    await desk.context.close();
    let steps = 0;
    let formSeen = false;
    for (;;) {
      const m = ok(
        await olga.gql(`query($id: ID!) { match(id: $id) { version pending { kind sides purpose } outcome { finished } } }`, {
          id: matchId,
        }),
      ).match;
      if (m.outcome.finished) break;
      for (const side of ['A', 'B']) await seats[side].page.locator(`[data-version="${m.version}"]`).waitFor();
      const side = m.pending.sides[0] as string;
      const { page } = seats[side];
      if (m.pending.kind === 'roll') {
        const dice = page.getByRole('region', { name: /^Dice/ });
        await dice.getByRole('button', { name: /Die 1 \(d6\)/ }).click();
        await page.getByRole('option', { name: String(face(m.pending.purpose, side)), exact: true }).click();
        await dice.getByRole('button', { name: 'Report the dice' }).click();
      } else {
        const actions = page.getByRole('region', { name: 'What you may do' });
        await actions.getByRole('button', { name: /melee/i }).first().click();
        // A measured order: a form from the schema, filled from the first offered option, with the rule's bound shown.
        const distance = page.getByRole('textbox', { name: /Distance steps/ });
        await distance.waitFor();
        expect(await page.getByText(/from 0 to 1 steps/).count()).toBeGreaterThan(0);
        if (!formSeen) {
          formSeen = true;
          expect(await seriousViolations(page)).toEqual([]);
          await shot(page, 'match-vigilant-peace-form');
        }
        // Too far for a melee: the rules refuse it with their reference, and nothing changes.
        await distance.fill('3');
        await page.getByRole('button', { name: 'Send the order' }).click();
        await page.getByText(/The rules refuse this\./).waitFor();
        await page
          .getByText(/vigilant-peace L4\d/)
          .first()
          .waitFor();
        expect(ok(await olga.gql(`query($id: ID!) { match(id: $id) { version } }`, { id: matchId })).match.version).toBe(m.version);
        await distance.fill('1');
        await page.getByRole('button', { name: 'Send the order' }).click();
      }
      await until(
        'the decision to be recorded',
        async () => ok(await olga.gql(`query($id: ID!) { match(id: $id) { version } }`, { id: matchId })).match.version > m.version,
        15_000,
      );
      steps += 1;
      expect(steps).toBeLessThan(40);
    }
    for (const side of ['A', 'B']) {
      await seats[side].page.getByRole('heading', { name: 'The match is over' }).waitFor();
      await seats[side].page.getByText('Side A won.').waitFor();
      await shot(seats[side].page, `match-vigilant-peace-${side}-over`);
    }
    const rows = await settledStandings();
    expect(rows[0]).toMatchObject({ name: 'Anna Nowak', played: 1 });
    expect(rows[0].points).toBeGreaterThan(rows[1].points);
    for (const side of ['A', 'B']) await seats[side].context.close();
  }, 300_000);
});
