import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys get a scope, an optional expiry and the time of their last use. A key made before
 * scopes existed read published events only, so it keeps the `public` scope; it never expires.
 * `last_used_at` is written at most once a minute per key, so that a busy key does not write on
 * every request.
 */
export class ApiKeyScopes1763773100000 implements MigrationInterface {
  name = 'ApiKeyScopes1763773100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE api_keys
        ADD COLUMN scope text NOT NULL DEFAULT 'public' CHECK (scope IN ('public', 'organiser')),
        ADD COLUMN expires_at timestamptz,
        ADD COLUMN last_used_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE api_keys DROP COLUMN last_used_at, DROP COLUMN expires_at, DROP COLUMN scope');
  }
}
