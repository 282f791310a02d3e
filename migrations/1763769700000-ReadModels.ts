import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Match secrets (dice seeds until revealed), the match list read model, projection checkpoints. */
export class ReadModels1763769700000 implements MigrationInterface {
  name = 'ReadModels1763769700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_secrets (
        match_id uuid PRIMARY KEY,
        seed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE match_summaries (
        match_id uuid PRIMARY KEY,
        ruleset_id text NOT NULL,
        ruleset_version text NOT NULL,
        players jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('in_progress', 'finished')),
        winner text,
        draw boolean NOT NULL DEFAULT false,
        reason text,
        sides jsonb NOT NULL,
        pending_prompt text NOT NULL,
        event_count int NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      )`);
    await q.query('CREATE INDEX match_summaries_ruleset_id ON match_summaries (ruleset_id)');
    await q.query('CREATE INDEX match_summaries_status ON match_summaries (status)');
    await q.query('CREATE INDEX match_summaries_created ON match_summaries (created_at DESC, match_id DESC)');
    await q.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        position bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE projection_checkpoints');
    await q.query('DROP TABLE match_summaries');
    await q.query('DROP TABLE match_secrets');
  }
}
