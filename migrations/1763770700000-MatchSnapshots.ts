import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Folded match states, stored every 500 events or so by the process that folded them, so that a
 * process that has not folded a long match yet starts from the newest snapshot instead of the
 * first event (libs/matches/src/match-snapshots.ts, docs/event-store.md). A snapshot is a cache:
 * any row may be deleted at any time, and one that the code reading it cannot use (another
 * ruleset version, another state format, a state that does not parse) is passed over.
 *
 * The state is kept as text, exactly as written: it is read back whole and parsed by the
 * process, never queried inside.
 */
export class MatchSnapshots1763770700000 implements MigrationInterface {
  name = 'MatchSnapshots1763770700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_snapshots (
        stream_id       text NOT NULL,
        version         integer NOT NULL CHECK (version > 0),
        ruleset_id      text NOT NULL,
        ruleset_version text NOT NULL,
        format          integer NOT NULL,
        state           text NOT NULL,
        "check"         text NOT NULL,
        taken_at        timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, version)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE match_snapshots');
  }
}
