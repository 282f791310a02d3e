/**
 * A seat taken by invitation, held by this browser tab only, since an invitation seats one
 * person at one table and a shared device should not keep it once the tab is closed. The tab
 * makes a random key and sends it with `joinMatch`; the server keeps the seat's token in an
 * HttpOnly cookie bound to that key, which no script reads and which works only together with
 * the key. The tab keeps the key and which seat it is in sessionStorage (never the token): a
 * reload keeps the seat, a new tab or a closed one has none.
 */
export interface PlayerSeat {
  /** The tab's key: sent as `X-Seat-Key` with every request made as the seat. */
  key: string;
  matchId: string;
  side: string;
  name: string;
  /** ISO 8601: the session stops working then. */
  expiresAt: string;
}

export const SEAT_KEY = 'tabletop.playerSession';

/** What the server takes as a tab's key: 32 random bytes, base64url. */
const SEAT_KEY_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** A fresh key for a seat this tab is about to take. */
export function newSeatKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The invitation in a link's fragment, which browsers never send to a server (so it stays out
 * of its logs): `/join#<token>`, or `/join#invitation=<token>`.
 */
export function invitationFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  if (raw.includes('=')) {
    const params = new URLSearchParams(raw);
    const token = params.get('invitation') ?? params.get('token');
    return token?.trim() || null;
  }
  try {
    return decodeURIComponent(raw).trim() || null;
  } catch {
    return raw.trim() || null;
  }
}

function isSeat(value: unknown): value is PlayerSeat {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === 'string' &&
    SEAT_KEY_PATTERN.test(v.key) &&
    typeof v.matchId === 'string' &&
    typeof v.side === 'string' &&
    typeof v.name === 'string' &&
    typeof v.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(v.expiresAt))
  );
}

/** The seat kept in this tab, or null: none, damaged, or expired by `now`. */
export function readSeat(storage: Pick<Storage, 'getItem'> | undefined, now: number): PlayerSeat | null {
  try {
    const raw = storage?.getItem(SEAT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSeat(parsed) && Date.parse(parsed.expiresAt) > now ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSeat(storage: Pick<Storage, 'setItem'> | undefined, seat: PlayerSeat): void {
  try {
    storage?.setItem(SEAT_KEY, JSON.stringify(seat));
  } catch {
    // Not kept: the seat still holds for as long as this page stays open.
  }
}

/** Why an invitation was refused, as the page explains it; null for other problems (the network, say). */
export type JoinRefusal = 'used' | 'revoked' | 'expired' | 'invalid';

export function joinRefusal(reason: string | null | undefined): JoinRefusal | null {
  switch (reason) {
    case 'INVITATION_USED':
      return 'used';
    case 'INVITATION_REVOKED':
      return 'revoked';
    case 'TOKEN_EXPIRED':
      return 'expired';
    case 'TOKEN_INVALID':
      return 'invalid';
    default:
      return null;
  }
}

/** The browser tab's session storage, or undefined where it is refused. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
