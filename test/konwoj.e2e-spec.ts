import { orderByDice, verifyMatch, type GameEvent } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { instances, randomEvent, seeded, DEFAULT_CATALOGUE, type KonwojState } from '@app/rulesets/konwoj';
import { logEvents, parseMatchLog, replayMatchLog } from '@app/matches';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { CREATE_MATCH, failure, ISSUE_ORDER, ok, organiser, seats, type Gql } from './support/graphql';

/**
 * A whole game of Konwój through GraphQL between two invited players. The server shuffles the
 * decks (rolls only it may make, each committed in the stream); each player sees their own hand
 * and never the other's nor any deck order; when New York falls the stream is revealed and every
 * shuffle, and so every draw, checks out against the committed seed.
 */
const players = [
  { side: 'moloch', name: 'Marta' },
  { side: 'outpost', name: 'Piotr' },
];
type Side = 'moloch' | 'outpost';
const other = (side: Side): Side => (side === 'moloch' ? 'outpost' : 'moloch');
/** The card instances of a deck in catalogue order, as a match starts (M01…M35, O01…O35). */
const deckOf = (prefix: 'M' | 'O') => Object.keys(instances(DEFAULT_CATALOGUE)).filter((id) => id.startsWith(prefix));

const READ = `query($id: ID!) { match(id: $id) { version state pending { kind sides orders } outcome { finished winner reason } } }`;
const EVENTS = `query($id: ID!, $after: String) { match(id: $id) { events(first: 100, after: $after) {
  edges { node { number type data } } pageInfo { hasNextPage endCursor } } } }`;
const REVEALED = `query($id: ID!) { match(id: $id) { viewedAs revealedSeed log verification { verified reason serverRolls committedRolls } } }`;

