import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CompetitionService } from '@app/competitions';
import { ForbiddenError, UnauthenticatedError } from '../auth/auth.errors';
import { CompetitionPolicy } from '../auth/competition-policy';
import { CurrentPrincipal } from '../auth/context';
import type { Principal } from '../auth/principal';
import { AFTER_ARG, DEFAULT_PAGE, FIRST_ARG, MAX_PAGE, type ConnectionShape } from '../pagination';
import {
  CreatedWebhookType,
  CreateWebhookInput,
  WebhookDeliveryConnection,
  WebhookDeliveryInput,
  WebhookDeliveryType,
  WebhookInput,
  WebhookType,
  type WebhookDeliveryRow,
  type WebhookRow,
} from './webhook.types';
import { WebhooksService } from './webhooks.service';

export const WEBHOOKS_SERVICE = Symbol('WebhooksService');

/**
 * Webhooks of an event, for its organiser: register (the secret shown once), list with their
 * deliveries, delete, resume a paused one, replace its secret, send a delivery again; signed in,
 * or with one of the organiser's API keys of scope ORGANISER (the only writes a key may make).
 * What is sent and when is the `webhooks` processor's and the sender's.
 */
@Resolver(() => WebhookType)
export class WebhooksResolver {
  constructor(
    private readonly competitions: CompetitionService,
    private readonly policy: CompetitionPolicy,
    @Inject(WEBHOOKS_SERVICE) private readonly hooks: WebhooksService,
  ) {}

  /**
   * The competition's organiser, signed in or through one of their API keys of scope ORGANISER:
   * the one change a key may make, so that a site or a bot registers where it is told of the
   * events it follows without its owner's password. Anyone else is refused before anything is
   * read or changed; the account that answers is the one the hook is registered by.
   */
  private async assertOrganiser(principal: Principal, competitionId: string): Promise<string> {
    if (principal.kind === 'anonymous') throw new UnauthenticatedError('SIGN_IN_REQUIRED', 'sign in as the organiser to manage webhooks');
    const { state } = await this.competitions.load(competitionId);
    if (principal.kind === 'api-key') {
      if (principal.accountId !== state.created.organiserId)
        throw new ForbiddenError('NOT_ORGANISER', 'only the organiser of this competition may do this');
      if (principal.scope !== 'organiser')
        throw new ForbiddenError('KEY_SCOPE', "this API key's scope is PUBLIC: a key of scope ORGANISER manages its owner's webhooks");
      return principal.accountId;
    }
    this.policy.assertOrganiser(principal, state);
    return (principal as Extract<Principal, { kind: 'account' }>).accountId;
  }

  private async assertReader(principal: Principal, competitionId: string): Promise<void> {
    if (principal.kind === 'anonymous') throw new UnauthenticatedError('SIGN_IN_REQUIRED', 'sign in as the organiser to read webhooks');
    const { state } = await this.competitions.load(competitionId);
    if (!this.policy.readsAsOrganiser(principal, state))
      throw new ForbiddenError('NOT_ORGANISER', 'only the organiser of this competition reads its webhooks');
  }

  @Query(() => [WebhookType], {
    description:
      'The webhooks of an event you organise, oldest first. Also readable with your API key of scope ORGANISER. UNAUTHENTICATED when signed out, FORBIDDEN (NOT_ORGANISER) for anyone else, NOT_FOUND for an unknown event.',
  })
  async webhooks(
    @CurrentPrincipal() principal: Principal,
    @Args('competitionId', { type: () => ID, description: 'The event (competition).' }) competitionId: string,
  ): Promise<WebhookRow[]> {
    await this.assertReader(principal, competitionId);
    return this.hooks.list(competitionId);
  }

  @ResolveField(() => WebhookDeliveryConnection, {
    // Nullable like every paged field: a bad page argument nulls this field alone, not the hook.
    nullable: true,
    description: `The hook's deliveries, the newest happening first: ${DEFAULT_PAGE} a page unless \`first\` says otherwise (at most ${MAX_PAGE}). Null, with an error, for a bad page argument.`,
  })
  deliveries(
    @Parent() hook: WebhookRow,
    @Args('first', FIRST_ARG) first: number,
    @Args('after', AFTER_ARG) after?: string | null,
  ): Promise<ConnectionShape<WebhookDeliveryRow>> {
    // Reached only through `webhooks` or a mutation's answer, both of which checked the caller.
    return this.hooks.deliveries(hook.id, first, after);
  }

