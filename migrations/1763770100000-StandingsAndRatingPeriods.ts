import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Standings as a read model (every table of every competition, and the running results of
 * engine matches that live standings count), and the rating periods the ratings are folded
 * from. The competitions projection is reset so it folds the log again and fills the periods.
 */
export class StandingsAndRatingPeriods1763770100000 implements MigrationInterface {
  name = 'StandingsAndRatingPeriods1763770100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE competition_standings (
        competition_id uuid NOT NULL,
        mode text NOT NULL CHECK (mode IN ('settled', 'live')),
        through_round int NOT NULL CHECK (through_round >= 0),
        version int NOT NULL,
        round_finished boolean NOT NULL,
        rows jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (competition_id, mode, through_round)
      )`);
    await q.query(`
      CREATE TABLE competition_engine_games (
        competition_id uuid NOT NULL,
        game text NOT NULL,
        match_id uuid NOT NULL,
        result jsonb NOT NULL,
        PRIMARY KEY (competition_id, game)
      )`);
    await q.query(`
      CREATE TABLE rating_periods (
        ruleset_id text NOT NULL,
        period_id text NOT NULL,
        competition_id uuid NOT NULL,
        position bigint NOT NULL,
        games jsonb NOT NULL,
        names jsonb NOT NULL,
        PRIMARY KEY (ruleset_id, period_id)
      )`);
    await q.query('CREATE INDEX rating_periods_competition ON rating_periods (competition_id)');
    await q.query('DELETE FROM competition_summaries');
    await q.query('DELETE FROM player_ratings');
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'competitions'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rating_periods');
    await q.query('DROP TABLE competition_engine_games');
    await q.query('DROP TABLE competition_standings');
  }
}
