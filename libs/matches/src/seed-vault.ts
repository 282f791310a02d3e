import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';

/**
 * Keeps each match's secret dice seed until the match ends. Only its SHA-256 commitment is
 * in the stream while the match runs; the seed itself is revealed in the stream at the end.
 */
export interface SeedVault {
  /** Creates (or returns the existing) seed of a match. */
  create(matchId: string): Promise<string>;
  get(matchId: string): Promise<string | null>;
}

export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

export class PostgresSeedVault implements SeedVault {
  constructor(private readonly pool: Pool) {}

  async create(matchId: string): Promise<string> {
    const seed = newSeed();
    await this.pool.query('INSERT INTO match_secrets (match_id, seed) VALUES ($1, $2) ON CONFLICT (match_id) DO NOTHING', [matchId, seed]);
    return (await this.get(matchId))!;
  }

  async get(matchId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ seed: string }>('SELECT seed FROM match_secrets WHERE match_id = $1', [matchId]);
    return rows[0]?.seed ?? null;
  }
}

export class InMemorySeedVault implements SeedVault {
  private readonly seeds = new Map<string, string>();
  async create(matchId: string): Promise<string> {
    if (!this.seeds.has(matchId)) this.seeds.set(matchId, newSeed());
    return this.seeds.get(matchId)!;
  }
  async get(matchId: string): Promise<string | null> {
    return this.seeds.get(matchId) ?? null;
  }
}

/**
 * The secret seeds of competitions' first-round draws, by key (`pairing-<competitionId>-<draw>`),
 * in `pairing_secrets` (migration 1763772700000): only each seed's commitment is in the
 * competition's stream until the pairing it draws reveals it there.
 */
export class PostgresPairingSeedVault implements SeedVault {
  constructor(private readonly pool: Pool) {}

  async create(key: string): Promise<string> {
    await this.pool.query('INSERT INTO pairing_secrets (secret_key, seed) VALUES ($1, $2) ON CONFLICT (secret_key) DO NOTHING', [
      key,
      newSeed(),
    ]);
    return (await this.get(key))!;
  }

  async get(key: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ seed: string }>('SELECT seed FROM pairing_secrets WHERE secret_key = $1', [key]);
    return rows[0]?.seed ?? null;
  }
}
