import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { client, failure, ok, organiser, seats } from './support/graphql';
import { liveClient } from './support/subscriptions';

/** Requests a client gets wrong on purpose or by accident: each has its own code, never INTERNAL or a 5xx. */
describeEachDatabase('hostile requests', (databaseUrl) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
  });
  afterAll(() => api.close());

  const post = async (body: unknown) => {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, any> }> },
    };
  };

  it('refuses a list nested thousands deep as too large, before parsing it', async () => {
    const deep = `query { match(id: ${'['.repeat(5000)}1${']'.repeat(5000)}) { id } }`;
    const r = await post({ query: deep });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION', reason: 'QUERY_TOO_LARGE', limit: 100 });
    // Just past the limit, where the parser would still cope, in a JSON argument that validates: the same answer.
    const r2 = await post({
      query: `mutation { createMatch(input: { rulesetId: "vigilant-peace", players: [], setup: ${'['.repeat(101)}1${']'.repeat(101)} }) { id } }`,
    });
    expect(r2.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION', reason: 'QUERY_TOO_LARGE' });
    // A real query's nesting is far below it.
    expect(failure(await client(api.url)(`query { match(id: "nope") { id } }`)).extensions.code).toBe('NOT_FOUND');
  });

  it('answers /health 200 however often it is asked, never rate-limited', async () => {
    const statuses = await Promise.all(Array.from({ length: 350 }, () => fetch(`${api.url}/health`).then((r) => r.status)));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('answers a subscription sent over HTTP, and persisted queries it cannot use, as BAD_REQUEST', async () => {
    const sub = await post({ query: 'subscription { matchEvents(matchId: "x") { number } }' });
    expect(sub.status).toBe(400);
    expect(sub.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'SUBSCRIPTION_OVER_HTTP' });
    const unknown = await post({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' } },
    });
    // The message is the one persisted-query clients look for before they send the whole query.
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'BAD_REQUEST', reason: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    const mismatch = await post({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'PERSISTED_QUERY_MISMATCH' });
  });

  it('gives an error inside a subscription’s event the code it has over HTTP', async () => {
    const olga = await organiser(api.url);
    const id = ok(
      await olga.gql(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
        i: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: 'Alice' },
            { side: 'B', name: 'Boris' },
          ],
          setup: sampleSetup,
        },
      }),
    ).createMatch.id as string;
    const table = await seats(api.url, olga.gql, id);
    // Over HTTP a player may not read the whole stream while the match runs …
    expect(failure(await table.A.gql(`query($m: ID!) { match(id: $m) { log } }`, { m: id })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'STREAM_HIDDEN',
    });
    // … and over WebSocket the same field in a subscription's event says so in the same words.
    const socket = liveClient(api.url, `Bearer ${table.A.token}`);
    try {
      const sub = socket.subscribe(`subscription($m: ID!) { matchUpdated(matchId: $m) { version log } }`, { m: id });
      const [first] = await sub.take(1);
      expect(first.errors?.[0]).toMatchObject({
        path: ['matchUpdated', 'log'],
        extensions: { code: 'FORBIDDEN', reason: 'STREAM_HIDDEN' },
      });
    } finally {
      await socket.dispose();
    }
  });

  it('answers a command that was applied as applied, when a field of its answer is refused', async () => {
    const olga = await organiser(api.url);
    const id = ok(
      await olga.gql(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
        i: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: 'Alice' },
            { side: 'B', name: 'Boris' },
          ],
          setup: sampleSetup,
          dice: 'server',
        },
      }),
    ).createMatch.id as string;
    const table = await seats(api.url, olga.gql, id);
    const pending = ok(await table.A.gql(`query($m: ID!) { match(id: $m) { version pending { sides } } }`, { m: id })).match;
    const side = pending.pending.sides[0] ?? 'A';
    const answer = await table[side].gql(`mutation($i: RollDiceInput!) { rollDice(input: $i) { version log } }`, {
      i: { matchId: id, side },
    });
    // The roll was made: the answer says so, with the refused field alone null and its own error.
    expect(answer.data?.rollDice).toEqual({ version: pending.version + 1, log: null });
    expect(answer.errors?.[0]).toMatchObject({ path: ['rollDice', 'log'], extensions: { code: 'FORBIDDEN', reason: 'STREAM_HIDDEN' } });
  });
});
