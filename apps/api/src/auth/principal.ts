import { ForbiddenError } from './auth.errors';

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
  /** A third-party site: reads what its scope allows, writes nothing but its owner's webhooks (scope `organiser`). */
  | { kind: 'api-key'; keyId: string; accountId: string; scope: ApiKeyScope };

/**
 * What an API key may read. `public`: what an anonymous caller reads (published events), with
 * the key's own rate limit. `organiser`: that, and also the events its owner organises, as the
 * organiser reads them (unpublished ones, organiser-only fields), and manages their webhooks.
 * No key makes any other change.
 */
export type ApiKeyScope = 'public' | 'organiser';

/**
 * The account a caller reads as an organiser: a signed-in account, or the owner of an
 * `organiser` key; null for anyone else (a `public` key reads as an anonymous caller does).
 */
export function organiserReader(principal: Principal): string | null {
  if (principal.kind === 'account') return principal.accountId;
  if (principal.kind === 'api-key' && principal.scope === 'organiser') return principal.accountId;
  return null;
}

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

/**
 * A read refused to an API key because of its scope (its owner, signed in, may read it):
 * FORBIDDEN with reason KEY_SCOPE, naming the scope, so the site's developer knows which key to make.
 */
export function keyScopeRefusal(principal: Extract<Principal, { kind: 'api-key' }>): ForbiddenError {
  return new ForbiddenError(
    'KEY_SCOPE',
    principal.scope === 'public'
      ? "this API key's scope is PUBLIC: it reads published events only; a key of scope ORGANISER also reads its owner's own events"
      : "this API key's scope is ORGANISER: it reads published events and the events its owner organises",
  );
}