  @Mutation(() => CreatedWebhookType, {
    description:
      'Registers a URL to be sent the chosen happenings of an event you organise, from now on; answers the hook and its signing secret, shown this once. VALIDATION (field `url`) with reason WEBHOOK_URL_MALFORMED, WEBHOOK_URL_SCHEME_NOT_ALLOWED (not http or https), WEBHOOK_ADDRESS_NOT_ALLOWED (loopback, private, link-local, multicast, unspecified or reserved, also as the host resolves; `addressKind` says which) or WEBHOOK_HOST_UNRESOLVED; (field `events`) WEBHOOK_EVENTS_EMPTY; (field `competitionId`) WEBHOOK_LIMIT when the event has as many hooks as the server allows. FORBIDDEN for anyone but the organiser, signed in or with one of their API keys of scope ORGANISER (NOT_ORGANISER; KEY_SCOPE for their key of scope PUBLIC). Nothing is made when refused.',
  })
  async createWebhook(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The event, the URL and the happenings.' }) input: CreateWebhookInput,
  ): Promise<CreatedWebhookType> {
    const accountId = await this.assertOrganiser(principal, input.competitionId);
    return this.hooks.create({ competitionId: input.competitionId, accountId, url: input.url, events: input.events });
  }

  /** A hook of an event the caller organises. */
  private async ownHook(principal: Principal, webhookId: string): Promise<WebhookRow> {
    if (principal.kind === 'anonymous') throw new UnauthenticatedError('SIGN_IN_REQUIRED', 'sign in as the organiser to manage webhooks');
    const hook = await this.hooks.get(webhookId);
    await this.assertOrganiser(principal, hook.competitionId);
    return hook;
  }

  @Mutation(() => ID, {
    description:
      'Deletes one of your webhooks and its deliveries; answers its id. Nothing more is sent to it (one attempt already under way may still arrive). NOT_FOUND for an unknown hook, FORBIDDEN for another organiser’s.',
  })
  async deleteWebhook(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The hook.' }) input: WebhookInput,
  ): Promise<string> {
    const hook = await this.ownHook(principal, input.webhookId);
    await this.hooks.delete(hook.id);
    return hook.id;
  }

  @Mutation(() => WebhookType, {
    description:
      'Sends to a paused webhook again (after you fixed its receiver): its failures in a row are forgotten and its waiting deliveries are sent at once, oldest first. Harmless on a hook that is not paused.',
  })
  async resumeWebhook(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The hook.' }) input: WebhookInput,
  ): Promise<WebhookRow> {
    const hook = await this.ownHook(principal, input.webhookId);
    return this.hooks.resume(hook.id);
  }

  @Mutation(() => CreatedWebhookType, {
    description:
      'Replaces a webhook’s signing secret (one that leaked); answers the new secret, shown this once. Every attempt from now on is signed with the new secret alone, retries of earlier deliveries included.',
  })
  async rotateWebhookSecret(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The hook.' }) input: WebhookInput,
  ): Promise<CreatedWebhookType> {
    const hook = await this.ownHook(principal, input.webhookId);
    return this.hooks.rotateSecret(hook.id);
  }

  @Mutation(() => WebhookDeliveryType, {
    description:
      'Sends a delivery again, with the same id and body, as soon as the sender gets to it (not while its hook is paused), with a fresh set of attempts; one being sent right now is answered as it is. NOT_FOUND for an unknown delivery, FORBIDDEN for another organiser’s.',
  })
  async redeliverWebhookDelivery(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The delivery.' }) input: WebhookDeliveryInput,
  ): Promise<WebhookDeliveryRow> {
    if (principal.kind === 'anonymous') throw new UnauthenticatedError('SIGN_IN_REQUIRED', 'sign in as the organiser to manage webhooks');
    const delivery = await this.hooks.delivery(input.deliveryId);
    await this.ownHook(principal, delivery.webhookId);
    return this.hooks.redeliver(delivery.id);
  }
}
