import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { LegalOrders } from '@app/rules';
import { PendingType } from './match.types';
import { LegalOrdersType } from './legal.types';

/** A pending decision as built for one viewer: it knows what that viewer may be told they may order. */
export type ViewedPending = PendingType & { legalOrders?: () => LegalOrders[] };

/** "What may I do now", computed only when asked for: it can be the costliest part of a read (every reachable hex). */
@Resolver(() => PendingType)
export class PendingResolver {
  @ResolveField(() => [LegalOrdersType], {
    description:
      'What each side you may act for may order now, per unit or card, with every legal option where the choice is finite. ' +
      'A player is told their own side’s only (it may name their hidden cards); the organiser every side’s; the public nothing. ' +
      'Empty while a roll is pending, after the end, and for a game that does not say.',
  })
  legal(@Parent() pending: ViewedPending): LegalOrdersType[] {
    return (pending.legalOrders?.() ?? []).map(({ side, orders }) => ({
      side,
      orders: orders.map((o) => ({
        type: o.type,
        actor: o.actor ?? null,
        options: o.options?.map((x) => ({ order: x.order, label: x.label ?? null, cost: x.cost ?? null })) ?? null,
        limits: (o.limits ?? []).map((l) => ({ field: l.field, min: l.min ?? null, max: l.max ?? null, unit: l.unit ?? null })),
        rule: o.rule ?? null,
      })),
    }));
  }
}
