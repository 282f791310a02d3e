import { Client } from 'pg';
import type { LiveEvents } from '@app/event-store';
import { sealedHands } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import type { Timekeeper } from '../apps/api/src/clocks/timekeeper';
import { LIVE_EVENTS, TIMEKEEPER } from '../apps/api/src/tokens';
import { describeEachDatabase } from './support/databases';
import { ok, organiser, type Gql } from './support/graphql';

/**
 * A list query costs a bounded number of SQL statements whatever the page size: the rows
 * come in one query and the organisers of a page through one batched loader query.
 */
const LIST = `query($first: Int!) { matchList(first: $first) { totalCount edges { node { id status organiser { id displayName } } } } }`;

describeEachDatabase('SQL per list query', (databaseUrl) => {
  let api: RunningApi;
  let organisers: Gql[];

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { projectionIntervalMs: 3_600_000, extraRulesets: [sealedHands] });
    // Nobody subscribes here and no clock runs; the live-event loop's own reads of the stream
    // head, and the timekeeper's look for deadlines, would otherwise be counted with the
    // request's statements.
    await api.app.get<LiveEvents>(LIVE_EVENTS).stop();
    await api.app.get<Timekeeper>(TIMEKEEPER).stop();
    organisers = await Promise.all(['Ada', 'Ben', 'Cy', 'Dee'].map(async (n) => (await organiser(api.url, n)).gql));
    for (let i = 0; i < 40; i++) {
      ok(
        await organisers[i % organisers.length](`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
          i: {
            rulesetId: 'sealed-hands',
            setup: {},
            players: [
              { side: 'A', name: `a${i}` },
              { side: 'B', name: `b${i}` },
            ],
            // The follower of the log is stopped, so nothing else wakes the processors that make the list.
            waitForReadModels: true,
          },
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  async function statementsFor(first: number): Promise<{ statements: string[]; rows: number; organisers: Set<string> }> {
    const spy = jest.spyOn(Client.prototype, 'query');
    try {
      const list = ok(await organisers[0](LIST, { first })).matchList;
      return {
        statements: spy.mock.calls
          .map(([q]: any[]) => String(typeof q === 'string' ? q : q?.text))
          // The check of the caller's session is one read by its key whatever the query: not the list's.
          .filter((q) => !/FROM sessions WHERE session_id = \$1/.test(q))
          .map((q) => q.slice(0, 80)),
        rows: list.edges.length,
        organisers: new Set(list.edges.map((e: any) => e.node.organiser.displayName)),
      };
    } finally {
      spy.mockRestore();
    }
  }

  it('the same number of statements for 2, 10 and 40 rows, organisers included', async () => {
    const small = await statementsFor(2);
    const medium = await statementsFor(10);
    const large = await statementsFor(40);
    expect([small.rows, medium.rows, large.rows]).toEqual([2, 10, 40]);
    expect(large.organisers).toEqual(new Set(['Ada', 'Ben', 'Cy', 'Dee']));
    expect(small.statements.length).toBeGreaterThan(0);
    expect(medium.statements).toEqual(small.statements);
    expect(large.statements).toEqual(small.statements);
    // count, page, one batched account lookup
    expect(large.statements.length).toBeLessThanOrEqual(3);
  });
});
