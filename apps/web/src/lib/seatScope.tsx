import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Provider as GraphQLProvider } from 'urql';
import { createClient, type ConnectionState } from './client';
import { browserStorage } from '../i18n';
import { adoptTabSeat, dropSeat, seatFor, tabStorage, type PlayerSeat } from './seat';

interface SeatScopeValue {
  /** The seat this browser holds in the match, or null: the page reads as the signed-in account or the public. */
  seat: PlayerSeat | null;
  /** The live connection's state of the seat's own client (the app's banner follows the account's). */
  connection: ConnectionState | null;
  /** Why this browser lost the seat it held in the match (the server's reason), while it shows the match without it. */
  lost: string | null;
  /** The server no longer takes the seat (reissued by the organiser, expired) or the player left it: forget it. */
  forget: (reason: string) => void;
}

const SeatScopeContext = createContext<SeatScopeValue>({ seat: null, connection: null, lost: null, forget: () => undefined });

/** The seat the surrounding match page acts as, if any. */
export function useSeatScope(): SeatScopeValue {
  return useContext(SeatScopeContext);
}

/**
 * A match's pages as the seat this browser holds in it, when it holds one: a client of its own
 * whose every request carries the seat's key, so the match is read and played as its player. A
 * browser holding no seat in the match reads it as whoever is signed in (a player with an
 * account, the organiser) or as the public, through the app's own client.
 */
export function SeatScope({ matchId, children }: { matchId: string; children: ReactNode }) {
  const [seat, setSeat] = useState<PlayerSeat | null>(() => {
    adoptTabSeat(tabStorage(), browserStorage(), Date.now());
    return seatFor(browserStorage(), matchId, Date.now());
  });
  const [connection, setConnection] = useState<ConnectionState | null>(seat ? 'connecting' : null);
  const [lost, setLost] = useState<string | null>(null);
  const forget = useCallback(
    (reason: string) => {
      dropSeat(browserStorage(), matchId, Date.now());
      setSeat(null);
      setConnection(null);
      setLost(reason);
    },
    [matchId],
  );
  const client = useMemo(
    () =>
      seat
        ? createClient(window.location, {
            seatKey: seat.key,
            onConnection: setConnection,
            onSessionEnded: () => forget('SESSION_ENDED'),
          })
        : null,
    [seat, forget],
  );
  const value = useMemo<SeatScopeValue>(
    () => ({
      seat,
      connection,
      lost,
      forget,
    }),
    [seat, connection, lost, forget],
  );
  return (
    <SeatScopeContext.Provider value={value}>
      {client ? <GraphQLProvider value={client}>{children}</GraphQLProvider> : children}
    </SeatScopeContext.Provider>
  );
}
