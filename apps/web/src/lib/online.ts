import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ConnectionState } from './client';

/** The live connection's state, given by the app's providers (providers.tsx) for the client they made. */
export const ConnectionContext = createContext<ConnectionState>('connecting');

/** The live connection's state: pages that follow subscriptions show when it is reconnecting. */
export function useConnectionState(): ConnectionState {
  return useContext(ConnectionContext);
}

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Whether the browser believes it has a network at all (`navigator.onLine`): false is certain (no
 * network interface, flight mode, a hall's dead spot), true only means "maybe", so the live
 * connection's own state still says whether the server answers.
 */
export function useNetworkOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
