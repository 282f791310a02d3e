import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUuid } from '@app/matches';
import { MatchSummaryEntity } from '@app/projections';
import type { Repository } from 'typeorm';
import { checkFirst, decodeCursor, encodeCursor, type ConnectionShape } from '../pagination';
import type { MatchStatus, MatchSummaryType } from './match.types';

type Cursor = [createdAt: string, id: string];
const isCursor = (p: unknown): p is Cursor =>
  Array.isArray(p) &&
  p.length === 2 &&
  typeof p[0] === 'string' &&
  !Number.isNaN(Date.parse(p[0])) &&
  typeof p[1] === 'string' &&
  isUuid(p[1]);

/** The match list, newest first, from the read model; keyset pagination so any page is cheap. */
@Injectable()
export class MatchListService {
  constructor(@InjectRepository(MatchSummaryEntity) private readonly rows: Repository<MatchSummaryEntity>) {}

  /** A page of the matches the caller may list: the published ones and those `organiserId` organises. */
  async page(args: {
    first: number;
    after?: string | null;
    rulesetId?: string | null;
    status?: MatchStatus | null;
    organiserId: string | null;
  }): Promise<ConnectionShape<MatchSummaryType>> {
    checkFirst(args.first);
    const filter = this.rows.createQueryBuilder('m');
    if (args.organiserId) filter.where('(m.published OR m.organiser_id = :organiserId)', { organiserId: args.organiserId });
    else filter.where('m.published');
    if (args.rulesetId) filter.andWhere('m.ruleset_id = :rulesetId', { rulesetId: args.rulesetId });
    if (args.status) filter.andWhere('m.status = :status', { status: args.status });
    const totalCount = await filter.clone().getCount();
    const q = filter.clone();
    if (args.after) {
      const [createdAt, id] = decodeCursor('matches', args.after, isCursor);
      q.andWhere('(m.created_at, m.match_id) < (:createdAt::timestamptz, :id::uuid)', { createdAt, id });
    }
    const found = await q
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.match_id', 'DESC')
      .take(args.first + 1)
      .getMany();
    const page = found.slice(0, args.first);
    const edges = page.map((r) => {
      const node = summaryType(r);
      return { cursor: encodeCursor('matches', [r.createdAt.toISOString(), r.matchId]), node };
    });
    return { edges, totalCount, pageInfo: { hasNextPage: found.length > args.first, endCursor: edges.at(-1)?.cursor ?? null } };
  }
}

function summaryType(r: MatchSummaryEntity): MatchSummaryType {
  return {
    id: r.matchId,
    rulesetId: r.rulesetId,
    rulesetVersion: r.rulesetVersion,
    players: r.players.map((p) => ({ side: p.side, name: p.name, playerId: p.playerId ?? null })),
    status: r.status as MatchStatus,
    winner: r.winner,
    draw: r.draw,
    reason: r.reason,
    sides: r.sides,
    pendingPrompt: r.pendingPrompt,
    eventCount: r.eventCount,
    published: r.published,
    organiserId: r.organiserId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
