import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The competition as its readers see it, kept by the competitions projection so that no query
 * folds a competition's stream: one row per competition (its header and the parts that change
 * seldom), one per registered player and one per game, each written only when it changes. The
 * parts are `json`, not `jsonb`, so they read back with their keys in the order the fold wrote
 * them. The projection's checkpoint is reset so it folds the log again and fills the tables for
 * the competitions that exist (rating periods already stored are found unchanged, so nothing is
 * rated twice).
 */
export class CompetitionViews1763770800000 implements MigrationInterface {
  name = 'CompetitionViews1763770800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE competition_views (
        competition_id uuid PRIMARY KEY,
        stream_id text NOT NULL,
        version int NOT NULL,
        created json NOT NULL,
        finished boolean NOT NULL,
        projector_view text NOT NULL,
        round_flags json NOT NULL,
        rounds json NOT NULL,
        adjustments json NOT NULL,
        bracket json,
        season json,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE competition_players (
        competition_id uuid NOT NULL,
        player_id text NOT NULL,
        position int NOT NULL,
        account_id text,
        entry json NOT NULL,
        PRIMARY KEY (competition_id, player_id)
      )`);
    await q.query('CREATE INDEX competition_players_account ON competition_players (competition_id, account_id)');
    await q.query(`
      CREATE TABLE competition_games (
        competition_id uuid NOT NULL,
        game text NOT NULL,
        position int NOT NULL,
        game_state json NOT NULL,
        PRIMARY KEY (competition_id, game)
      )`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'competitions'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE competition_games');
    await q.query('DROP TABLE competition_players');
    await q.query('DROP TABLE competition_views');
  }
}
