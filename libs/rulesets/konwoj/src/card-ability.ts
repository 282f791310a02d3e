/**
 * The shape of a card's ability code (p.9–10): the hooks the rules call. Kept apart from the
 * registry so that each card group can name it without importing the others.
 */
import type { RuleViolation } from '@app/rules';
import type { Side } from './catalogue';
import type { Order } from './schema';
import type { Choice, KonwojState, ModuleState, Unit } from './state';

export type UseOrder = Extract<Order, { type: 'useAbility' }>;
export type InstantOrder = Extract<Order, { type: 'playInstant' }>;
export type ActivateOrder = Extract<Order, { type: 'activateModule' }>;

export interface CardAbility {
  /** ON_ENTER (p.9): what entering a non-destroyed city starts; `unit` is the card whose ability resolves. */
  onEnter?: (s: KonwojState, unit: string, city: number) => void;
  /** The chosen target of the ability's own choice. */
  onTarget?: (s: KonwojState, c: Choice, target: string) => void;
  /** A DISCARD or once-per-battle move ability used by order (the discard is already paid). */
  use?: (s: KonwojState, u: Unit, o: UseOrder) => RuleViolation | null;
  /** An Instant's effect (p.8: resolved at once, then discarded). */
  play?: (s: KonwojState, side: Side, o: InstantOrder) => RuleViolation | null;
  /** A DISCARD Module activated by the side holding it (Moloch in Phase V, Outpost in V(a)). */
  activate?: (s: KonwojState, holder: Side, m: ModuleState, host: Unit, o: ActivateOrder) => RuleViolation | null;
}

/** Abilities the rules apply where they matter (constant, on-win, on-tie): no handler, but known. */
export const IN_RULES: CardAbility = {};
