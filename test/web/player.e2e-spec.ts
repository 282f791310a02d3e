import { sampleSetup } from '@app/rulesets/vigilant-peace';
import type { Page } from 'playwright-core';
import { acceptEntry, client, ok, organiser, type Gql } from '../support/graphql';
import { DESKTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp, type Account } from './session';

const PLAYERS = ['Zofia Łukasiewicz', 'Marek Zając', 'Ewa Żak', 'Jan Kowalski'];

const GAME = `id round table status a aName b bName report { by winner draw scores status disputeReason } result { winner draw by scores }`;
const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 50) { edges { node { id name } } } } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const GAMES = `query($id: ID!) { competition(id: $id) { games { ${GAME} } } }`;

/** A player of the event: their account, and their id in the event. */
type Player = Account & { name: string; playerId: string };

/**
 * The players' corner on a phone: a player reports the result of their game on paper, the
 * opponent confirms it (or disputes it) from their own phone, and the API holds exactly that;
 * taking a seat by invitation at /join, once.
 */
describe('The players’ corner in a browser', () => {
  const bed = webTestBed();
  let olga: Gql;
  let competitionId: string;
  const players = new Map<string, Player>();

  const games = async () => ok(await olga(GAMES, { id: competitionId })).competition.games as any[];
  const gameOf = async (p: Player) => (await games()).find((g) => g.a === p.playerId || g.b === p.playerId);
  const opponentOf = async (p: Player) => {
    const g = await gameOf(p);
    return [...players.values()].find((q) => q.playerId === (g.a === p.playerId ? g.b : g.a))!;
  };

  beforeAll(async () => {
    olga = (await organiser(bed.url, 'Olga')).gql;
    const input = {
      kind: 'tournament',
      name: 'Toruń Paper Cup',
      rulesetId: 'solaris7',
      format: { kind: 'swiss', rounds: 3 },
      play: { mode: 'paper' },
    };
    competitionId = ok(await olga(CREATE, { input })).createCompetition.id;
    for (const name of PLAYERS) {
      const account = await signUp(bed.url, name);
      const roster = ok(await olga(REGISTER, { input: { competitionId, name, accountId: account.accountId } })).registerPlayer.players
        .edges;
      const playerId = roster.find((e: { node: { name: string } }) => e.node.name === name).node.id;
      await acceptEntry(account.gql, competitionId);
      players.set(name, { ...account, name, playerId });
    }
    ok(await olga(PAIR, { input: { competitionId } }));
    ok(await olga(START, { input: { competitionId, round: 1 } }));
  }, 120_000);

  const phoneOf = (p: Player | null, viewport = PHONE) => (p ? bed.openSignedIn(viewport, p) : bed.open(viewport));
  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  /** A touch target's size: at least 44 × 44 CSS pixels for a thumb. */
  const bigEnough = async (page: Page, name: string) => {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    return box.height >= 44 && box.width >= 44;
  };

  it('reports a result from one phone and confirms it from the other; the game is settled with it', async () => {
    const zofia = players.get('Zofia Łukasiewicz')!;
    const rival = await opponentOf(zofia);
    const game = await gameOf(zofia);

    const a = await phoneOf(zofia);
    await a.page.goto(`${bed.url}/play`);
    await a.page.getByRole('heading', { level: 1, name: 'My games' }).waitFor();
    const card = a.page.getByRole('article', { name: new RegExp(`against ${rival.name}`) });
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(`Round 1 · table ${game.table}against ${rival.name}`);
    await card.getByRole('radiogroup', { name: `How did your game against ${rival.name} end?` }).waitFor();
    expect(await overflow(a.page)).toBe(0);
    expect(await seriousViolations(a.page)).toEqual([]);
    await shot(a.page, 'player-report-390');

    // I won, 150 to 90 in reputation and 100 to 95 in point value.
    await card.getByText('I won', { exact: true }).click();
    expect(await card.getByRole('radio', { name: 'I won' }).isChecked()).toBe(true);
    for (const [label, value] of [
      ['My Reputation', '150'],
      [`Reputation of ${rival.name}`, '90'],
      ['My Point value', '100'],
      [`Point value of ${rival.name}`, '95'],
    ]) {
      await card.getByLabel(label, { exact: true }).fill(value);
      await card.getByLabel(label, { exact: true }).press('Tab');
    }
    expect(await bigEnough(a.page, 'Send the result')).toBe(true);
    await card.getByRole('button', { name: 'Send the result' }).click();
    await card.getByText(`Waiting for ${rival.name} to confirm`).waitFor();
    expect(await card.textContent()).toContain('You reported: You won.Reputation: you 150, opponent 90.Point value: you 100, opponent 95.');
    const reported = await gameOf(zofia);
    expect(reported.status).toBe('reported');
    expect(reported.report).toMatchObject({ by: zofia.playerId, winner: zofia.playerId, draw: false, status: 'reported' });
    expect(reported.report.scores).toEqual({
      [zofia.playerId]: { reputation: 150, pointValue: 100 },
      [rival.playerId]: { reputation: 90, pointValue: 95 },
    });
    await shot(a.page, 'player-reported-390');

    // The opponent's phone: Zofia's report, to confirm.
    const b = await phoneOf(rival);
    await b.page.goto(`${bed.url}/play`);
    const theirs = b.page.getByRole('article', { name: new RegExp(`against ${zofia.name}`) });
    await theirs.getByText(`${zofia.name} reported:`).waitFor();
    expect(await theirs.textContent()).toContain(`${zofia.name} won.Reputation: you 90, opponent 150.Point value: you 95, opponent 100.`);
    expect(await bigEnough(b.page, 'Confirm: that is right')).toBe(true);
    expect(await bigEnough(b.page, 'Dispute')).toBe(true);
    expect(await seriousViolations(b.page)).toEqual([]);
    await shot(b.page, 'player-confirm-390');
    await theirs.getByRole('button', { name: 'Confirm: that is right' }).click();
    await theirs.getByText('Settled').waitFor();
    expect(await theirs.textContent()).toContain(`${zofia.name} won.`);

    const settled = await gameOf(zofia);
    expect(settled.status).toBe('settled');
    expect(settled.result).toEqual({
      winner: zofia.playerId,
      draw: false,
      by: 'confirmed',
      scores: { [zofia.playerId]: { reputation: 150, pointValue: 100 }, [rival.playerId]: { reputation: 90, pointValue: 95 } },
    });
    // Zofia's phone follows by itself.
    await card.getByText('Settled').waitFor();
    expect(await card.textContent()).toContain('You won.');
    await shot(a.page, 'player-settled-390');
    await a.context.close();
    await b.context.close();

    // Back later, nothing is left to do: the corner says so and leads to the events.
    const desk = await phoneOf(zofia, DESKTOP);
    await desk.page.goto(`${bed.url}/play`);
    await desk.page.getByText('You have no game to play or to report right now.').waitFor();
    expect(await desk.page.getByRole('link', { name: 'See the competitions' }).getAttribute('href')).toBe('/');
    expect(await seriousViolations(desk.page)).toEqual([]);
    await shot(desk.page, 'player-empty-1920');
    await desk.context.close();
  });

  it('disputes an opponent’s report with a reason the organiser reads', async () => {
    // The other table of the round: its second player disputes what its first reports.
    const zofia = players.get('Zofia Łukasiewicz')!;
    const game = (await games()).find((g) => g.a !== zofia.playerId && g.b !== zofia.playerId);
    const byId = (id: string) => [...players.values()].find((p) => p.playerId === id)!;
    const reporter = byId(game.a);
    const disputer = byId(game.b);
    expect(game.status).toBe('open');
    // The first player reports a win from their own phone (here through the API).
    ok(await reporter.gql(REPORT, { input: { competitionId, game: game.id, winner: reporter.playerId } }));

    const { context, page } = await phoneOf(disputer);
    await page.goto(`${bed.url}/play`);
    const card = page.getByRole('article', { name: new RegExp(`against ${reporter.name}`) });
    await card.getByText(`${reporter.name} reported:`).waitFor();
    await card.getByRole('button', { name: 'Dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispute the result' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Send the dispute' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'player-dispute-390');
    const reason = 'I won: my opponent conceded in turn 4.';
    await dialog.getByLabel('What is wrong with it?').fill(reason);
    await dialog.getByRole('button', { name: 'Send the dispute' }).click();
    await card.getByText('Disputed').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await card.textContent()).toContain(`Reason: ${reason}.`);
    expect(await card.textContent()).toContain('The organiser will rule on the result.');

    const disputed = await gameOf(disputer);
    expect(disputed.status).toBe('disputed');
    expect(disputed.report).toMatchObject({ by: reporter.playerId, winner: reporter.playerId, status: 'disputed', disputeReason: reason });
    expect(disputed.result).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'player-disputed-390');
    await context.close();
  });

  it('takes a seat by invitation once, lands at the table, keeps it in the browser, and says why a used or replaced one fails', async () => {
    const match = ok(
      await olga(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
        i: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: 'Alicja' },
            { side: 'B', name: 'Borys' },
          ],
          setup: sampleSetup,
        },
      }),
    ).createMatch.id as string;
    const invitations = async () =>
      ok(await olga(`query($m: ID!) { matchInvitations(matchId: $m) { side token joined } }`, { m: match })).matchInvitations as Array<{
        side: string;
        token: string;
        joined: boolean;
      }>;
    const seat = async (side: string) => (await invitations()).find((i) => i.side === side)!;
    const alicja = await seat('A');
    const borys = await seat('B');

    const { context, page } = await phoneOf(null);
    await page.goto(`${bed.url}/join#${alicja.token}`);
    // Straight to the table, as the seat: the invitation left the address at once.
    await page.waitForURL(`${bed.url}/matches/${match}`);
    await page.getByText('You play Side A.').waitFor();
    expect(new URL(page.url()).hash).toBe('');
    // The browser keeps which seat it holds and its key, never the token: that is in an HttpOnly cookie bound to the key.
    const kept = JSON.parse(await page.evaluate<string>(`window.localStorage.getItem('tabletop.seats')`))[match];
    expect(kept).toMatchObject({ matchId: match, side: 'A', name: 'Alicja', key: expect.stringMatching(/^[\w-]{43}$/) });
    expect(kept).not.toHaveProperty('token');
    const seatCookie = (await context.cookies(`${bed.url}/graphql`)).find((c) => c.name.startsWith('tabletop_seat_'))!;
    expect(seatCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/graphql' });
    expect(
      await page.evaluate<string>(`JSON.stringify([Object.values(localStorage), Object.values(sessionStorage), document.cookie])`),
    ).not.toContain(seatCookie.value);
    // The session works with the browser's key: the API knows it as that seat; the cookie alone is nobody.
    const asTab = { cookie: `${seatCookie.name}=${seatCookie.value}` };
    expect(ok(await client(bed.url, { ...asTab, 'x-seat-key': kept.key })(`{ me { kind matchId side } }`)).me).toEqual({
      kind: 'player',
      matchId: match,
      side: 'A',
    });
    expect(ok(await client(bed.url, asTab)(`{ me { kind } }`)).me.kind).toBe('anonymous');
    expect((await seat('A')).joined).toBe(true);
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'player-join-390');
    // A reload, and a new tab of the same browser, keep the seat.
    await page.reload();
    await page.getByText('You play Side A.').waitFor();
    const tab = await context.newPage();
    await tab.goto(`${bed.url}/matches/${match}`);
    await tab.getByText('You play Side A.').waitFor();
    await context.close();

    // The same link on another phone: used.
    const other = await phoneOf(null);
    await other.page.goto(`${bed.url}/join#${alicja.token}`);
    await other.page.getByText('This invitation has already been used to take its seat.').waitFor();
    expect(await other.page.getByText('Your side in this match').count()).toBe(0);
    expect(await seriousViolations(other.page)).toEqual([]);
    await shot(other.page, 'player-join-used-390');

    // Borys's invitation, replaced by the organiser before he used it.
    ok(await olga(`mutation($m: ID!) { reissueInvitation(matchId: $m, side: "B") { token } }`, { m: match }));
    await other.page.goto(`${bed.url}/join#invitation=${borys.token}`);
    await other.page.getByText('This invitation has been replaced by a new one.').waitFor();
    await other.page.goto(`${bed.url}/join#not-an-invitation`);
    await other.page.getByText('This link does not hold a valid invitation.').waitFor();
    await other.context.close();
    // The refusals are GraphQL answers (HTTP 200), not failed requests.
    expect(bed.seen.failed).toEqual([]);
  });
});
