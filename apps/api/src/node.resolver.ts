import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CompetitionNotFoundError, gamePublished } from '@app/competitions';
import { MatchNotFoundError, MatchValidationError } from '@app/matches';
import { own } from '@app/rules';
import { GraphQLError } from 'graphql';
import type { Pool } from 'pg';
import { ForbiddenError, UnauthenticatedError } from './auth/auth.errors';
import { ApiKeysService } from './auth/api-keys.service';
import { apiKeyType } from './auth/auth.resolver';
import { Context, CurrentPrincipal, type ApiContext } from './auth/context';
import type { Principal } from './auth/principal';
import { CompetitionListResolver } from './competitions/competition-list.resolver';
import { gameType, roundType, seasonsOf, type ViewedCompetition } from './competitions/competition-view';
import { CompetitionsResolver } from './competitions/competitions.resolver';
import { toGraphQLError } from './errors';
import { decodeGlobalId, isUuidId, type GlobalRef } from '@app/competitions';
import { InvalidInputError } from './input.errors';
import { MatchesResolver } from './matches/matches.resolver';
import { NodeInterface, tagNode, type TaggedNode } from './node.types';
import { PG_POOL } from './tokens';

/** The most ids one `nodes` asks for: a page of a list, as `first` allows. */
export const MAX_NODES = 100;

/** An id that names nothing the caller may see: the same answer whether it exists or not, so nothing leaks. */
function notFound(id: string): GraphQLError {
  return new GraphQLError(`nothing with id ${JSON.stringify(id)} is yours to see`, {
    extensions: { code: 'NOT_FOUND', reason: 'NODE_NOT_FOUND' },
  });
}

/** An id that is no id of this server: neither a UUID nor a global id it made. */
function malformed(id: string): GraphQLError {
  return new GraphQLError(
    `${JSON.stringify(id.slice(0, 80))} is not an id of this server: pass an \`id\` field as an answer gave it (a game's key such as r1-1 is named with its competition, in the commands that take one)`,
    { extensions: { code: 'VALIDATION', field: 'id', reason: 'MALFORMED_ID' } },
  );
}

/** A lookup's refusal that means "not for you" or "no such thing": both are NOT_FOUND here. */
const hidden = (e: unknown): boolean =>
  e instanceof CompetitionNotFoundError ||
  e instanceof MatchNotFoundError ||
  e instanceof MatchValidationError ||
  e instanceof ForbiddenError ||
  e instanceof UnauthenticatedError ||
  e instanceof InvalidInputError;

/**
 * Relay's Global Object Identification: `node(id)` and `nodes(ids)` fetch any object a client
 * caches by its id. Each kind is read through its own lookup (`competition(id)`, `match(id)`…),
 * with the same checks, so a node is never more visible than the object read the usual way; an
 * object the caller may not read is NOT_FOUND, exactly as one that does not exist.
 */
