import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { logEvents, parseMatchLog } from '@app/matches';
import { acceptEntry, client, ok, organiser, seats, type Gql } from '../support/graphql';
import { until } from '../support/wait';
import { webTestBed } from './bed';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { signUp, type Account } from './session';

/** The narrowest phone the app is made for. */
const SMALL = { width: 360, height: 740 };
/** A test's time: each visits many pages and runs axe on every one, which takes a while on a busy machine. */
const SLOW = 240_000;

const GAME = `id round table status a aName b bName result { winner draw by }`;
const COMPETITION = `id version rounds { round started published finished games { ${GAME} } } games { ${GAME} }`;
const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 50) { edges { node { id name } } } } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { ${COMPETITION} } }`;
const PUBLISH = `mutation($input: RoundInput!) { publishRound(input: $input) { ${COMPETITION} } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { ${COMPETITION} } }`;
const START_CLOCK = `mutation($input: StartRoundClockInput!) { startRoundClock(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const OPEN_SEASON = `mutation($input: OpenSeasonInput!) { openSeason(input: $input) { version } }`;
const OPEN_GAME = `mutation($input: LeagueGameInput!) { openLeagueGame(input: $input) { ${COMPETITION} } }`;
const READ = `query($id: ID!) { competition(id: $id) { ${COMPETITION} } }`;
const CREATE_MATCH = `mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`;
const ISSUE = `mutation($i: IssueOrderInput!) { issueOrder(input: $i) { version } }`;
const ROLL = `mutation($i: RecordRollInput!) { recordRoll(input: $i) { version } }`;
const INVITATIONS = `query($m: ID!) { matchInvitations(matchId: $m) { side token } }`;
const MY_TOURNAMENTS = `{ myTournaments { competitionId competitionName rulesetId playMode playerId } }`;

/** Long names, as real ones are: a narrow screen must wrap them, never push the page wider. */
const SWISS = ['Grzegorz Brzęczyszczykiewicz', 'Zofia Łukasiewicz-Wróblewska', 'Anna Nowak', 'Jan Kowalski', 'Ewa Żak', 'Piotr Wiśniewski'];
const LEAGUE = ['Ada Lis', 'Bożena Kot', 'Cyprian Wąs', 'Dorota Sowa'];
const LIVE = ['Marta Kamińska', 'Tomasz Lewandowski', 'Ola Zielińska', 'Kuba Wójcik'];

type GameRow = {
  id: string;
  round: number;
  table: number;
  status: string;
  a: string;
  b: string | null;
  aName: string;
  bName: string | null;
};
type Player = Account & { name: string; playerId: string };

/**
 * What sticks out past the right edge of the screen: every element whose box ends right of the
 * viewport (by its tag, classes and right edge), and how far the page itself scrolls sideways.
 * No element is excused: no part of these pages is meant to scroll sideways on a phone.
 */
async function overflowing(page: Page): Promise<{ scroll: number; elements: string[] }> {
  return page.evaluate(() => {
    // Run in the page: its globals, which the tests (typed for Node) do not know.
    const { document } = globalThis as any;
    const width: number = document.documentElement.clientWidth;
    const describe = (el: any) => {
      const classes = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${classes} ends at ${Math.round(el.getBoundingClientRect().right)}`;
    };
    const elements: string[] = [...document.querySelectorAll('body *')]
      .filter((el: any) => el.getBoundingClientRect().right > width + 0.5)
      .map(describe);
    return { scroll: (document.documentElement.scrollWidth as number) - width, elements };
  });
}

/** The page as it is now fits a phone: nothing past the screen's right edge, no serious axe finding; a screenshot. */
async function expectFits(page: Page, name: string): Promise<void> {
  expect({ page: name, ...(await overflowing(page)) }).toEqual({ page: name, scroll: 0, elements: [] });
  expect({ page: name, violations: await seriousViolations(page) }).toEqual({ page: name, violations: [] });
  await shot(page, `phones-${name}`);
}

/** The text a card list shows, a card a line, its parts joined by spaces. */
const cardTexts = (list: Locator) =>
  list.locator(':scope > li').evaluateAll((items) => items.map((li) => (li as any).innerText.replace(/\s+/g, ' ').trim() as string));

/** What a round's result says of a settled game, in English (GameResult), before any scores. */
function resultWords(g: GameRow & { result: { winner: string | null; draw: boolean } | null }): string {
  if (!g.result) throw new Error(`game ${g.id} is settled with no result`);
  if (g.result.draw) return 'Draw';
  return `${g.result.winner === g.a ? g.aName : g.bName} won`;
}

/**
 * Every public page and every page of a player's own, at 360 × 740: an event with its rounds,
 * standings (tie-breaks a tap away) and players, a league, a player's games, the ratings and a
 * player's history, signing in and up, the players' corner with the table they play at now, the
 * join page, a match as its player and a replay. On each, nothing ends past the screen's right
 * edge and axe finds nothing serious; a screenshot of each goes to test-artifacts/web/phones-*.
 * The site's header is one line with its menu behind a button; the player's table updates live
 * when the next round is published, in large type.
 */
describe('Every public and player page on a 360 px phone', () => {
  const bed = webTestBed();
  let olga: Gql;
  let swissId: string;
  let leagueId: string;
  let replayId: string;
  let seatMatchId: string;
  let seatToken: string;
  const players = new Map<string, Player>();
  const zofia = () => players.get('Zofia Łukasiewicz-Wróblewska')!;

  const read = async (id: string) => ok(await client(bed.url)(READ, { id })).competition;

  /** A tournament of players with accounts (each accepts the organiser's entry): their player ids by name. */
  async function tournament(name: string, names: readonly string[]): Promise<{ id: string; players: Player[] }> {
    const input = {
      kind: 'tournament',
      name,
      rulesetId: 'solaris7',
      format: { kind: 'swiss', rounds: 3 },
      play: { mode: 'paper' },
      timing: { roundMinutes: 50 },
    };
    const id = ok(await olga(CREATE, { input })).createCompetition.id as string;
    const entered: Player[] = [];
    for (const player of names) {
      const account = await signUp(bed.url, player);
      const roster = ok(await olga(REGISTER, { input: { competitionId: id, name: player, accountId: account.accountId } })).registerPlayer
        .players.edges;
      await acceptEntry(account.gql, id);
      entered.push({ ...account, name: player, playerId: roster.find((e: { node: { name: string } }) => e.node.name === player).node.id });
    }
    return { id, players: entered };
  }

  /** Settles every game of a round as the organiser: the first player wins, with scores. */
  async function settle(competitionId: string, games: readonly GameRow[]): Promise<void> {
    for (const g of games) {
      if (g.b === null) continue;
      const scores = { [g.a]: { reputation: 150, pointValue: 100 }, [g.b]: { reputation: 70, pointValue: 90 } };
      ok(await olga(REPORT, { input: { competitionId, game: g.id, winner: g.a, scores, reason: 'result sheet' } }));
    }
  }

  beforeAll(async () => {
    olga = (await organiser(bed.url, 'Olga')).gql;

    // A Swiss with a long name: round 1 played out with scores, round 2 published, its clock running, one game drawn.
    const swiss = await tournament('Międzynarodowy Turniej Kraków Open 2026', SWISS);
    swissId = swiss.id;
    for (const p of swiss.players) players.set(p.name, p);
    const round1: GameRow[] = ok(await olga(PAIR, { input: { competitionId: swissId } })).pairRound.rounds[0].games;
    ok(await olga(START, { input: { competitionId: swissId, round: 1 } }));
    await settle(swissId, round1);
    const round2: GameRow[] = ok(await olga(PAIR, { input: { competitionId: swissId } })).pairRound.rounds[1].games;
    ok(await olga(START, { input: { competitionId: swissId, round: 2 } }));
    ok(await olga(START_CLOCK, { input: { competitionId: swissId, round: 2, reason: 'round 2: begin' } }));
    ok(await olga(REPORT, { input: { competitionId: swissId, game: round2[0].id, draw: true, reason: 'result sheet' } }));

    // A league with an open season: one game settled, one open.
    leagueId = ok(
      await olga(CREATE, { input: { kind: 'league', name: 'Warsaw Solaris League', rulesetId: 'solaris7', format: { kind: 'league' } } }),
    ).createCompetition.id;
    const league = new Map<string, string>();
    for (const name of LEAGUE) {
      const roster = ok(await olga(REGISTER, { input: { competitionId: leagueId, name } })).registerPlayer.players.edges;
      league.set(name, roster.find((e: { node: { name: string } }) => e.node.name === name).node.id);
    }
    ok(await olga(OPEN_SEASON, { input: { competitionId: leagueId, name: 'Spring 2026' } }));
    const [ada, bozena, cyprian, dorota] = LEAGUE.map((n) => league.get(n)!);
    const first = ok(await olga(OPEN_GAME, { input: { competitionId: leagueId, playerA: ada, playerB: bozena } })).openLeagueGame.games.at(
      -1,
    );
    const scores = { [bozena]: { reputation: 160 } };
    ok(await olga(REPORT, { input: { competitionId: leagueId, game: first.id, winner: bozena, scores, reason: 'phoned in' } }));
    ok(await olga(OPEN_GAME, { input: { competitionId: leagueId, playerA: cyprian, playerB: dorota } }));

    // A Konwój match played to its end from the worked example (docs/examples): the replay page's.
    const example = parseMatchLog(readFileSync(join(__dirname, '..', '..', 'docs', 'examples', 'konwoj.jsonl'), 'utf8'));
    const created = example.lines[0].data as Record<string, any>;
    replayId = ok(
      await olga(CREATE_MATCH, {
        i: {
          rulesetId: created.ruleset.id,
          rulesetVersion: created.ruleset.version,
          players: created.players,
          setup: created.setup,
          dice: 'reported',
          clock: { minutes: 0 },
        },
      }),
    ).createMatch.id;
    const seated = await seats(bed.url, olga, replayId);
    for (const e of logEvents(example).slice(1)) {
      const d = e.data as Record<string, any>;
      if (e.type === 'OrderIssued') ok(await seated[d.side].gql(ISSUE, { i: { matchId: replayId, side: d.side, order: d.order } }));
      else if (e.type === 'DiceRolled') {
        // A roll for no side in particular is reported by the first seat.
        const side = (d.side as string | null) ?? (created.players[0].side as string);
        const input = { matchId: replayId, ...(d.side ? { side: d.side } : {}), dice: d.dice, purpose: d.purpose };
        ok(await seated[side].gql(ROLL, { i: input }));
      } else throw new Error(`the example has an event this test does not send: ${e.type}`);
    }

    // A Konwój match about to begin, whose seat a player takes by invitation on their phone.
    seatMatchId = ok(
      await olga(CREATE_MATCH, {
        i: {
          rulesetId: 'konwoj',
          players: [
            { side: 'moloch', name: 'Maria Konopnicka-Wierzbicka' },
            { side: 'outpost', name: 'Bolesław Prus' },
          ],
          setup: { deck: 'server' },
        },
      }),
    ).createMatch.id;
    const invitations = ok(await olga(INVITATIONS, { m: seatMatchId })).matchInvitations as Array<{ side: string; token: string }>;
    seatToken = invitations.find((i) => i.side === 'moloch')!.token;

    // Round 1's ratings are folded by the server's processors just after its results.
    await until('the ratings of round 1', async () => {
      const r = ok(await client(bed.url)(`{ ratings(rulesetId: "solaris7", first: 50) { totalCount } }`)).ratings;
      return r.totalCount === SWISS.length;
    });
  }, SLOW);

  it(
    'has a one-line header on a phone, its menu behind a button that opens, closes and leads on',
    async () => {
      const { context, page } = await bed.open(SMALL);
      await page.goto(`${bed.url}/`);
      await page.getByRole('heading', { level: 1, name: 'Competitions' }).waitFor();
      const header = page.locator('header.site-header');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(60);
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
      await expectFits(page, 'home');

      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Competitions', 'Ratings', 'Sign in', 'Sign up', 'GraphiQL']);
      expect(await page.getByLabel('Language').isVisible()).toBe(true);
      await expectFits(page, 'header-menu');
      // Escape closes it and gives the focus back to its button.
      await page.getByRole('link', { name: 'Ratings' }).focus();
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.evaluate((el) => el === (globalThis as any).document.activeElement)).toBe(true);
      // A link followed closes it.
      await menu.click();
      await nav.getByRole('link', { name: 'Ratings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Ratings' }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('false');

      // A wide screen: everything in sight, no menu button.
      await page.setViewportSize(LAPTOP);
      expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents()).toEqual([
        'Competitions',
        'Ratings',
        'Sign in',
        'Sign up',
        'GraphiQL',
      ]);
      await context.close();
    },
    SLOW,
  );

  it(
    'fits an event page: rounds as cards with table, players and result in sight, standings with tie-breaks a tap away',
    async () => {
      const { context, page } = await bed.open(SMALL);
      const competition = await read(swissId);
      await page.goto(`${bed.url}/events/${swissId}`);
      await page.getByRole('tab', { name: 'Round 2' }).waitFor();
      const caption = (round: number) => `Round ${round} of Międzynarodowy Turniej Kraków Open 2026: pairings and results`;
      for (const round of [2, 1]) {
        await page.getByRole('tab', { name: `Round ${round}` }).click();
        // No table on a phone: a list of games, one card each, in table order.
        const list = page.getByRole('list', { name: caption(round), exact: true });
        await list.waitFor();
        expect(await page.getByRole('table', { name: caption(round) }).count()).toBe(0);
        const games = (competition.games as Array<GameRow & { result: { winner: string | null; draw: boolean } | null }>)
          .filter((g) => g.round === round)
          .sort((x, y) => x.table - y.table);
        const texts = await until(`round ${round}’s cards`, async () => {
          const t = await cardTexts(list);
          return t.length === games.length && t;
        });
        expect(texts.map((text) => text.replace(/ Reputation: .*$/, ''))).toEqual(
          games.map((g) => {
            // A game still played shows its state; a settled one its result.
            return `Table ${g.table} ${g.aName} against ${g.bName} ${g.status === 'settled' ? resultWords(g) : 'In play'}`;
          }),
        );
        // Each card's table number, players and result are on the screen, not past its edge.
        for (const item of await list.locator(':scope > li').all()) {
          const box = (await item.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(SMALL.width);
        }
        await expectFits(page, `event-round-${round}`);
      }

      // The standings: rank, name and points on each line; a tap opens the rest of the row.
      const standings = page.getByRole('list', { name: /^Standings of Międzynarodowy Turniej Kraków Open 2026/ });
      expect(await standings.locator(':scope > li').count()).toBe(SWISS.length);
      const first = standings.locator(':scope > li').first();
      const summary = first.locator('summary');
      expect((await summary.innerText()).replace(/\s+/g, ' ')).toMatch(/^Rank 1 \S.* \d+(\.\d+)? pts$/);
      const details = first.locator('dl');
      expect(await details.isVisible()).toBe(false);
      await summary.click();
      await details.waitFor();
      const shown = await details
        .locator(':scope > div')
        .evaluateAll((ds) => ds.map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));
      expect(shown.slice(0, 5).map(([term]) => term)).toEqual(['Wins', 'Draws', 'Losses', 'Byes', 'Games played']);
      expect(shown.length).toBeGreaterThan(5); // the tie-breaks follow
      await expectFits(page, 'event-standings-open');

      // The same row on a laptop, as a table: the cards carried every figure of it.
      await page.setViewportSize(LAPTOP);
      const table = page.getByRole('table', { name: /^Standings of Międzynarodowy Turniej Kraków Open 2026/ });
      await table.waitFor();
      expect(await standings.count()).toBe(0);
      const cells = await table
        .locator('tbody tr')
        .first()
        .locator('td')
        .evaluateAll((tds) => tds.map((td) => td.textContent));
      // Rank, points, then wins, draws, losses, byes, played and the tie-breaks.
      expect(cells.slice(2)).toEqual(shown.map(([, value]) => value));
      await shot(page, 'phones-event-1366');
      await page.setViewportSize(PHONE);
      await shot(page, 'phones-event-390');
      await context.close();
    },
    SLOW,
  );

  it(
    'fits the other public pages: a league, a player’s games, the ratings, signing in and up, in English and Polish',
    async () => {
      const { context, page } = await bed.open(SMALL);
      await page.goto(`${bed.url}/events/${leagueId}`);
      await page.getByRole('heading', { level: 2, name: 'League table' }).waitFor();
      await page.getByRole('list', { name: /Warsaw Solaris League: games and results$/ }).waitFor();
      await expectFits(page, 'league');

      await page.goto(`${bed.url}/events/${swissId}/players/${zofia().playerId}`);
      await page.getByRole('heading', { level: 1, name: zofia().name }).waitFor();
      const games = page.getByRole('list', { name: `Games of ${zofia().name} at Międzynarodowy Turniej Kraków Open 2026` });
      expect((await cardTexts(games)).length).toBe(2);
      // Her own row of the standings, opened from the start: the one line the page is about.
      expect(await page.locator('.standings-card dl').isVisible()).toBe(true);
      await expectFits(page, 'player-games');

      await page.goto(`${bed.url}/ratings?game=solaris7`);
      const ratings = page.getByRole('list', { name: 'Ratings in MechWarrior: Solaris VII, highest first' });
      await ratings.waitFor();
      expect(await cardTexts(ratings)).toHaveLength(SWISS.length);
      await expectFits(page, 'ratings');
      await page.goto(`${bed.url}/ratings?game=solaris7&player=${zofia().accountId}`);
      await page.getByRole('list', { name: `Rating of ${zofia().name} after each rated period` }).waitFor();
      await expectFits(page, 'ratings-history');

      await page.goto(`${bed.url}/signin`);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await expectFits(page, 'signin');
      await page.goto(`${bed.url}/signup`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectFits(page, 'signup');
      await context.close();

      // Polish words are longer: they wrap, and nothing is pushed past the edge either.
      const polish = await bed.open(SMALL, 'pl-PL');
      await polish.page.goto(`${bed.url}/events/${swissId}?round=1`);
      await polish.page.getByRole('list', { name: /^Runda 1 – Międzynarodowy Turniej Kraków Open 2026/ }).waitFor();
      await polish.page
        .getByRole('list', { name: /^Klasyfikacja/ })
        .locator('summary')
        .first()
        .click();
      // The header's longer words still fit one line.
      expect((await polish.page.locator('header.site-header').boundingBox())!.height).toBeLessThanOrEqual(60);
      await expectFits(polish.page, 'event-pl');
      await polish.context.close();
    },
    SLOW,
  );

  it(
    'fits a player’s pages: their corner with the table they play at now, the join page, their match and a replay',
    async () => {
      const me = zofia();
      expect(ok(await me.gql(MY_TOURNAMENTS)).myTournaments).toEqual([
        {
          competitionId: swissId,
          competitionName: 'Międzynarodowy Turniej Kraków Open 2026',
          rulesetId: 'solaris7',
          playMode: 'paper',
          playerId: me.playerId,
        },
      ]);
      const game = ((await read(swissId)).games as GameRow[]).find((g) => g.round === 2 && (g.a === me.playerId || g.b === me.playerId))!;
      const opponent = game.a === me.playerId ? game.bName : game.aName;

      const { context, page } = await bed.openSignedIn(SMALL, me);
      await page.goto(`${bed.url}/play`);
      const now = page.getByRole('region', { name: 'Round 2: your table' });
      await now.waitFor();
      expect(await now.getByTestId('table-number').textContent()).toBe(String(game.table));
      expect(await now.locator('.table-now__name').textContent()).toBe(opponent);
      await now.getByRole('timer', { name: 'Time left in round 2' }).waitFor();
      expect(await now.getByRole('timer').textContent()).toMatch(/^\d\d:\d\d$/);
      // The number to find in the hall is near the top of the screen, in large type.
      const number = now.getByTestId('table-number');
      expect((await number.boundingBox())!.y + (await number.boundingBox())!.height).toBeLessThan(SMALL.height);
      expect(await number.evaluate((el) => parseFloat((globalThis as any).getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(32);
      await expectFits(page, 'play');
      await page.setViewportSize(PHONE);
      await shot(page, 'phones-play-390');
      await page.setViewportSize(LAPTOP);
      await shot(page, 'phones-play-1366');
      await context.close();

      const phone = await bed.open(SMALL);
      // The join page without an invitation, then with one: it takes the seat and opens the match.
      await phone.page.goto(`${bed.url}/join`);
      await phone.page.getByRole('heading', { level: 1 }).waitFor();
      await expectFits(phone.page, 'join');
      await phone.page.goto(`${bed.url}/join#${seatToken}`);
      await phone.page.waitForURL(`${bed.url}/matches/${seatMatchId}`);
      await phone.page.getByText('You play Moloch.').waitFor();
      await expectFits(phone.page, 'match');
      // Its link again, once used: the page says so.
      const other = await bed.open(SMALL);
      await other.page.goto(`${bed.url}/join#${seatToken}`);
      await other.page.getByText('This invitation has already been used to take its seat.').waitFor();
      await expectFits(other.page, 'join-used');
      await other.context.close();

      await phone.page.goto(`${bed.url}/matches/${replayId}/replay`);
      await phone.page.getByTestId('replay-position').waitFor();
      await expectFits(phone.page, 'replay');
      await phone.page.getByRole('button', { name: 'Last event', exact: true }).click();
      await until('the last event', async () =>
        /^Event (\d+) of \1$/.test((await phone.page.getByTestId('replay-position').textContent()) ?? ''),
      );
      await expectFits(phone.page, 'replay-end');
      await phone.context.close();
    },
    SLOW,
  );

  it(
    'shows the player’s next table, live and in large type, the moment the organiser publishes the round',
    async () => {
      const live = await tournament('Wieczór Turniejowy', LIVE);
      const marta = live.players[0];
      const round1: GameRow[] = ok(await olga(PAIR, { input: { competitionId: live.id } })).pairRound.rounds[0].games;
      ok(await olga(START, { input: { competitionId: live.id, round: 1 } }));

      const { context, page } = await bed.openSignedIn(SMALL, marta);
      await page.goto(`${bed.url}/play`);
      const tableOf = (games: readonly GameRow[]) => games.find((g) => g.a === marta.playerId || g.b === marta.playerId)!;
      const first = tableOf(round1);
      const now = page.getByRole('region', { name: /: your table$|^Your next table$/ });
      await page.getByRole('region', { name: 'Round 1: your table' }).waitFor();
      expect(await now.getByTestId('table-number').textContent()).toBe(String(first.table));
      // Not started by the clock yet: the page says so rather than count.
      await now.getByText('The round clock has not started yet.').waitFor();
      // The page is never loaded again from here on: a mark left in it must survive to the end.
      await page.evaluate(() => ((globalThis as any).__sameVisit = true));

      // Round 1 is played out: the page waits for the next pairings.
      await settle(live.id, round1);
      await page.getByRole('region', { name: 'Your next table' }).getByText('Round 1 is over.', { exact: false }).waitFor();
      // Paired but not published: nothing of it shows yet.
      const round2: GameRow[] = ok(await olga(PAIR, { input: { competitionId: live.id } })).pairRound.rounds[1].games;
      await page.waitForTimeout(1000);
      expect(await page.getByRole('region', { name: 'Round 2: your table' }).count()).toBe(0);
      await expectFits(page, 'play-waiting');

      // Published: the new table, opponent and all, with no reload.
      ok(await olga(PUBLISH, { input: { competitionId: live.id, round: 2 } }));
      const second = tableOf(round2);
      const next = page.getByRole('region', { name: 'Round 2: your table' });
      await next.waitFor();
      expect(await next.getByTestId('table-number').textContent()).toBe(String(second.table));
      expect(await next.locator('.table-now__name').textContent()).toBe(second.a === marta.playerId ? second.bName : second.aName);
      expect(
        await next.getByTestId('table-number').evaluate((el) => parseFloat((globalThis as any).getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(32);
      await next.getByText('The round has not started yet.').waitFor();
      // Started, and its clock with it: the clock appears, counting.
      ok(await olga(START, { input: { competitionId: live.id, round: 2 } }));
      ok(await olga(START_CLOCK, { input: { competitionId: live.id, round: 2, reason: 'round 2: begin' } }));
      await next.getByRole('timer', { name: 'Time left in round 2' }).waitFor();
      expect(await page.evaluate(() => (globalThis as any).__sameVisit)).toBe(true);
      await expectFits(page, 'play-next-round');
      await context.close();
    },
    SLOW,
  );
});
