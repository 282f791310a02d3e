import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wakes live followers: every INSERT into `events` sends NOTIFY events_appended with the
 * highest global position it wrote. PostgreSQL delivers notifications at commit, so a
 * listener is never told about an event it cannot read yet, and a rolled-back append
 * notifies nobody. A trigger rather than a change to events_append: it also covers
 * appendInTransaction and leaves the write path untouched. See docs/event-store.md.
 */
export class EventNotifications1763769800000 implements MigrationInterface {
  name = 'EventNotifications1763769800000';

  async up(q: QueryRunner): Promise<void> {
    // Statement level: one notification per append, whatever the batch size.
    await q.query(`
      CREATE FUNCTION events_notify_appended() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        last_position bigint;
      BEGIN
        SELECT max(global_position) INTO last_position FROM appended;
        IF last_position IS NOT NULL THEN
          PERFORM pg_notify('events_appended', last_position::text);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER events_notify_appended
      AFTER INSERT ON events
      REFERENCING NEW TABLE AS appended
      FOR EACH STATEMENT EXECUTE FUNCTION events_notify_appended()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER events_notify_appended ON events');
    await q.query('DROP FUNCTION events_notify_appended()');
  }
}
