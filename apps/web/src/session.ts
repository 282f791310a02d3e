import { createContext, useContext } from 'react';

/** A signed-in account as the browser keeps it: the token the API gave, and who it is for. */
export interface StoredSession {
  token: string;
  accountId: string;
  displayName: string;
  /** ISO 8601: the token stops working then, and the app forgets it. */
  expiresAt: string;
}

/** Where the session is kept in the browser: one per browser, shared by its tabs. */
export const SESSION_KEY = 'tabletop.session';

function isSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.accountId === 'string' &&
    typeof v.displayName === 'string' &&
    typeof v.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(v.expiresAt))
  );
}

/** The stored session, or null when there is none, it is damaged, or it has expired by `now`. */
export function readSession(storage: Pick<Storage, 'getItem'> | undefined, now: number): StoredSession | null {
  try {
    const raw = storage?.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isSession(parsed) || Date.parse(parsed.expiresAt) <= now) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the session; a browser that refuses storage keeps it for this page only. */
export function writeSession(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, session: StoredSession | null): void {
  try {
    if (session) storage?.setItem(SESSION_KEY, JSON.stringify(session));
    else storage?.removeItem(SESSION_KEY);
  } catch {
    // Not kept: signing in still works until the page is closed.
  }
}

export interface SessionContextValue {
  session: StoredSession | null;
  signIn: (session: StoredSession) => void;
  signOut: () => void;
}

export const SessionContext = createContext<SessionContextValue>({
  session: null,
  signIn: () => undefined,
  signOut: () => undefined,
});

/** The signed-in account (or null) and the means to change it. */
export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}
