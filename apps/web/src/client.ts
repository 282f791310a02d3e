import { createClient as createWsClient } from 'graphql-ws';
import { cacheExchange, Client, fetchExchange, subscriptionExchange } from 'urql';
import { graphqlHttpUrl, graphqlWsUrl } from './endpoints';

/**
 * The app's GraphQL client: queries over HTTP, subscriptions over one WebSocket (graphql-ws),
 * opened when the first subscription starts and kept open while any runs.
 */
export function createClient(location: Pick<Location, 'origin' | 'protocol' | 'host'>): Client {
  const ws = createWsClient({ url: graphqlWsUrl(location), lazy: true, retryAttempts: 5 });
  return new Client({
    url: graphqlHttpUrl(location),
    // POST with a JSON body: the server's CSRF protection refuses a GET without a preflight header.
    preferGetMethod: false,
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
