import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of its game a competition's next engine matches are created under, in its header
 * (`competition_views.ruleset`, as the fold has it: `{"version":…}`, or `{"createdAt":…}` for a
 * competition created before versions were recorded). The competitions projection's checkpoint
 * is reset so it folds the log again and writes it, and each engine game's own version, for the
 * competitions that exist (as 1763770800000-CompetitionViews did: nothing is rated twice).
 */
export class CompetitionRulesets1763770900000 implements MigrationInterface {
  name = 'CompetitionRulesets1763770900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE competition_views ADD COLUMN ruleset json');
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'competitions'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE competition_views DROP COLUMN ruleset');
  }
}
