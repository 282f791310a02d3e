import DataLoader from 'dataloader';
import type { CompetitionState, StandingsView } from '@app/competitions';
import {
  readCompetitionHeaders,
  readCompetitionStates,
  readStandingsTables,
  type CallerHeader,
  type ReadQuery,
  type StandingsKey,
} from '@app/projections';
import type { Pool } from 'pg';
import type { CompetitionAccess } from '../auth/competition-policy';
import type { ApiContext } from '../auth/context';
import type { Principal } from '../auth/principal';

const REQUEST_READS = Symbol('competition reads');

/**
 * The competition read models as one request (or one pushed update) reads them: each
 * competition's header, its whole state and its standings tables, each read at most once, and
 * what is asked for several competitions at once (aliases, `myGames`) in one statement. Nothing
 * here reads the event log: the competitions projection keeps these tables.
 */
export class CompetitionReadSet {
  readonly headers: DataLoader<string, CallerHeader | null>;
  readonly states: DataLoader<string, CompetitionState | null>;
  readonly standings: DataLoader<StandingsKey, StandingsView | null, string>;

  constructor(query: ReadQuery, accountId: string | null) {
    this.headers = new DataLoader(async (ids) => {
      const found = await readCompetitionHeaders(query, ids, accountId);
      return ids.map((id) => found.get(id) ?? null);
    });
    this.states = new DataLoader(async (ids) => {
      const found = await readCompetitionStates(query, ids);
      return ids.map((id) => found.get(id)?.state ?? null);
    });
    this.standings = new DataLoader(
      async (keys) => {
        const found = await readStandingsTables(query, keys);
        return keys.map((k) => found.get(standingsKey(k)) ?? null);
      },
      { cacheKeyFn: standingsKey },
    );
  }
}

export const standingsKey = (k: StandingsKey): string => `${k.competitionId}\u0000${k.mode}\u0000${k.throughRound}`;

/** Where the competition queries read: the request's read set, or a fresh one for each update a subscription pushes. */
export class CompetitionReads {
  private readonly query: ReadQuery;

  constructor(pool: Pool) {
    this.query = (sql, params) => pool.query<Record<string, unknown>>(sql, params).then((r) => r.rows);
  }

  /** The request's read set: made on its first use, kept on the request's context. */
  forRequest(ctx: ApiContext): CompetitionReadSet {
    return ctx.loaders.get(REQUEST_READS, () => this.fresh(ctx.principal));
  }

  /** A read set of its own, for the caller: a subscription reads each update afresh. */
  fresh(principal: Principal): CompetitionReadSet {
    return new CompetitionReadSet(this.query, principal.kind === 'account' ? principal.accountId : null);
  }
}

/**
 * What the policy needs of a competition read from its header: its organiser, whether it is
 * published, and the caller's own player in it (the only player whose account the policy asks about).
 */
export function callerAccess(h: CallerHeader, principal: Principal): CompetitionAccess {
  const mine = h.callerPlayer !== null && principal.kind === 'account' ? [h.callerPlayer] : [];
  return {
    created: h.created,
    order: mine,
    players: Object.fromEntries(mine.map((id) => [id, { accountId: principal.kind === 'account' ? principal.accountId : null }])),
  };
}
