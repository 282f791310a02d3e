import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Provider as GraphQLProvider } from 'urql';
import { createClient, type ConnectionState } from './client';
import { browserStorage } from './i18n';
import { readSession, SessionContext, writeSession, type SessionContextValue, type StoredSession } from './session';

const ConnectionContext = createContext<ConnectionState>('connecting');

/** The live connection's state: pages that follow subscriptions show when it is reconnecting. */
export function useConnectionState(): ConnectionState {
  return useContext(ConnectionContext);
}

/**
 * The session and the GraphQL client made for it. Signing in or out makes a new client: its
 * cache holds what the previous reader was allowed to see, and its WebSocket carried their token.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(() => readSession(browserStorage(), Date.now()));
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const signIn = useCallback((next: StoredSession) => {
    writeSession(browserStorage(), next);
    setSession(next);
  }, []);
  const signOut = useCallback(() => {
    writeSession(browserStorage(), null);
    setSession(null);
  }, []);
  const token = session?.token ?? null;
  const client = useMemo(() => createClient(window.location, { token, onConnection: setConnection }), [token]);
  const value = useMemo<SessionContextValue>(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return (
    <SessionContext.Provider value={value}>
      <ConnectionContext.Provider value={connection}>
        <GraphQLProvider value={client}>{children}</GraphQLProvider>
      </ConnectionContext.Provider>
    </SessionContext.Provider>
  );
}
