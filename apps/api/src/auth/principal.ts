/**
 * Who is calling. Every request (HTTP or WebSocket) is authenticated once into a principal;
 * the access policy decides from it alone what the caller may do. A session's principal names
 * its session (sessions.service.ts), which signing out ends.
 */
export type Principal =
  | { kind: 'anonymous' }
  /** A signed-in account: organisers, and players who play with an account. */
  | { kind: 'account'; accountId: string; displayName: string; sessionId?: string }
  /** A player who joined one match by its invitation, without an account. */
  | { kind: 'player'; matchId: string; side: string; name: string; sessionId?: string }
  /** A third-party site: reads what is published, writes nothing. */
  | { kind: 'api-key'; keyId: string; accountId: string };

export const ANONYMOUS: Principal = { kind: 'anonymous' };

/** The key rate limits are counted against: one bucket per key, account or player; per address otherwise. */
export function rateLimitKey(principal: Principal, address: string): string {
  switch (principal.kind) {
    case 'api-key':
      return `key:${principal.keyId}`;
    case 'account':
      return `account:${principal.accountId}`;
    case 'player':
      return `player:${principal.matchId}:${principal.side}`;
    case 'anonymous':
      return `ip:${address}`;
  }
}
