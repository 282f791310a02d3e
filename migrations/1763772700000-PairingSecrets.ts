import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The secret seeds of competitions' first-round draws, by key (`pairing-<competitionId>-<draw>`):
 * a Swiss tournament commits to draw 1 as it is created, and each pairing at random reveals its
 * seed in the stream with the commitment to the next. The key is text, not a match's uuid, so
 * they are kept apart from `match_secrets`. A row outlives its reveal: the stream has the seed.
 */
export class PairingSecrets1763772700000 implements MigrationInterface {
  name = 'PairingSecrets1763772700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pairing_secrets (
        secret_key text PRIMARY KEY,
        seed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE pairing_secrets');
  }
}
