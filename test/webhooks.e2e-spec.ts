import type { ProcessorRunner } from '@app/projections';
import { createPool } from '@app/database';
import type { Pool } from 'pg';
import { PROCESSORS } from '../apps/api/src/tokens';
import type { WebhookSender } from '../apps/api/src/webhooks/webhook-sender';
import { WEBHOOK_SENDER } from '../apps/api/src/webhooks/webhooks.module';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';
import { until } from './support/wait';
import { startReceiver, type Receiver } from './support/webhook-receiver';

const m = (name: string, input: string, fields = 'version') => `mutation($input: ${input}!) { ${name}(input: $input) { ${fields} } }`;
const CREATE = `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id url events paused } } }`;
const DELIVERY = 'id event status attempts lastStatusCode lastError nextAttemptAt deliveredAt payload';
const HOOKS = `query($id: ID!) { webhooks(competitionId: $id) { id url events paused consecutiveFailures
  deliveries(first: 100) { totalCount edges { node { ${DELIVERY} } } } } }`;
const ALL_EVENTS = ['ROUND_PAIRED', 'ROUND_PUBLISHED', 'ROUND_STARTED', 'RESULT_CONFIRMED', 'STANDINGS_CHANGED', 'EVENT_FINISHED'];
/** Waits after each failed attempt: 10 s, then 60 s, … (the server's clock, moved by the test). */
const RETRY_SECONDS = [10, 60, 300, 1800, 7200];
const PAUSE_AFTER = 6;

interface Hook {
  id: string;
  url: string;
  events: string[];
  paused: boolean;
  consecutiveFailures: number;
  deliveries: { totalCount: number; edges: Array<{ node: any }> };
}

/**
 * Webhooks end to end: hooks registered through GraphQL, happenings of a real event put in the
 * outbox by the `webhooks` processor and sent by the API's sender to receivers on 127.0.0.1
 * (loopback allowed by the test's option), which check every signature. Retries run on the
 * server's clock, which the test moves: no test waits for a retry in real time.
 */
