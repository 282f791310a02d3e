import { createClient as createWsClient } from 'graphql-ws';
import { cacheExchange, Client, fetchExchange, mapExchange, subscriptionExchange, type Operation } from 'urql';
import { CSRF_HEADERS, graphqlHttpUrl, graphqlWsUrl } from './endpoints';
import { endsSession } from './session';

/** What the client tells about the WebSocket, so a page can show that it is reconnecting. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting';

export interface ClientOptions {
  onConnection?: (state: ConnectionState) => void;
  /** Told when the server no longer takes the browser's session (signed out elsewhere, expired). */
  onSessionEnded?: () => void;
  /**
   * Act as a seat taken by invitation (seat.ts): every request carries the seat's key, over HTTP
   * as `X-Seat-Key` and over the WebSocket as the connection parameter `seatKey`, so the server
   * picks the seat's cookie, never the account's.
   */
  seatKey?: string;
}

export { CSRF_HEADERS };

/** The header a request sends to act as the tab's seat (seat.ts). */
const SEAT_KEY_HEADER = 'X-Seat-Key';

type RequestOptions = Omit<RequestInit, 'headers'> & { headers: Record<string, string> };

/**
 * How every request goes: with this origin's cookies (the HttpOnly session cookie, which the
 * app never reads) and the CSRF header; never with a token of the app's own.
 */
export function requestOptions(): RequestOptions {
  return { credentials: 'same-origin', headers: { ...CSRF_HEADERS } };
}

/** A request as the tab's seat: its key picks the seat's cookie, which works only with it. */
export function seatRequestOptions(seatKey: string): RequestOptions {
  return { credentials: 'same-origin', headers: { ...CSRF_HEADERS, [SEAT_KEY_HEADER]: seatKey } };
}

/** Close code of a socket whose session the server refused or ended. */
const WS_UNAUTHENTICATED = 4401;

const asSeat = (operation: Operation): boolean => {
  const options = operation.context.fetchOptions;
  const headers = (typeof options === 'function' ? options() : options)?.headers as Record<string, string> | undefined;
  return headers !== undefined && SEAT_KEY_HEADER in headers;
};

/**
 * The app's GraphQL client: queries over HTTP, subscriptions over one WebSocket (graphql-ws),
 * opened when the first subscription starts and kept open while any runs. Both carry the
 * browser's session cookie, not a token. A dropped socket is opened again for as long as the
 * page is open (a venue's network comes and goes), and the subscriptions start again on it:
 * each of them begins with the state as it is now. A socket closed because the session ended
 * is not: the app learns it is signed out, and makes a new client.
 */
export function createClient(location: Pick<Location, 'origin' | 'protocol' | 'host'>, options: ClientOptions = {}): Client {
  let opened = false;
  const ended = (code: unknown) => code === WS_UNAUTHENTICATED;
  const ws = createWsClient({
    url: graphqlWsUrl(location),
    lazy: true,
    ...(options.seatKey ? { connectionParams: { seatKey: options.seatKey } } : {}),
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: (e) => !ended((e as { code?: unknown } | null)?.code),
    // Up to 10 s between tries, with jitter, so a hall of screens does not knock all at once.
    retryWait: async (retries) => {
      const ms = Math.min(10_000, 500 * 2 ** retries) * (0.5 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
    on: {
      connecting: () => options.onConnection?.(opened ? 'reconnecting' : 'connecting'),
      connected: () => {
        opened = true;
        options.onConnection?.('connected');
      },
      closed: (e) => {
        if (ended((e as { code?: unknown } | null)?.code)) options.onSessionEnded?.();
        else if (opened) options.onConnection?.('reconnecting');
      },
    },
  });
  return new Client({
    url: graphqlHttpUrl(location),
    // POST with a JSON body: the server's CSRF protection refuses a GET without a preflight header.
    preferGetMethod: false,
    fetchOptions: () => (options.seatKey ? seatRequestOptions(options.seatKey) : requestOptions()),
    exchanges: [
      // A refusal of the session cookie (not of a tab's seat, which has its own) means the browser is signed out.
      mapExchange({
        onError: (error, operation) => {
          if (!asSeat(operation) && endsSession(error.graphQLErrors)) options.onSessionEnded?.();
        },
      }),
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const operation = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(operation, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
}
