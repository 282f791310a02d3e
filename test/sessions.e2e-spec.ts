import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sealedHands } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, seats, type Gql, type GqlResult } from './support/graphql';
import { liveClient, type LiveClient, type LiveOptions } from './support/subscriptions';

/**
 * Sessions end when they should: reissuing a seat's invitation ends the old seat's session, and
 * signing out ends an account's, at once, over HTTP and WebSocket, on every instance. In a browser
 * the session lives in an HttpOnly, SameSite=Strict cookie: it authenticates reads, writes only
 * with the CSRF header, and a WebSocket only from the server's own origin.
 */
const players = [
  { side: 'A', name: 'Alice' },
  { side: 'B', name: 'Boris' },
];
const CONCEDE = `mutation($i: ConcedeInput!) { concede(input: $i) { version } }`;
const VERSION = `query($m: ID!) { match(id: $m) { version outcome { finished } } }`;
const UPDATED = `subscription($m: ID!) { matchUpdated(matchId: $m) { version } }`;
const ME = `{ me { kind matchId side account { id } } }`;
const SIGN_IN = `mutation($i: SignInInput!) { signIn(input: $i) { token account { id } } }`;
const SIGN_UP = `mutation($i: SignUpInput!) { signUp(input: $i) { token account { id } } }`;
const PASSWORD = 'correct horse battery';
const CSRF = { 'x-requested-with': 'tabletop' };

interface Raw extends GqlResult {
  /** The response's Set-Cookie lines. */
  cookies: string[];
}

/** A POST to /graphql with exactly the headers given: what a browser sends, cookies included. */
async function post(
  baseUrl: string,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Raw> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { ...((await res.json()) as GqlResult), status: res.status, cookies: res.headers.getSetCookie() };
}

