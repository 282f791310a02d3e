import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of competitions: the competition list and the Glicko-2 ratings per game system. */
export class Competitions1763770000000 implements MigrationInterface {
  name = 'Competitions1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE competition_summaries (
        competition_id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('tournament', 'league')),
        name text NOT NULL,
        ruleset_id text NOT NULL,
        format text NOT NULL,
        organiser_id text NOT NULL,
        published boolean NOT NULL,
        finished boolean NOT NULL,
        players int NOT NULL,
        rounds int NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX competition_summaries_created ON competition_summaries (created_at DESC, competition_id DESC)');
    await q.query(`
      CREATE TABLE player_ratings (
        ruleset_id text NOT NULL,
        account_id text NOT NULL,
        name text NOT NULL,
        rating double precision NOT NULL,
        deviation double precision NOT NULL,
        volatility double precision NOT NULL,
        games int NOT NULL,
        history jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (ruleset_id, account_id)
      )`);
    await q.query('CREATE INDEX player_ratings_rank ON player_ratings (ruleset_id, rating DESC, account_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE player_ratings');
    await q.query('DROP TABLE competition_summaries');
  }
}
