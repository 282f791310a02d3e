import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { logEvents, parseMatchLog, type MatchLogLine } from '@app/matches';
import { isViolation, outcomeOf, parseOrder, replay, viewOf, type MatchEvent, type RulesetRegistry, type Viewer } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { client, ok, type Gql } from '../support/graphql';
import { until } from '../support/wait';
import { webTestBed } from './bed';
import { LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { signUp, type Account } from './session';

const EXAMPLES = join(__dirname, '..', '..', 'docs', 'examples');

const CREATE = `mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`;
const INVITATIONS = `query($m: ID!) { matchInvitations(matchId: $m) { side token } }`;
const JOIN = `mutation($t: String!) { joinMatch(invitation: $t) { token side } }`;
const REISSUE = `mutation($m: ID!, $side: String!) { reissueInvitation(matchId: $m, side: $side) { token } }`;
const ISSUE = `mutation($i: IssueOrderInput!) { issueOrder(input: $i) { version } }`;
const ROLL = `mutation($i: RecordRollInput!) { recordRoll(input: $i) { version } }`;
const LOG = `query($id: ID!) { match(id: $id) { log } }`;

type Game = 'konwoj' | 'vigilant-peace' | 'solaris7' | 'warzone';
type Data = Record<string, any>;
/** An element as a function run in the page reads it: the tests are typed for Node, which has no DOM types. */
type PageElement = any;

/** A match played on the server from an example log, and its stream as the organiser exported it. */
interface Played {
  id: string;
  game: Game;
  /** The exported log's events, which the rules library replays. */
  events: MatchEvent[];
  /** How many events the stored match has: the example's, and the dice seed revealed when it ended. */
  total: number;
  players: Array<{ side: string; name: string }>;
}

const ORGANISER: Viewer = { kind: 'organiser' };

/** The example's events as a stream holds them: type and data (the ids, stamps and actors are the example's own). */
const typeAndData = (lines: MatchLogLine[]) => lines.map(({ type, data }) => ({ type, data }));

/**
 * The replay viewer of the web app against the rules library: one match of each game, played on
 * the server from the committed example log (docs/examples), is exported as the organiser; the
 * library replays the export to event N, and the page scrubbed to N (by its address, the slider
 * and its keyboard, and the step buttons) must show that state in the reader's view: the neutral
 * board's JSON deep-equal to `viewOf`, the Konwój and Vigilant Peace boards' facts read from
 * their markup. Every N checked is one where a fact the board shows differs from N-1, so a page
 * showing the previous event's state fails. A Konwój seat's view shows the opponent's hand as a
 * count and its own by its cards.
 */
describe('The replay viewer shows what the rules library computes from the exported log', () => {
  const bed = webTestBed();
  let olga: Account;
  let registry: RulesetRegistry;

  beforeAll(async () => {
    olga = await signUp(bed.url, 'Olga Organiser');
    registry = createRegistry();
  });

  /** The reader's view after event `n`, as the library computes it from the exported stream (JSON, as the API sends it). */
  const viewAt = (played: Played, n: number, viewer: Viewer = ORGANISER): unknown =>
    JSON.parse(JSON.stringify(viewOf(replay(registry, played.events, { upTo: n }), viewer) ?? null));

  /** The seats' players of a match, each a client acting as the player who joined by the organiser's invitation. */
  async function seatsOf(matchId: string): Promise<Record<string, Gql>> {
    const { matchInvitations } = ok<{ matchInvitations: Array<{ side: string; token: string }> }>(
      await olga.gql(INVITATIONS, { m: matchId }),
    );
    const seats: Record<string, Gql> = {};
    for (const invitation of matchInvitations) {
      const { joinMatch } = ok<{ joinMatch: { token: string; side: string } }>(await client(bed.url)(JOIN, { t: invitation.token }));
      seats[joinMatch.side] = client(bed.url, `Bearer ${joinMatch.token}`);
    }
    return seats;
  }

  /**
   * The example log of `game` played on the server, each event by the player it belongs to, every
   * command accepted as one more event; then exported as the organiser, whose log must be the
   * example's (and, for a match that ended, the dice seed the server reveals then).
   */
  async function playExample(game: Game): Promise<Played> {
    const example = parseMatchLog(readFileSync(join(EXAMPLES, `${game}.jsonl`), 'utf8'));
    const created = example.lines[0].data as Data;
    const players = (created.players as Data[]).map((p) => ({ side: p.side as string, name: p.name as string }));
    const id = ok<{ createMatch: { id: string } }>(
      await olga.gql(CREATE, {
        i: {
          rulesetId: created.ruleset.id,
          rulesetVersion: created.ruleset.version,
          players,
          setup: created.setup,
          dice: 'reported',
          // No time limit, as the examples were played: a clock that starts with the first order is an event of its own.
          clock: { minutes: 0 },
        },
      }),
    ).createMatch.id;
    const seats = await seatsOf(id);
    // A match that ends has the server reveal its dice seed at once, after the last event.
    const ended = outcomeOf(replay(registry, logEvents(example))).finished;
    const last = example.lines.length;
    for (const line of example.lines.slice(1)) {
      const d = line.data as Data;
      let version: number;
      if (line.type === 'OrderIssued') {
        version = ok<{ issueOrder: { version: number } }>(await seats[d.side](ISSUE, { i: { matchId: id, side: d.side, order: d.order } }))
          .issueOrder.version;
      } else if (line.type === 'DiceRolled') {
        // A roll for no side in particular may be reported by either player: the first seat's.
        const as = (d.side as string | null) ?? players[0].side;
        const input = { matchId: id, ...(d.side ? { side: d.side } : {}), dice: d.dice, purpose: d.purpose };
        version = ok<{ recordRoll: { version: number } }>(await seats[as](ROLL, { i: input })).recordRoll.version;
      } else {
        throw new Error(`the ${game} example has an event this test does not send: ${line.type}`);
      }
      // Each command is accepted as one event.
      expect({ event: line.n, version }).toEqual({ event: line.n, version: line.n + (ended && line.n === last ? 1 : 0) });
    }

    const log = parseMatchLog(ok<{ match: { log: string } }>(await olga.gql(LOG, { id })).match.log);
    const stored = typeAndData(log.lines);
    // The server stores each order as the rules read it, their defaults filled in (parseOrder): so is the example's compared.
    const ruleset = registry.get(created.ruleset.id, created.ruleset.version);
    const expected = typeAndData(example.lines).map((e) => {
      if (e.type !== 'OrderIssued') return e;
      const order = parseOrder(ruleset, e.data.order);
      if (isViolation(order)) throw new Error(`the ${game} example has an order its rules refuse: ${order.toString()}`);
      return { ...e, data: { ...e.data, order } };
    });
    expect(stored[0].data).toMatchObject({ ruleset: created.ruleset, players, setup: created.setup, dice: 'reported' });
    expect(stored.slice(1, expected.length)).toEqual(expected.slice(1));
    expect(stored.slice(expected.length).map((e) => e.type)).toEqual(ended ? ['ServerSeedRevealed'] : []);
    return { id, game, events: logEvents(log), total: log.lines.length, players };
  }

  /** The page once it shows event `n`: the board drawn for it (not still busy), the position said in words. */
  async function settled(page: Page, played: Played, n: number): Promise<{ board: Locator; words: string }> {
    const board = page.locator(`[data-testid="replay-board"][data-event-number="${n}"][aria-busy="false"]`);
    await board.waitFor();
    expect(await page.getByTestId('replay-position').textContent()).toBe(`Event ${n} of ${played.total}`);
    expect(await page.getByRole('slider', { name: 'Event', exact: true }).inputValue()).toBe(String(n));
    return { board, words: (await page.getByTestId('replay-event').textContent()) ?? '' };
  }

  /** A side as the page names it: Konwój's names, Vigilant Peace's "Side A", the neutral board's own code. */
  const SIDE_NAMES: Record<Game, (side: string) => string> = {
    konwoj: (side) => ({ moloch: 'Moloch', outpost: 'Outpost' })[side] ?? side,
    'vigilant-peace': (side) => `Side ${side}`,
    solaris7: (side) => side,
    warzone: (side) => side,
  };

  /**
   * The event in words is event `n` of the stream: who gave which order (the card or unit it
   * names, the order's own type on the neutral board), who rolled what for which roll, the set-up
   * with dice rolled at the table, the seed revealed. `hidden`: card ids the reader may not see.
   */
  function expectEventWords(played: Played, n: number, words: string, hidden: readonly string[] = []): void {
    const event = played.events[n - 1];
    const d = event.data as Data;
    const side = SIDE_NAMES[played.game];
    const at = { event: n, words };
    if (event.type === 'MatchCreated') {
      expect(at).toEqual({ ...at, words: expect.stringContaining('The match is set up') });
      expect(words).toContain('Dice are rolled at the table and reported.');
    } else if (event.type === 'OrderIssued') {
      expect(at).toEqual({ ...at, words: expect.stringMatching(new RegExp(`^${side(d.side)}: `)) });
      const order = d.order as Data;
      if (played.game === 'solaris7' || played.game === 'warzone') expect(words).toContain(order.type);
      const named = [order.card, order.unitId, order.robot].filter((x): x is string => typeof x === 'string');
      for (const id of named)
        if (hidden.includes(id)) expect(words).not.toContain(id);
        else expect(words).toContain(id);
    } else if (event.type === 'DiceRolled') {
      expect(at).toEqual({ ...at, words: expect.stringMatching(new RegExp(`^${side(d.side)} rolled .*\\(${d.purpose}\\)\\.`)) });
      expect(words).toMatch(/Rolled at the table and reported\.$/);
    } else if (event.type === 'ServerSeedRevealed') {
      expect(words).toMatch(/^The match is over: the server reveals its dice seed/);
    } else {
      throw new Error(`event ${n} is a ${event.type}, which this test does not expect`);
    }
  }

  /** The page at a phone's width: nothing wider than the screen (scrolled sideways), and axe finds no serious violation. */
  async function expectPhoneFit(page: Page): Promise<void> {
    expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  }

  /** Moves with the page's controls: a step button by its name, or a key on the slider (arrows step, Home and End jump). */
  const press = (page: Page, name: 'First event' | 'Previous event' | 'Next event' | 'Last event') =>
    page.getByRole('button', { name, exact: true }).click();
  async function keys(page: Page, key: string, times = 1): Promise<void> {
    const slider = page.getByRole('slider', { name: 'Event', exact: true });
    await slider.focus();
    const from = Number(await slider.inputValue());
    // In quick succession, as a held key repeats: each press steps on from the one before, not
    // from the address, which the router updates a moment later.
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
    }
    const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : null;
    if (step !== null) {
      const to = from + step * times;
      await until(`the slider at ${to} after ${times} × ${key} from ${from}`, async () => Number(await slider.inputValue()) === to, 5);
    } else {
      await until(`the slider to move on from ${from} by ${key}`, async () => Number(await slider.inputValue()) !== from, 5);
    }
  }

  /** The events to check must each change what the board shows: else a page a step behind would pass. */
  function expectChanges<T>(numbers: number[], facts: (n: number) => T): void {
    for (const n of numbers) expect({ event: n, same: isSame(facts(n), facts(n - 1)) }).toEqual({ event: n, same: false });
  }
  const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  /** The dice of a match reported from the table: the page has no server dice to vouch for, and says none. */
  async function expectNoServerDice(page: Page): Promise<void> {
    expect(await page.getByTestId('replay-dice-badge').count()).toBe(0);
  }

  // ---- The neutral board: the view as JSON ----

  /** The neutral board's text, parsed: the state the page shows. */
  const neutralState = async (board: Locator): Promise<unknown> => JSON.parse((await board.locator('pre').textContent()) ?? 'null');

  async function expectNeutral(page: Page, played: Played, n: number): Promise<void> {
    const { board, words } = await settled(page, played, n);
    expect({ event: n, state: await neutralState(board) }).toEqual({ event: n, state: viewAt(played, n) });
    expect(await board.getAttribute('aria-label')).toBe(`The match after event ${n}, as you may see it`);
    expectEventWords(played, n, words);
  }

  it('Solaris VII: the neutral board is the library’s view at each event scrubbed to, by address, buttons and keyboard', async () => {
    const played = await playExample('solaris7');
    const checked = [8, 19, 20, 29, 68];
    expectChanges(checked, (n) => viewAt(played, n));
    const { context, page } = await bed.openSignedIn(LAPTOP, olga);
    await page.goto(`${bed.url}/matches/${played.id}/replay?at=19`);
    await expectNeutral(page, played, 19);
    await page.getByText('You see the whole match, hidden cards and dice included.').waitFor();
    await expectNoServerDice(page);
    await press(page, 'Next event');
    await expectNeutral(page, played, 20);
    await shot(page, 'replay-solaris7');
    await page.goto(`${bed.url}/matches/${played.id}/replay?at=8`);
    await expectNeutral(page, played, 8);
    await page.goto(`${bed.url}/matches/${played.id}/replay?at=29`);
    await expectNeutral(page, played, 29);
    // End jumps to the seed revealed at the end; a step back is the last move of the game.
    await keys(page, 'End');
    await expectNeutral(page, played, played.total);
    await keys(page, 'ArrowLeft');
    await expectNeutral(page, played, 68);
    await context.close();
  });

  it('Warzone: the neutral board is the library’s view at each event, on a phone', async () => {
    const played = await playExample('warzone');
    const checked = [3, 5, 8, 9];
    expectChanges(checked, (n) => viewAt(played, n));
    const { context, page } = await bed.openSignedIn(PHONE, olga);
    await page.goto(`${bed.url}/matches/${played.id}/replay?at=3`);
    await expectNeutral(page, played, 3);
    await keys(page, 'ArrowRight', 2);
    await expectNeutral(page, played, 5);
    for (let i = 0; i < 3; i++) await press(page, 'Next event');
    await expectNeutral(page, played, 8);
    await press(page, 'Next event');
    await expectNeutral(page, played, 9);
    await expectNoServerDice(page);
    await expectPhoneFit(page);
    await shot(page, 'replay-warzone');
    await keys(page, 'Home');
    await expectNeutral(page, played, 1);
    await context.close();
  });

  // ---- Vigilant Peace: the units' wounds, who is destroyed, the turn ----

  interface VpFacts {
    status: { turn: string | null; playing: string | null; acting: string | null; over: string | null };
    units: Array<{ id: string; wounds: string; destroyed: boolean; wounded: boolean }>;
  }

  const VP_REASONS: Record<string, string> = { enemyInfantryDestroyed: 'all enemy infantry destroyed' };

  /** What the Vigilant Peace board must say of the library's view (L26–L28, L46: a fighter's one wound, a machine's damage). */
  function vpExpected(played: Played, view: Data): VpFacts {
    const side = (s: string) => `Side ${s}`;
    const player = (s: string) => played.players.find((p) => p.side === s)?.name;
    const result = view.result as Data | null;
    const playing = !result && view.firstSide && view.activeSide ? (view.activeSide as string) : null;
    const actor = (view.units as Data[]).find((u) => u.id === view.activeUnitId);
    return {
      status: {
        turn: playing ? `Turn ${view.turnNumber}, round ${view.round}` : null,
        playing: playing ? `Playing now: ${side(playing)} — ${player(playing)}` : null,
        acting: !playing
          ? null
          : actor
            ? `Acting unit: ${actor.name && actor.name !== actor.id ? `${actor.name} (${actor.id})` : actor.id}`
            : 'No unit is acting yet',
        over: result?.winner ? `The game is over: ${side(result.winner)} won (${VP_REASONS[result.reason] ?? result.reason})` : null,
      },
      units: (view.units as Data[]).map((u) => {
        const taken = u.durability != null ? u.damage : u.status === 'ok' ? 0 : 1;
        return {
          id: u.id,
          wounds: `Wounds ${taken}/${u.durability ?? 1}`,
          destroyed: u.status === 'destroyed',
          wounded: u.status === 'wounded',
        };
      }),
    };
  }

  /** The same facts as the board shows them: its status list, and each unit card's wounds line and tags. */
  const vpShown = (board: Locator): Promise<VpFacts> =>
    board.evaluate((root) => {
      const text = (e: PageElement) => e?.textContent?.trim() ?? '';
      const status = [...root.querySelectorAll('[aria-label="The match now"] > li')].map(text);
      return {
        status: {
          turn: status.find((l) => l.startsWith('Turn ')) ?? null,
          playing: status.find((l) => l.startsWith('Playing now: ')) ?? null,
          acting: status.find((l) => l.startsWith('Acting unit: ') || l === 'No unit is acting yet') ?? null,
          over: status.find((l) => l.startsWith('The game is over')) ?? null,
        },
        units: [...root.querySelectorAll('li.vp-unit')].map((card) => {
          const id = text(card.querySelector('.vp-unit__id')) || text(card.querySelector('h4'));
          const tags = [...card.querySelectorAll('.vp-unit__head .vp-tag')].map(text);
          return {
            id,
            wounds: text(card.querySelector(`[aria-label="Numbers of ${id}"] > li`)),
            destroyed: tags.includes('Destroyed'),
            wounded: tags.includes('Wounded'),
          };
        }),
      };
    });

  it('Vigilant Peace: each unit’s wounds, the destroyed and the turn are the library’s at each event, on a phone', async () => {
    const played = await playExample('vigilant-peace');
    const facts = (n: number) => vpExpected(played, viewAt(played, n) as Data);
    const checked = [6, 7, 10, 14, 19, 20];
    expectChanges(checked, facts);
    const { context, page } = await bed.openSignedIn(PHONE, olga);
    const check = async (n: number) => {
      const { board, words } = await settled(page, played, n);
      expect({ event: n, shown: await vpShown(board) }).toEqual({ event: n, shown: facts(n) });
      expectEventWords(played, n, words);
    };
    await page.goto(`${bed.url}/matches/${played.id}/replay?at=6`);
    await check(6);
    await keys(page, 'ArrowRight');
    await check(7);
    await keys(page, 'ArrowRight', 3);
    await check(10);
    for (let i = 0; i < 4; i++) await press(page, 'Next event');
    await check(14);
    await expectNoServerDice(page);
    await expectPhoneFit(page);
    await shot(page, 'replay-vigilant-peace');
    // The last event is the seed the server reveals once A has won; the steps back are the grenade's roll and blast.
    await press(page, 'Last event');
    await check(played.total);
    await press(page, 'Previous event');
    await check(20);
    await press(page, 'Previous event');
    await check(19);
    await press(page, 'First event');
    await check(1);
    await context.close();
  });

  // ---- Konwój: the cards in each city, the hands, decks and discards, the phase ----

  type Side = 'moloch' | 'outpost';
  const SIDES: Side[] = ['moloch', 'outpost'];

  interface KonwojFacts {
    phase: string;
    battle: { battle: number; district: string | null } | null;
    cities: Array<{ city: number; state: string; moloch: string[]; outpost: string[] }>;
    hands: Array<{ title: string; list: string | null; cards: string[] | null }>;
    piles: Record<Side, { lines: string[]; discard: string[] }>;
  }

  /** The phases the checked events stand in, as the board words them (konwoj p.40). */
  const PHASES: Record<string, string> = {
    mulligan: 'Setup: keeping or redrawing the starting hands',
    target: "Phase II: Moloch chooses the battle's district",
    molochAttack: "Phase III: Moloch's attack",
    outpostAttack: "Phase IV: Outpost's attack",
    molochModules: "Phase V: Moloch's Modules",
    resolution: 'Phase VI: resolving the battle',
  };
  const NAMES: Record<Side, string> = { moloch: 'Moloch', outpost: 'Outpost' };
  const cardsWord = (n: number) => (n === 1 ? `${n} card` : `${n} cards`);

  /**
   * What the Konwój board must show of the library's view: the organiser's is the whole state
   * (hands and decks as lists of ids), a player's has the opponent's hand and deck as counts (p.6).
   */
  function konwojExpected(view: Data, viewerSide: Side | null): KonwojFacts {
    const ids = (pile: unknown): string[] | null =>
      Array.isArray(pile) ? (pile as string[]) : Array.isArray((pile as Data)?.cards) ? (pile as Data).cards : null;
    const size = (pile: unknown, key: string): number => (Array.isArray(pile) ? pile.length : (pile as Data)[key]);
    const order: Side[] = viewerSide === 'outpost' ? ['outpost', 'moloch'] : ['moloch', 'outpost'];
    return {
      phase: PHASES[view.phase] ?? `unexpected phase ${view.phase}`,
      battle: view.battle ? { battle: view.battle, district: view.battleDistrict ?? null } : null,
      cities: (view.cities as Data[]).map((c) => ({
        city: c.index,
        state: c.destroyed ? 'Destroyed' : c.index === view.active ? 'Active' : 'Future',
        moloch: (view.units as Data[]).filter((u) => u.city === c.index && u.id.startsWith('M')).map((u) => u.id),
        outpost: (view.units as Data[]).filter((u) => u.city === c.index && u.id.startsWith('O')).map((u) => u.id),
      })),
      hands: order.map((side) => {
        const hand = view.hands[side];
        const own = side === viewerSide;
        const cards = own || viewerSide === null ? ids(hand) : null;
        const listed = cards !== null && (own || cards.length > 0);
        return {
          title: `${NAMES[side]}'s hand: ${cardsWord(size(hand, 'count'))}`,
          list: listed ? (own ? 'Your hand' : `${NAMES[side]}'s hand`) : null,
          cards: listed ? cards : null,
        };
      }),
      piles: Object.fromEntries(
        SIDES.map((side) => [
          side,
          {
            lines: [`Deck: ${cardsWord(size(view.decks[side], 'size'))}`, `Discard pile: ${cardsWord(view.discards[side].length)}`],
            discard: view.discards[side],
          },
        ]),
      ) as KonwojFacts['piles'],
    };
  }

  /** The same facts read from the board's markup: status lines, city sections, the hands and the piles, card ids as printed. */
  const konwojShown = (board: Locator): Promise<KonwojFacts> =>
    board.evaluate((root) => {
      const text = (e: PageElement) => e?.textContent?.trim() ?? '';
      const idsIn = (list: PageElement): string[] =>
        list ? [...list.querySelectorAll(':scope > li')].map((li) => text(li.querySelector('.konwoj-card__id'))) : [];
      const labelOf = (e: PageElement): string =>
        e.getAttribute('aria-label') ?? text(root.ownerDocument.getElementById(e.getAttribute('aria-labelledby') ?? ''));
      const status = [...root.querySelectorAll('.konwoj-status > li')].map(text);
      const battle = status.map((l) => /^Battle (\d+) in .+?(?:, for district (\S+))?$/.exec(l)).find((m) => m !== null);
      const cities = [...root.querySelectorAll('section[aria-label^="City "]')].map((city) => {
        const side = (title: string) => {
          const caption = [...city.querySelectorAll('p')].find((p) => text(p) === title);
          const list = caption ? city.querySelector(`ul[aria-labelledby="${caption.id}"]`) : null;
          return idsIn(list);
        };
        return {
          city: Number(/^City (\d+):/.exec(city.getAttribute('aria-label') ?? '')?.[1]),
          state: text(city.querySelector('header > span')),
          moloch: side("Moloch's cards here"),
          outpost: side("Outpost's cards here"),
        };
      });
      const handsSection = [...root.querySelectorAll('section')].find((s) => text(s.querySelector(':scope > h2')) === 'Cards in hand');
      const hands = [...(handsSection?.querySelectorAll(':scope > div') ?? [])].map((hand) => {
        const list = hand.querySelector('ul');
        return { title: text(hand.querySelector('p')), list: list ? labelOf(list) : null, cards: list ? idsIn(list) : null };
      });
      const pile = (label: string) => {
        const section = root.querySelector(`section[aria-label="${label}"]`);
        return {
          lines: [...(section?.querySelectorAll('p, summary') ?? [])].map(text),
          discard: idsIn(section?.querySelector('details ul')),
        };
      };
      return {
        phase: status[0] ?? '',
        battle: battle ? { battle: Number(battle[1]), district: battle[2] ?? null } : null,
        cities,
        hands,
        piles: { moloch: pile("Moloch's deck and discard pile"), outpost: pile("Outpost's deck and discard pile") },
      };
    });

  it('Konwój: the cards in each city, the hands, decks, discards and the phase are the library’s, for the organiser and for a seat', async () => {
    const played = await playExample('konwoj');
    const facts = (n: number, side: Side | null = null) =>
      konwojExpected(viewAt(played, n, side ? { kind: 'player', side } : ORGANISER) as Data, side);

    // The organiser: the whole match, both hands by their cards.
    const organiserChecked = [17, 22, 27, 28];
    expectChanges(organiserChecked, (n) => facts(n));
    const organiser = await bed.openSignedIn(LAPTOP, olga);
    const check = async (page: Page, n: number, side: Side | null = null) => {
      const { board, words } = await settled(page, played, n);
      expect({ event: n, shown: await konwojShown(board) }).toEqual({ event: n, shown: facts(n, side) });
      return { board, words };
    };
    let page = organiser.page;
    await page.goto(`${bed.url}/matches/${played.id}/replay?at=17`);
    expectEventWords(played, 17, (await check(page, 17)).words);
    await page.getByText('You see the whole match, hidden cards and dice included.').waitFor();
    await expectNoServerDice(page);
    await keys(page, 'ArrowRight', 5);
    expectEventWords(played, 22, (await check(page, 22)).words);
    for (let i = 0; i < 5; i++) await press(page, 'Next event');
    expectEventWords(played, 27, (await check(page, 27)).words);
    await press(page, 'Next event');
    expectEventWords(played, 28, (await check(page, 28)).words);
    await shot(page, 'replay-konwoj');
    await press(page, 'Last event');
    expectEventWords(played, played.total, (await check(page, played.total)).words);
    await press(page, 'First event');
    expectEventWords(played, 1, (await check(page, 1)).words);
    await organiser.context.close();

    // Moloch's seat, joined in the browser from a fresh link: Outpost's hand is a count, Moloch's own by its cards.
    const playerChecked = [14, 17, 28];
    expectChanges(playerChecked, (n) => facts(n, 'moloch'));
    const token = ok<{ reissueInvitation: { token: string } }>(await olga.gql(REISSUE, { m: played.id, side: 'moloch' })).reissueInvitation
      .token;
    const seat = await bed.open(PHONE);
    page = seat.page;
    await page.goto(`${bed.url}/join#${token}`);
    await page.waitForURL(`${bed.url}/matches/${played.id}`);
    await page.getByText('You play Moloch.').waitFor();
    await page.goto(`${bed.url}/matches/${played.id}/replay?at=14`);
    // Event 14 is Outpost revealing the card it drew: Moloch's view does not name it, nor any card of Outpost's.
    const outpostCards = (viewAt(played, 14) as Data).hands.outpost as string[];
    const at14 = await check(page, 14, 'moloch');
    expectEventWords(played, 14, at14.words, outpostCards);
    expect(await at14.board.textContent()).not.toMatch(/(?<![A-Za-z0-9])O\d\d(?!\d)/);
    await page.getByText('You see the match as Moloch sees it').waitFor();
    await expectNoServerDice(page);
    await expectPhoneFit(page);
    await shot(page, 'replay-konwoj-moloch');
    await keys(page, 'ArrowRight', 3);
    expectEventWords(played, 17, (await check(page, 17, 'moloch')).words);
    await page.goto(`${bed.url}/matches/${played.id}/replay?at=29`);
    await check(page, 29, 'moloch');
    await press(page, 'Previous event');
    expectEventWords(played, 28, (await check(page, 28, 'moloch')).words);
    await seat.context.close();
  });
});
