import { Inject } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { isUuid } from '@app/matches';
import type { Pool } from 'pg';
import { CurrentPrincipal } from '../auth/context';
import { organiserReader, type Principal } from '../auth/principal';
import { checkFirst, decodeCursor, encodeCursor, type ConnectionShape, AFTER_ARG } from '../pagination';
import { PG_POOL } from '../tokens';
import { ratingGlobalId } from '@app/competitions';
import { CompetitionSummaryConnection, PlayerRatingConnection, PlayerRatingType, type CompetitionSummaryType } from './competition.types';

type ListCursor = [createdAt: string, id: string];
const isListCursor = (p: unknown): p is ListCursor =>
  Array.isArray(p) &&
  p.length === 2 &&
  typeof p[0] === 'string' &&
  !Number.isNaN(Date.parse(p[0])) &&
  typeof p[1] === 'string' &&
  isUuid(p[1]);
type RatingCursor = [rating: number, accountId: string];
const isRatingCursor = (p: unknown): p is RatingCursor =>
  Array.isArray(p) && p.length === 2 && typeof p[0] === 'number' && typeof p[1] === 'string';

interface RatingRow {
  ruleset_id: string;
  account_id: string;
  name: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  /** As the rating book keeps it: each period's rating nested under `rating`. */
  history: Array<{ period: string; games: number; rating: { rating: number; deviation: number; volatility: number } }>;
}

const ratingType = (r: RatingRow): PlayerRatingType => ({
  id: ratingGlobalId(r.ruleset_id, r.account_id),
  rulesetId: r.ruleset_id,
  accountId: r.account_id,
  name: r.name,
  rating: r.rating,
  deviation: r.deviation,
  volatility: r.volatility,
  games: r.games,
  history: r.history.map((h) => ({ period: h.period, games: h.games, ...h.rating })),
});

/** Lists from the read models: competitions (newest first) and the rating list of a game system. */
/** A row of competition_summaries (migration 1763770000000). */
interface CompetitionSummaryRow {
  competition_id: string;
  kind: string;
  name: string;
  ruleset_id: string;
  format: string;
  published: boolean;
  finished: boolean;
  players: number;
  rounds: number;
  organiser_id: string;
  created_at: Date;
  updated_at: Date;
}

@Resolver()
export class CompetitionListResolver {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Query(() => CompetitionSummaryConnection, {
    description: 'Tournaments and leagues, newest first: the published ones, and the ones you organise.',
  })
  async competitions(
    @CurrentPrincipal() principal: Principal,
    @Args('first', { type: () => Int, defaultValue: 20, description: 'How many items to return: 1 to 100 (VALIDATION otherwise).' })
    first: number,
    @Args('after', AFTER_ARG)
    after?: string | null,
    @Args('rulesetId', { type: () => String, nullable: true, description: 'Only those of this game (a ruleset id); omitted: every game.' })
    rulesetId?: string | null,
  ): Promise<ConnectionShape<CompetitionSummaryType>> {
    checkFirst(first);
    const organiser = organiserReader(principal); // an ORGANISER key lists its owner's unpublished ones too
    const where = ['(published OR organiser_id = $1)', '($2::text IS NULL OR ruleset_id = $2)'];
    const params: unknown[] = [organiser ?? '', rulesetId ?? null];
    const total = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM competition_summaries WHERE ${where.join(' AND ')}`,
      params,
    );
    if (after) {
      const [createdAt, id] = decodeCursor('competitions', after, isListCursor);
      where.push('(created_at, competition_id) < ($3::timestamptz, $4::uuid)');
      params.push(createdAt, id);
    }
    const rows = await this.pool.query<CompetitionSummaryRow>(
      `SELECT * FROM competition_summaries WHERE ${where.join(' AND ')} ORDER BY created_at DESC, competition_id DESC LIMIT ${first + 1}`,
      params,
    );
    const page = rows.rows.slice(0, first);
    const edges = page.map((r) => ({
      cursor: encodeCursor('competitions', [new Date(r.created_at).toISOString(), r.competition_id]),
      node: {
        id: r.competition_id,
        kind: r.kind,
        name: r.name,
        rulesetId: r.ruleset_id,
        format: r.format,
        published: r.published,
        finished: r.finished,
        players: r.players,
        rounds: r.rounds,
        organiserId: r.organiser_id,
        updatedAt: new Date(r.updated_at).toISOString(),
      },
    }));
    return {
      edges,
      totalCount: total.rows[0].n,
      pageInfo: { hasNextPage: rows.rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
    };
  }

  @Query(() => PlayerRatingConnection, {
    description: 'The Glicko-2 rating list of one game system, highest first, from every rated tournament and league.',
  })
  async ratings(
    @Args('rulesetId', { description: 'The game system (a ruleset id, e.g. "solaris7").' }) rulesetId: string,
    @Args('first', { type: () => Int, defaultValue: 20, description: 'How many items to return: 1 to 100 (VALIDATION otherwise).' })
    first: number,
    @Args('after', AFTER_ARG)
    after?: string | null,
  ): Promise<ConnectionShape<PlayerRatingType>> {
    checkFirst(first);
    const params: unknown[] = [rulesetId];
    let keyset = '';
    if (after) {
      const [rating, id] = decodeCursor(`ratings:${rulesetId}`, after, isRatingCursor);
      keyset = 'AND (rating < $2 OR (rating = $2 AND account_id > $3))';
      params.push(rating, id);
    }
    const total = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM player_ratings WHERE ruleset_id = $1', [rulesetId]);
    const rows = await this.pool.query<RatingRow>(
      `SELECT * FROM player_ratings WHERE ruleset_id = $1 ${keyset} ORDER BY rating DESC, account_id LIMIT ${first + 1}`,
      params,
    );
    const edges = rows.rows
      .slice(0, first)
      .map((r) => ({ cursor: encodeCursor(`ratings:${rulesetId}`, [r.rating, r.account_id]), node: ratingType(r) }));
    return {
      edges,
      totalCount: total.rows[0].n,
      pageInfo: { hasNextPage: rows.rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
    };
  }

  @Query(() => PlayerRatingType, {
    nullable: true,
    description: "One player's rating in a game system, with its history; null before their first rated game.",
  })
  async playerRating(
    @Args('rulesetId', { description: 'The game system (a ruleset id, e.g. "solaris7").' }) rulesetId: string,
    @Args('accountId', { description: "The player's account id." }) accountId: string,
  ): Promise<PlayerRatingType | null> {
    const rows = await this.pool.query<RatingRow>('SELECT * FROM player_ratings WHERE ruleset_id = $1 AND account_id = $2', [
      rulesetId,
      accountId,
    ]);
    return rows.rows[0] ? ratingType(rows.rows[0]) : null;
  }
}
