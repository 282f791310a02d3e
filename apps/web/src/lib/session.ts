import { createContext, useContext } from 'react';

/**
 * The signed-in account as the app knows it: who it is, never the token. The token lives in the
 * server's HttpOnly session cookie, which no script of the page can read; the app asks `me` when
 * it starts, so a reload (or another tab) finds the session the browser has.
 */
export interface AccountSession {
  accountId: string;
  displayName: string;
}

/** What `me` answers, as far as the session is concerned. */
export interface MeAnswer {
  kind: string;
  account?: { id: string; displayName: string } | null;
}

/** The account `me` names, or null: anonymous, a seat, an API key, or no answer. */
export function sessionFromMe(me: MeAnswer | null | undefined): AccountSession | null {
  if (!me || me.kind !== 'account' || !me.account) return null;
  return { accountId: me.account.id, displayName: me.account.displayName };
}

/** The refusals of a session cookie the server no longer takes (it also clears the cookie with them). */
const ENDED = new Set(['SESSION_ENDED', 'TOKEN_EXPIRED', 'TOKEN_INVALID', 'ACCOUNT_UNKNOWN', 'WRONG_AUDIENCE']);

/**
 * Whether errors say the browser's session is over (signed out elsewhere, expired): not a wrong
 * password, nor an invitation refused, nor a page that needs signing in.
 */
export function endsSession(errors: ReadonlyArray<{ extensions?: Record<string, unknown> | null }>): boolean {
  return errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' && ENDED.has(String(e.extensions.reason)));
}

export interface SessionContextValue {
  session: AccountSession | null;
  /** After signIn or signUp answered (the server set the cookie): who is signed in now. */
  signIn: (session: AccountSession) => void;
  /** Ends the session on the server (which clears the cookie), then here. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue>({
  session: null,
  signIn: () => undefined,
  signOut: async () => undefined,
});

/** The signed-in account (or null) and the means to change it. */
export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}
