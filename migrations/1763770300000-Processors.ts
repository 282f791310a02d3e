import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The processors' own bookkeeping, beside their checkpoints (`projection_checkpoints`):
 *
 * - `processor_leases`: which instance runs the processors now, and until when; another
 *   instance takes over once the lease has run out (the holder died mid-batch);
 * - `parked_events`: an event a processor could not handle, per processor and unit of work
 *   (its key: a stream or a competition), with the error; later events of that key wait behind
 *   it until someone asks for a retry.
 *
 * The new command processors start at the beginning of the log, so a consequence an earlier
 * version left undone (a match of a started round never created, an engine result never
 * recorded) is done at the first start; each is idempotent, so what was done is not done twice.
 */
export class Processors1763770300000 implements MigrationInterface {
  name = 'Processors1763770300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE processor_leases (
        name text PRIMARY KEY,
        owner text,
        lease_until timestamptz
      )`);
    await q.query(`
      CREATE TABLE parked_events (
        processor text NOT NULL,
        key text NOT NULL,
        stream_id text NOT NULL,
        position bigint NOT NULL,
        event_type text NOT NULL,
        error text NOT NULL,
        competition_id text,
        parked_at timestamptz NOT NULL DEFAULT now(),
        retry_requested boolean NOT NULL DEFAULT false,
        PRIMARY KEY (processor, key)
      )`);
    await q.query('CREATE INDEX parked_events_competition ON parked_events (competition_id)');
    // Round clock copies are a processor's work now, not the timekeeper's.
    await q.query('DROP INDEX IF EXISTS clock_deadlines_unsynced');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE parked_events');
    await q.query('DROP TABLE processor_leases');
    await q.query('CREATE INDEX clock_deadlines_unsynced ON clock_deadlines (stream_id) WHERE synced_version < clock_version');
  }
}
