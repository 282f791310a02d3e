import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider as GraphQLProvider } from 'urql';
import { createClient, type ConnectionState } from './lib/client';
import { Loading } from './components/Status';
import { graphql } from './gql';
import { ConnectionContext } from './lib/online';
import { sessionFromMe, SessionContext, type AccountSession, type SessionContextValue } from './lib/session';

const WhoAmI = graphql(`
  query WhoAmI {
    me {
      kind
      account {
        id
        displayName
      }
    }
  }
`);

const SignOut = graphql(`
  mutation SignOut {
    signOut
  }
`);

/**
 * The session and the GraphQL client made for it. The browser's session is its HttpOnly cookie:
 * on start the app asks `me` who that is (a reload stays signed in) and shows the pages once it
 * knows. Signing in or out, or the server ending the session, makes a new client: its cache
 * holds what the previous reader was allowed to see, and its WebSocket carried their cookie.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // The session (undefined until the server has said whose the browser's is), and which client
  // is current: each reader gets a client of its own.
  const [state, setState] = useState<{ session: AccountSession | null | undefined; generation: number }>({
    session: undefined,
    generation: 0,
  });
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const { session, generation } = state;

  const become = useCallback((next: AccountSession | null) => setState((s) => ({ session: next, generation: s.generation + 1 })), []);
  // Only a session the app believes in can end: once signed out, a late refusal changes nothing.
  const ended = useCallback(() => setState((s) => (s.session ? { session: null, generation: s.generation + 1 } : s)), []);
  const client = useMemo(() => {
    void generation; // a new client whenever the reader changes
    return createClient(window.location, { onConnection: setConnection, onSessionEnded: ended });
  }, [generation, ended]);

  useEffect(() => {
    if (session !== undefined) return;
    let current = true;
    void client
      .query(WhoAmI, {}, { requestPolicy: 'network-only' })
      .toPromise()
      // No answer (the network, a refused cookie, which the server clears): nobody is signed in.
      .then((answer) => {
        if (current) setState((s) => (s.session === undefined ? { ...s, session: sessionFromMe(answer.data?.me) } : s));
      });
    return () => {
      current = false;
    };
  }, [client, session]);

  const signIn = useCallback((next: AccountSession) => become(next), [become]);
  const signOut = useCallback(async () => {
    // Ended on the server (which clears the cookie); the app forgets it whatever the answer.
    await client.mutation(SignOut, {}).toPromise();
    become(null);
  }, [client, become]);
  const value = useMemo<SessionContextValue>(() => ({ session: session ?? null, signIn, signOut }), [session, signIn, signOut]);
  return (
    <SessionContext.Provider value={value}>
      <ConnectionContext.Provider value={connection}>
        <GraphQLProvider value={client}>{session === undefined ? <Loading /> : children}</GraphQLProvider>
      </ConnectionContext.Provider>
    </SessionContext.Provider>
  );
}
