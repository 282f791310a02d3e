import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The accounts registered as players (and not dropped) in each competition, so that a player's
 * own games (`myGames`) are found from the competition list rather than by loading every
 * competition. The competitions projection fills the column; its checkpoint is reset so it folds
 * the log again and fills it for the competitions that exist (rating periods already stored are
 * found unchanged, so nothing is rated twice).
 */
export class PlayerAccounts1763770600000 implements MigrationInterface {
  name = 'PlayerAccounts1763770600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE competition_summaries ADD COLUMN player_accounts text[] NOT NULL DEFAULT '{}'`);
    await q.query('CREATE INDEX competition_summaries_player_accounts ON competition_summaries USING gin (player_accounts)');
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'competitions'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX competition_summaries_player_accounts');
    await q.query('ALTER TABLE competition_summaries DROP COLUMN player_accounts');
  }
}
