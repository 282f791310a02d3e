import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Readers wait only for appends still in flight, not for every transaction on the server.
 *
 * Until now readAll returned rows of transactions older than the snapshot's xmin, which is
 * cluster-wide: any write transaction left open in any database of the same PostgreSQL server
 * held back every reader, read model and subscriber. Now each append marks the positions it
 * reserved: in the same critical section that hands them out, it takes a transaction-level
 * advisory lock whose key is its first position, negated (keys of the other advisory locks
 * are positive). The lock ends with the transaction, whether it commits or rolls back. A
 * reader that finds a gap in the positions asks pg_locks which reservations are still held
 * and stops before the first of them; a gap nobody holds is final (see
 * PostgresEventStore.readAll and docs/event-store.md).
 *
 * Since order is now kept by the lock rather than by transaction ids, an append no longer has
 * to be the first write of its transaction.
 */
export class InFlightAppends1763770500000 implements MigrationInterface {
  name = 'InFlightAppends1763770500000';

  async up(q: QueryRunner): Promise<void> {
    // The reservation lock (7310002) makes "positions handed out" and "positions marked in
    // flight" one step for every other appender: no reservation can be seen above a lower one
    // that is not yet marked. The exception block releases the session lock on any failure;
    // the transaction lock taken inside it passes to the transaction when the block ends.
    await q.query(`
      CREATE OR REPLACE FUNCTION events_reserve_positions(n integer) RETURNS bigint LANGUAGE plpgsql AS $$
      DECLARE
        first_position bigint;
      BEGIN
        PERFORM pg_advisory_lock(7310002);
        BEGIN
          SELECT min(p) INTO first_position
            FROM (SELECT nextval('events_global_position_seq') AS p
                    FROM generate_series(1, n)) AS reserved;
          PERFORM pg_advisory_xact_lock_shared(-first_position);
        EXCEPTION WHEN query_canceled OR others THEN
          PERFORM pg_advisory_unlock(7310002);
          RAISE;
        END;
        PERFORM pg_advisory_unlock(7310002);
        -- contiguous: every nextval on this sequence happens under the lock
        RETURN first_position;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION events_reserve_positions(n integer) RETURNS bigint LANGUAGE plpgsql AS $$
      DECLARE
        last_position bigint;
      BEGIN
        IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
          RAISE EXCEPTION 'an append must be the first write of its transaction'
            USING ERRCODE = 'object_not_in_prerequisite_state';
        END IF;
        PERFORM pg_advisory_lock(7310002);
        BEGIN
          PERFORM pg_current_xact_id();
          SELECT max(p) INTO last_position
            FROM (SELECT nextval('events_global_position_seq') AS p
                    FROM generate_series(1, n)) AS reserved;
        EXCEPTION WHEN query_canceled OR others THEN
          PERFORM pg_advisory_unlock(7310002);
          RAISE;
        END;
        PERFORM pg_advisory_unlock(7310002);
        RETURN last_position - n + 1;
      END $$`);
  }
}
