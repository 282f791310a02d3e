/**
 * Accounts and sessions for the browser tests: signing up through the API, and a browser that is
 * signed in the way the app's sessions are kept (the server's HttpOnly session cookie for
 * /graphql, never a token in the page's storage), before any of the app's own scripts run.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { client, ok, type Gql } from '../support/graphql';
import { openContext, type Traffic } from './browser';

/** Every test account's password: long enough for the API's rule (10 characters). */
export const PASSWORD = 'correct horse battery';

/** The cookie the server keeps an account's session in (apps/api/src/auth/cookies.ts). */
export const SESSION_COOKIE = 'tabletop_session';

/** A session as the tests handle it: its token (the cookie's value) and whose it is. */
export interface StoredSession {
  token: string;
  accountId: string;
  displayName: string;
  expiresAt: string;
}

/** An account signed up through the API: its session, its e-mail address and a client acting as it. */
export interface Account extends StoredSession {
  email: string;
  gql: Gql;
}

const SESSION = 'token expiresAt account { id displayName }';
const SIGN_UP = `mutation($i: SignUpInput!) { signUp(input: $i) { ${SESSION} } }`;
const SIGN_IN = `mutation($i: SignInInput!) { signIn(input: $i) { ${SESSION} } }`;

type SessionAnswer = { token: string; expiresAt: string; account: { id: string; displayName: string } };

/** An account from the API's answer to signing up or in. */
function account(apiUrl: string, answer: SessionAnswer, email: string): Account {
  const session = {
    token: answer.token,
    accountId: answer.account.id,
    displayName: answer.account.displayName,
    expiresAt: answer.expiresAt,
  };
  return { ...session, email, gql: asSession(apiUrl, session) };
}

let signedUp = 0;

/** A fresh address for `name`, unique across the test processes that share a machine. */
export function uniqueEmail(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return `${local || 'someone'}-${process.pid}-${Date.now()}-${++signedUp}@example.org`;
}

/** Signs an account up through the API, as a player does before the organiser registers them by e-mail. */
export async function signUp(apiUrl: string, displayName: string, email = uniqueEmail(displayName)): Promise<Account> {
  const r = ok<{ signUp: SessionAnswer }>(await client(apiUrl)(SIGN_UP, { i: { email, password: PASSWORD, displayName } }));
  return account(apiUrl, r.signUp, email);
}

/** Signs an account in through the API: a new session, as on another machine. */
export async function signIn(apiUrl: string, email: string): Promise<Account> {
  const r = ok<{ signIn: SessionAnswer }>(await client(apiUrl)(SIGN_IN, { i: { email, password: PASSWORD } }));
  return account(apiUrl, r.signIn, email);
}

/** The session cookie of `session`, as the server sets it when signing in. */
export function sessionCookie(apiUrl: string, session: StoredSession) {
  return {
    name: SESSION_COOKIE,
    value: session.token,
    domain: new URL(apiUrl).hostname,
    path: '/graphql',
    httpOnly: true,
    secure: false,
    sameSite: 'Strict' as const,
    expires: Math.floor(Date.parse(session.expiresAt) / 1000),
  };
}

/** A fresh browser profile (openContext) already signed in as `session`. */
export async function openSignedIn(
  browser: Browser,
  apiUrl: string,
  seen: Traffic,
  viewport: { width: number; height: number },
  session: StoredSession,
  locale = 'en-GB',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openContext(browser, apiUrl, seen, viewport, locale);
  await opened.context.addCookies([sessionCookie(apiUrl, session)]);
  return opened;
}

/** The session a page's browser holds now (after signing in or up in it), read from its cookie, or null. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const origin = new URL(page.url()).origin;
  const cookie = (await page.context().cookies(`${origin}/graphql`)).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) return null;
  const { me } = ok<{ me: { account: { id: string; displayName: string } | null } }>(
    await client(origin, `Bearer ${cookie.value}`)(`{ me { account { id displayName } } }`),
  );
  if (!me.account) return null;
  return {
    token: cookie.value,
    accountId: me.account.id,
    displayName: me.account.displayName,
    expiresAt: new Date(cookie.expires * 1000).toISOString(),
  };
}

/** An API client acting as the account a session is of. */
export const asSession = (apiUrl: string, session: StoredSession): Gql => client(apiUrl, `Bearer ${session.token}`);
