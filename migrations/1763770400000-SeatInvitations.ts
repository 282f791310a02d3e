import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per seat of a match whose invitation was handed out: its generation (an invitation
 * names the generation it was issued in; reissuing one revokes every earlier one) and when a
 * player took the seat with it (an invitation takes its seat once).
 */
export class SeatInvitations1763770400000 implements MigrationInterface {
  name = 'SeatInvitations1763770400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE seat_invitations (
        match_id uuid NOT NULL,
        side text NOT NULL,
        generation integer NOT NULL DEFAULT 1,
        joined_at timestamptz,
        PRIMARY KEY (match_id, side)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE seat_invitations');
  }
}
