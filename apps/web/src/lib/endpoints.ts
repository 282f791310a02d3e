/**
 * The API is served by the same server as the app, on the same port: GraphQL over HTTP and
 * its subscriptions over WebSocket both at /graphql of the page's own origin.
 */
export function graphqlHttpUrl(location: Pick<Location, 'origin'>): string {
  return `${location.origin}/graphql`;
}

/** ws:// beside http://, wss:// beside https:// (a browser refuses plain WebSocket from a secure page). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/**
 * The header the server requires of every change authenticated by the session cookie: a page
 * of another site cannot send it without a CORS preflight, which the server never grants.
 */
export const CSRF_HEADERS = { 'X-Requested-With': 'tabletop' } as const;
