/**
 * A seat taken by invitation, kept by this browser: the phone beside the table must still be
 * the player's seat after a reload, a closed browser or a flat battery's restart. The browser
 * makes a random key and sends it with `joinMatch`; the server keeps the seat's token in an
 * HttpOnly cookie bound to that key, which no script reads and which works only together with
 * the key. The browser keeps the key and which seat it is in localStorage (never the token),
 * one entry per match, until the session expires or the player leaves the seat (a shared
 * device). A seat the organiser reissued stops working at once: its cookie is refused.
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

/** Where the seats are kept: `{ [matchId]: PlayerSeat }`. */
export const SEATS_KEY = 'tabletop.seats';
/** Where a tab kept its one seat before seats were kept by the browser (read once, then moved). */
export const TAB_SEAT_KEY = 'tabletop.playerSession';

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

type SeatStore = Pick<Storage, 'getItem' | 'setItem'>;

function readAll(storage: Pick<Storage, 'getItem'> | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SEATS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeAll(storage: Pick<Storage, 'setItem'> | undefined, seats: Record<string, unknown>): void {
  try {
    storage?.setItem(SEATS_KEY, JSON.stringify(seats));
  } catch {
    // Not kept: the seat still holds for as long as this page stays open.
  }
}

/** The seats kept by this browser that have not expired by `now`, newest expiry first. */
export function readSeats(storage: Pick<Storage, 'getItem'> | undefined, now: number): PlayerSeat[] {
  return Object.values(readAll(storage))
    .filter((s): s is PlayerSeat => isSeat(s) && Date.parse(s.expiresAt) > now)
    .sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt));
}

/** The seat this browser holds in one match, or null: none, damaged, or expired by `now`. */
export function seatFor(storage: Pick<Storage, 'getItem'> | undefined, matchId: string, now: number): PlayerSeat | null {
  return readSeats(storage, now).find((s) => s.matchId === matchId) ?? null;
}

/** Keeps a seat just taken, in place of any earlier one of the same match; expired seats are dropped. */
export function keepSeat(storage: SeatStore | undefined, seat: PlayerSeat, now: number): void {
  const kept = Object.fromEntries(readSeats(storage, now).map((s) => [s.matchId, s]));
  writeAll(storage, { ...kept, [seat.matchId]: seat });
}

/** Forgets the seat of one match (the player left it, or the server no longer takes it). */
export function dropSeat(storage: SeatStore | undefined, matchId: string, now: number): void {
  writeAll(
    storage,
    Object.fromEntries(
      readSeats(storage, now)
        .filter((s) => s.matchId !== matchId)
        .map((s) => [s.matchId, s]),
    ),
  );
}

/** A seat a tab kept on its own before seats were kept by the browser: moved into the browser's store. */
export function adoptTabSeat(tab: Pick<Storage, 'getItem' | 'removeItem'> | undefined, storage: SeatStore | undefined, now: number): void {
  try {
    const raw = tab?.getItem(TAB_SEAT_KEY);
    if (!raw) return;
    tab?.removeItem(TAB_SEAT_KEY);
    const parsed: unknown = JSON.parse(raw);
    if (isSeat(parsed) && Date.parse(parsed.expiresAt) > now) keepSeat(storage, parsed, now);
  } catch {
    // A damaged entry is simply not adopted.
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

/** The tab's own storage, where a seat was kept before (adoptTabSeat). */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
