import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The codes printed on match slips, one per seat of a paper game (a competition's game and one
 * of its players), kept only as the SHA-256 of the code: the code itself is derived again from
 * the server's secret and the seat's generation whenever the slips are printed, so a reader of
 * this table learns no code. Reissuing a seat's code marks its row replaced (the old code is
 * refused as replaced, not as unknown) and adds the next generation's row; one row per seat is
 * current. The code says which seat acts; whether it may act now (the game not settled, the
 * event not finished) is the competition's to say, read from its log.
 */
export class SlipCodes1763772400000 implements MigrationInterface {
  name = 'SlipCodes1763772400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE slip_codes (
        code_hash text PRIMARY KEY,
        competition_id uuid NOT NULL,
        game text NOT NULL,
        player_id text NOT NULL,
        generation integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        replaced_at timestamptz
      )`);
    await q.query('CREATE UNIQUE INDEX slip_codes_current ON slip_codes (competition_id, game, player_id) WHERE replaced_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE slip_codes');
  }
}
