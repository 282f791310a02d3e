import { UseInterceptors } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MatchService } from '@app/matches';
import { checkFirst, decodeCursor, encodeCursor, type ConnectionShape, FIRST_ARG, AFTER_ARG } from '../pagination';
import { AccessPolicy } from './access-policy';
import { AccountsService } from './accounts.service';
import { ApiKeysService, keyStatus } from './api-keys.service';
import { InvitationsService } from './invitations.service';
import { InvalidInputError } from '../input.errors';
import type { ApiKeyEntity } from './account.entity';
import {
  ApiKeyConnection,
  ApiKeyScopeValue,
  ApiKeyStatusValue,
  ApiKeyType,
  CreateApiKeyInput,
  CreatedApiKeyType,
  InvitationType,
  MeType,
  PlayerSessionType,
  SessionType,
  SignInInput,
  SignUpInput,
} from './auth.types';
import { Context, CurrentPrincipal, type ApiContext } from './context';
import type { Principal } from './principal';
import { TokenService } from './tokens';
import { clearSessionCookie, isSeatKey, SEAT_KEY_HEADER, seatKeyHash, SessionCookieInterceptor } from './cookies';
import { SessionsService } from './sessions.service';

export const apiKeyType = (k: ApiKeyEntity, now: Date): ApiKeyType => ({
  id: k.keyId,
  name: k.name,
  prefix: k.prefix,
  scope: k.scope as ApiKeyScopeValue,
  status: keyStatus(k, now) as ApiKeyStatusValue,
  createdAt: k.createdAt.toISOString(),
  expiresAt: k.expiresAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
});

