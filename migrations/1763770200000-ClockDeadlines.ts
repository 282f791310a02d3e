import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The durable deadlines of every clock: one row per match (its next clock to run out) and one
 * per timed tournament round. The rows are a read model of the log (the clocks projection); a
 * timekeeper in each API process claims the rows that are due with `FOR UPDATE SKIP LOCKED`
 * and a lease, so two processes never work on one deadline at once, and a deadline that passed
 * while no server ran is applied when one starts.
 */
export class ClockDeadlines1763770200000 implements MigrationInterface {
  name = 'ClockDeadlines1763770200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE clock_deadlines (
        stream_id text NOT NULL,
        clock text NOT NULL,
        due_at timestamptz,
        version bigint NOT NULL,
        clock_version bigint NOT NULL DEFAULT 0,
        synced_version bigint NOT NULL DEFAULT 0,
        lease_until timestamptz,
        PRIMARY KEY (stream_id, clock)
      )`);
    await q.query('CREATE INDEX clock_deadlines_due ON clock_deadlines (due_at) WHERE due_at IS NOT NULL');
    await q.query('CREATE INDEX clock_deadlines_unsynced ON clock_deadlines (stream_id) WHERE synced_version < clock_version');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE clock_deadlines');
  }
}
