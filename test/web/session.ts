/**
 * Accounts and sessions for the browser tests: signing up through the API, and a browser that is
 * signed in the way the app keeps a session (localStorage 'tabletop.session'), before any of the
 * app's own scripts run.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { client, ok, type Gql } from '../support/graphql';
import { openContext, type Traffic } from './browser';

/** Every test account's password: long enough for the API's rule (10 characters). */
export const PASSWORD = 'correct horse battery';

/** The key and shape the app keeps a session under (apps/web/src/session.ts). */
export const SESSION_KEY = 'tabletop.session';

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

/** A page script that keeps `session` as the app would have: the tests are typed for Node, which has no `window`. */
export function sessionScript(session: StoredSession): string {
  const { token, accountId, displayName, expiresAt } = session;
  const stored = JSON.stringify({ token, accountId, displayName, expiresAt });
  return `window.localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(stored)});`;
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
  await opened.context.addInitScript({ content: sessionScript(session) });
  return opened;
}

/** The session a page's app keeps now (after signing in or up in it), or null. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate<string | null>(`window.localStorage.getItem(${JSON.stringify(SESSION_KEY)})`);
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

/** An API client acting as the account a session is of. */
export const asSession = (apiUrl: string, session: StoredSession): Gql => client(apiUrl, `Bearer ${session.token}`);
