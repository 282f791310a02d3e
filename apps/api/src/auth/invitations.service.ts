import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../tokens';
import { UnauthenticatedError } from './auth.errors';
import { SessionsService } from './sessions.service';

export interface Seat {
  side: string;
  generation: number;
  joinedAt: Date | null;
}

/**
 * Which invitation of each seat is valid, and whether it was used. An invitation takes its seat
 * once: a second join with it is refused, so a forwarded or leaked invitation cannot seat a
 * second player. The organiser reissues a seat's invitation to revoke the old one (used or
 * not), for a player who lost their phone or an invitation sent to the wrong person; that ends
 * the sessions made from the old one too, so whoever holds them plays no more.
 */
@Injectable()
export class InvitationsService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly sessions: SessionsService,
  ) {}

  /** The seats of a match, each with its current generation (made on first asking). */
  async seats(matchId: string, sides: string[]): Promise<Seat[]> {
    await this.pool.query(
      'INSERT INTO seat_invitations (match_id, side) SELECT $1, unnest($2::text[]) ON CONFLICT (match_id, side) DO NOTHING',
      [matchId, sides],
    );
    const { rows } = await this.pool.query<{ side: string; generation: number; joined_at: Date | null }>(
      'SELECT side, generation, joined_at FROM seat_invitations WHERE match_id = $1 AND side = ANY($2)',
      [matchId, sides],
    );
    const bySide = new Map(rows.map((r) => [r.side, { side: r.side, generation: r.generation, joinedAt: r.joined_at }]));
    return sides.map((side) => bySide.get(side)!);
  }

  /** Takes the seat with the invitation of `generation`; UNAUTHENTICATED when it was revoked or used. */
  async join(matchId: string, side: string, generation: number): Promise<void> {
    await this.seats(matchId, [side]);
    const { rowCount } = await this.pool.query(
      'UPDATE seat_invitations SET joined_at = now() WHERE match_id = $1 AND side = $2 AND generation = $3 AND joined_at IS NULL',
      [matchId, side, generation],
    );
    if (rowCount) return;
    const [seat] = await this.seats(matchId, [side]);
    if (seat.generation !== generation) {
      throw new UnauthenticatedError('INVITATION_REVOKED', 'the organiser has issued a new invitation for this seat: ask them for it');
    }
    throw new UnauthenticatedError(
      'INVITATION_USED',
      'this invitation has taken its seat already: ask the organiser for a new one if you lost your session',
    );
  }

  /**
   * Revokes a seat's invitation, used or not, and ends the seat's sessions, in one statement
   * (so never the one without the other); answers the new generation. The ended sessions'
   * sockets on this instance are closed at once, the others' by their instance's sweep.
   */
  async reissue(matchId: string, side: string): Promise<number> {
    await this.seats(matchId, [side]);
    const { rows } = await this.pool.query<{ generation: number; ended: string[] }>(
      `WITH reissued AS (
         UPDATE seat_invitations SET generation = generation + 1, joined_at = NULL WHERE match_id = $1 AND side = $2 RETURNING generation
       ), ended AS (
         UPDATE sessions SET ended_at = now(), ended_reason = 'SEAT_REISSUED'
         WHERE match_id = $1 AND side = $2 AND ended_at IS NULL RETURNING session_id
       )
       SELECT (SELECT generation FROM reissued) AS generation, ARRAY(SELECT session_id::text FROM ended) AS ended`,
      [matchId, side],
    );
    this.sessions.ended(rows[0].ended, 'SEAT_REISSUED');
    return rows[0].generation;
  }
}
