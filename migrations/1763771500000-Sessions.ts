import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sessions the server has started: an account's sign-in, or a player's seat taken by
 * invitation. A token names its session (`jti`), and every request checks it here by its key,
 * so signing out, or the organiser reissuing a seat's invitation, ends the session on every
 * instance at once. Rows past their expiry are deleted as new sessions start.
 */
export class Sessions1763771500000 implements MigrationInterface {
  name = 'Sessions1763771500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        session_id uuid PRIMARY KEY,
        -- An account's session; or a seat's: its match and side.
        account_id uuid REFERENCES accounts (account_id),
        match_id uuid,
        side text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz,
        -- Why it ended: SESSION_ENDED (signed out) or SEAT_REISSUED, the reason its token is refused with.
        ended_reason text,
        CHECK ((account_id IS NOT NULL AND match_id IS NULL AND side IS NULL) OR (account_id IS NULL AND match_id IS NOT NULL AND side IS NOT NULL))
      )`);
    // Reissuing a seat's invitation ends the sessions of that seat that still run.
    await q.query('CREATE INDEX sessions_seat ON sessions (match_id, side) WHERE match_id IS NOT NULL AND ended_at IS NULL');
    await q.query('CREATE INDEX sessions_expiry ON sessions (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sessions');
  }
}