/** The `name=value` of the Set-Cookie line of `name` (or whose name starts with it). */
function cookieOf(lines: string[], name: string): { pair: string; line: string } {
  const line = lines.find((l) => l.startsWith(name));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(lines)}`);
  return { pair: line.split(';')[0], line };
}

/** How the socket was closed, or that it was still open after 10 s (so a socket left open fails the test, not its timeout). */
const closeOf = (c: LiveClient) =>
  Promise.race([
    c.closed,
    new Promise<{ code: number; reason: string }>((r) => setTimeout(() => r({ code: 0, reason: 'still open' }), 10_000).unref()),
  ]);

describeEachDatabase('sessions end when they should', (databaseUrl) => {
  let api: RunningApi;
  let olga: { gql: Gql; token: string; accountId: string };
  const sockets: LiveClient[] = [];
  const open = (url: string, auth?: string, options?: LiveOptions) => {
    const c = liveClient(url, auth, options);
    sockets.push(c);
    return c;
  };

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { extraRulesets: [sealedHands] });
    olga = await organiser(api.url);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await api?.close();
  });

  async function newMatch(gql = olga.gql, baseUrl = api.url) {
    const id = ok(
      await gql(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
        i: { rulesetId: 'sealed-hands', players, setup: { handSize: 2 }, dice: 'server', clock: { minutes: 0 } },
      }),
    ).createMatch.id as string;
    return { id, table: await seats(baseUrl, gql, id) };
  }
  const reissue = (m: string, side: string, gql = olga.gql) =>
    gql(`mutation($m: ID!, $s: String!) { reissueInvitation(matchId: $m, side: $s) { token } }`, { m, s: side });
  const join = (baseUrl: string, invitation: string) =>
    client(baseUrl)(`mutation($t: String!) { joinMatch(invitation: $t) { token side } }`, { t: invitation });
  const version = async (m: string) => ok(await olga.gql(VERSION, { m })).match.version as number;

  async function account(name: string): Promise<{ email: string; token: string; accountId: string }> {
    const email = `${name.toLowerCase()}-${randomUUID()}@example.org`;
    const r = ok(await client(api.url)(SIGN_UP, { i: { email, password: PASSWORD, displayName: name } })).signUp;
    return { email, token: r.token, accountId: r.account.id };
  }

  it('reissuing an invitation ends the old seat at once: its next request, a new socket and its open subscription', async () => {
    const { id, table } = await newMatch();
    const old = table.A;
    const following = open(api.url, `Bearer ${old.token}`);
    await following.subscribe(UPDATED, { m: id }).take(1);

    const fresh = ok(await reissue(id, 'A')).reissueInvitation.token as string;
    const seated = ok(await join(api.url, fresh)).joinMatch;
    const before = await version(id);

    // Its next request is refused, and changes nothing.
    const conceded = await old.gql(CONCEDE, { i: { matchId: id, side: 'A' } });
    expect(failure(conceded).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SEAT_REISSUED' });
    expect(conceded.status).toBe(401);
    expect(await version(id)).toBe(before);
    expect(ok(await olga.gql(VERSION, { m: id })).match.outcome.finished).toBe(false);
    // The open subscription of the old seat is closed, with the reason.
    expect(await closeOf(following)).toMatchObject({ code: 4401, reason: expect.stringMatching(/^SEAT_REISSUED/) });
    // A new socket with it too.
    expect(await closeOf(open(api.url, `Bearer ${old.token}`))).toMatchObject({
      code: 4401,
      reason: expect.stringMatching(/^SEAT_REISSUED/),
    });
    // The new player has the seat.
    expect(ok(await client(api.url, `Bearer ${seated.token}`)(ME)).me).toMatchObject({ kind: 'player', matchId: id, side: 'A' });
    // The other seat is untouched.
    expect(ok(await table.B.gql(ME)).me).toMatchObject({ kind: 'player', side: 'B' });
  });

  it('signing out ends that session on the server, over HTTP and WebSocket; the account’s other sessions go on', async () => {
    const ewa = await account('Ewa');
    const other = ok(await client(api.url)(SIGN_IN, { i: { email: ewa.email, password: PASSWORD } })).signIn.token as string;
    const asEwa = client(api.url, `Bearer ${ewa.token}`);
    const { id } = await newMatch(asEwa);
    const following = open(api.url, `Bearer ${ewa.token}`);
    await following.subscribe(UPDATED, { m: id }).take(1);

    expect(ok(await asEwa(`mutation { signOut }`)).signOut).toBe(true);

    const refused = await asEwa(ME);
    expect(refused.status).toBe(401);
    expect(failure(refused).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    expect(await closeOf(following)).toMatchObject({ code: 4401, reason: expect.stringMatching(/^SESSION_ENDED/) });
    expect(await closeOf(open(api.url, `Bearer ${ewa.token}`))).toMatchObject({
      code: 4401,
      reason: expect.stringMatching(/^SESSION_ENDED/),
    });
    // Another sign-in of the same account (another device) is its own session.
    expect(ok(await client(api.url, `Bearer ${other}`)(ME)).me.account.id).toBe(ewa.accountId);
  });

  it('a player signs out of their seat too', async () => {
    const { table } = await newMatch();
    expect(ok(await table.B.gql(`mutation { signOut }`)).signOut).toBe(true);
    expect(failure(await table.B.gql(ME)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
  });

  it('signing in sets an HttpOnly, SameSite=Strict cookie for the API; Secure when the request came over HTTPS', async () => {
    const ewa = await account('Cookie');
    const plain = await post(api.url, {}, SIGN_IN, { i: { email: ewa.email, password: PASSWORD } });
    const { line } = cookieOf(plain.cookies, 'tabletop_session=');
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Strict/i);
    expect(line).toMatch(/;\s*Path=\/graphql/i);
    expect(line).toMatch(/;\s*Max-Age=\d+/i);
    expect(line).not.toMatch(/;\s*Secure/i);
    // Behind a proxy that ended TLS: the proxy says so.
    const secure = await post(api.url, { 'x-forwarded-proto': 'https' }, SIGN_IN, { i: { email: ewa.email, password: PASSWORD } });
    expect(cookieOf(secure.cookies, 'tabletop_session=').line).toMatch(/;\s*Secure/i);
    // Signing up sets one too.
    const signedUp = await post(api.url, {}, SIGN_UP, {
      i: { email: `up-${randomUUID()}@example.org`, password: PASSWORD, displayName: 'Up' },
    });
    expect(cookieOf(signedUp.cookies, 'tabletop_session=').line).toMatch(/HttpOnly/i);
  });

  it('a cookie authenticates reads; a write by cookie needs the CSRF header, and without it is refused and changes nothing', async () => {
    const ewa = await account('Csrf');
    const signedIn = await post(api.url, {}, SIGN_IN, { i: { email: ewa.email, password: PASSWORD } });
    const cookie = cookieOf(signedIn.cookies, 'tabletop_session=').pair;

    expect(ok(await post(api.url, { cookie }, ME)).me).toMatchObject({ kind: 'account', account: { id: ewa.accountId } });
    expect(ok(await post(api.url, { cookie, ...CSRF }, ME)).me.account.id).toBe(ewa.accountId);

    const create = (matchId: string) => ({
      i: { matchId, rulesetId: 'sealed-hands', players, setup: { handSize: 2 }, dice: 'server', clock: { minutes: 0 } },
    });
    const CREATE = `mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`;
    const forged = randomUUID();
    const refused = await post(api.url, { cookie }, CREATE, create(forged));
    expect(refused.status).toBe(403);
    expect(failure(refused).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CSRF_HEADER_REQUIRED' });
    expect(refused.data ?? null).toBeNull();
    expect(failure(await olga.gql(VERSION, { m: forged })).extensions.code).toBe('NOT_FOUND');

    const made = randomUUID();
    expect(ok(await post(api.url, { cookie, ...CSRF }, CREATE, create(made))).createMatch.id).toBe(made);
    expect(ok(await olga.gql(VERSION, { m: made })).match.version).toBeGreaterThan(0);

    // Signing out by cookie ends the session and clears the cookie; the ended cookie is refused, and cleared again.
    const out = await post(api.url, { cookie, ...CSRF }, `mutation { signOut }`);
    expect(ok(out).signOut).toBe(true);
    expect(cookieOf(out.cookies, 'tabletop_session=').line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const ended = await post(api.url, { cookie, ...CSRF }, ME);
    expect(ended.status).toBe(401);
    expect(failure(ended).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    expect(cookieOf(ended.cookies, 'tabletop_session=').line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it('bearer tokens and API keys need no CSRF header, cookie or not', async () => {
    const ewa = await account('Bearer');
    const signedIn = await post(api.url, {}, SIGN_IN, { i: { email: ewa.email, password: PASSWORD } });
    const cookie = cookieOf(signedIn.cookies, 'tabletop_session=').pair;
    const CREATE = `mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`;
    const i = { rulesetId: 'sealed-hands', players, setup: { handSize: 2 }, dice: 'server', clock: { minutes: 0 } };
    expect(ok(await post(api.url, { authorization: `Bearer ${ewa.token}` }, CREATE, { i })).createMatch.id).toBeTruthy();
    // A client that carries a cookie but names its credentials is taken at its word.
    expect(ok(await post(api.url, { authorization: `Bearer ${ewa.token}`, cookie }, CREATE, { i })).createMatch.id).toBeTruthy();
    const key = ok(await client(api.url, `Bearer ${ewa.token}`)(`mutation { createApiKey(name: "club page") { key } }`)).createApiKey
      .key as string;
    expect(ok(await post(api.url, { 'x-api-key': key }, `{ me { kind } }`)).me.kind).toBe('api-key');
    expect(ok(await post(api.url, { authorization: `ApiKey ${key}` }, `{ me { kind } }`)).me.kind).toBe('api-key');
  });

  it('a WebSocket with the cookie is the account from the own origin, and refused from another one', async () => {
    const ewa = await account('Socket');
    const signedIn = await post(api.url, {}, SIGN_IN, { i: { email: ewa.email, password: PASSWORD } });
    const cookie = cookieOf(signedIn.cookies, 'tabletop_session=').pair;

    const own = open(api.url, undefined, { headers: { origin: api.url, cookie } });
    const [mine] = await own.subscribe(ME).take(1);
    expect(mine.data).toMatchObject({ me: { kind: 'account', account: { id: ewa.accountId } } });

    const hijack = open(api.url, undefined, { headers: { origin: 'https://evil.example', cookie } });
    expect(await closeOf(hijack)).toMatchObject({ code: 4403, reason: expect.stringMatching(/^CROSS_ORIGIN/) });
    // A third party's page sends its credentials itself: that still works from any origin.
    const third = open(api.url, `Bearer ${ewa.token}`, { headers: { origin: 'https://club.example' } });
    expect((await third.subscribe(ME).take(1))[0].data).toMatchObject({ me: { kind: 'account' } });
  });

  it('a seat taken in a browser tab lives in a cookie bound to that tab’s key', async () => {
    const { id } = await newMatch();
    const fresh = ok(await reissue(id, 'B')).reissueInvitation.token as string;
    const key = randomBytes(32).toString('base64url');
    const joined = await post(api.url, { 'x-seat-key': key }, `mutation($t: String!) { joinMatch(invitation: $t) { side } }`, {
      t: fresh,
    });
    expect(ok(joined).joinMatch.side).toBe('B');
    const name = `tabletop_seat_${createHash('sha256').update(key).digest('hex').slice(0, 16)}=`;
    const { pair, line } = cookieOf(joined.cookies, name);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);

    // With the tab's key, the cookie is the seat; without it, nobody.
    expect(ok(await post(api.url, { cookie: pair, 'x-seat-key': key }, ME)).me).toMatchObject({ kind: 'player', matchId: id, side: 'B' });
    expect(ok(await post(api.url, { cookie: pair }, ME)).me.kind).toBe('anonymous');
    // The token alone, read from the cookie on a shared device after the tab closed, is no seat.
    const token = decodeURIComponent(pair.slice(name.length));
    expect(failure(await post(api.url, { authorization: `Bearer ${token}` }, ME)).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    // A write by the seat's cookie needs the CSRF header too.
    const refused = await post(api.url, { cookie: pair, 'x-seat-key': key }, CONCEDE, { i: { matchId: id, side: 'B' } });
    expect(failure(refused).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CSRF_HEADER_REQUIRED' });
    const conceded = await post(api.url, { cookie: pair, 'x-seat-key': key, ...CSRF }, CONCEDE, { i: { matchId: id, side: 'B' } });
    expect(ok(conceded).concede.version).toBeGreaterThan(1);
  });

  it('sessions end on every instance sharing the database', async () => {
    const second = await startTestApi(databaseUrl(), { extraRulesets: [sealedHands], sessionSweepMs: 50 });
    try {
      const ewa = await account('Twice');
      expect(ok(await client(second.url, `Bearer ${ewa.token}`)(ME)).me.account.id).toBe(ewa.accountId);
      ok(await client(api.url, `Bearer ${ewa.token}`)(`mutation { signOut }`));
      expect(failure(await client(second.url, `Bearer ${ewa.token}`)(ME)).extensions).toMatchObject({ reason: 'SESSION_ENDED' });

      // A seat followed on the second instance, reissued through the first.
      const { id, table } = await newMatch();
      const following = open(second.url, `Bearer ${table.A.token}`);
      await following.subscribe(UPDATED, { m: id }).take(1);
      ok(await reissue(id, 'A'));
      expect(await closeOf(following)).toMatchObject({ code: 4401, reason: expect.stringMatching(/^SEAT_REISSUED/) });
      expect(failure(await client(second.url, `Bearer ${table.A.token}`)(ME)).extensions).toMatchObject({ reason: 'SEAT_REISSUED' });
    } finally {
      await second.close();
    }
  });
});