describeEachDatabase('Webhooks', (databaseUrl) => {
  let api: RunningApi;
  let now = Date.parse('2026-06-01T10:00:00Z');
  const receivers: Receiver[] = [];
  let pool: Pool;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), {
      clock: () => new Date(now),
      rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 },
      webhooks: { allowLoopback: true, pollMs: 50, retrySeconds: RETRY_SECONDS, pauseAfterFailures: PAUSE_AFTER },
    });
    pool = createPool(databaseUrl(), 2);
  });
  afterAll(async () => {
    for (const r of receivers) await r.close();
    await pool?.end();
    await api?.close();
  });

  const sender = () => api.app.get<WebhookSender>(WEBHOOK_SENDER);
  /** Moves the server's clock on and lets the sender look at once. */
  const advance = (seconds: number) => {
    now += seconds * 1000;
    sender().wake();
  };
  const receiver = async () => {
    const r = await startReceiver(() => now / 1000);
    receivers.push(r);
    return r;
  };

  /** A Swiss of four guests, round 1 paired and published: two games, no bye. */
  async function event(gql: Gql, name: string): Promise<{ id: string; games: Array<{ id: string; a: string; b: string }> }> {
    const id: string = ok(
      await gql(m('createCompetition', 'CreateCompetitionInput', 'id'), {
        input: { kind: 'tournament', name, rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } },
      }),
    ).createCompetition.id;
    for (const player of ['Ann', 'Bob', 'Cyd', 'Dee'])
      ok(await gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name: player } }));
    return { id, games: [] };
  }

  /** Round 1 paired, published and started. */
  async function pairAndStart(gql: Gql, id: string): Promise<Array<{ id: string; key: string; a: string; b: string }>> {
    ok(await gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    const published = ok(
      await gql(m('publishRound', 'RoundInput', 'rounds { round games { id key a b } }'), { input: { competitionId: id, round: 1 } }),
    );
    ok(await gql(m('startRound', 'RoundInput'), { input: { competitionId: id, round: 1 } }));
    return published.publishRound.rounds[0].games;
  }

  /** The organiser rules a game's result: settled at once. */
  const rule = async (gql: Gql, id: string, game: { id: string; a: string }) =>
    ok(
      await gql(m('reportGameResult', 'GameResultInput'), {
        input: { competitionId: id, game: game.id, winner: game.a, reason: 'ruled at the table' },
      }),
    );

  async function register(gql: Gql, competitionId: string, r: Receiver, events = ALL_EVENTS): Promise<string> {
    const created = ok(await gql(CREATE, { input: { competitionId, url: r.url, events } })).createWebhook;
    expect(created.secret).toMatch(/^whsec_/);
    r.secret = created.secret;
    return created.webhook.id;
  }

  async function hooks(gql: Gql, competitionId: string): Promise<Hook[]> {
    return ok(await gql(HOOKS, { id: competitionId })).webhooks;
  }
  const hookOf = async (gql: Gql, competitionId: string, id: string) => (await hooks(gql, competitionId)).find((h) => h.id === id)!;
  const deliveriesOf = async (gql: Gql, competitionId: string, id: string) =>
    (await hookOf(gql, competitionId, id)).deliveries.edges.map((e) => e.node);

  it('sends each happening signed, with its delivery id, and lists it delivered', async () => {
    const olga = await organiser(api.url, 'Olga');
    const { id } = await event(olga.gql, 'Hooked Open');
    const all = await receiver();
    const results = await receiver();
    const allId = await register(olga.gql, id, all);
    const resultsId = await register(olga.gql, id, results, ['RESULT_CONFIRMED']);
    expect(await hooks(olga.gql, id)).toMatchObject([
      { id: allId, url: all.url, events: ALL_EVENTS, paused: false },
      { id: resultsId, url: results.url, events: ['RESULT_CONFIRMED'], paused: false },
    ]);

    const games = await pairAndStart(olga.gql, id);
    await rule(olga.gql, id, games[0]);
    await until('the happenings at the first receiver', async () => all.accepted().size >= 5);
    await until('the result at the second receiver', async () => results.accepted().size >= 1);

    const sent = [...all.accepted().values()];
    // Paired, published, started in the order they happened; a result and the standings it moved, from one event.
    expect(sent.slice(0, 3).map((r) => r.event)).toEqual(['round.paired', 'round.published', 'round.started']);
    expect(
      sent
        .slice(3)
        .map((r) => r.event)
        .sort(),
    ).toEqual(['result.confirmed', 'standings.changed']);
    for (const r of [...all.received, ...results.received]) {
      expect(r.verified).toBe(true);
      expect(r.payload).toMatchObject({ id: r.delivery, event: r.event, competitionId: id });
      expect(r.delivery).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(all.accepted().size).toBe(all.received.length); // none sent twice
    expect(sent.find((r) => r.event === 'result.confirmed')!.payload.data).toEqual({
      gameId: games[0].id,
      gameKey: games[0].key,
      round: 1,
      winner: games[0].a,
      draw: false,
    });
    expect(sent.find((r) => r.event === 'round.paired')!.payload.data).toEqual({ round: 1, amended: false });
    expect([...results.accepted().values()].map((r) => r.event)).toEqual(['result.confirmed']);
    // The same happening goes to each hook under an id of its own.
    const ruled = (x: Receiver) => [...x.accepted().values()].find((r) => r.event === 'result.confirmed')!;
    expect(ruled(results).delivery).not.toBe(ruled(all).delivery);
    expect(ruled(results).body).toBe(ruled(results).body);

    // The organiser reads them delivered, with the body as sent.
    await until('the deliveries to be recorded', async () =>
      (await deliveriesOf(olga.gql, id, allId)).every((d) => d.status === 'DELIVERED') ? true : null,
    );
    const listed = await deliveriesOf(olga.gql, id, allId);
    expect(listed).toHaveLength(all.accepted().size);
    const positions = listed.map((d) => JSON.parse(d.payload).position as number);
    expect(positions).toEqual([...positions].sort((a, b) => b - a)); // the newest happening first
    for (const d of listed) {
      expect(d).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 204, lastError: null, nextAttemptAt: null });
      expect(d.payload).toBe(all.accepted().get(d.id)!.body);
    }
    // Newest first, and paged.
    const page = ok(
      await olga.gql(
        `query($id: ID!) { webhooks(competitionId: $id) { deliveries(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } } }`,
        { id },
      ),
    ).webhooks[0].deliveries;
    expect(page.totalCount).toBe(listed.length);
    expect(page.edges.map((e: any) => e.node.id)).toEqual(listed.slice(0, 2).map((d) => d.id));
    const next = ok(
      await olga.gql(
        `query($id: ID!, $after: String) { webhooks(competitionId: $id) { deliveries(first: 100, after: $after) { edges { node { id } } } } }`,
        {
          id,
          after: page.pageInfo.endCursor,
        },
      ),
    ).webhooks[0].deliveries;
    expect(next.edges.map((e: any) => e.node.id)).toEqual(listed.slice(2).map((d) => d.id));

    // The processor run again over the whole log (as after a crash before its commit) adds nothing.
    const [{ n: before }] = (await pool.query('SELECT count(*)::int AS n FROM webhook_deliveries')).rows;
    await pool.query(`UPDATE projection_checkpoints SET position = 0 WHERE name = 'webhooks'`);
    const runner = api.app.get<ProcessorRunner>(PROCESSORS);
    await until('the webhooks processor to pass the log again', async () => {
      await runner.catchUp();
      const [{ position }] = (await pool.query(`SELECT position::int AS position FROM projection_checkpoints WHERE name = 'webhooks'`))
        .rows;
      return position > 0;
    });
    expect((await pool.query('SELECT count(*)::int AS n FROM webhook_deliveries')).rows[0].n).toBe(before);
  });

  it('retries a receiver that is down, on the server’s clock: nothing lost, nothing doubled', async () => {
    const olga = await organiser(api.url, 'Olga');
    const { id } = await event(olga.gql, 'Flaky Open');
    const down = await receiver();
    down.mode = 'fail';
    const hookId = await register(olga.gql, id, down, ['RESULT_CONFIRMED']);
    const games = await pairAndStart(olga.gql, id);
    for (const g of games) await rule(olga.gql, id, g);

    // Both tried once and failed: due again 10 s later by the server's clock.
    const pendingAfter = async (attempts: number) => {
      const ds = await deliveriesOf(olga.gql, id, hookId);
      return ds.length === 2 && ds.every((d) => d.status === 'PENDING' && d.attempts === attempts && d.nextAttemptAt) ? ds : null;
    };
    const first = await until('a first failed attempt of both', () => pendingAfter(1));
    for (const d of first) {
      expect(d).toMatchObject({ lastStatusCode: 500, lastError: 'HTTP 500', deliveredAt: null });
      expect(Date.parse(d.nextAttemptAt)).toBe(Date.parse(d.nextAttemptAt)); // a time
    }
    expect(down.received).toHaveLength(2);

    advance(10);
    await until('a second failed attempt of both', () => pendingAfter(2));
    expect(down.received).toHaveLength(4);
    expect((await hookOf(olga.gql, id, hookId)).consecutiveFailures).toBe(4);

    // Back up: the next retry (60 s later) delivers both, once each.
    down.mode = 'ok';
    advance(59);
    sender().wake();
    expect((await pendingAfter(2)) !== null).toBe(true); // not due yet: nothing sent early
    advance(1);
    await until('both delivered', async () =>
      (await deliveriesOf(olga.gql, id, hookId)).every((d) => d.status === 'DELIVERED') ? true : null,
    );
    const accepted = down.accepted();
    expect(accepted.size).toBe(2);
    expect(down.received).toHaveLength(6);
    expect(down.received.filter((r) => r.answered === 'ok')).toHaveLength(2);
    // Every attempt of a delivery carries the same id and body, signed afresh.
    for (const [delivery, ok] of accepted) {
      const attempts = down.received.filter((r) => r.delivery === delivery);
      expect(attempts).toHaveLength(3);
      expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
      expect(attempts.every((r) => r.verified)).toBe(true);
      expect(ok.payload.data.gameId).toBeDefined();
    }
    expect((await hookOf(olga.gql, id, hookId)).consecutiveFailures).toBe(0);
  });

  it('pauses a dead endpoint after failures in a row, without holding up other hooks; resuming sends what waited', async () => {
    const olga = await organiser(api.url, 'Olga');
    const { id } = await event(olga.gql, 'Dead Open');
    const dead = await receiver();
    dead.mode = 'hangup';
    const healthy = await receiver();
    const deadId = await register(olga.gql, id, dead, ['RESULT_CONFIRMED', 'STANDINGS_CHANGED']);
    await register(olga.gql, id, healthy, ['RESULT_CONFIRMED', 'STANDINGS_CHANGED']);
    const games = await pairAndStart(olga.gql, id);
    for (const g of games) await rule(olga.gql, id, g);
    // Two results, each a result and a standings change: four deliveries per hook.
    await until('the healthy hook to get all four', async () => healthy.accepted().size === 4);
    await until('the dead hook to fail each once', async () => dead.received.length === 4);

    // Over the next retries it reaches six failures in a row and is paused.
    advance(10);
    await until('the dead hook paused', async () => ((await hookOf(olga.gql, id, deadId)).paused ? true : null));
    const paused = await hookOf(olga.gql, id, deadId);
    expect(paused.consecutiveFailures).toBe(PAUSE_AFTER);
    expect(dead.received).toHaveLength(PAUSE_AFTER);
    expect(paused.deliveries.edges.every((e) => e.node.status === 'PENDING')).toBe(true);
    expect(paused.deliveries.edges.every((e) => /socket hang up|ECONNRESET/.test(e.node.lastError))).toBe(true);

    // Paused, it is sent nothing, however much time passes; new happenings still wait for it.
    ok(await olga.gql(m('finishCompetition', 'FinishInput'), { input: { competitionId: id, reason: 'over early' } }));
    advance(3600);
    await until('the sender to be idle', async () => sender().idle);
    expect(dead.received).toHaveLength(PAUSE_AFTER);

    // Resumed (its receiver fixed): every waiting delivery arrives, once.
    dead.mode = 'ok';
    const resumed = ok(
      await olga.gql(m('resumeWebhook', 'WebhookInput', 'paused consecutiveFailures'), { input: { webhookId: deadId } }),
    ).resumeWebhook;
    expect(resumed).toEqual({ paused: false, consecutiveFailures: 0 });
    await until('the waiting deliveries', async () => dead.accepted().size === 4);
    expect(new Set(dead.received.map((r) => r.delivery)).size).toBe(4);
    expect([...dead.accepted().values()].every((r) => r.verified)).toBe(true);
  });

  it('refuses private, malformed and forged URLs and every caller but the organiser, changing nothing', async () => {
    const olga = await organiser(api.url, 'Olga');
    const { id } = await event(olga.gql, 'Guarded Open');
    const input = (url: string, events = ['RESULT_CONFIRMED']) => ({ input: { competitionId: id, url, events } });
    const refused = async (url: string, reason: string, addressKind?: string) => {
      const e = failure(await olga.gql(CREATE, input(url)));
      expect(e.extensions).toMatchObject({ code: 'VALIDATION', field: 'url', reason, ...(addressKind ? { addressKind } : {}) });
    };
    await refused('ftp://example.org/hook', 'WEBHOOK_URL_SCHEME_NOT_ALLOWED');
    await refused('file:///etc/passwd', 'WEBHOOK_URL_SCHEME_NOT_ALLOWED');
    await refused('not a url', 'WEBHOOK_URL_MALFORMED');
    await refused('http://user:secret@127.0.0.1/hook', 'WEBHOOK_URL_MALFORMED');
    await refused('http://10.0.0.1/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED', 'private');
    await refused('http://192.168.1.20:3000/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED', 'private');
    await refused('http://169.254.169.254/latest/meta-data/', 'WEBHOOK_ADDRESS_NOT_ALLOWED', 'link-local');
    await refused('http://[::ffff:10.0.0.1]/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED', 'private');
    await refused('http://[fe80::1]/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED', 'link-local');
    await refused('http://0.0.0.0:8080/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED', 'unspecified');
    await refused('http://224.0.0.1/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED', 'multicast');
    expect(failure(await olga.gql(CREATE, input('http://127.0.0.1:9/hook', []))).extensions).toMatchObject({
      code: 'VALIDATION',
      field: 'events',
      reason: 'WEBHOOK_EVENTS_EMPTY',
    });
    expect(failure(await olga.gql(CREATE, input('http://127.0.0.1:9/hook', ['RESULTS_MAYBE']))).extensions.code).toBe('VALIDATION');

    // Nobody but the organiser, signed in or with a key of scope ORGANISER.
    const stranger = await organiser(api.url, 'Stan');
    const key = ok(await olga.gql(`mutation { createApiKey(name: "hooks site") { key } }`)).createApiKey.key;
    expect(failure(await stranger.gql(CREATE, input('http://127.0.0.1:9/hook'))).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_ORGANISER',
    });
    expect(failure(await client(api.url)(CREATE, input('http://127.0.0.1:9/hook'))).extensions.code).toBe('UNAUTHENTICATED');
    expect(failure(await client(api.url, `ApiKey ${key}`)(CREATE, input('http://127.0.0.1:9/hook'))).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'KEY_SCOPE',
    });
    const strangersKey = ok(await stranger.gql(`mutation { createApiKey(input: { name: "not mine", scope: ORGANISER }) { key } }`))
      .createApiKey.key;
    expect(failure(await client(api.url, `ApiKey ${strangersKey}`)(CREATE, input('http://127.0.0.1:9/hook'))).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_ORGANISER',
    });
    expect(
      failure(
        await olga.gql(CREATE, {
          input: { competitionId: '00000000-0000-4000-8000-000000000000', url: 'http://127.0.0.1:9/', events: ['RESULT_CONFIRMED'] },
        }),
      ).extensions.code,
    ).toBe('NOT_FOUND');
    expect(await hooks(olga.gql, id)).toEqual([]);
    expect(failure(await stranger.gql(HOOKS, { id })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ORGANISER' });
    expect(failure(await client(api.url)(HOOKS, { id })).extensions.code).toBe('UNAUTHENTICATED');

    // A hook of Olga's: nobody else deletes, resumes or rotates it; unknown ids are NOT_FOUND.
    const r = await receiver();
    const hookId = await register(olga.gql, id, r, ['RESULT_CONFIRMED']);
    for (const name of ['deleteWebhook', 'resumeWebhook', 'rotateWebhookSecret']) {
      const fields = name === 'deleteWebhook' ? '' : name === 'resumeWebhook' ? '{ id }' : '{ secret }';
      const q = `mutation($input: WebhookInput!) { ${name}(input: $input) ${fields} }`;
      expect(failure(await stranger.gql(q, { input: { webhookId: hookId } })).extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(failure(await olga.gql(q, { input: { webhookId: '00000000-0000-4000-8000-000000000000' } })).extensions.code).toBe(
        'NOT_FOUND',
      );
      expect(failure(await olga.gql(q, { input: { webhookId: 'garbage' } })).extensions.code).toBe('NOT_FOUND');
    }
    expect((await hooks(olga.gql, id)).map((h) => h.id)).toEqual([hookId]);

    // The organiser's key of scope ORGANISER reads them, and registers and deletes one of its own;
    // no other change by key (a round paired with it is READ_ONLY_KEY).
    const organiserKey = ok(await olga.gql(`mutation { createApiKey(input: { name: "my dashboard", scope: ORGANISER }) { key } }`))
      .createApiKey.key;
    const bot = client(api.url, `ApiKey ${organiserKey}`);
    expect((await hooks(bot, id)).map((h) => h.id)).toEqual([hookId]);
    const botHook = ok(await bot(CREATE, input('http://127.0.0.1:9/bot'))).createWebhook.webhook.id as string;
    expect((await hooks(olga.gql, id)).map((h) => h.id)).toEqual([hookId, botHook]);
    ok(await bot(`mutation($input: WebhookInput!) { deleteWebhook(input: $input) }`, { input: { webhookId: botHook } }));
    expect((await hooks(olga.gql, id)).map((h) => h.id)).toEqual([hookId]);
    expect(failure(await bot(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'READ_ONLY_KEY',
    });

    // A rotated secret signs every delivery from then on.
    const rotated = ok(
      await olga.gql(`mutation($input: WebhookInput!) { rotateWebhookSecret(input: $input) { secret webhook { id } } }`, {
        input: { webhookId: hookId },
      }),
    ).rotateWebhookSecret;
    expect(rotated.secret).not.toBe(r.secret);
    r.secret = rotated.secret;

    // A receiver that redirects (here to another local receiver) fails the attempt: redirects are never followed.
    const target = await receiver();
    r.mode = 'redirect';
    r.redirectTo = target.url;
    const games = await pairAndStart(olga.gql, id);
    await rule(olga.gql, id, games[0]);
    const [redirected] = await until('an attempt answered with a redirect', async () => {
      const ds = await deliveriesOf(olga.gql, id, hookId);
      return ds.length === 1 && ds[0].attempts === 1 && ds[0].status === 'PENDING' ? ds : null;
    });
    expect(redirected).toMatchObject({ lastStatusCode: 302, lastError: 'HTTP 302: redirects are not followed' });
    expect(target.received).toEqual([]);
    expect(r.received[0].verified).toBe(true);

    // Redelivered at once on the organiser's word, the same id and body.
    r.mode = 'ok';
    const again = ok(
      await olga.gql(`mutation($input: WebhookDeliveryInput!) { redeliverWebhookDelivery(input: $input) { id status attempts } }`, {
        input: { deliveryId: redirected.id },
      }),
    ).redeliverWebhookDelivery;
    expect(again).toEqual({ id: redirected.id, status: 'PENDING', attempts: 0 });
    await until('the redelivery', async () => r.accepted().size === 1);
    expect(r.accepted().get(redirected.id)!.body).toBe(r.received[0].body);
    expect(
      failure(
        await stranger.gql(`mutation($input: WebhookDeliveryInput!) { redeliverWebhookDelivery(input: $input) { id } }`, {
          input: { deliveryId: redirected.id },
        }),
      ).extensions.code,
    ).toBe('FORBIDDEN');

    // Deleted: gone with its deliveries.
    expect(
      ok(await olga.gql(`mutation($input: WebhookInput!) { deleteWebhook(input: $input) }`, { input: { webhookId: hookId } }))
        .deleteWebhook,
    ).toBe(hookId);
    expect(await hooks(olga.gql, id)).toEqual([]);
    expect((await pool.query('SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1', [hookId])).rows[0].n).toBe(0);
  });
});
