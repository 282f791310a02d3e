import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks: the addresses an organiser registered for an event's happenings, and the outbox of
 * their deliveries.
 *
 * - `webhooks`: one row per registered address, with the secret its deliveries are signed with
 *   (kept as is: signing needs it), the happenings it asked for, and `from_position`, the
 *   webhooks processor's checkpoint when it was registered: only happenings after it are sent.
 *   `consecutive_failures` counts failed attempts since the last success; the sender pauses the
 *   hook (`paused_at`) when it reaches the server's limit, until the organiser resumes it.
 * - `webhook_deliveries`: the outbox, written by the `webhooks` processor in its batch (one row
 *   per hook and happening, under an id derived from both, so a batch run again adds nothing)
 *   and worked off by the sender: `pending` (first attempt, or a retry at `next_attempt_at`),
 *   `sending` (claimed until `lease_until`; claimed again after it, as a sender killed mid-
 *   delivery leaves it), `delivered`, `failed` (gave up after the last attempt).
 *
 * The processor starts at the head of the log: no hook existed before.
 */
export class Webhooks1763773300000 implements MigrationInterface {
  name = 'Webhooks1763773300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhooks (
        id uuid PRIMARY KEY,
        competition_id text NOT NULL,
        account_id uuid NOT NULL,
        url text NOT NULL,
        events text[] NOT NULL,
        secret text NOT NULL,
        from_position bigint NOT NULL,
        consecutive_failures integer NOT NULL DEFAULT 0,
        paused_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX webhooks_competition ON webhooks (competition_id, created_at)');
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
        kind text NOT NULL,
        position bigint NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        lease_until timestamptz,
        last_attempt_at timestamptz,
        last_status_code integer,
        last_error text,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // What the sender looks for: rows still to send (a small part of the table once most are delivered).
    await q.query(
      `CREATE INDEX webhook_deliveries_open ON webhook_deliveries (webhook_id, position) WHERE status IN ('pending', 'sending')`,
    );
    // A hook's deliveries, newest first, as the organiser pages through them.
    await q.query('CREATE INDEX webhook_deliveries_of_hook ON webhook_deliveries (webhook_id, position DESC, id DESC)');
    await q.query(`
      INSERT INTO projection_checkpoints (name, position, updated_at)
      SELECT 'webhooks', COALESCE(max(global_position), 0), now() FROM events
      ON CONFLICT (name) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'webhooks'`);
    await q.query('DROP TABLE webhook_deliveries');
    await q.query('DROP TABLE webhooks');
  }
}
