import type { Locator, Page } from 'playwright-core';
import { acceptEntry, client, ok, organiser, type Gql } from '../support/graphql';
import { until } from '../support/wait';
import { DESKTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';
import { signUp } from './session';

const SWISS_PLAYERS = ['Zofia Łukasiewicz', 'Grzegorz Brzęczyszczykiewicz', 'Anna Nowak', 'Jan Kowalski', 'Ewa Żak', 'Piotr Wiśniewski'];
const LEAGUE_PLAYERS = ['Ada Lis', 'Bożena Kot', 'Cyprian Wąs', 'Dorota Sowa'];

const GAME = `id round table status a aName b bName result { winner draw by } report { by }`;
const COMPETITION = `id version rounds { round started published finished games { ${GAME} } } games { ${GAME} } season { name number weeks }`;
const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 50) { edges { node { id name accountId } } } } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { ${COMPETITION} } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const PUBLISH = `mutation($input: RoundInput!) { publishRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;
const OPEN_SEASON = `mutation($input: OpenSeasonInput!) { openSeason(input: $input) { version } }`;
const OPEN_GAME = `mutation($input: LeagueGameInput!) { openLeagueGame(input: $input) { ${COMPETITION} } }`;
const READ = `query($id: ID!) { competition(id: $id) { ${COMPETITION} } }`;

type GameRow = {
  id: string;
  round: number;
  table: number;
  status: string;
  a: string;
  aName: string;
  b: string | null;
  bName: string | null;
  result: { winner: string | null; draw: boolean; by: string } | null;
};

/** What the page's results column says of a game, in English. */
function resultText(g: GameRow, scores?: string): string {
  if (!g.result) return '—';
  if (g.b === null) return 'Bye';
  if (g.result.draw) return 'Draw';
  const winner = g.result.winner === g.a ? g.aName : g.bName;
  return `${winner} won${scores ? `\n${scores}` : ''}`;
}

const STATUS: Record<string, string> = { open: 'In play', reported: 'Awaiting confirmation', disputed: 'Disputed', settled: 'Settled' };

/**
 * The rows of a games table as the reader sees them (table, both players, status, result): each
 * cell's rendered text, its lines joined by newlines. A cell a narrow screen hides reads as its text.
 */
const tableRows = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption, exact: true })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())));

/** A phone's cards of games (as a narrow screen shows a games table): each card's text on one line. */
const cardRows = (page: Page, caption: string) =>
  page
    .getByRole('list', { name: caption, exact: true })
    .locator(':scope > li')
    .evaluateAll((lis) => lis.map((li) => (li as any).innerText.replace(/\s+/g, ' ').trim() as string));

/**
 * A rating list's lines as its table reads them (place, label, rating, deviation, games): from the
 * table's cells or, on a phone, from the same figures in its cards.
 */
const ratingLines = (list: Locator, phone: boolean) =>
  phone
    ? list
        .locator(':scope > li')
        .evaluateAll((lis) =>
          lis.map((li: any) => [
            li.querySelector('.rating-item__number').lastChild.textContent,
            li.querySelector('.rating-item__label').textContent,
            ...[...li.querySelectorAll('dd')].map((dd: any) => dd.textContent),
          ]),
        )
    : list.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));

/**
 * The public pages in a browser: an event's rounds (pairings and results, a round by its link,
 * a round the organiser has not published), a player's games, a league's season and table, the
 * ratings, joining an event, Polish, a phone and a wide screen, and axe on each.
 */
describe('The public pages in a browser', () => {
  const bed = webTestBed();
  let olga: Gql;
  let swissId: string;
  let leagueId: string;
  let hiddenId: string;
  /** The Swiss players by name: their player id in the event and their account. */
  const swiss = new Map<string, { playerId: string; accountId: string; gql: Gql }>();

  const read = async (id: string) => ok(await client(bed.url)(READ, { id })).competition;

  beforeAll(async () => {
    olga = (await organiser(bed.url, 'Olga')).gql;

    // A rated Swiss of players with accounts: round 1 played out with scores, round 2 under way.
    const input = { kind: 'tournament', name: 'Kraków Open 2026', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } };
    swissId = ok(await olga(CREATE, { input })).createCompetition.id;
    for (const name of SWISS_PLAYERS) {
      const account = await organiser(bed.url, name.split(' ')[0]);
      const players = ok(await olga(REGISTER, { input: { competitionId: swissId, name, accountId: account.accountId } })).registerPlayer
        .players.edges;
      const me = players.find((e: { node: { name: string } }) => e.node.name === name).node;
      await acceptEntry(account.gql, swissId);
      swiss.set(name, { playerId: me.id, accountId: account.accountId, gql: account.gql });
    }
    const round1: GameRow[] = ok(await olga(PAIR, { input: { competitionId: swissId } })).pairRound.rounds[0].games;
    ok(await olga(START, { input: { competitionId: swissId, round: 1 } }));
    for (const g of round1) {
      const scores = { [g.a]: { reputation: 150, pointValue: 100 }, [g.b!]: { reputation: 70, pointValue: 90 } };
      ok(await olga(REPORT, { input: { competitionId: swissId, game: g.id, winner: g.a, scores, reason: 'result sheet' } }));
    }
    const round2: GameRow[] = ok(await olga(PAIR, { input: { competitionId: swissId } })).pairRound.rounds[1].games;
    ok(await olga(START, { input: { competitionId: swissId, round: 2 } }));
    // One game drawn and settled, one reported by its first player and awaiting confirmation, one still played.
    ok(await olga(REPORT, { input: { competitionId: swissId, game: round2[0].id, draw: true, reason: 'result sheet' } }));
    const reporter = [...swiss.values()].find((p) => p.playerId === round2[1].a)!;
    ok(await reporter.gql(REPORT, { input: { competitionId: swissId, game: round2[1].id, winner: round2[1].a } }));

    // A Swiss whose first round is paired but not published: only the organiser sees its games.
    hiddenId = ok(await olga(CREATE, { input: { ...input, name: 'Gdańsk Night Cup' } })).createCompetition.id;
    for (const name of ['Ala', 'Ela', 'Ola', 'Ula']) ok(await olga(REGISTER, { input: { competitionId: hiddenId, name } }));
    ok(await olga(PAIR, { input: { competitionId: hiddenId } }));

    // A league with an open season: one game settled, one open.
    leagueId = ok(
      await olga(CREATE, {
        input: { kind: 'league', name: 'Warsaw Solaris League', rulesetId: 'solaris7', format: { kind: 'league' } },
      }),
    ).createCompetition.id;
    const league = new Map<string, string>();
    for (const name of LEAGUE_PLAYERS) {
      const players = ok(await olga(REGISTER, { input: { competitionId: leagueId, name } })).registerPlayer.players.edges;
      league.set(name, players.find((e: { node: { name: string } }) => e.node.name === name).node.id);
    }
    ok(await olga(OPEN_SEASON, { input: { competitionId: leagueId, name: 'Spring 2026' } }));
    const [ada, bozena, cyprian, dorota] = LEAGUE_PLAYERS.map((n) => league.get(n)!);
    const first = ok(await olga(OPEN_GAME, { input: { competitionId: leagueId, playerA: ada, playerB: bozena } })).openLeagueGame.games.at(
      -1,
    );
    ok(
      await olga(REPORT, {
        input: {
          competitionId: leagueId,
          game: first.id,
          winner: bozena,
          scores: { [bozena]: { reputation: 160 } },
          reason: 'reported by phone',
        },
      }),
    );
    ok(await olga(OPEN_GAME, { input: { competitionId: leagueId, playerA: cyprian, playerB: dorota } }));

    // Round 1's ratings are folded by the server's processors just after the results.
    await until('the ratings of round 1', async () => {
      const r = ok(await client(bed.url)(`{ ratings(rulesetId: "solaris7", first: 50) { totalCount } }`)).ratings;
      return r.totalCount === SWISS_PLAYERS.length;
    });
  }, 180_000);

  const overflow = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

  it('shows each round’s pairings and results, the newest published round first, and links each player to their games', async () => {
    const { context, page } = await bed.open(DESKTOP);
    await page.goto(`${bed.url}/events/${swissId}`);
    const competition = await read(swissId);
    const round2 = page.getByRole('table', { name: 'Round 2 of Kraków Open 2026: pairings and results', exact: true });
    await round2.waitFor();
    expect(await page.getByRole('tab', { name: 'Round 2' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Round 1', 'Round 2']);
    const expected2 = (competition.games as GameRow[])
      .filter((g) => g.round === 2)
      .sort((x, y) => x.table - y.table)
      .map((g) => [String(g.table), g.aName, g.bName, STATUS[g.status], resultText(g)]);
    expect(await tableRows(page, 'Round 2 of Kraków Open 2026: pairings and results')).toEqual(expected2);
    // The three states of a round under way, each as the API has it.
    expect(expected2.map((r) => r[3]).sort()).toEqual(['Awaiting confirmation', 'In play', 'Settled']);
    expect(expected2.find((r) => r[3] === 'Settled')![4]).toBe('Draw');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'public-event-1920');

    // Round 1, with its scores, by its tab: the address follows, so it can be shared.
    await page.getByRole('tab', { name: 'Round 1' }).click();
    await page.waitForURL(`${bed.url}/events/${swissId}?round=1`);
    const expected1 = (competition.games as GameRow[])
      .filter((g) => g.round === 1)
      .sort((x, y) => x.table - y.table)
      .map((g) => [String(g.table), g.aName, g.bName, 'Settled', resultText(g, 'Reputation: 150 – 70\nPoint value: 100 – 90')]);
    // The tab's table is drawn as the round's games arrive: read it once it has them all.
    const round1 = await until('round 1’s table to show its games', async () => {
      const rows = await tableRows(page, 'Round 1 of Kraków Open 2026: pairings and results');
      return rows.length === expected1.length && rows;
    });
    expect(round1).toEqual(expected1);

    // A player's name leads to their games and their row of the standings.
    const zofia = swiss.get('Zofia Łukasiewicz')!;
    await page
      .getByRole('table', { name: 'Round 1 of Kraków Open 2026: pairings and results', exact: true })
      .getByRole('link', { name: 'Zofia Łukasiewicz' })
      .click();
    await page.waitForURL(`${bed.url}/events/${swissId}/players/${zofia.playerId}`);
    await page.getByRole('heading', { level: 1, name: 'Zofia Łukasiewicz' }).waitFor();
    const mine = (competition.games as GameRow[])
      .filter((g) => g.a === zofia.playerId || g.b === zofia.playerId)
      .sort((x, y) => x.round - y.round);
    const games = page.getByRole('table', { name: 'Games of Zofia Łukasiewicz at Kraków Open 2026', exact: true });
    await games.waitFor();
    const rows = await games
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows.map((r) => r.slice(0, 3))).toEqual(
      mine.map((g) => [String(g.round), String(g.table), g.a === zofia.playerId ? g.bName : g.aName]),
    );
    const won = mine[0].result!.winner === zofia.playerId;
    expect(rows[0][4]).toBe(won ? 'WonReputation: 150 – 70Point value: 100 – 90' : 'LostReputation: 70 – 150Point value: 90 – 100');
    // Her row of the standings, and no one else's.
    const standing = page.getByRole('table', { name: /^Standings of Kraków Open 2026/ });
    expect(await standing.locator('tbody th[scope="row"]').allTextContents()).toEqual(['Zofia Łukasiewicz']);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'public-player-1920');
    await context.close();
  });

  it('opens the round a link names, and copies that link', async () => {
    const { context, page } = await bed.open(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: bed.url });
    await page.goto(`${bed.url}/events/${swissId}?round=1`);
    await page.getByRole('table', { name: 'Round 1 of Kraków Open 2026: pairings and results', exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Round 1' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Copy link to round 1' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${bed.url}/events/${swissId}?round=1`);
    // A round the event does not have opens the newest one instead.
    await page.goto(`${bed.url}/events/${swissId}?round=7`);
    await page.getByRole('table', { name: 'Round 2 of Kraków Open 2026: pairings and results', exact: true }).waitFor();
    await context.close();
  });

  it('fits a 390 px phone: the event’s and a player’s games as cards, nothing scrolling sideways', async () => {
    const { context, page } = await bed.open(PHONE);
    await page.goto(`${bed.url}/events/${swissId}`);
    await page.getByRole('list', { name: 'Round 2 of Kraków Open 2026: pairings and results', exact: true }).waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'public-event-390');
    await page.goto(`${bed.url}/events/${swissId}/players/${swiss.get('Anna Nowak')!.playerId}`);
    await page.getByRole('list', { name: 'Games of Anna Nowak at Kraków Open 2026', exact: true }).waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'public-player-390');
    await context.close();
  });

  it('shows nobody but the organiser the games of a round that is not published, until it is', async () => {
    // The API itself: the round is listed, its games are not.
    const hidden = await read(hiddenId);
    expect(hidden.rounds).toEqual([expect.objectContaining({ round: 1, published: false, games: [] })]);
    expect(hidden.games).toEqual([]);

    const { context, page } = await bed.open(DESKTOP);
    await page.goto(`${bed.url}/events/${hiddenId}`);
    await page.getByText('The organiser has not published these pairings yet.').waitFor();
    expect(await page.getByText('Paired; the pairings are not published yet.').count()).toBe(1);
    expect(await page.getByRole('table', { name: /Round 1 of Gdańsk Night Cup/ }).count()).toBe(0);
    for (const name of ['Ala', 'Ela', 'Ola', 'Ula']) {
      expect(await page.locator('#event-rounds ~ *').getByRole('link', { name, exact: true }).count()).toBe(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'public-unpublished-1920');

    // Published while the page is open: the pairings appear by themselves.
    ok(await olga(PUBLISH, { input: { competitionId: hiddenId, round: 1 } }));
    const table = page.getByRole('table', { name: 'Round 1 of Gdańsk Night Cup: pairings and results', exact: true });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(2);
    await context.close();
  });

  it('shows a league’s season, its games week by week and its league table', async () => {
    const competition = await read(leagueId);
    const week = competition.season.weeks[0] as string;
    const weekNumber = Number(week.split('-W')[1]);
    for (const [viewport, name] of [
      [DESKTOP, 'public-league-1920'],
      [PHONE, 'public-league-390'],
    ] as const) {
      const { context, page } = await bed.open(viewport);
      await page.goto(`${bed.url}/events/${leagueId}`);
      await page.getByRole('heading', { level: 2, name: 'League table' }).waitFor();
      const season = page.locator('dl[aria-label="Season Spring 2026"]');
      await season.waitFor();
      const facts = await season
        .locator('div')
        .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));
      expect(facts.slice(0, 2)).toEqual([
        ['Season', 'Spring 2026 (season 1)'],
        ['State', 'Open: games are being played'],
      ]);
      expect(facts[2][0]).toBe('1 week with games');
      expect(facts[2][1]).toMatch(new RegExp(`^Week ${weekNumber}: `));
      expect(await page.getByRole('tab', { name: `Week ${weekNumber}` }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('button', { name: `Copy link to week ${weekNumber}` }).count()).toBe(1);
      const caption = `Week ${weekNumber} of Warsaw Solaris League: games and results`;
      // On a phone the games are cards: the players, then the state of a game still played, or its result.
      const phone = viewport === PHONE;
      if (phone) {
        expect(await cardRows(page, caption)).toEqual([
          'Ada Lis against Bożena Kot Bożena Kot won Reputation: – – 160',
          'Cyprian Wąs against Dorota Sowa In play',
        ]);
      } else {
        expect(await tableRows(page, caption)).toEqual([
          ['Ada Lis', 'Bożena Kot', 'Settled', 'Bożena Kot won\nReputation: – – 160'],
          ['Cyprian Wąs', 'Dorota Sowa', 'In play', '—'],
        ]);
      }
      // The league table: Bożena first with her win (on a phone, a card a player).
      const leader = phone
        ? page.getByRole('list', { name: /^Standings of Warsaw Solaris League/ }).locator('.standings-card__name')
        : page.getByRole('table', { name: /^Standings of Warsaw Solaris League/ }).locator('tbody th[scope="row"]');
      expect((await leader.allTextContents())[0]).toBe('Bożena Kot');
      // And its reputation table: the season's reputation, highest first.
      const reputation = page.getByRole('table', { name: 'Reputation table' });
      expect((await reputation.locator('tbody tr').first().innerText()).split(/\s+/).join(' ')).toBe('1 Bożena Kot 160');
      expect(await overflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, name);
      await context.close();
    }
  });

  it('lists the ratings of a game, and a player’s history when picked', async () => {
    const ratings = ok(
      await client(bed.url)(`{ ratings(rulesetId: "solaris7", first: 50) { edges { node { accountId name rating deviation games } } } }`),
    ).ratings.edges.map((e: { node: { accountId: string; name: string; rating: number; deviation: number; games: number } }) => e.node);
    for (const [viewport, suffix] of [
      [DESKTOP, '1920'],
      [PHONE, '390'],
    ] as const) {
      const { context, page } = await bed.open(viewport);
      // On a phone the site's navigation is behind its menu button, and the lists are cards.
      const phone = viewport === PHONE;
      await page.goto(`${bed.url}/`);
      if (phone) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Ratings', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Ratings' }).waitFor();
      await page.getByRole('button', { name: /Game$/ }).click();
      await page.getByRole('option', { name: 'MechWarrior: Solaris VII' }).click();
      const table = page.getByRole(phone ? 'list' : 'table', { name: 'Ratings in MechWarrior: Solaris VII, highest first', exact: true });
      await table.waitFor();
      const rows = await ratingLines(table, phone);
      expect(rows).toEqual(
        ratings.map((r: { name: string; rating: number; deviation: number; games: number }, i: number) => [
          String(i + 1),
          r.name,
          String(Math.round(r.rating)),
          String(Math.round(r.deviation)),
          String(r.games),
        ]),
      );
      // The winners of round 1 are above 1500, its losers below.
      expect(ratings[0].rating).toBeGreaterThan(1500);
      expect(ratings.at(-1).rating).toBeLessThan(1500);

      const top = ratings[0];
      await table.getByRole('link', { name: top.name }).click();
      await page.waitForURL(`${bed.url}/ratings?game=solaris7&player=${top.accountId}`);
      const history = page.getByRole(phone ? 'list' : 'table', { name: `Rating of ${top.name} after each rated period`, exact: true });
      await history.waitFor();
      const points = await ratingLines(history, phone);
      expect(points).toEqual([['1', 'Round 1 of an event', String(Math.round(top.rating)), String(Math.round(top.deviation)), '1']]);
      expect(await history.getByRole('link', { name: 'Round 1 of an event' }).getAttribute('href')).toBe(`/events/${swissId}?round=1`);
      expect(await overflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `public-ratings-${suffix}`);
      await context.close();
    }
  });

  it('reads in Polish', async () => {
    const { context, page } = await bed.open(DESKTOP, 'pl-PL');
    await page.goto(`${bed.url}/events/${swissId}?round=1`);
    await page.getByRole('heading', { level: 2, name: 'Rundy: kojarzenia i wyniki' }).waitFor();
    const caption = 'Runda 1 – Kraków Open 2026: kojarzenia i wyniki';
    await page.getByRole('table', { name: caption, exact: true }).waitFor();
    const rows = await tableRows(page, caption);
    expect(rows.every((r) => r[3] === 'Rozstrzygnięta' && r[4].startsWith('Wygrywa ') && r[4].includes('Reputacja: 150 – 70 pkt'))).toBe(
      true,
    );
    expect(await page.getByRole('tab', { name: 'Runda 2' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Kopiuj link do rundy 1' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'public-event-1920-pl');
    await context.close();
  });

  it('lets a signed-in reader join the event from its page (the projector’s QR code opens the form)', async () => {
    const kasia = await signUp(bed.url, 'Kasia');
    const { context, page } = await bed.openSignedIn(PHONE, kasia);
    await page.goto(`${bed.url}/events/${swissId}?join=1`);
    const dialog = page.getByRole('dialog', { name: 'Join Kraków Open 2026' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name on the pairings').inputValue()).toBe('Kasia');
    await dialog.getByLabel('Name on the pairings').fill('Katarzyna Wójcik');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'public-join-390');
    await dialog.getByRole('button', { name: 'Register me' }).click();
    await page.getByText('You are registered as Katarzyna Wójcik.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const players = ok(
      await client(bed.url)(`query($id: ID!) { competition(id: $id) { players(first: 50) { edges { node { name accountId } } } } }`, {
        id: swissId,
      }),
    ).competition.players.edges.map((e: { node: unknown }) => e.node);
    expect(players).toContainEqual({ name: 'Katarzyna Wójcik', accountId: kasia.accountId });
    // Back later, the page knows: no button, a way to their games.
    await page.goto(`${bed.url}/events/${swissId}`);
    await page.getByText('You are registered in this event.').waitFor();
    expect(await page.getByRole('button', { name: 'Join this event' }).count()).toBe(0);
    await context.close();

    // Signed out, the QR code's link offers to sign in and come back.
    const anonymous = await bed.open(PHONE);
    await anonymous.page.goto(`${bed.url}/events/${swissId}?join=1`);
    await anonymous.page.getByText('To join this event, sign in first').waitFor();
    expect(await anonymous.page.getByRole('link', { name: 'Sign in' }).last().getAttribute('href')).toBe(
      `/signin?next=${encodeURIComponent(`/events/${swissId}?join=1`)}`,
    );
    await anonymous.context.close();
  });
});
