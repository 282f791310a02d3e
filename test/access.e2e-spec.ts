import { sealedHands } from '@app/rules/testing';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { startTestApi, type RunningApi } from './support/api';
import { TokenService } from '../apps/api/src/auth/tokens';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, seats, type Gql } from './support/graphql';
import { until } from './support/wait';

/**
 * Who may do what, over HTTP: accounts, invitations, API keys, and every refusal — each with
 * its code, and with the match unchanged.
 */
const SECRET = 'a test secret that is long enough for HS256 signing';
const players = [
  { side: 'A', name: 'Alice' },
  { side: 'B', name: 'Boris' },
];
const CREATE = `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id version pending { kind sides } } }`;
const VERSION = `query($id: ID!) { match(id: $id) { version } }`;
const REPORT = `mutation($input: ReportResultInput!) { reportResult(input: $input) { version outcome { finished winner reason } } }`;
const CONFIRM = `mutation($input: ConfirmResultInput!) { confirmResult(input: $input) { version outcome { finished winner reason } } }`;
const ORDER = `mutation($input: IssueOrderInput!) { issueOrder(input: $input) { version } }`;

describeEachDatabase('access end to end', (databaseUrl) => {
  let api: RunningApi;
  let olga: { gql: Gql; accountId: string };
  let anon: Gql;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { jwtSecret: SECRET, extraRulesets: [sealedHands] });
    olga = await organiser(api.url, 'Olga');
    anon = client(api.url);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function paperMatch(published = true): Promise<string> {
    return ok(await olga.gql(CREATE, { input: { rulesetId: 'sealed-hands', players, setup: {}, published } })).createMatch.id;
  }

  const version = async (id: string) => ok(await olga.gql(VERSION, { id })).match.version;

  describe('accounts', () => {
    it('signs up, signs in, and knows who is calling', async () => {
      const email = `ann-${Date.now()}@example.org`;
      const up = ok(
        await anon(
          `mutation { signUp(input: { email: "${email}", password: "long enough pass", displayName: "Ann" }) { token expiresAt account { id displayName } } }`,
        ),
      ).signUp;
      expect(up.account.displayName).toBe('Ann');
      expect(Date.parse(up.expiresAt)).toBeGreaterThan(Date.now());
      const inn = ok(
        await anon(
          `mutation { signIn(input: { email: "${email.toUpperCase()}", password: "long enough pass" }) { token account { id } } }`,
        ),
      ).signIn;
      expect(inn.account.id).toBe(up.account.id);
      const me = ok(await client(api.url, `Bearer ${inn.token}`)('{ me { kind account { id displayName } } }')).me;
      expect(me).toEqual({ kind: 'account', account: { id: up.account.id, displayName: 'Ann' } });
      expect(ok(await anon('{ me { kind } }')).me.kind).toBe('anonymous');

      const dup = failure(
        await anon(`mutation { signUp(input: { email: "${email}", password: "long enough pass", displayName: "Ann 2" }) { token } }`),
      );
      expect(dup.extensions).toMatchObject({ code: 'VALIDATION', field: 'email' });
      const weak = failure(await anon(`mutation { signUp(input: { email: "x${email}", password: "short", displayName: "X" }) { token } }`));
      expect(weak.extensions).toMatchObject({ code: 'VALIDATION', field: 'password' });
      const wrong = failure(await anon(`mutation { signIn(input: { email: "${email}", password: "not the password" }) { token } }`));
      expect(wrong.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'BAD_CREDENTIALS' });
      const nobody = failure(
        await anon(`mutation { signIn(input: { email: "nobody-${email}", password: "long enough pass" }) { token } }`),
      );
      expect(nobody.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'BAD_CREDENTIALS' });
    });
  });

  describe('tokens', () => {
    it('refuses missing, expired, forged and wrong-audience tokens, with 401 and a reason', async () => {
      const input = { rulesetId: 'sealed-hands', players, setup: {} };
      const missing = failure(await anon(CREATE, { input }));
      expect(missing.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });

      const expired = new TokenService(SECRET, { accountSeconds: -10, playerSeconds: -10, invitationSeconds: -10 });
      const old = expired.sign({ aud: 'account', sub: olga.accountId, name: 'Olga' }).token;
      const r1 = await client(api.url, `Bearer ${old}`)(CREATE, { input });
      expect(r1.status).toBe(401);
      expect(failure(r1).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_EXPIRED' });

      const forged = new TokenService('someone else’s secret, also long enough').sign({
        aud: 'account',
        sub: olga.accountId,
        name: 'Olga',
      }).token;
      const r2 = await client(api.url, `Bearer ${forged}`)('{ me { kind } }');
      expect(r2.status).toBe(401);
      expect(failure(r2).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' });
      expect(failure(await client(api.url, 'Bearer not.a.jwt')('{ me { kind } }')).extensions.reason).toBe('TOKEN_INVALID');
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ aud: 'account', sub: olga.accountId, iss: 'tabletop-league', exp: 9999999999 }),
      ).toString('base64url')}.`;
      expect(failure(await client(api.url, `Bearer ${unsigned}`)('{ me { kind } }')).extensions.reason).toBe('TOKEN_INVALID');

      const matchId = await paperMatch();
      const { matchInvitations } = ok(await olga.gql(`query($m: ID!) { matchInvitations(matchId: $m) { side token } }`, { m: matchId }));
      const invitationAsSession = await client(api.url, `Bearer ${matchInvitations[0].token}`)('{ me { kind } }');
      expect(failure(invitationAsSession).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'WRONG_AUDIENCE' });
      const sessionAsInvitation = failure(await anon(`mutation($t: String!) { joinMatch(invitation: $t) { token } }`, { t: old }));
      expect(sessionAsInvitation.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await version(matchId)).toBe(1);
    });
  });

  describe('players', () => {
    let matchId: string;
    let table: Record<string, { gql: Gql }>;

    beforeAll(async () => {
      matchId = await paperMatch();
      table = await seats(api.url, olga.gql, matchId);
    });

    it('a player joins by invitation and is that side only', async () => {
      expect(ok(await table.A.gql('{ me { kind matchId side } }')).me).toEqual({ kind: 'player', matchId, side: 'A' });
      const other = failure(await table.A.gql(REPORT, { input: { matchId, side: 'B', winner: 'B' } }));
      expect(other.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_YOUR_SIDE' });
      expect(await version(matchId)).toBe(1);
    });

    it('a player cannot order for the opponent, nor in another match', async () => {
      const dealt = await paperMatch();
      const mine = await seats(api.url, olga.gql, dealt);
      const e = failure(await mine.A.gql(ORDER, { input: { matchId: dealt, side: 'B', order: { type: 'play', card: 0 } } }));
      expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_YOUR_SIDE' });
      const elsewhere = failure(await table.A.gql(ORDER, { input: { matchId: dealt, side: 'A', order: { type: 'play', card: 0 } } }));
      expect(elsewhere.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_A_PLAYER' });
      expect(await version(dealt)).toBe(1);
    });

    it('a report is confirmed by the opponent only; nobody else reports or confirms', async () => {
      const reported = ok(await table.A.gql(REPORT, { input: { matchId, winner: 'A', scores: { A: { tricks: 2 } } } })).reportResult;
      expect(reported.outcome.finished).toBe(false);
      // The report waits for the opponent, and every reader of the match sees it does.
      const REPORTED = `query($id: ID!) { match(id: $id) { report { by winner draw scores status disputeReason } } }`;
      expect(ok(await table.B.gql(REPORTED, { id: matchId })).match.report).toEqual({
        by: 'A',
        winner: 'A',
        draw: false,
        scores: { A: { tricks: 2 } },
        status: 'reported',
        disputeReason: null,
      });
      const own = failure(await table.A.gql(CONFIRM, { input: { matchId } }));
      expect(own.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OWN_REPORT' });
      const asOpponent = failure(await table.A.gql(CONFIRM, { input: { matchId, side: 'B' } }));
      expect(asOpponent.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_YOUR_SIDE' });
      const stranger = await organiser(api.url, 'Stan');
      expect(failure(await stranger.gql(CONFIRM, { input: { matchId } })).extensions).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'NOT_A_PLAYER',
      });
      expect(failure(await anon(CONFIRM, { input: { matchId } })).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await version(matchId)).toBe(reported.version);

      const confirmed = ok(await table.B.gql(CONFIRM, { input: { matchId } })).confirmResult;
      expect(confirmed.outcome).toEqual({ finished: true, winner: 'A', reason: 'reported result' });
      expect(ok(await table.A.gql(REPORTED, { id: matchId })).match.report.status).toBe('confirmed');
    });

    it('the organiser settles a result at once; another organiser may not touch the match', async () => {
      const id = await paperMatch();
      const other = await organiser(api.url, 'Otto');
      const foreign = failure(await other.gql(`query($m: ID!) { matchInvitations(matchId: $m) { token } }`, { m: id }));
      expect(foreign.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ORGANISER' });
      expect(failure(await other.gql(REPORT, { input: { matchId: id, winner: 'A' } })).extensions).toMatchObject({ code: 'FORBIDDEN' });
      const settled = ok(await olga.gql(REPORT, { input: { matchId: id, draw: true } })).reportResult;
      expect(settled.outcome).toEqual({ finished: true, winner: null, reason: 'result set by the organiser' });
    });

    it('a player with an account plays the seat that names it', async () => {
      const paula = await organiser(api.url, 'Paula');
      const id = ok(
        await olga.gql(CREATE, {
          input: { rulesetId: 'sealed-hands', setup: {}, players: [{ side: 'A', name: 'Paula', playerId: paula.accountId }, players[1]] },
        }),
      ).createMatch.id;
      const r = ok(await paula.gql(REPORT, { input: { matchId: id, winner: 'B' } })).reportResult;
      expect(r.version).toBe(2);
      expect(failure(await paula.gql(REPORT, { input: { matchId: id, side: 'B', winner: 'B' } })).extensions.reason).toBe('NOT_YOUR_SIDE');
    });
  });

  describe('API keys', () => {
    it('read what is published, write nothing, and stop working when revoked', async () => {
      const created = ok(
        await olga.gql(`mutation { createApiKey(name: "standings site") { key apiKey { id name prefix revokedAt } } }`),
      ).createApiKey;
      expect(created.key.startsWith(created.apiKey.prefix)).toBe(true);
      const site = client(api.url, `ApiKey ${created.key}`);
      const viaHeader = client(api.url, { 'x-api-key': created.key });
      const published = await paperMatch(true);
      const hidden = await paperMatch(false);

      expect(ok(await site(VERSION, { id: published })).match.version).toBe(1);
      expect(ok(await viaHeader('{ me { kind } }')).me.kind).toBe('api-key');
      // The organiser's own PUBLIC key is told its scope is why (a key of scope ORGANISER reads it: api-keys.e2e-spec.ts).
      expect(failure(await site(VERSION, { id: hidden })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'KEY_SCOPE' });
      expect(failure(await anon(VERSION, { id: hidden })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_PUBLISHED' });
      expect(ok(await olga.gql(VERSION, { id: hidden })).match.version).toBe(1);
      // The match list has both a moment after their creation: the organiser sees them, the key the published one.
      const mine = async () =>
        ok(await olga.gql('{ matchList(first: 100) { edges { node { id } } } }')).matchList.edges.map((e: any) => e.node.id) as string[];
      await until('the match list to have both matches', async () => (await mine()).includes(published) && (await mine()).includes(hidden));
      const listed = ok(await site('{ matchList(first: 100) { edges { node { id published } } } }')).matchList.edges.map(
        (e: any) => e.node.id,
      );
      expect(listed).toContain(published);
      expect(listed).not.toContain(hidden);

      const write = failure(await site(REPORT, { input: { matchId: published, winner: 'A' } }));
      expect(write.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'READ_ONLY_KEY' });
      expect(failure(await site(`mutation { createApiKey(name: "more") { key } }`)).extensions.reason).toBe('READ_ONLY_KEY');
      expect(await version(published)).toBe(1);

      const keys = ok(await olga.gql('{ apiKeys(first: 10) { totalCount edges { node { id name } } } }')).apiKeys;
      expect(keys.edges.map((e: any) => e.node.id)).toContain(created.apiKey.id);
      const stranger = await organiser(api.url, 'Sam');
      const steal = failure(await stranger.gql(`mutation($id: ID!) { revokeApiKey(id: $id) { id } }`, { id: created.apiKey.id }));
      expect(steal.extensions.code).toBe('NOT_FOUND');

      const revoked = ok(
        await olga.gql(`mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`, { id: created.apiKey.id }),
      ).revokeApiKey;
      expect(revoked.revokedAt).not.toBeNull();
      expect(failure(await site('{ me { kind } }')).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'KEY_REVOKED' });
      expect(failure(await client(api.url, 'ApiKey tlk_unknown')('{ me { kind } }')).extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
        reason: 'KEY_UNKNOWN',
      });
    });
  });

  describe('rate limits', () => {
    let limited: RunningApi;
    beforeAll(async () => {
      limited = await startTestApi(databaseUrl(), { jwtSecret: SECRET, rateLimits: { apiKey: 5, anonymous: 3 } });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('a burst beyond the limit gets RATE_LIMITED, per key, and changes nothing', async () => {
      const mk = async (name: string) =>
        ok(await olga.gql(`mutation($n: String!) { createApiKey(name: $n) { key } }`, { n: name })).createApiKey.key as string;
      const [k1, k2] = [await mk('burst one'), await mk('burst two')];
      const one = client(limited.url, `ApiKey ${k1}`);
      for (let i = 0; i < 5; i++) expect(ok(await one('{ me { kind } }')).me.kind).toBe('api-key');
      const over = await one('{ me { kind } }');
      expect(failure(over).extensions).toMatchObject({ code: 'RATE_LIMITED' });
      expect(failure(over).extensions.retryAfterSeconds).toBeGreaterThan(0);
      // Another key has its own bucket.
      expect(ok(await client(limited.url, `ApiKey ${k2}`)('{ me { kind } }')).me.kind).toBe('api-key');

      const nobody = client(limited.url);
      for (let i = 0; i < 3; i++) ok(await nobody('{ rulesets(first: 1) { totalCount } }'));
      const id = await paperMatch();
      const refused = failure(await nobody(VERSION, { id }));
      expect(refused.extensions.code).toBe('RATE_LIMITED');
      expect(await version(id)).toBe(1);
    });
  });

  describe('other games keep working under the policy', () => {
    it('a Vigilant Peace match needs its players', async () => {
      const id = ok(await olga.gql(CREATE, { input: { rulesetId: 'vigilant-peace', players, setup: sampleSetup } })).createMatch.id;
      const e = failure(
        await olga.gql(`mutation($i: RecordRollInput!) { recordRoll(input: $i) { version } }`, {
          i: { matchId: id, dice: [{ sides: 6, value: 3 }] },
        }),
      );
      expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ORGANISER_CANNOT' });
    });
  });
});
