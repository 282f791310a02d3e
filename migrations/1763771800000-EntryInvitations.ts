import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whom each entry the organiser made for someone's account asks: the e-mail address as given
 * (trimmed, in lower case, as signing in compares it) or the account id. It is kept here, not in
 * the competition's log, so that the log, its audit trail and every read of the competition look
 * the same whether or not anyone has that address; the player who signs in with it finds the
 * invitation (`myEntryInvitations`) and answers it, which the log records (EntryAccepted,
 * EntryDeclined). A row may outlive an entry that was never appended: readers join it with the
 * competition's players.
 */
export class EntryInvitations1763771800000 implements MigrationInterface {
  name = 'EntryInvitations1763771800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE entry_invitations (
        competition_id uuid NOT NULL,
        player_id text NOT NULL,
        email text,
        account_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (competition_id, player_id),
        CHECK ((email IS NULL) <> (account_id IS NULL))
      )`);
    await q.query('CREATE INDEX entry_invitations_email ON entry_invitations (email) WHERE email IS NOT NULL');
    await q.query('CREATE INDEX entry_invitations_account ON entry_invitations (account_id) WHERE account_id IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE entry_invitations');
  }
}
