import { createClient as createWsClient } from 'graphql-ws';
import { cacheExchange, Client, fetchExchange, subscriptionExchange } from 'urql';
import { graphqlHttpUrl, graphqlWsUrl } from './endpoints';

/** What the client tells about the WebSocket, so a page can show that it is reconnecting. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting';

export interface ClientOptions {
  /** The signed-in account's token, sent with every request and when the WebSocket opens. */
  token?: string | null;
  onConnection?: (state: ConnectionState) => void;
}

/**
 * The app's GraphQL client: queries over HTTP, subscriptions over one WebSocket (graphql-ws),
 * opened when the first subscription starts and kept open while any runs. A dropped socket is
 * opened again for as long as the page is open (a venue's network comes and goes), and the
 * subscriptions start again on it: each of them begins with the state as it is now.
 */
export function createClient(location: Pick<Location, 'origin' | 'protocol' | 'host'>, options: ClientOptions = {}): Client {
  const authorization = options.token ? `Bearer ${options.token}` : null;
  let opened = false;
  const ws = createWsClient({
    url: graphqlWsUrl(location),
    lazy: true,
    connectionParams: authorization ? { authorization } : {},
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
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
      closed: () => {
        if (opened) options.onConnection?.('reconnecting');
      },
    },
  });
  return new Client({
    url: graphqlHttpUrl(location),
    // POST with a JSON body: the server's CSRF protection refuses a GET without a preflight header.
    preferGetMethod: false,
    fetchOptions: () => (authorization ? { headers: { authorization } } : {}),
    exchanges: [
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
