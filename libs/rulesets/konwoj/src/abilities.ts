/**
 * Card abilities as code keyed by card id (p.32–39). Each card group keeps its own map, so the
 * groups stay independent; this module only joins them. A catalogue card without code here is
 * refused at setup unless it has no ability at all.
 */
import { own } from '@app/rules';
import type { CardAbility } from './card-ability';
import { MOLOCH_INSTANTS } from './moloch-instants';
import { MOLOCH_MODULES } from './moloch-modules';
import { MOLOCH_ROBOTS } from './moloch-robots';
import { OUTPOST_BUILDINGS } from './outpost-buildings';
import { OUTPOST_INSTANTS } from './outpost-instants';
import { OUTPOST_SOLDIERS } from './outpost-soldiers';

export { IN_RULES, type ActivateOrder, type CardAbility, type InstantOrder, type UseOrder } from './card-ability';

let all: Record<string, CardAbility> | null = null;

function abilities(): Record<string, CardAbility> {
  all ??= { ...OUTPOST_SOLDIERS, ...OUTPOST_BUILDINGS, ...OUTPOST_INSTANTS, ...MOLOCH_ROBOTS, ...MOLOCH_MODULES, ...MOLOCH_INSTANTS };
  return all;
}

export function abilityOf(cardId: string): CardAbility | undefined {
  return own(abilities(), cardId);
}

export function hasOnEnter(cardId: string): boolean {
  return abilityOf(cardId)?.onEnter !== undefined;
}

export function hasCode(cardId: string): boolean {
  return abilityOf(cardId) !== undefined;
}
