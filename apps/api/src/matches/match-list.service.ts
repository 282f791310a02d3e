import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@app/matches';
import type { Pool } from 'pg';
import { checkFirst, decodeCursor, encodeCursor, type ConnectionShape } from '../pagination';
import { PG_POOL } from '../tokens';
import { MATCH_PAGE_SQL, type MatchPageRow } from './match-list.sql';
import type { MatchStatus, MatchSummaryType } from './match.types';

type Cursor = [createdAt: string, id: string];
const isCursor = (p: unknown): p is Cursor =>
  Array.isArray(p) &&
  p.length === 2 &&
  typeof p[0] === 'string' &&
  !Number.isNaN(Date.parse(p[0])) &&
  typeof p[1] === 'string' &&
  isUuid(p[1]);

export interface MatchPageArgs {
  first: number;
  after?: string | null;
  rulesetId?: string | null;
  status?: MatchStatus | null;
  /** The caller's account: they also list the unpublished matches they organise. */
  organiserId: string | null;
}

/** The statement's parameters for a page (checks `first` and decodes `after`, refusing a bad one). */
export function matchPageParams(args: MatchPageArgs): unknown[] {
  checkFirst(args.first);
  const [createdAt, id] = args.after ? decodeCursor('matches', args.after, isCursor) : [null, null];
  // Only a UUID can organise a match: another caller's id matches none (and must not reach the cast).
  const organiser = args.organiserId !== null && isUuid(args.organiserId) ? args.organiserId : null;
  return [organiser, args.rulesetId ?? null, args.status ?? null, createdAt, id, args.first + 1];
}

/** The connection a page's rows make. */
export function matchPage(rows: MatchPageRow[], first: number): ConnectionShape<MatchSummaryType> {
  const found = rows.filter((r) => r.match_id !== null);
  const edges = found.slice(0, first).map((r) => ({
    cursor: encodeCursor('matches', [new Date(r.created_at).toISOString(), r.match_id!]),
    node: summaryType(r),
  }));
  return {
    edges,
    totalCount: rows[0]?.total ?? 0,
    pageInfo: { hasNextPage: found.length > first, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

/** The match list, newest first, from the read model; keyset pagination so any page is cheap. */
@Injectable()
export class MatchListService {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** A page of the matches the caller may list: the published ones and those `organiserId` organises. */
  async page(args: MatchPageArgs): Promise<ConnectionShape<MatchSummaryType>> {
    const params = matchPageParams(args);
    const { rows } = await this.pool.query<MatchPageRow>(MATCH_PAGE_SQL, params);
    return matchPage(rows, args.first);
  }
}

function summaryType(r: MatchPageRow): MatchSummaryType {
  return {
    id: r.match_id!,
    rulesetId: r.ruleset_id,
    rulesetVersion: r.ruleset_version,
    players: r.players.map((p) => ({ side: p.side, name: p.name, playerId: p.playerId ?? null })),
    status: r.status as MatchStatus,
    winner: r.winner,
    draw: r.draw,
    reason: r.reason,
    sides: r.sides,
    pendingPrompt: r.pending_prompt,
    eventCount: r.event_count,
    published: r.published,
    organiserId: r.organiser_id,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
