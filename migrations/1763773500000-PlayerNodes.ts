import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `node(id)` finds a player's entry by its id alone (a player id is a UUID the server made, and a
 * client caches the entry by it): an index on the player id, so that lookup reads one row.
 */
export class PlayerNodes1763773500000 implements MigrationInterface {
  name = 'PlayerNodes1763773500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX competition_players_player ON competition_players (player_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX competition_players_player');
  }
}