@Resolver()
export class NodeResolver {
  constructor(
    private readonly competitions: CompetitionsResolver,
    private readonly matches: MatchesResolver,
    private readonly lists: CompetitionListResolver,
    private readonly keys: ApiKeysService,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Query(() => NodeInterface, {
    nullable: true,
    description:
      "Any object by its global id (`id` of a Node), as you may see it. Null with an error, the rest of the query standing: NOT_FOUND (reason NODE_NOT_FOUND) for an id that names nothing you may see (whether it does not exist or is not published, the answer is the same); VALIDATION (reason MALFORMED_ID) for a text that is no id of this server, e.g. a game's key `r1-1` without its competition.",
  })
  node(
    @CurrentPrincipal() principal: Principal,
    @Context() ctx: ApiContext,
    @Args('id', { type: () => ID, description: 'A global id, as an object’s `id` field gave it.' }) id: string,
  ): Promise<TaggedNode> {
    return this.find(principal, ctx, id);
  }

  @Query(() => [NodeInterface], {
    nullable: 'items',
    description: `Several objects by their global ids, in the order asked, at most ${MAX_NODES}: each as \`node\` answers it, null with its own error (its path names its place in the list) where \`node\` would be.`,
  })
  nodes(
    @CurrentPrincipal() principal: Principal,
    @Context() ctx: ApiContext,
    @Args('ids', { type: () => [ID], description: `Global ids, as objects' \`id\` fields gave them: at most ${MAX_NODES}.` })
    ids: string[],
  ): Array<Promise<TaggedNode>> {
    if (ids.length > MAX_NODES) throw new InvalidInputError(`at most ${MAX_NODES} ids at once (${ids.length} asked)`, 'ids');
    // Each item fails alone: its error is made a GraphQL one here, as the error filter does for a whole field.
    return ids.map((id) =>
      this.find(principal, ctx, id).catch((e: unknown) => {
        throw e instanceof GraphQLError ? e : toGraphQLError(e);
      }),
    );
  }

  private async find(principal: Principal, ctx: ApiContext, id: string): Promise<TaggedNode> {
    if (isUuidId(id)) {
      const found = await this.byUuid(principal, ctx, id.toLowerCase());
      if (found) return found;
      throw notFound(id);
    }
    const ref = decodeGlobalId(id);
    if (!ref) throw malformed(id);
    try {
      const found = await this.byRef(principal, ctx, ref);
      if (found) return found;
    } catch (e) {
      if (!hidden(e)) throw e;
    }
    throw notFound(id);
  }

  /** An object named by its own UUID: a competition, a match, a player's entry, your account, one of your API keys. */
  private async byUuid(principal: Principal, ctx: ApiContext, id: string): Promise<TaggedNode | null> {
    const attempt = async <T extends object>(type: string, read: () => Promise<T | null>): Promise<TaggedNode | null> => {
      try {
        const value = await read();
        return value ? tagNode(type, value) : null;
      } catch (e) {
        if (hidden(e)) return null;
        throw e;
      }
    };
    return (
      (await attempt('Competition', () => this.competitions.lookup(principal, ctx, id))) ??
      (await attempt('Match', () => this.matches.lookup(principal, id))) ??
      (await attempt('CompetitionPlayer', () => this.player(principal, ctx, id))) ??
      (await attempt('Account', () => Promise.resolve(this.account(principal, id)))) ??
      (await attempt('ApiKey', () => this.apiKey(principal, id)))
    );
  }

  private async byRef(principal: Principal, ctx: ApiContext, ref: GlobalRef): Promise<TaggedNode | null> {
    if (ref.type === 'PlayerRating') {
      const rating = await this.lists.playerRating(ref.rulesetId, ref.accountId);
      return rating ? tagNode(ref.type, rating) : null;
    }
    const c = await this.competitions.lookup(principal, ctx, ref.competitionId);
    const s = await c.source.state();
    switch (ref.type) {
      case 'CompetitionGame': {
        const g = own(s.games, ref.game);
        // A game of a round not published yet is the organiser's alone, as in `Competition.games`.
        return g && (c.viewer.organiser || gamePublished(s, g)) ? tagNode(ref.type, gameType(s, g)) : null;
      }
      case 'Round': {
        const r = s.rounds.find((x) => x.round === ref.round);
        return r ? tagNode(ref.type, roundType(s, r, c.viewer)) : null;
      }
      case 'Season': {
        const season = seasonsOf(s).find((x) => x.number === ref.season);
        return season ? tagNode(ref.type, season) : null;
      }
      case 'StandingRow': {
        const row = await this.competitions.standingRow(c, ref.table, ref.playerId);
        return row ? tagNode(ref.type, row) : null;
      }
    }
  }

  /** A player's entry by its id, in a competition the caller may read. */
  private async player(principal: Principal, ctx: ApiContext, playerId: string): Promise<object | null> {
    const rows = await this.pool.query<{ competition_id: string }>(
      'SELECT competition_id FROM competition_players WHERE player_id = $1 ORDER BY competition_id LIMIT 10',
      [playerId],
    );
    for (const { competition_id } of rows.rows) {
      let c: ViewedCompetition;
      try {
        c = await this.competitions.lookup(principal, ctx, competition_id);
      } catch (e) {
        if (hidden(e)) continue;
        throw e;
      }
      const s = await c.source.state();
      const entry = own(s.players, playerId);
      if (entry) return entry;
    }
    return null;
  }

  /** An account: the caller's own (an account's display name is shown where it acts, not looked up by anyone). */
  private account(principal: Principal, id: string): object | null {
    return principal.kind === 'account' && principal.accountId === id ? { id, displayName: principal.displayName } : null;
  }

  /** One of the signed-in caller's API keys, as `apiKeys` lists it. */
  private async apiKey(principal: Principal, id: string): Promise<object | null> {
    if (principal.kind !== 'account') return null;
    let after: string | undefined;
    for (;;) {
      const page = await this.keys.list(principal.accountId, 100, after);
      const key = page.items.find((k) => k.keyId === id);
      if (key) return apiKeyType(key, this.keys.now());
      if (!page.hasNextPage || page.items.length === 0) return null;
      after = page.items.at(-1)!.keyId;
    }
  }
}
