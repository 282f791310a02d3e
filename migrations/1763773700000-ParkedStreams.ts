import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A retry of a parked key reads only what it held back, by index:
 * - `held_streams`: the streams whose events wait behind the parked key (its own events, and
 *   every later one of the same key). A key parked before this column has none noted (null):
 *   its retry reads the log from the parked position, as before;
 * - a partial index on the keys an organiser asked to retry, which the lease holder looks up
 *   with every batch instead of reading every parked row.
 */
export class ParkedStreams1763773700000 implements MigrationInterface {
  name = 'ParkedStreams1763773700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE parked_events ADD COLUMN held_streams text[]');
    await q.query('CREATE INDEX parked_events_retry ON parked_events (position) WHERE retry_requested');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX parked_events_retry');
    await q.query('ALTER TABLE parked_events DROP COLUMN held_streams');
  }
}
