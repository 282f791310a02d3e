import type { CompetitionCreatedData, PlayerEntry } from '@app/competitions';
import { isUuid } from '@app/matches';
import type { Pool } from 'pg';

/** Whom an entry asks: an e-mail address (as the accounts compare them) or an account id. */
export type Invitee = { email: string } | { accountId: string };

/** The account answering: its id and its e-mail address. */
export interface Answerer {
  accountId: string;
  email: string | null;
}

export interface PendingInvitation {
  competitionId: string;
  created: CompetitionCreatedData;
  entry: PlayerEntry;
}

/**
 * Whom each entry the organiser made for someone's account asks (`entry_invitations`, migration
 * 1763771800000-EntryInvitations). It is kept apart from the competition's log, so that nothing
 * a reader of the competition sees differs with whether anyone has the address; the answer is
 * the log's (EntryAccepted, EntryDeclined), and where an invitation stands is read from the
 * competition's players, never from here.
 */
export class EntryInvitations {
  constructor(private readonly pool: Pool) {}

  /** Keeps whom a new entry asks, before the entry is appended (so an entry never asks nobody). */
  async keep(competitionId: string, playerId: string, whom: Invitee): Promise<void> {
    await this.pool.query('INSERT INTO entry_invitations (competition_id, player_id, email, account_id) VALUES ($1, $2, $3, $4)', [
      competitionId,
      playerId,
      'email' in whom ? whom.email : null,
      'accountId' in whom ? whom.accountId : null,
    ]);
  }

  /** Forgets an entry the competition refused: nothing was appended. */
  async forget(competitionId: string, playerId: string): Promise<void> {
    await this.pool.query('DELETE FROM entry_invitations WHERE competition_id = $1 AND player_id = $2', [competitionId, playerId]);
  }

  /** Whether this entry asks this account, by its id or by its address. */
  async asks(competitionId: string, playerId: string, who: Answerer): Promise<boolean> {
    if (!isUuid(competitionId)) return false;
    const { rows } = await this.pool.query(
      `SELECT 1 FROM entry_invitations
        WHERE competition_id = $1 AND player_id = $2 AND (account_id = $3 OR email = $4)`,
      [competitionId, playerId, who.accountId, who.email],
    );
    return rows.length > 0;
  }

  /**
   * The entries asking this account that it has not answered, in competitions not finished and
   * not withdrawn by the organiser: newest first, read from the competition views (an entry the
   * log never took is in none).
   */
  async pending(who: Answerer): Promise<PendingInvitation[]> {
    const { rows } = await this.pool.query<{ competition_id: string; created: CompetitionCreatedData; entry: PlayerEntry }>(
      `SELECT i.competition_id, v.created, p.entry
         FROM entry_invitations i
         JOIN competition_players p ON p.competition_id = i.competition_id AND p.player_id = i.player_id
         JOIN competition_views v ON v.competition_id = i.competition_id
        WHERE (i.account_id = $1 OR i.email = $2) AND NOT v.finished
        ORDER BY i.created_at DESC, i.competition_id, p.position`,
      [who.accountId, who.email],
    );
    return rows
      .filter((r) => r.entry.invitation === 'invited' && !r.entry.dropped)
      .map((r) => ({ competitionId: r.competition_id, created: r.created, entry: r.entry }));
  }
}
