import { randomUUID } from 'node:crypto';
import type { OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { isUuid } from '@app/matches';
import { UnauthenticatedError } from './auth.errors';

/** Why a session ended; its token is refused with this reason. */
export type EndedReason = 'SESSION_ENDED' | 'SEAT_REISSUED';

/** Whose a session is: an account's sign-in, or a seat of a match taken by invitation. */
export type SessionOwner = { accountId: string } | { matchId: string; side: string };

const MESSAGES: Record<EndedReason, string> = {
  SESSION_ENDED: 'this session has ended (signed out): sign in again',
  SEAT_REISSUED: 'the organiser has issued a new invitation for this seat, which ends the session made from the old one',
};

export function endedError(reason: EndedReason): UnauthenticatedError {
  return new UnauthenticatedError(reason, MESSAGES[reason]);
}

/** How long the sweep waits between looks at the sessions of this instance's open sockets (default 10 s). */
export const DEFAULT_SWEEP_MS = 10_000;

/**
 * The sessions the server has started (table `sessions`). A token names its session, and every
 * request looks it up by its key: one indexed read, so a session ended on any instance is
 * refused by every instance from its next request on. An open WebSocket was authenticated once,
 * when it connected: one of this instance is closed at once when its session ends here, one of
 * another instance by that instance's sweep, which looks up the sessions of its open sockets
 * every `sweepMs`.
 */
export class SessionsService implements OnModuleDestroy {
  /** The open sockets of each session on this instance: how to close each. */
  private readonly live = new Map<string, Set<(reason: EndedReason) => void>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pool: Pool,
    sweepMs = DEFAULT_SWEEP_MS,
  ) {
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), sweepMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Starts a session that lasts until `expiresAt` (its token's expiry); answers its id. Long-expired sessions are deleted on the way. */
  async start(owner: SessionOwner, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    const [accountId, matchId, side] = 'accountId' in owner ? [owner.accountId, null, null] : [null, owner.matchId, owner.side];
    await this.pool.query(
      `WITH expired AS (
         DELETE FROM sessions WHERE session_id IN (SELECT session_id FROM sessions WHERE expires_at < now() - interval '1 hour' LIMIT 100)
       )
       INSERT INTO sessions (session_id, account_id, match_id, side, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [id, accountId, matchId, side, expiresAt],
    );
    return id;
  }

  /**
   * Refuses a session that has ended, or one this server has no record of (a token made before
   * sessions were kept, or for another owner): UNAUTHENTICATED with the reason.
   */
  async check(sessionId: string | undefined, owner: SessionOwner): Promise<void> {
    if (!sessionId || !isUuid(sessionId)) throw endedError('SESSION_ENDED');
    const { rows } = await this.pool.query<{
      account_id: string | null;
      match_id: string | null;
      side: string | null;
      ended_reason: EndedReason | null;
    }>('SELECT account_id, match_id, side, ended_reason FROM sessions WHERE session_id = $1', [sessionId]);
    const row = rows[0];
    const owned =
      row && ('accountId' in owner ? row.account_id === owner.accountId : row.match_id === owner.matchId && row.side === owner.side);
    if (!owned) throw endedError('SESSION_ENDED');
    if (row.ended_reason) throw endedError(row.ended_reason);
  }

  /** Ends a session (signing out); answers whether it was still running. Its sockets here are closed at once. */
  async end(sessionId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE sessions SET ended_at = now(), ended_reason = 'SESSION_ENDED' WHERE session_id = $1 AND ended_at IS NULL`,
      [sessionId],
    );
    this.ended([sessionId], 'SESSION_ENDED');
    return (rowCount ?? 0) > 0;
  }

  /** Closes this instance's sockets of sessions that have just ended (the database already says so). */
  ended(sessionIds: string[], reason: EndedReason): void {
    for (const id of sessionIds) {
      const closers = this.live.get(id);
      this.live.delete(id);
      for (const close of closers ?? []) close(reason);
    }
  }

  /** Keeps an open socket of a session, to be closed when the session ends; answers how to forget it (when it closes). */
  track(sessionId: string, close: (reason: EndedReason) => void): () => void {
    let closers = this.live.get(sessionId);
    if (!closers) this.live.set(sessionId, (closers = new Set()));
    closers.add(close);
    return () => {
      const current = this.live.get(sessionId);
      if (!current?.delete(close)) return;
      if (current.size === 0) this.live.delete(sessionId);
    };
  }

  /** Closes this instance's sockets whose sessions were ended elsewhere: one read for all of them. */
  async sweep(): Promise<void> {
    if (this.live.size === 0) return;
    const { rows } = await this.pool.query<{ session_id: string; ended_reason: EndedReason }>(
      'SELECT session_id, ended_reason FROM sessions WHERE session_id = ANY($1::uuid[]) AND ended_at IS NOT NULL',
      [[...this.live.keys()]],
    );
    for (const row of rows) this.ended([row.session_id], row.ended_reason);
  }
}
