/**
 * A seat taken by invitation: the player session `joinMatch` answers, kept for this browser
 * tab only (sessionStorage), since an invitation seats one person at one table and a shared
 * device should not keep it once the tab is closed.
 */
export interface PlayerSeat {
  token: string;
  matchId: string;
  side: string;
  name: string;
  /** ISO 8601: the session stops working then. */
  expiresAt: string;
}

export const SEAT_KEY = 'tabletop.playerSession';

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
    typeof v.token === 'string' &&
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
