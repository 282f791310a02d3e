import { sealedHands } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, seats, type Gql } from './support/graphql';

/**
 * A hidden hand must not leak through any door: state, pending, events, replay at N, the
 * match log, the dice seed. Sealed hands deals each side three d100 cards by a server roll.
 */
const players = [
  { side: 'A', name: 'Alice' },
  { side: 'B', name: 'Boris' },
];
/** Untimed: the event numbers below count the game's events alone (a timed match's first action also starts its clock). */
const UNTIMED = { minutes: 0 };
const CREATE = `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id } }`;
const ROLL = `mutation($input: RollDiceInput!) { rollDice(input: $input) { version } }`;
const PLAY = `mutation($input: IssueOrderInput!) { issueOrder(input: $input) { version pending { sides } } }`;
const EVERYTHING = `query($id: ID!, $n: Int!) { match(id: $id) {
  viewedAs version state revealedSeed
  pending { kind prompt sides orders purpose dice { count sides label } }
  outcome { finished winner }
  events(first: 100) { edges { node { number type data } } }
  at(eventNumber: $n) { eventNumber state pending { prompt } }
} }`;

describeEachDatabase('hidden information end to end', (databaseUrl) => {
  let api: RunningApi;
  let olga: Gql;
  let anon: Gql;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { extraRulesets: [sealedHands] });
    olga = (await organiser(api.url)).gql;
    anon = client(api.url);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Deals a server-dice match; answers the hands as the organiser sees them. */
  async function dealt(revealAtEnd: boolean) {
    const id = ok(
      await olga(CREATE, {
        input: { rulesetId: 'sealed-hands', players, setup: { handSize: 3 }, dice: 'server', revealAtEnd, clock: UNTIMED },
      }),
    ).createMatch.id;
    const table = await seats(api.url, olga, id);
    ok(await table.A.gql(ROLL, { input: { matchId: id } }));
    const full = ok(await olga(EVERYTHING, { id, n: 2 })).match;
    expect(full.viewedAs).toBe('organiser');
    return { id, table, hands: full.state.hands as Record<'A' | 'B', { cards: number[] }> };
  }

  /**
   * Whether what a viewer got shows the secret hand, or any die of it, anywhere. Values the
   * viewer holds themselves (`own`) may show up as their own dice, so they are not evidence.
   */
  function leaks(seen: unknown, secret: number[], own: number[] = []): boolean {
    const text = JSON.stringify(seen);
    return text.includes(JSON.stringify(secret)) || secret.some((v) => !own.includes(v) && new RegExp(`"value":${v}[,}]`).test(text));
  }

  it('each player sees their own hand only, the public neither, through every query path', async () => {
    const { id, table, hands } = await dealt(true);
    expect(hands.A.cards).toHaveLength(3);
    for (const [who, gql, mine, theirs] of [
      ['A', table.A.gql, hands.A.cards, hands.B.cards],
      ['B', table.B.gql, hands.B.cards, hands.A.cards],
    ] as const) {
      const m = ok(await gql(EVERYTHING, { id, n: 2 })).match;
      expect(m.viewedAs).toBe(`player:${who}`);
      expect(m.state.hands[who].cards).toEqual(mine);
      expect(m.state.hands[who === 'A' ? 'B' : 'A']).toEqual({ count: 3, cards: null });
      expect(m.at.state.hands[who === 'A' ? 'B' : 'A'].cards).toBeNull();
      const deal = m.events.edges[1].node;
      expect(deal.type).toBe('DiceRolled');
      expect(deal.data.dice.map((d: any) => d.value)).toEqual(mine);
      expect(leaks(m, theirs, mine)).toBe(false);
      expect(m.revealedSeed).toBeNull();
      expect(failure(await gql(`query($id: ID!) { match(id: $id) { log } }`, { id })).extensions).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'STREAM_HIDDEN',
      });
    }
    const pub = ok(await anon(EVERYTHING, { id, n: 2 })).match;
    expect(pub.viewedAs).toBe('public');
    expect(pub.state.hands).toEqual({ A: { count: 3, cards: null }, B: { count: 3, cards: null } });
    expect(pub.events.edges[1].node.data.dice).toEqual([]);
    expect(leaks(pub, hands.A.cards) || leaks(pub, hands.B.cards)).toBe(false);
  });

  it('what each may order now: the side to play its own cards, the organiser the same, the opponent and the public nothing', async () => {
    const LEGAL = `query($id: ID!) { match(id: $id) { version pending { legal { side orders { type actor rule options { order label cost } limits { field } } } } } }`;
    const { id, table, hands } = await dealt(true);
    const mine = {
      side: 'A',
      orders: [
        {
          type: 'play',
          actor: null,
          rule: 'sealed-hands §2',
          options: hands.A.cards.map((value, card) => ({ order: { type: 'play', card }, label: `card ${value}`, cost: null })),
          limits: [],
        },
      ],
    };
    expect(ok(await table.A.gql(LEGAL, { id })).match.pending.legal).toEqual([mine]);
    expect(ok(await olga(LEGAL, { id })).match.pending.legal).toEqual([mine]);
    for (const gql of [table.B.gql, anon]) {
      const seen = ok(await gql(LEGAL, { id })).match;
      expect(seen.pending.legal).toEqual([]);
      expect(leaks(seen, hands.A.cards)).toBe(false);
    }
    // Each offered option is accepted as it is; then the other side is to play.
    const option = mine.orders[0].options[1].order;
    const played = ok(await table.A.gql(PLAY, { input: { matchId: id, side: 'A', order: option } })).issueOrder;
    expect(played.pending.sides).toEqual(['B']);
    expect(ok(await table.A.gql(LEGAL, { id })).match.pending.legal).toEqual([]);
    const b = ok(await table.B.gql(LEGAL, { id })).match.pending.legal;
    expect(b.map((l: any) => [l.side, l.orders[0].options.length])).toEqual([['B', 3]]);
  });

  it('when the match is over the whole stream is revealed, by default', async () => {
    const { id, table, hands } = await dealt(true);
    ok(await table.A.gql(`mutation($i: ConcedeInput!) { concede(input: $i) { version } }`, { i: { matchId: id, side: 'A' } }));
    const pub = ok(await anon(EVERYTHING, { id, n: 2 })).match;
    expect(pub.outcome).toEqual({ finished: true, winner: 'B' });
    expect(pub.viewedAs).toBe('organiser');
    expect(pub.state.hands.A.cards).toEqual(hands.A.cards);
    expect(pub.events.edges[1].node.data.dice.map((d: any) => d.value)).toEqual([...hands.A.cards, ...hands.B.cards]);
    expect(pub.revealedSeed).toMatch(/^[0-9a-f]{64}$/);
    const log = ok(await anon(`query($id: ID!) { match(id: $id) { log } }`, { id })).match.log as string;
    expect(log.split('\n')[0]).toContain('tabletop-match-log');
  });

  it('an organiser may keep hands hidden after the end: then the seed stays hidden too', async () => {
    const { id, table, hands } = await dealt(false);
    ok(await table.B.gql(`mutation($i: ConcedeInput!) { concede(input: $i) { version } }`, { i: { matchId: id, side: 'B' } }));
    const a = ok(await table.A.gql(EVERYTHING, { id, n: 3 })).match;
    expect(a.outcome.finished).toBe(true);
    expect(a.viewedAs).toBe('player:A');
    expect(leaks(a, hands.B.cards, hands.A.cards)).toBe(false);
    expect(a.revealedSeed).toBeNull();
    const seedEvent = a.events.edges.find((e: any) => e.node.type === 'ServerSeedRevealed').node;
    expect(seedEvent.data.seed).toBe('(hidden)');
    const pub = ok(await anon(EVERYTHING, { id, n: 3 })).match;
    expect(leaks(pub, hands.A.cards) || leaks(pub, hands.B.cards)).toBe(false);
    expect(ok(await olga(EVERYTHING, { id, n: 3 })).match.revealedSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a played card becomes public', async () => {
    const { id, table, hands } = await dealt(true);
    const played = ok(await table.A.gql(PLAY, { input: { matchId: id, side: 'A', order: { type: 'play', card: 1 } } })).issueOrder;
    expect(played.pending.sides).toEqual(['B']);
    const pub = ok(await anon(EVERYTHING, { id, n: 3 })).match;
    expect(pub.state.table).toEqual({ side: 'A', card: hands.A.cards[1] });
    expect(pub.state.hands.A).toEqual({ count: 2, cards: null });
  });
});
