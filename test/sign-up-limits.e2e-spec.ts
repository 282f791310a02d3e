import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok } from './support/graphql';

const SIGN_UP = `mutation($i: SignUpInput!) { signUp(input: $i) { account { id } } }`;
const HOUR = 3_600_000;

/**
 * Signing up says whether an address is taken (there is no e-mail to send the answer to
 * instead), so it is limited: 5 attempts per address an hour by default, and per client address
 * as many as SIGN_UP_LIMIT_PER_ADDRESS says (500 by default, a hall's players behind one
 * address; 20 here). The server's clock is the test's: an hour passes without waiting for it.
 */
describeEachDatabase('Sign-up limits end to end', (databaseUrl) => {
  let api: RunningApi;
  let now = Date.parse('2026-11-18T12:00:00Z');

  beforeAll(async () => {
    // The server's own limit per e-mail address (startTestApi lifts them for the other tests), and 20 per client address.
    api = await startTestApi(databaseUrl(), { clock: () => new Date(now), signUpLimits: { perAddress: 20 } });
  });
  afterAll(async () => {
    await api?.close();
  });

  const stamp = `${process.pid}-${Date.now()}`;
  const signUp = (email: string) => client(api.url)(SIGN_UP, { i: { email, password: 'correct horse battery', displayName: 'Someone' } });

  it('takes 5 attempts an hour for one address, whatever its case, then RATE_LIMITED until the hour is over', async () => {
    const email = `taken-${stamp}@example.org`;
    ok(await signUp(email));
    for (const again of [email, email.toUpperCase(), ` ${email}`, email]) {
      expect(failure(await signUp(again)).extensions).toMatchObject({ code: 'VALIDATION', field: 'email' });
    }
    const limited = failure(await signUp(email));
    expect(limited.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.extensions.retryAfterSeconds).toBeGreaterThan(3500);
    expect(limited.extensions.retryAfterSeconds).toBeLessThanOrEqual(3600);
    now += 30 * 60_000;
    expect(failure(await signUp(email)).extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1800 });
    // Another address from the same client is not held back by this one.
    ok(await signUp(`other-${stamp}@example.org`));
    now += 30 * 60_000;
    expect(failure(await signUp(email)).extensions).toMatchObject({ code: 'VALIDATION', field: 'email' });
    now += HOUR; // the client's own count starts again for the next test
  });

  it('takes 20 attempts an hour from one client address, then RATE_LIMITED', async () => {
    for (let i = 1; i <= 20; i++) ok(await signUp(`client-${stamp}-${i}@example.org`));
    const limited = failure(await signUp(`client-${stamp}-21@example.org`));
    expect(limited.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 3600 });
    now += HOUR;
    ok(await signUp(`client-${stamp}-21@example.org`));
  });
});
