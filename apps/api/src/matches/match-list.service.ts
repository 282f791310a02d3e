import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MatchSummaryEntity } from '@app/projections';
import { MatchValidationError } from '@app/matches';
import type { Repository } from 'typeorm';
import type { MatchStatus, MatchSummaryConnection, MatchSummaryType } from './match.types';

export const MAX_PAGE = 100;

interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

export function decodeCursor(s: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as [string, string];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(createdAt))) throw new Error();
    return { createdAt, id };
  } catch {
    throw new MatchValidationError(`"${s}" is not a cursor this list gave out`, 'after');
  }
}

/** The match list, newest first, from the read model; keyset pagination so any page is cheap. */
@Injectable()
export class MatchListService {
  constructor(@InjectRepository(MatchSummaryEntity) private readonly rows: Repository<MatchSummaryEntity>) {}

  async page(args: { first: number; after?: string | null; rulesetId?: string | null; status?: MatchStatus | null }): Promise<MatchSummaryConnection> {
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > MAX_PAGE) {
      throw new MatchValidationError(`first must be between 1 and ${MAX_PAGE}`, 'first');
    }
    const filter = this.rows.createQueryBuilder('m');
    if (args.rulesetId) filter.andWhere('m.ruleset_id = :rulesetId', { rulesetId: args.rulesetId });
    if (args.status) filter.andWhere('m.status = :status', { status: args.status });
    const totalCount = await filter.clone().getCount();
    const q = filter.clone();
    if (args.after) {
      const c = decodeCursor(args.after);
      q.andWhere('(m.created_at, m.match_id) < (:createdAt::timestamptz, :id::uuid)', c);
    }
    const found = await q.orderBy('m.created_at', 'DESC').addOrderBy('m.match_id', 'DESC').take(args.first + 1).getMany();
    const page = found.slice(0, args.first);
    const edges = page.map((r) => {
      const node = summaryType(r);
      return { cursor: encodeCursor({ createdAt: r.createdAt.toISOString(), id: r.matchId }), node };
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
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
