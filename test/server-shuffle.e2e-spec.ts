import { createHash, createHmac } from 'node:crypto';
import { sealedDeal } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, seats, type Gql } from './support/graphql';

/**
 * Deals only the server may make: sealed deal has the server deal at creation and again when the
 * first leader asks for a fresh deal. Players see each deal's commitment, never the other's
 * dice; once the match is over the revealed stream verifies, through GraphQL and by hand.
 */
const players = [
  { side: 'A', name: 'Alice' },
  { side: 'B', name: 'Boris' },
];
/** Untimed: the event numbers below count the game's events alone (a timed match's first action also starts its clock). */
const UNTIMED = { minutes: 0 };
const CREATE = `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id version pending { kind sides orders } } }`;
const ORDER = `mutation($input: IssueOrderInput!) { issueOrder(input: $input) { version pending { kind sides } } }`;
const ROLL = `mutation($input: RecordRollInput!) { recordRoll(input: $input) { version } }`;
const READ = `query($id: ID!) { match(id: $id) {
  viewedAs version state serverSeedCommitment revealedSeed
  verification { verified reason serverRolls committedRolls }
  events(first: 100) { edges { node { number type data metadata } } }
} }`;

describeEachDatabase('server-only shuffles and deals end to end', (databaseUrl) => {
  let api: RunningApi;
  let olga: Gql;
  let anon: Gql;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { extraRulesets: [sealedDeal] });
    olga = (await organiser(api.url)).gql;
    anon = client(api.url);
  });
  afterAll(async () => {
    await api?.close();
  });

  const deals = (m: any) => m.events.edges.map((e: any) => e.node).filter((n: any) => n.type === 'DiceRolled');

  it('deals by itself, shows each player the commitment and only their own dice, and verifies after the end', async () => {
    // Dice at the table for ordinary rolls: the deal is the server's all the same.
    const created = ok(
      await olga(CREATE, { input: { rulesetId: 'sealed-deal', players, setup: { handSize: 3 }, dice: 'reported', clock: UNTIMED } }),
    ).createMatch;
    expect(created.version).toBe(2);
    expect(created.pending).toEqual({ kind: 'order', sides: ['A'], orders: ['play', 'redeal'] });
    const id = created.id;
    const table = await seats(api.url, olga, id);

    // The deal is already made: there is nothing left for a player to roll.
    const refused = failure(await table.A.gql(ROLL, { input: { matchId: id, dice: [{ sides: 100, value: 1 }] } }));
    expect(refused.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'ROLL_NOT_PENDING' });

    // The leader's order that calls for a fresh deal comes back with the deal made.
    const redealt = ok(await table.A.gql(ORDER, { input: { matchId: id, side: 'A', order: { type: 'redeal' } } })).issueOrder;
    expect(redealt).toEqual({ version: 4, pending: { kind: 'order', sides: ['A'] } });

    const full = ok(await olga(READ, { id })).match;
    expect(full.verification).toBeNull();
    const [first, second] = deals(full);
    expect(second.metadata).toMatchObject({ actor: { kind: 'server' } });
    expect(second.data).toMatchObject({ source: 'server', nonce: 1, purpose: 'deal' });
    const hands = full.state.hands as Record<'A' | 'B', { cards: number[] }>;
    expect(second.data.dice.map((d: any) => d.value)).toEqual([...hands.A.cards, ...hands.B.cards]);

    for (const [who, gql, mine] of [
      ['A', table.A.gql, hands.A.cards],
      ['B', table.B.gql, hands.B.cards],
      ['public', anon, []],
    ] as const) {
      const m = ok(await gql(READ, { id })).match;
      expect(m.viewedAs).toBe(who === 'public' ? 'public' : `player:${who}`);
      const seen = deals(m);
      expect(seen.map((d: any) => d.data.commitment)).toEqual([first.data.commitment, second.data.commitment]);
      expect(seen[1].data.dice.map((d: any) => d.value)).toEqual(mine);
      expect(m.verification).toBeNull();
      expect(m.revealedSeed).toBeNull();
    }

    ok(await table.B.gql(`mutation($i: ConcedeInput!) { concede(input: $i) { version } }`, { i: { matchId: id, side: 'B' } }));
    const done = ok(await anon(READ, { id })).match;
    expect(done.verification).toEqual({ verified: true, reason: null, serverRolls: 2, committedRolls: 2 });
    const seed = done.revealedSeed as string;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(done.serverSeedCommitment);

    // By hand, as docs/match-log.md shows: salt, canonical text, SHA-256.
    for (const roll of deals(done)) {
      const salt = createHmac('sha256', Buffer.from(seed, 'hex')).update(`commit:${roll.data.nonce}`).digest('hex');
      const text = JSON.stringify([roll.data.nonce, roll.data.purpose, roll.data.dice.map((d: any) => [d.sides, d.value])]);
      expect(createHash('sha256').update(`${salt}:${text}`).digest('hex')).toBe(roll.data.commitment);
    }
  });

  it('a match whose seed stays hidden still shows every reader the verdict, but not the seed', async () => {
    const id = ok(
      await olga(CREATE, { input: { rulesetId: 'sealed-deal', players, setup: { handSize: 1 }, revealAtEnd: false, clock: UNTIMED } }),
    ).createMatch.id;
    const table = await seats(api.url, olga, id);
    ok(await table.A.gql(`mutation($i: ConcedeInput!) { concede(input: $i) { version } }`, { i: { matchId: id, side: 'A' } }));
    const b = ok(await table.B.gql(READ, { id })).match;
    expect(b.viewedAs).toBe('player:B');
    expect(b.revealedSeed).toBeNull();
    expect(b.verification).toEqual({ verified: true, reason: null, serverRolls: 1, committedRolls: 1 });
    expect(deals(b)[0].data.dice).toHaveLength(1);
  });
});