describeEachDatabase('Konwój end to end', (databaseUrl) => {
  let api: RunningApi;
  let olga: Gql;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
    olga = (await organiser(api.url)).gql;
  });

  afterAll(async () => {
    await api?.close();
  });

  /** Every event of the match as this reader sees it, page by page. */
  async function eventsSeenBy(gql: Gql, id: string): Promise<Array<{ number: number; type: string; data: any }>> {
    const out: Array<{ number: number; type: string; data: any }> = [];
    let after: string | null = null;
    for (;;) {
      const page: any = ok(await gql(EVENTS, { id, after })).match.events;
      out.push(...page.edges.map((e: any) => e.node));
      if (!page.pageInfo.hasNextPage) return out;
      after = page.pageInfo.endCursor;
    }
  }

  /** What a player's view shows of the other side's hand and of both decks: counts only. */
  function expectNothingHidden(view: any, me: Side, truth: KonwojState): void {
    const them = other(me);
    expect(view.hands[them]).toEqual({ count: truth.hands[them].length });
    expect(view.hands[me].cards).toEqual(truth.hands[me]);
    expect(view.decks[them]).toEqual({ size: truth.decks[them].length });
    // The owner sees what is left in their deck, sorted, never its order.
    expect(view.decks[me]).toEqual({ size: truth.decks[me].length, contents: [...truth.decks[me]].sort() });
    // Cards of the other hand are named only if this player was shown them (Wywiad, p.35).
    const shown: string[] = view.intel?.wywiad ?? [];
    for (const card of truth.hands[them].filter((c) => !shown.includes(c))) expect(Object.keys(view.cards)).not.toContain(card);
  }

  it('p.2–p.32: two players play a whole game, each seeing only their own hand, and the revealed shuffles verify', async () => {
    const created = ok(await olga(CREATE_MATCH, { input: { rulesetId: 'konwoj', players, setup: {} } })).createMatch;
    // p.3: both decks are shuffled at once, by the server, before anyone acts.
    expect(created.version).toBe(3);
    expect(created.pending).toMatchObject({ kind: 'order', sides: ['moloch', 'outpost'], orders: ['mulligan'] });
    const id = created.id;
    const table = await seats(api.url, olga, id);

    // The opening hands: four cards each, seen by their owner only.
    const opening = ok(await olga(READ, { id })).match.state as KonwojState;
    expect(opening.hands.moloch).toHaveLength(4);
    expect(opening.decks.outpost).toHaveLength(31);
    for (const side of ['moloch', 'outpost'] as const) {
      const seen = ok(await table[side].gql(READ, { id })).match.state;
      expectNothingHidden(seen, side, opening);
    }

    // Each shuffle is in the stream as a server roll: its commitment for everyone, its dice for nobody yet.
    for (const side of ['moloch', 'outpost'] as const) {
      const rolls = (await eventsSeenBy(table[side].gql, id)).filter((e) => e.type === 'DiceRolled');
      expect(rolls.map((r) => r.data.purpose)).toEqual(['shuffle the Moloch deck', 'shuffle the Outpost deck']);
      for (const r of rolls) {
        expect(r.data).toMatchObject({ source: 'server', dice: [] });
        expect(r.data.commitment).toMatch(/^[0-9a-f]{64}$/);
      }
    }

    ok(await table.moloch.gql(ISSUE_ORDER, { input: { matchId: id, side: 'moloch', order: { type: 'mulligan', redraw: false } } }));
    // p.3: Outpost returns his four cards and the server shuffles again; battle 1 starts with
    // Phase I (p.6): two more cards each.
    const redrawn = ok(
      await table.outpost.gql(ISSUE_ORDER, { input: { matchId: id, side: 'outpost', order: { type: 'mulligan', redraw: true } } }),
    ).issueOrder;
    const dealtToOutpost: string[] = redrawn.state.hands.outpost.cards;
    expect(dealtToOutpost).toHaveLength(6);

    // The game itself: at every step the player to act picks a legal order; the organiser's full
    // view is only the test's way of finding one, the players see their own views.
    const next = seeded(7);
    let steps = 0;
    let refusedOnce = false;
    for (;;) {
      const now = ok(await olga(READ, { id })).match;
      if (now.outcome.finished) break;
      const truth = now.state as KonwojState;
      const event = randomEvent(truth, next) as GameEvent;
      expect(event.type).toBe('OrderIssued'); // shuffles and random picks are the server's, made at once
      const { side, order } = (event as Extract<GameEvent, { type: 'OrderIssued' }>).data;
      const gql = table[side].gql;
      if (!refusedOnce && order.type === 'playUnit' && side === 'moloch') {
        // A card the player does not hold now is refused, and nothing changes. It is picked from
        // the hand at this step: any card of the deck may have been dealt since the opening.
        const notHeld = deckOf('M').find((c) => !truth.hands.moloch.includes(c))!;
        const refused = failure(await gql(ISSUE_ORDER, { input: { matchId: id, side, order: { ...order, card: notHeld } } }));
        expect(refused.extensions).toMatchObject({ code: 'RULE_VIOLATION' });
        expect(ok(await olga(READ, { id })).match.version).toBe(now.version);
        refusedOnce = true;
      }
      const after = ok(await gql(ISSUE_ORDER, { input: { matchId: id, side, order } })).issueOrder;
      const full = ok(await olga(READ, { id })).match;
      expect(after.version).toBe(full.version);
      // Once New York has fallen the stream is revealed to all (revealAtEnd), not before.
      if (!full.outcome.finished) expectNothingHidden(after.state, side as Side, full.state);
      expect(++steps).toBeLessThan(1000);
    }
    expect(refusedOnce).toBe(true);

    // p.31–32: the game is over, with one winner and the reason.
    const done = ok(await olga(READ, { id })).match;
    expect(done.outcome.finished).toBe(true);
    expect(['moloch', 'outpost']).toContain(done.outcome.winner);
    expect(done.pending.kind).toBe('none');

    // The stream is revealed to both players: the seed, every shuffle's dice, and a verdict.
    for (const side of ['moloch', 'outpost'] as const) {
      const revealed = ok(await table[side].gql(REVEALED, { id })).match;
      // The players of a finished, revealed match see what the organiser sees.
      expect(revealed.viewedAs).toBe('organiser');
      expect(revealed.revealedSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(revealed.verification).toMatchObject({ verified: true, reason: null });
      expect(revealed.verification.committedRolls).toBe(revealed.verification.serverRolls);

      // Anyone holding the log can check it without the server: seed, dice and commitments…
      const log = parseMatchLog(revealed.log);
      const events = logEvents(log);
      expect(verifyMatch(events)).toMatchObject({ verified: true });
      // …and that the draws follow from the shuffles: the first shuffle gave Outpost four cards
      // from the top, he put them at the bottom, the reshuffle's dice gave the six he was dealt.
      const [, first, again] = events.filter((e): e is Extract<GameEvent, { type: 'DiceRolled' }> => e.type === 'DiceRolled');
      expect([first.data.purpose, again.data.purpose]).toEqual(['shuffle the Outpost deck', 'shuffle the Outpost deck']);
      const shuffled = orderByDice(deckOf('O'), first.data.dice);
      const reshuffled = orderByDice([...shuffled.slice(4), ...shuffled.slice(0, 4)], again.data.dice);
      expect(reshuffled.slice(0, 6)).toEqual(dealtToOutpost);
      // A replay of the log gives the server's game.
      const replayed = replayMatchLog(createRegistry(), log).game as KonwojState;
      expect(replayed.result).toEqual(done.state.result);
      expect(replayed.discards).toEqual(done.state.discards);
    }
  });
});
