import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event store: an append-only `events` log and a `streams` table holding each stream's
 * version for optimistic concurrency. See docs/event-store.md.
 */
export class EventStore1763769600000 implements MigrationInterface {
  name = 'EventStore1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE streams (
        stream_id text PRIMARY KEY,
        version   bigint NOT NULL CHECK (version > 0)
      )`);

    await q.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        stream_id       text NOT NULL,
        stream_version  bigint NOT NULL CHECK (stream_version > 0),
        event_id        uuid NOT NULL UNIQUE,
        type            text NOT NULL CHECK (type <> ''),
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
        transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
      )`);

    // Append-only, enforced by the database rather than by convention. Statement level so
    // that even an UPDATE/DELETE matching no row is refused.
    await q.query(`
      CREATE FUNCTION events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only: % refused', TG_OP
          USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`
      CREATE TRIGGER events_append_only
      BEFORE UPDATE OR DELETE OR TRUNCATE ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_refuse_change()`);

    // Global positions are handed out under a short advisory lock, in the same critical
    // section that gives the transaction its id. Thus "transaction id order" equals "position
    // order" for every appending transaction, which is what makes the reader's filter
    // (transaction_id < xmin of the current snapshot) gap-safe *and* strictly increasing:
    // a transaction still in flight can only hold positions above every position a reader
    // has been shown. Without the lock, transaction A could take its id before B, B its
    // positions before A, A commit first, and a reader past A's positions would skip B's.
    // The lock is session level so it is released at once, not held until commit; the
    // exception block releases it if anything in between fails or is cancelled.
    await q.query(`
      CREATE FUNCTION events_reserve_positions(n integer) RETURNS bigint LANGUAGE plpgsql AS $$
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
        -- contiguous: every nextval on this sequence happens under the lock
        RETURN last_position - n + 1;
      END $$`);

    // One round trip per append. p_expected: -1 = any, 0 = no stream yet, n = current version.
    // Returns the new version and last position, or NULLs and the actual version on conflict
    // (nothing is written then; the caller decides between conflict and idempotent retry).
    await q.query(`
      CREATE FUNCTION events_append(p_stream_id text, p_expected bigint, p_events jsonb)
      RETURNS TABLE (new_version bigint, last_position bigint, actual_version bigint)
      LANGUAGE plpgsql AS $$
      DECLARE
        n integer := jsonb_array_length(p_events);
        first_position bigint;
        v bigint;
      BEGIN
        first_position := events_reserve_positions(n);

        IF p_expected = -1 THEN
          INSERT INTO streams AS s (stream_id, version) VALUES (p_stream_id, n)
            ON CONFLICT (stream_id) DO UPDATE SET version = s.version + n
            RETURNING s.version INTO v;
        ELSIF p_expected = 0 THEN
          INSERT INTO streams (stream_id, version) VALUES (p_stream_id, n)
            ON CONFLICT (stream_id) DO NOTHING
            RETURNING version INTO v;
        ELSE
          UPDATE streams SET version = version + n
            WHERE stream_id = p_stream_id AND version = p_expected
            RETURNING version INTO v;
        END IF;

        IF v IS NULL THEN
          RETURN QUERY SELECT NULL::bigint, NULL::bigint,
            coalesce((SELECT s.version FROM streams s WHERE s.stream_id = p_stream_id), 0);
          RETURN;
        END IF;

        INSERT INTO events (global_position, stream_id, stream_version, event_id, type, data, metadata)
        SELECT first_position + e.ord - 1,
               p_stream_id,
               v - n + e.ord,
               (e.value ->> 'eventId')::uuid,
               e.value ->> 'type',
               e.value -> 'data',
               coalesce(e.value -> 'metadata', '{}'::jsonb)
          FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ord);

        RETURN QUERY SELECT v, first_position + n - 1, v;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION events_append(text, bigint, jsonb)');
    await q.query('DROP FUNCTION events_reserve_positions(integer)');
    await q.query('DROP TABLE events');
    await q.query('DROP FUNCTION events_refuse_change()');
    await q.query('DROP TABLE streams');
  }
}