/** Accounts, sessions, invitations and API keys. Every decision is the access policy's. */
@Resolver()
export class AuthResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly keys: ApiKeysService,
    private readonly tokens: TokenService,
    private readonly policy: AccessPolicy,
    private readonly matches: MatchService,
    private readonly invitations: InvitationsService,
    private readonly sessions: SessionsService,
  ) {}

  @Mutation(() => SessionType, {
    description:
      'Creates an account and signs it in. VALIDATION (field email) when the address is taken; RATE_LIMITED, with retryAfterSeconds, after 5 attempts an hour for one address or 20 from one client (configurable).',
  })
  @UseInterceptors(SessionCookieInterceptor)
  async signUp(
    @Args('input', { description: 'The new account: e-mail address, password and display name.' }) input: SignUpInput,
    @Context() ctx: ApiContext,
  ): Promise<SessionType> {
    return this.session(await this.accounts.signUp(input, ctx.address));
  }

  @Mutation(() => SessionType, { description: 'Signs in; UNAUTHENTICATED (BAD_CREDENTIALS) when the email or password is wrong.' })
  @UseInterceptors(SessionCookieInterceptor)
  async signIn(@Args('input', { description: "The account's e-mail address and password." }) input: SignInInput): Promise<SessionType> {
    return this.session(await this.accounts.signIn(input.email, input.password));
  }

  @Query(() => MeType, { description: 'Who the server takes the caller to be.' })
  me(@CurrentPrincipal() principal: Principal): MeType {
    switch (principal.kind) {
      case 'account':
        return { kind: 'account', account: { id: principal.accountId, displayName: principal.displayName }, matchId: null, side: null };
      case 'player':
        return { kind: 'player', account: null, matchId: principal.matchId, side: principal.side };
      case 'api-key':
        return { kind: 'api-key', account: null, matchId: null, side: null };
      case 'anonymous':
        return { kind: 'anonymous', account: null, matchId: null, side: null };
    }
  }

  @Query(() => [InvitationType], {
    description: "The invitations to a match's seats, one per side: for its organiser only. Each takes its seat once.",
  })
  async matchInvitations(
    @CurrentPrincipal() principal: Principal,
    @Args('matchId', { type: () => ID, description: 'The match (`Match.id`).' }) matchId: string,
  ): Promise<InvitationType[]> {
    const created = await this.matches.created(matchId);
    this.policy.assertOrganiser(principal, created);
    const seats = await this.invitations.seats(
      matchId,
      created.players.map((p) => p.side),
    );
    return created.players.map((p, i) => this.invitation(matchId, p.side, p.name, seats[i].generation, seats[i].joinedAt !== null));
  }

  @Mutation(() => InvitationType, {
    description:
      "Revokes a seat's invitation, used or not, and answers a new one (organiser only): for a player who lost their session, or an invitation handed to the wrong person. Sessions made from the old one end at once: their next request is refused (UNAUTHENTICATED, SEAT_REISSUED), and their open WebSockets are closed (4401).",
  })
  async reissueInvitation(
    @CurrentPrincipal() principal: Principal,
    @Args('matchId', { type: () => ID, description: 'The match (`Match.id`).' }) matchId: string,
    @Args('side', { description: 'The side whose seat gets a new invitation (e.g. "A").' }) side: string,
  ): Promise<InvitationType> {
    const created = await this.matches.created(matchId);
    this.policy.assertOrganiser(principal, created);
    const seat = created.players.find((p) => p.side === side);
    if (!seat)
      throw new InvalidInputError(`this match has no side "${side}" (its sides: ${created.players.map((p) => p.side).join(', ')})`, 'side');
    return this.invitation(matchId, side, seat.name, await this.invitations.reissue(matchId, side), false);
  }

  @Mutation(() => PlayerSessionType, {
    description:
      'Exchanges an invitation for a session as the player of its side; an invitation does this once. A browser tab that sends its seat key (header X-Seat-Key) gets the session in an HttpOnly cookie bound to the tab: the token works only with that key.',
  })
  @UseInterceptors(SessionCookieInterceptor)
  async joinMatch(
    @Args('invitation', { description: 'The invitation token (`Invitation.token`) the organiser handed over.' }) invitation: string,
    @Context() ctx: ApiContext,
  ): Promise<PlayerSessionType> {
    const claims = this.tokens.verify(invitation, 'invitation');
    await this.matches.created(claims.sub); // the match must still exist
    await this.invitations.join(claims.sub, claims.side, claims.gen ?? 1);
    const seatKey = ctx.req?.headers[SEAT_KEY_HEADER];
    const expiry = new Date(Date.now() + this.tokens.lifetimes.playerSeconds * 1000);
    const sid = await this.sessions.start({ matchId: claims.sub, side: claims.side }, expiry);
    const { token, expiresAt } = this.tokens.sign({
      aud: 'player',
      sub: claims.sub,
      side: claims.side,
      name: claims.name,
      sid,
      ...(isSeatKey(seatKey) ? { key: seatKeyHash(seatKey) } : {}),
    });
    return { token, expiresAt: expiresAt.toISOString(), matchId: claims.sub, side: claims.side, name: claims.name };
  }

  @Mutation(() => Boolean, {
    description:
      "Ends the caller's session on the server, an account's sign-in or a seat's: its token (and its cookie, which the answer clears) is refused from then on (UNAUTHENTICATED, SESSION_ENDED), on every instance, and its open WebSockets are closed. The account's other sessions go on. True when a session was ended; false for a caller without one (anonymous, an API key).",
  })
  async signOut(@Context() ctx: ApiContext): Promise<boolean> {
    if (ctx.cookie && ctx.req && ctx.res) clearSessionCookie(ctx.req, ctx.res, ctx.cookie);
    const { principal } = ctx;
    if ((principal.kind !== 'account' && principal.kind !== 'player') || !principal.sessionId) return false;
    return this.sessions.end(principal.sessionId);
  }

  private invitation(matchId: string, side: string, name: string, gen: number, joined: boolean): InvitationType {
    const { token, expiresAt } = this.tokens.sign({ aud: 'invitation', sub: matchId, side, name, gen });
    return { side, name, token, expiresAt: expiresAt.toISOString(), joined };
  }

  @Mutation(() => CreatedApiKeyType, {
    description:
      'Creates a read-only API key for a third-party site; the answer is the only time the key itself is shown. VALIDATION (with field name or expiresAt) for a name not of 1 to 80 characters, or an expiry in the past or more than 730 days ahead; nothing is created then.',
  })
  async createApiKey(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { type: () => CreateApiKeyInput, nullable: true, description: 'The name, scope and expiry of the new key.' })
    input?: CreateApiKeyInput | null,
    @Args('name', {
      type: () => String,
      nullable: true,
      deprecationReason: 'Since 2026-11-29: use input { name } instead (this argument alone makes a PUBLIC key without expiry).',
      description: 'The name of a PUBLIC key without expiry (the form before input existed).',
    })
    name?: string | null,
  ): Promise<CreatedApiKeyType> {
    const { accountId } = this.policy.account(principal);
    if (input && name != null) throw new InvalidInputError('give the name in input or as name, not both', 'name');
    if (!input && name == null) throw new InvalidInputError('give the new key in input { name scope expiresAt }', 'input');
    const asked = input ?? { name: name!, scope: ApiKeyScopeValue.PUBLIC, expiresAt: null };
    const { key, entity } = await this.keys.create(accountId, { name: asked.name, scope: asked.scope, expiresAt: asked.expiresAt });
    return { key, apiKey: apiKeyType(entity, this.keys.now()) };
  }

  @Mutation(() => ApiKeyType, {
    description:
      'Revokes one of your API keys; it stops working at once. NOT_FOUND for a key that is not yours; revoking twice changes nothing.',
  })
  async revokeApiKey(
    @CurrentPrincipal() principal: Principal,
    @Args('id', { type: () => ID, description: 'The id of the key (ApiKey.id), not the key itself.' }) id: string,
  ): Promise<ApiKeyType> {
    const { accountId } = this.policy.account(principal);
    return apiKeyType(await this.keys.revoke(accountId, id), this.keys.now());
  }

  @Query(() => ApiKeyConnection, {
    description: 'Your API keys, newest first, revoked and expired ones included; never the keys themselves.',
  })
  async apiKeys(
    @CurrentPrincipal() principal: Principal,
    @Args('first', FIRST_ARG)
    first: number,
    @Args('after', AFTER_ARG)
    after?: string | null,
  ): Promise<ConnectionShape<ApiKeyType>> {
    const { accountId } = this.policy.account(principal);
    const afterId = after ? decodeCursor('apiKeys', after, (p): p is string => typeof p === 'string') : undefined;
    const page = await this.keys.list(accountId, checkFirst(first), afterId);
    const now = this.keys.now();
    const edges = page.items.map((k) => ({ cursor: encodeCursor('apiKeys', k.keyId), node: apiKeyType(k, now) }));
    return {
      edges,
      totalCount: await this.keys.count(accountId),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    };
  }

  /** A new session of the account: kept by the server (so signing out ends it), and its token. */
  private async session(account: { accountId: string; displayName: string }): Promise<SessionType> {
    const expiry = new Date(Date.now() + this.tokens.lifetimes.accountSeconds * 1000);
    const sid = await this.sessions.start({ accountId: account.accountId }, expiry);
    const { token, expiresAt } = this.tokens.sign({ aud: 'account', sub: account.accountId, name: account.displayName, sid });
    return { token, expiresAt: expiresAt.toISOString(), account: { id: account.accountId, displayName: account.displayName } };
  }
}
