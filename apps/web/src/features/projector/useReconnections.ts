import { useState } from 'react';
import { useConnectionState } from '../../lib/online';

/**
 * How many times the live connection has come back after being lost. The subscriptions start
 * again by themselves and send the state as it is now; a page also reads its queries again when
 * this changes, so nothing missed while it was down stays missing.
 */
export function useReconnections(): { reconnecting: boolean; reconnections: number } {
  const connection = useConnectionState();
  const [seen, setSeen] = useState({ connection, reconnections: 0 });
  if (seen.connection !== connection) {
    // Adjusted while rendering (React's pattern for state that follows a changing value): no extra pass through an effect.
    setSeen({ connection, reconnections: seen.reconnections + (seen.connection === 'reconnecting' && connection === 'connected' ? 1 : 0) });
  }
  return { reconnecting: connection === 'reconnecting', reconnections: seen.reconnections };
}
