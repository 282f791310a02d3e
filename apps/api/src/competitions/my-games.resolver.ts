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
import { PlayerGameType, PlayerLeagueType, PlayerTournamentType } from './competition.types';

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

/** The account's entry in a competition of `kind`, when it plays there and has not left or dropped. */
export function playerEntry(
  s: CompetitionState,
  accountId: string,
  kind: 'league' | 'tournament',
): PlayerLeagueType | PlayerTournamentType | null {
  const playerId = s.order.find((id) => s.players[id].accountId === accountId && !s.players[id].dropped);
  if (playerId === undefined || s.created.kind !== kind) return null;
  const c = s.created;
  return { competitionId: c.competitionId, competitionName: c.name, rulesetId: c.rulesetId, playMode: c.play.mode, playerId };
}

/** A signed-in player's own games and events, across every competition they play in. */
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
    return (await this.playing(accountId, null, ctx)).flatMap((s) => playerGames(s, accountId));
  }

  @Query(() => [PlayerLeagueType], {
    description:
      'The leagues you play in and have not left, not finished, newest first: where you open games against their other players. Signed-in accounts only.',
  })
  async myLeagues(@CurrentPrincipal() principal: Principal, @Context() ctx: ApiContext): Promise<PlayerLeagueType[]> {
    const { accountId } = this.access.account(principal);
    return (await this.playing(accountId, 'league', ctx)).flatMap((s) => playerEntry(s, accountId, 'league') ?? []);
  }

  @Query(() => [PlayerTournamentType], {
    description:
      'The tournaments you play in and have not dropped from, not finished, newest first, whether or not you have a game in them now: follow each (competitionUpdated) to see your table as soon as a round is published. Signed-in accounts only.',
  })
  async myTournaments(@CurrentPrincipal() principal: Principal, @Context() ctx: ApiContext): Promise<PlayerTournamentType[]> {
    const { accountId } = this.access.account(principal);
    // A player between rounds has nothing in myGames, yet their page must show the next table the moment it is published.
    return (await this.playing(accountId, 'tournament', ctx)).flatMap((s) => playerEntry(s, accountId, 'tournament') ?? []);
  }

  /**
   * The competitions an account plays in that are not finished (of one kind, or all), newest
   * first. The competition list knows who plays where (its GIN index on player_accounts): only
   * those competitions are read, all in one statement, from the competition views the same
   * batch of the processors wrote. A finished one has every game settled.
   */
  private async playing(accountId: string, kind: 'league' | 'tournament' | null, ctx: ApiContext): Promise<CompetitionState[]> {
    const rows = await this.pool.query<{ competition_id: string }>(
      `SELECT competition_id FROM competition_summaries
        WHERE player_accounts @> ARRAY[$1]::text[] AND ($2::text IS NULL OR kind = $2) AND NOT finished
        ORDER BY created_at DESC, competition_id DESC`,
      [accountId, kind],
    );
    const states = await this.reads.forRequest(ctx).states.loadMany(rows.rows.map((r) => r.competition_id));
    return states.flatMap((s) => {
      if (s instanceof Error) throw s;
      return s ? [s] : [];
    });
  }
}
