import { Client } from 'pg';
import { sealedHands } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { ok, organiser, seats, type Gql } from './support/graphql';
import { liveClient, type LiveClient } from './support/subscriptions';

/**
 * Readers wait only for appends in flight. A transaction somebody left open elsewhere on the
 * same PostgreSQL server (another database, a maintenance session) must not stall the log's
 * readers: not readAll, not the read models, not a subscriber.
 */
const EVENTS = `subscription($m: ID!, $after: Int) { matchEvents(matchId: $m, after: $after) { number type } }`;
const SUMMARY = `query { matchList(first: 50) { edges { node { id eventCount } } } }`;

describeEachDatabase('a transaction left open elsewhere', (databaseUrl, target) => {
  let api: RunningApi;
  let olga: { gql: Gql };
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { extraRulesets: [sealedHands] });
    olga = await organiser(api.url);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await api?.close();
  });

  async function playOneCard() {
    const id = ok(
      await olga.gql(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
        i: {
          rulesetId: 'sealed-hands',
          players: [
            { side: 'A', name: 'Alice' },
            { side: 'B', name: 'Boris' },
          ],
          setup: { handSize: 2 },
          dice: 'server',
          published: true,
          clock: { minutes: 0 },
        },
      }),
    ).createMatch.id as string;
    const table = await seats(api.url, olga.gql, id);
    const live = liveClient(api.url);
    sockets.push(live);
    const events = live.subscribe(EVENTS, { m: id, after: 0 });
    await events.take(1); // MatchCreated: the subscription is live
    ok(await table.B.gql(`mutation($i: RollDiceInput!) { rollDice(input: $i) { version } }`, { i: { matchId: id } }));
    const played = ok(
      await table.A.gql(`mutation($i: IssueOrderInput!) { issueOrder(input: $i) { version } }`, {
        // Answered once the read models have it: they run while the other write is open.
        i: { matchId: id, side: 'A', order: { type: 'play', card: 0 }, waitForReadModels: true },
      }),
    ).issueOrder.version as number;
    return { id, played, events };
  }

  if (target === 'postgres') {
    it('leaves commands, read models and subscribers running while another database keeps a write open', async () => {
      // TEST_DATABASE_URL names the server's own database; each test target gets a database of its own beside it.
      const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT pg_current_xact_id()'); // a write transaction: it holds back the server's xmin
        const { id, played, events } = await playOneCard(); // its last mutation waits for the processors
        expect((await events.take(3)).map((r) => r.data.matchEvents.type)).toEqual(['MatchCreated', 'DiceRolled', 'OrderIssued']);
        const summary = ok(await olga.gql(SUMMARY)).matchList.edges.find((e: any) => e.node.id === id);
        expect(summary.node.eventCount).toBe(played);
        expect((await other.query('SELECT pg_current_xact_id_if_assigned() IS NOT NULL AS open')).rows[0].open).toBe(true);
      } finally {
        await other.query('ROLLBACK');
        await other.end();
      }
    });
  } else {
    it('has no other database or session to be held back by: transactions take the one session in turn', async () => {
      // The embedded database is one session, lent to one transaction at a time, and admits
      // only the server: a transaction open elsewhere cannot exist. Here the log still serves
      // commands, read models and subscribers end to end.
      const { id, played, events } = await playOneCard();
      expect((await events.take(3)).map((r) => r.data.matchEvents.type)).toEqual(['MatchCreated', 'DiceRolled', 'OrderIssued']);
      const summary = ok(await olga.gql(SUMMARY)).matchList.edges.find((e: any) => e.node.id === id);
      expect(summary.node.eventCount).toBe(played);
    });
  }
});
