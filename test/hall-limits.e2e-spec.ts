import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PUBLIC_CACHE_MS } from '../apps/api/src/public-cache';
import { configFromEnv, limitOptions } from '../apps/api/src/config';
import { WEB_QUERY_HEADERS, webOperation, webQueryBody } from '../bench/web-operations';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser } from './support/graphql';
import { liveClient, type LiveClient } from './support/subscriptions';

/**
 * The limits as an operator sets them in the environment, and the defaults, which let a hall of
 * 500 players behind one address load the public event page (docs/operations.md, "Limits").
 * Every request here comes from 127.0.0.1, as a venue's phones come from its one address.
 */
describeEachDatabase('Limits for a hall', (databaseUrl) => {
  let webDir: string;
  const servers: RunningApi[] = [];
  const sockets: LiveClient[] = [];

  beforeAll(() => {
    // A stand-in build of the web app: its pages are what is counted, not what they hold.
    webDir = mkdtempSync(join(tmpdir(), 'tabletop-hall-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  });
  afterAll(async () => {
    for (const s of sockets) await s.dispose();
    for (const s of servers) await s.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const start = async (options: Parameters<typeof startTestApi>[1]) => {
    const api = await startTestApi(databaseUrl(), { webDir, ...options });
    servers.push(api);
    return api;
  };

  const C = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { id version } }`;

  /** A published Swiss of `players` players, round 1 started: what a hall's public page shows. */
  const event = async (url: string, players: number) => {
    const olga = await organiser(url, 'Olga');
    const id: string = ok(
      await olga.gql(C('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'tournament', name: 'Hall Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } },
      }),
    ).createCompetition.id;
    for (let i = 1; i <= players; i++)
      ok(await olga.gql(C('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name: `Player ${i}` } }));
    ok(await olga.gql(C('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    ok(await olga.gql(C('startRound', 'RoundInput'), { input: { competitionId: id, round: 1 } }));
    return { id, olga };
  };

  const EVENT_PAGE = webOperation('EventPage');
  const WHO_AM_I = webOperation('WhoAmI');
  const GAME_NAMES = webOperation('GameNames');
  const EVENT_UPDATES = webOperation('EventUpdates');

  /** One of the page's queries, as the web app posts it: the HTTP status and the answer. */
  const query = async (url: string, operation: typeof EVENT_PAGE, variables?: Record<string, unknown>) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: WEB_QUERY_HEADERS, body: webQueryBody(operation, variables) });
    return { status: res.status, body: (await res.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string } }> } };
  };

  it('takes every limit from the environment: a small one refuses past it, with 429 and RATE_LIMITED', async () => {
    const config = configFromEnv({
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '5',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '6',
      RATE_LIMIT_FILES_PER_MINUTE: '3',
      QUERY_MAX_ALIASES: '2',
      PUBLIC_CACHE_MS: '0',
    });
    const api = await start(limitOptions(config));

    // Signing up is anonymous: 1 of the address's 5.
    const olga = await organiser(api.url, 'Olga');
    // The account's 6: a query over the alias limit (refused, but counted), then 5 more; the 7th is refused.
    expect(failure(await olga.gql('{ a: me { kind } b: me { kind } c: me { kind } }')).extensions).toMatchObject({
      code: 'VALIDATION',
      reason: 'TOO_MANY_ALIASES',
      limit: 2,
      found: 3,
    });
    for (let i = 0; i < 5; i++) expect(ok(await olga.gql('{ me { kind } }')).me.kind).toBe('account');
    const refused = await olga.gql('{ me { kind } }');
    expect({ status: refused.status, code: failure(refused).extensions.code }).toEqual({ status: 429, code: 'RATE_LIMITED' });

    // The address's other 4, then 429 with the seconds to wait.
    for (let i = 0; i < 4; i++) expect((await query(api.url, WHO_AM_I)).status).toBe(200);
    const over = await fetch(`${api.url}/graphql`, { method: 'POST', headers: WEB_QUERY_HEADERS, body: webQueryBody(WHO_AM_I) });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { errors: Array<{ extensions: unknown }> }).errors[0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
    });

    // Pages have a budget of their own: 3, then 429.
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push((await fetch(`${api.url}/events/x`)).status);
    expect(pages).toEqual([200, 200, 200, 429]);
  });

  it('shares an anonymous query’s answer for PUBLIC_CACHE_MS, never a signed-in reader’s, never holding back a live update', async () => {
    const api = await start(limitOptions(configFromEnv({ PUBLIC_CACHE_MS: '60000' })));
    const { id, olga } = await event(api.url, 4);
    const count = async (gql: (q: string, v: Record<string, unknown>) => Promise<{ data?: any }>) =>
      ok(await gql(`query($id: ID!) { competition(id: $id) { players { totalCount } } }`, { id })).competition.players.totalCount;
    const anonymous = (q: string, v: Record<string, unknown>) => client(api.url)(q, v);
    const page = async () => (await query(api.url, EVENT_PAGE, { id, language: 'EN' })).body.data.competition;

    expect((await page()).players.totalCount).toBe(4);
    expect(await count(anonymous)).toBe(4);
    // A late entry: the organiser reads it at once, as does anyone following the competition.
    ok(await olga.gql(C('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name: 'Late Larry' } }));
    expect(await count(olga.gql)).toBe(5);
    const live = liveClient(api.url);
    sockets.push(live);
    const [first] = await live.subscribe(EVENT_UPDATES.query, { id, language: 'EN' }).take(1);
    expect(first.data.competitionUpdated.players.totalCount).toBe(5);
    // The same anonymous questions get the answer kept a minute; another question is read afresh.
    expect((await page()).players.totalCount).toBe(4);
    expect(await count(anonymous)).toBe(4);
    expect(
      ok(await anonymous(`query($id: ID!) { competition(id: $id) { version players { totalCount } } }`, { id })).competition,
    ).toMatchObject({
      players: { totalCount: 5 },
    });

    // A write without credentials (here a sign-up; at a hall, a slip code's report) drops the
    // shared answers before it is answered: the writer, like every anonymous reader, reads afresh.
    const SIGN_UP = `mutation($i: SignUpInput!) { signUp(input: $i) { token } }`;
    const someone = (n: number) => ({
      i: { email: `walk-in-${n}-${process.pid}-${Date.now()}@example.org`, password: 'a long password', displayName: 'Walk-in' },
    });
    ok(await anonymous(SIGN_UP, someone(1)));
    expect((await page()).players.totalCount).toBe(5);
    expect(await count(anonymous)).toBe(5);
    // Over WebSocket too.
    ok(await olga.gql(C('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name: 'Later Lena' } }));
    expect((await page()).players.totalCount).toBe(5);
    const [signedUp] = await live.subscribe(SIGN_UP, someone(2)).take(1);
    expect(signedUp.errors).toBeUndefined();
    expect((await page()).players.totalCount).toBe(6);
  });

  it('lets 500 anonymous loads of the public event page from one address through within a minute, on the defaults', async () => {
    // The server's own limits and shared answers (startTestApi turns the shared answers off for
    // other tests). Its clock stands still, so every load falls in one minute of the rate limits
    // (counted on that clock) however long this machine takes for them.
    const minute = Date.parse('2026-11-28T18:00:00.000Z');
    const api = await start({ publicCacheMs: DEFAULT_PUBLIC_CACHE_MS, clock: () => new Date(minute) });
    const { id, olga } = await event(api.url, 32);
    const page = `${api.url}/events/${id}`;
    const statuses = new Map<string, number>();
    const note = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);

    /** One phone loading the page as the web app does: the page, who is signed in, then the event and the games' names, then its live updates. */
    const load = async () => {
      note(`page ${(await fetch(page)).status}`);
      const me = await query(api.url, WHO_AM_I);
      note(`WhoAmI ${me.status} ${me.body.errors?.[0]?.extensions?.code ?? me.body.data.me.kind}`);
      const [read, names] = await Promise.all([query(api.url, EVENT_PAGE, { id, language: 'EN' }), query(api.url, GAME_NAMES)]);
      note(`EventPage ${read.status} ${read.body.errors?.[0]?.extensions?.code ?? read.body.data.competition.players.totalCount}`);
      note(`GameNames ${names.status} ${names.body.errors?.[0]?.extensions?.code ?? 'ok'}`);
      const live = liveClient(api.url);
      try {
        const [first] = await live.subscribe(EVENT_UPDATES.query, { id, language: 'EN' }).take(1);
        note(`EventUpdates ${first.errors?.[0]?.extensions?.code ?? first.data.competitionUpdated.players.totalCount}`);
      } finally {
        await live.dispose();
      }
    };

    let next = 0;
    // 25 phones at a time, as fast as the server answers.
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < 500) {
          next++;
          await load();
        }
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      'page 200': 500,
      'WhoAmI 200 anonymous': 500,
      'EventPage 200 32': 500,
      'GameNames 200 ok': 500,
      'EventUpdates 32': 500,
    });

    // Shared answers follow a change within a second.
    ok(await olga.gql(C('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name: 'Late Larry' } }));
    await new Promise((r) => setTimeout(r, DEFAULT_PUBLIC_CACHE_MS + 100));
    expect((await query(api.url, EVENT_PAGE, { id, language: 'EN' })).body.data.competition.players.totalCount).toBe(33);
  }, 300_000);
});
