import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { client, failure, ok, organiser } from './support/graphql';

const SECRET = 'a-secret-for-this-test-only-0123456789';

/**
 * A token is accepted only as this server makes them: signed with its secret, for its audience,
 * with an expiry no further off than the audience's lifetime, and for an account it has.
 */
describeEachDatabase('tokens', (databaseUrl) => {
  let api: RunningApi;
  const jwt = new JwtService({ secret: SECRET });
  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { jwtSecret: SECRET });
  });
  afterAll(() => api.close());

  const me = (token: string) => client(api.url, `Bearer ${token}`)(`query { me { account { id } } }`);
  const create = (token: string) =>
    client(api.url, `Bearer ${token}`)(`mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`, {
      input: { kind: 'tournament', name: 'Forged', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 3 } },
    });

  it('accepts its own sessions', async () => {
    const olga = await organiser(api.url);
    expect(ok(await me(olga.token)).me.account.id).toBe(olga.accountId);
  });

  it('refuses a signed token without an expiry, or with one further off than a session lasts', async () => {
    const olga = await organiser(api.url);
    const forever = jwt.sign({ name: 'Olga' }, { audience: 'account', issuer: 'tabletop-league', subject: olga.accountId });
    expect(failure(await me(forever)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' });
    const decade = jwt.sign(
      { name: 'Olga' },
      { audience: 'account', issuer: 'tabletop-league', subject: olga.accountId, expiresIn: 10 * 365 * 24 * 3600 },
    );
    expect(failure(await me(decade)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' });
    // Within the lifetime, the same claims of a session the server started are that session.
    const { jti } = jwt.decode<{ jti: string }>(olga.token);
    const claims = { audience: 'account', issuer: 'tabletop-league', subject: olga.accountId, expiresIn: 3600 };
    const hour = jwt.sign({ name: 'Olga' }, { ...claims, jwtid: jti });
    expect(ok(await me(hour)).me.account.id).toBe(olga.accountId);
    // A well-signed token of no session the server keeps (made before it kept them, say) is refused.
    const sessionless = jwt.sign({ name: 'Olga' }, claims);
    expect(failure(await me(sessionless)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    expect(failure(await me(jwt.sign({ name: 'Olga' }, { ...claims, jwtid: randomUUID() }))).extensions.reason).toBe('SESSION_ENDED');
  });

  it('refuses a well-signed token for an account that does not exist, and it creates nothing', async () => {
    const ghost = jwt.sign({ name: 'Ghost' }, { audience: 'account', issuer: 'tabletop-league', subject: randomUUID(), expiresIn: 3600 });
    expect(failure(await me(ghost)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'ACCOUNT_UNKNOWN' });
    expect(failure(await create(ghost)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'ACCOUNT_UNKNOWN' });
    expect(
      ok(await client(api.url)(`query { competitions(first: 50) { edges { node { name } } } }`)).competitions.edges.map(
        (e: any) => e.node.name,
      ),
    ).not.toContain('Forged');
  });

  it('lets an invitation take its seat once, and the organiser revoke it by issuing a new one', async () => {
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
    const invitations = async () =>
      ok(await olga.gql(`query($m: ID!) { matchInvitations(matchId: $m) { side token joined } }`, { m: id })).matchInvitations as Array<{
        side: string;
        token: string;
        joined: boolean;
      }>;
    const join = (token: string) => client(api.url)(`mutation($t: String!) { joinMatch(invitation: $t) { token side } }`, { t: token });
    const [a] = await invitations();
    expect(a).toMatchObject({ side: 'A', joined: false });
    expect(ok(await join(a.token)).joinMatch.side).toBe('A');
    // A second join with it (a forwarded or leaked invitation) is refused.
    expect(failure(await join(a.token)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVITATION_USED' });
    expect((await invitations())[0]).toMatchObject({ side: 'A', joined: true });

    // The player lost their phone: the organiser reissues; the old invitation is revoked.
    const reissue = (m: string, side: string, gql = olga.gql) =>
      gql(`mutation($m: ID!, $s: String!) { reissueInvitation(matchId: $m, side: $s) { side token joined } }`, { m, s: side });
    const fresh = ok(await reissue(id, 'A')).reissueInvitation;
    expect(fresh).toMatchObject({ side: 'A', joined: false });
    expect(failure(await join(a.token)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVITATION_REVOKED' });
    expect(ok(await join(fresh.token)).joinMatch.side).toBe('A');
    // Only the organiser reissues, and only a side the match has.
    const piotr = await organiser(api.url, 'Piotr');
    expect(failure(await reissue(id, 'A', piotr.gql)).extensions.code).toBe('FORBIDDEN');
    expect(failure(await reissue(id, 'C')).extensions).toMatchObject({ code: 'VALIDATION', field: 'side' });
  });
});
