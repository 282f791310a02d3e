/**
 * The replay's own reckoning, apart from the page: where in the stream the reader is, whose view
 * they read, which events they hold, and what the dice badge says. Pure, so it is tested without
 * a browser; nothing here computes a state of the game, which only the API's `at(N)` gives.
 */

/** One event of the stream as the replay reads it (`MatchEvent`'s fields it asks for). */
export interface ReplayEvent {
  number: number;
  type: string;
  data: unknown;
  recordedAt: string;
}

/**
 * The event the address asks for (`?at=12`), within the stream's 1…total: a number past the end
 * opens the last event, anything else that is no number the first (the match being set up).
 */
export function positionFrom(param: string | null, total: number): number {
  if (total < 1) return 0;
  const n = param !== null && /^\s*\d+\s*$/.test(param) ? Number(param) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) return 1;
  return Math.min(n, total);
}

/** The side the reader plays, from `viewedAs` (`player:<side>`); null for the organiser and the public. */
export function viewerSideOf(viewedAs: string): string | null {
  return viewedAs.startsWith('player:') && viewedAs.length > 'player:'.length ? viewedAs.slice('player:'.length) : null;
}

/** Whose view the reader gets, as the page words it. */
export type ViewKind = 'player' | 'organiser' | 'public';

export function viewKindOf(viewedAs: string): ViewKind {
  if (viewerSideOf(viewedAs) !== null) return 'player';
  return viewedAs === 'organiser' ? 'organiser' : 'public';
}

/** Pages of events gathered into one list, oldest first, each event once (a page fetched again adds nothing). */
export function mergeEvents(...pages: ReadonlyArray<readonly ReplayEvent[]>): ReplayEvent[] {
  const byNumber = new Map<number, ReplayEvent>();
  for (const page of pages) for (const e of page) if (!byNumber.has(e.number)) byNumber.set(e.number, e);
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}

/** What the dice badge says: the verdict on the server's dice, or that the seed is still to come. */
export type DiceBadge = 'verified' | 'mismatch' | 'notRevealed';

export interface DiceFacts {
  serverSeedCommitment: string | null | undefined;
  verification: { verified: boolean; serverRolls: number } | null | undefined;
  /** The events the reader holds: server rolls among them say a seed is awaited. */
  events: readonly ReplayEvent[];
}

function isServerRoll(e: ReplayEvent): boolean {
  return e.type === 'DiceRolled' && typeof e.data === 'object' && e.data !== null && (e.data as { source?: unknown }).source === 'server';
}

/** How many of the events are rolls the server made (those the revealed seed will check). */
export function serverRollsIn(events: readonly ReplayEvent[]): number {
  return events.filter(isServerRoll).length;
}

/**
 * The badge, or null for a match that has no server dice to speak of: no commitment, or none of
 * its rolls made by the server. The API's verdict (`verification`) is null until the seed is
 * revealed at the end; until then only the rolls in the stream tell whether there is any to check.
 */
export function diceBadge({ serverSeedCommitment, verification, events }: DiceFacts): DiceBadge | null {
  if (!serverSeedCommitment) return null;
  if (verification) {
    if (verification.serverRolls === 0) return null;
    return verification.verified ? 'verified' : 'mismatch';
  }
  return serverRollsIn(events) > 0 ? 'notRevealed' : null;
}

/** Where Play starts: from the first event when the replay stands at the last (playing on from there would show nothing). */
export function playFrom(position: number, total: number): number {
  return position >= total ? 1 : position;
}

/** Why the API will not show the match to this reader, as the page explains it; null for any other trouble. */
export type Refusal = 'forbidden' | 'notFound';

/**
 * The refusal among a request's GraphQL errors: FORBIDDEN for a match that is not published and
 * that the reader neither plays nor organises; NOT_FOUND (or an id that is no id) for no match.
 */
export function refusalOf(errors: ReadonlyArray<{ extensions?: Record<string, unknown> | null }> | undefined): Refusal | null {
  for (const e of errors ?? []) {
    const { code, field } = e.extensions ?? {};
    if (code === 'FORBIDDEN') return 'forbidden';
    if (code === 'NOT_FOUND' || (code === 'VALIDATION' && field === 'id')) return 'notFound';
  }
  return null;
}
