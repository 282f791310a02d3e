import { client, failure } from '../support/graphql';
import { PHONE } from './browser';
import { webTestBed } from './bed';
import { PASSWORD, SESSION_COOKIE, signUp } from './session';

/** A JSON Web Token: three base64url parts. */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/**
 * Signing in from the web app: the session lives in the server's HttpOnly cookie, never in the
 * page's storage, survives a reload, and signing out ends it on the server.
 */
describe('Signing in and out in a browser', () => {
  const bed = webTestBed();

  it('keeps no token where the page’s scripts can read it, stays signed in across a reload, and signs out on the server', async () => {
    const wanda = await signUp(bed.url, 'Wanda Wiśniewska');
    const { context, page } = await bed.open(PHONE);
    await page.goto(`${bed.url}/signin`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByLabel('E-mail address').fill(wanda.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${bed.url}/console`);
    // The console's code loads when first opened: the page is the console once its heading shows.
    await page.getByRole('heading', { level: 1, name: 'My events' }).waitFor();
    // On a phone who is signed in is in the site's menu, behind its button.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByText('Signed in as Wanda Wiśniewska').waitFor();

    // The token is in an HttpOnly cookie for the API alone: not in either storage, not in document.cookie.
    const cookie = (await context.cookies(`${bed.url}/graphql`)).find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/graphql' });
    expect(cookie.value).toMatch(JWT);
    const readable = await page.evaluate<string>(
      `JSON.stringify({ local: Object.entries(localStorage), session: Object.entries(sessionStorage), cookie: document.cookie })`,
    );
    expect(readable).not.toMatch(JWT);
    expect(readable).not.toContain(cookie.value);

    // A reload asks the server who this is: still Wanda.
    await page.reload();
    await menu.click();
    await page.getByText('Signed in as Wanda Wiśniewska').waitFor();
    await page.getByRole('heading', { level: 1, name: 'My events' }).waitFor();

    // Signing out ends the session on the server, not only in this page.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect((await context.cookies(`${bed.url}/graphql`)).map((c) => c.name)).not.toContain(SESSION_COOKIE);
    const refused = await client(bed.url, `Bearer ${cookie.value}`)(`{ me { kind } }`);
    expect(failure(refused).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
    await page.reload();
    await menu.click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Signed in as').count()).toBe(0);
    await context.close();
  }, 120_000);
});
