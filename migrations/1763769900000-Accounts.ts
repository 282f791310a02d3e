import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Organiser accounts, API keys for third-party sites, the server's token-signing secret, and
 * who may see each match in the match list.
 */
export class Accounts1763769900000 implements MigrationInterface {
  name = 'Accounts1763769900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts (
        account_id uuid PRIMARY KEY,
        email text NOT NULL,
        display_name text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE UNIQUE INDEX accounts_email ON accounts (lower(email))');
    await q.query(`
      CREATE TABLE api_keys (
        key_id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (account_id),
        name text NOT NULL,
        -- SHA-256 of the key: the key itself is shown once and never stored.
        secret_hash text NOT NULL UNIQUE,
        prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query('CREATE INDEX api_keys_account ON api_keys (account_id, created_at DESC, key_id DESC)');
    await q.query(`
      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('ALTER TABLE match_summaries ADD COLUMN organiser_id uuid, ADD COLUMN published boolean NOT NULL DEFAULT true');
    await q.query('CREATE INDEX match_summaries_organiser ON match_summaries (organiser_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX match_summaries_organiser');
    await q.query('ALTER TABLE match_summaries DROP COLUMN organiser_id, DROP COLUMN published');
    await q.query('DROP TABLE server_secrets');
    await q.query('DROP TABLE api_keys');
    await q.query('DROP TABLE accounts');
  }
}
