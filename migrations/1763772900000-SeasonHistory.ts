import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A league's closed seasons (their names, weeks, rules and final tables) and a round's first-round
 * draw are now part of the competition views. The competitions projection's checkpoint is reset
 * so it folds the log again and writes them for the competitions that exist, as
 * 1763770900000-CompetitionRulesets did (nothing is rated twice).
 */
export class SeasonHistory1763772900000 implements MigrationInterface {
  name = 'SeasonHistory1763772900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'competitions'`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the views are folded again from the log either way.
  }
}
