import type { CompetitionState, PlayerId } from '@app/competitions';
import type { Pool } from 'pg';

/**
 * The ratings round 1 of a Swiss is seeded by when the organiser pairs it by rating: each
 * player's Glicko-2 rating in the competition's game, from `player_ratings` (the competitions
 * projection keeps it, by account). A guest, an invitation not accepted yet and an account with
 * no rated game have none: the pairing puts them after the rated players, in registration order.
 */
export class FirstRoundRatings {
  constructor(private readonly pool: Pool) {}

  async of(state: CompetitionState): Promise<Record<PlayerId, number>> {
    const linked = state.order.filter((id) => state.players[id].accountId !== null);
    const accounts = [...new Set(linked.map((id) => state.players[id].accountId!))];
    if (accounts.length === 0) return {};
    const { rows } = await this.pool.query<{ account_id: string; rating: number }>(
      'SELECT account_id, rating FROM player_ratings WHERE ruleset_id = $1 AND account_id = ANY($2)',
      [state.created.rulesetId, accounts],
    );
    const byAccount = new Map(rows.map((r) => [r.account_id, Number(r.rating)]));
    const ratings: Record<PlayerId, number> = {};
    for (const id of linked) {
      const rating = byAccount.get(state.players[id].accountId!);
      if (rating !== undefined && Number.isFinite(rating)) ratings[id] = rating;
    }
    return ratings;
  }
}
