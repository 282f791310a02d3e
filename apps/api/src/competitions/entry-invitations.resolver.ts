import { Inject } from '@nestjs/common';
import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CompetitionService, invitationOf, type CompetitionCreatedData, type CompetitionState, type PlayerEntry } from '@app/competitions';
import type { ProcessorRunner } from '@app/projections';
import type { Pool } from 'pg';
import { AccessPolicy } from '../auth/access-policy';
import { AccountsService } from '../auth/accounts.service';
import { Context, CorrelationId, CurrentPrincipal, type ApiContext } from '../auth/context';
import type { Principal } from '../auth/principal';
import { InvitationNotFoundError } from '../input.errors';
import { PG_POOL, PROCESSORS } from '../tokens';
import { CompetitionPlayerType } from './competition.types';
import { EntryInvitationInput, EntryInvitationState, EntryInvitationType } from './entry-invitation.types';
import { EntryInvitations, type Answerer } from './entry-invitations';

/** Where an entry's invitation stands, as the API names it. */
export const invitationState = (p: Pick<PlayerEntry, 'accountId' | 'invitation'>): EntryInvitationState | null => {
  const state = invitationOf(p);
  return state === null ? null : EntryInvitationState[state];
};

/** A player's entry, as `CompetitionPlayer`: where its invitation stands is derived from the entry. */
@Resolver(() => CompetitionPlayerType)
export class CompetitionPlayerResolver {
  @ResolveField(() => EntryInvitationState, {
    nullable: true,
    description:
      'Where the entry stands when it was made for an account (accepted also for a player who registered themself); null for a guest entered by name.',
  })
  invitation(@Parent() p: PlayerEntry): EntryInvitationState | null {
    return invitationState(p);
  }
}

/**
 * The invited player's side of an entry the organiser made for their account: the invitations
 * waiting for an answer, and the answer. Only the account the entry asks (by its id, or by the
 * address it signs in with) finds or answers it; anyone else is told there is no such invitation.
 */
@Resolver()
export class EntryInvitationsResolver {
  private readonly invitations: EntryInvitations;

  constructor(
    private readonly access: AccessPolicy,
    private readonly accounts: AccountsService,
    private readonly competitions: CompetitionService,
    @Inject(PROCESSORS) private readonly processors: ProcessorRunner,
    @Inject(PG_POOL) pool: Pool,
  ) {
    this.invitations = new EntryInvitations(pool);
  }

  @Query(() => [EntryInvitationType], {
    description:
      'The entries organisers made for your account (by its e-mail address or id) that you have not answered, in competitions not finished, newest first. Signed-in accounts only.',
  })
  async myEntryInvitations(@CurrentPrincipal() principal: Principal, @Context() ctx: ApiContext): Promise<EntryInvitationType[]> {
    const pending = await this.invitations.pending(await this.answerer(principal));
    const organisers = await ctx.accounts.loadMany(pending.map((p) => p.created.organiserId));
    return pending.map((p, i) => {
      const organiser = organisers[i];
      return invitationType(p.created, p.entry, organiser && !(organiser instanceof Error) ? organiser.displayName : null);
    });
  }

  @Mutation(() => EntryInvitationType, {
    description:
      "Accepts an entry made for your account: it is your account's from now on (your games, your rating). Its games begun before count for no rating. NOT_FOUND (INVITATION_NOT_FOUND) when it is not yours to answer; RULE_VIOLATION (INVITATION_ANSWERED) when answered already.",
  })
  acceptEntry(
    @CurrentPrincipal() principal: Principal,
    @Context() ctx: ApiContext,
    @Args('input', { description: 'The competition and the entry (player id) made for your account.' }) input: EntryInvitationInput,
    @CorrelationId() correlationId: string,
  ): Promise<EntryInvitationType> {
    return this.answer(principal, ctx, input, correlationId, true);
  }

  @Mutation(() => EntryInvitationType, {
    description:
      'Declines an entry made for your account: it stays a guest entry by name, linked to no account. NOT_FOUND (INVITATION_NOT_FOUND) when it is not yours to answer; RULE_VIOLATION (INVITATION_ANSWERED) when answered already.',
  })
  declineEntry(
    @CurrentPrincipal() principal: Principal,
    @Context() ctx: ApiContext,
    @Args('input', { description: 'The competition and the entry (player id) made for your account.' }) input: EntryInvitationInput,
    @CorrelationId() correlationId: string,
  ): Promise<EntryInvitationType> {
    return this.answer(principal, ctx, input, correlationId, false);
  }

  private async answer(
    principal: Principal,
    ctx: ApiContext,
    input: EntryInvitationInput,
    correlationId: string,
    accept: boolean,
  ): Promise<EntryInvitationType> {
    const who = await this.answerer(principal);
    if (!(await this.invitations.asks(input.competitionId, input.playerId, who))) throw new InvitationNotFoundError();
    // The invited player answers as the entry's player: the competition's rules check the rest.
    const loaded = await this.competitions.execute(
      input.competitionId,
      accept
        ? { type: 'acceptEntry', playerId: input.playerId, accountId: who.accountId }
        : { type: 'declineEntry', playerId: input.playerId },
      { kind: 'player', playerId: input.playerId },
      { accountId: who.accountId, correlationId },
    );
    await this.processors.waitFor(loaded.position ?? 0);
    const organiser = await ctx.accounts.load(loaded.state.created.organiserId);
    return invitationType(loaded.state.created, entryOf(loaded.state, input.playerId), organiser?.displayName ?? null);
  }

  /** The signed-in account and the address it signs in with. */
  private async answerer(principal: Principal): Promise<Answerer> {
    const { accountId } = this.access.account(principal); // typed refusals for anonymous callers, keys and invitations
    return { accountId, email: await this.accounts.emailOf(accountId) };
  }
}

const entryOf = (s: CompetitionState, playerId: string): PlayerEntry => s.players[playerId];

function invitationType(created: CompetitionCreatedData, entry: PlayerEntry, organiserName: string | null): EntryInvitationType {
  return {
    competitionId: created.competitionId,
    competitionName: created.name,
    kind: created.kind,
    rulesetId: created.rulesetId,
    organiserName,
    playerId: entry.id,
    name: entry.name,
    club: entry.club,
    state: invitationState(entry) ?? EntryInvitationState.invited,
  };
}
