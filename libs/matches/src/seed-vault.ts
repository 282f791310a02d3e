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
