import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { gamePublished, gameStatus, type CompetitionState } from '@app/competitions';
import type { Pool } from 'pg';
import { AccessPolicy } from '../auth/access-policy';
import { Context, CurrentPrincipal, type ApiContext } from '../auth/context';
import type { Principal } from '../auth/principal';
import { PG_POOL } from '../tokens';
import { CompetitionReads } from './competition-reads';
import { gameType } from './competition-view';
import { PlayerGameType } from './competition.types';

/** What a player still has to play or to settle: no result yet, a report awaiting confirmation, a dispute. */
const UNSETTLED = new Set(['open', 'reported', 'disputed']);

/**
 * The account's games in one competition that are not settled, in the order they were paired:
 * none once it has dropped, and only games it may see (a published round's, or a league's).
 */
export function playerGames(s: CompetitionState, accountId: string): PlayerGameType[] {
  const playerId = s.order.find((id) => s.players[id].accountId === accountId && !s.players[id].dropped);
  if (playerId === undefined) return [];
  const c = s.created;
  return Object.values(s.games)
    .filter((g) => (g.a === playerId || g.b === playerId) && gamePublished(s, g) && UNSETTLED.has(gameStatus(g)))
    .map((g) => ({
      competitionId: c.competitionId,
      competitionName: c.name,
      rulesetId: c.rulesetId,
      playMode: c.play.mode,
      playerId,
      game: gameType(s, g),
    }));
}

/** A signed-in player's own games, across every competition they play in. */
@Resolver()
export class MyGamesResolver {
  private readonly reads: CompetitionReads;

  constructor(
    private readonly access: AccessPolicy,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {
    this.reads = new CompetitionReads(pool);
  }

  @Query(() => [PlayerGameType], {
    description:
      'Your games that are not settled (open, reported or disputed) in every competition you play in and have not dropped from: the games of published rounds, and league games; newest competition first. Signed-in accounts only.',
  })
  async myGames(@CurrentPrincipal() principal: Principal, @Context() ctx: ApiContext): Promise<PlayerGameType[]> {
    const { accountId } = this.access.account(principal); // typed refusals for anonymous callers, keys and invitations
    // The competition list knows who plays where (its GIN index on player_accounts): only those
    // competitions are read, all in one statement, from the competition views the same batch
    // of the processors wrote. A finished one has every game settled.
    const rows = await this.pool.query<{ competition_id: string }>(
      `SELECT competition_id FROM competition_summaries
        WHERE player_accounts @> ARRAY[$1]::text[] AND NOT finished
        ORDER BY created_at DESC, competition_id DESC`,
      [accountId],
    );
    const states = await this.reads.forRequest(ctx).states.loadMany(rows.rows.map((r) => r.competition_id));
    return states.flatMap((s) => {
      if (s instanceof Error) throw s;
      return s ? playerGames(s, accountId) : [];
    });
  }
}
