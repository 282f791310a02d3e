/**
 * "What may I do now": the orders a side may give at this moment, per unit or card, with every
 * legal option where the choice is finite and the limits of measured values where it is not.
 * Each game answers it from the state (`Ruleset.legal`); the kernel answers it for a viewer,
 * through the view: a player learns their own options only (they may name hidden cards), the
 * organiser every side's, the public none.
 */
import { outcomeOf, pendingOf, type MatchState } from './match';
import type { Viewer } from './ruleset';

/** One complete order, ready to send as it is, that the rules accept now. */
export interface LegalOption {
  order: { type: string } & Record<string, unknown>;
  /** A short description for a person, e.g. "to 4,5 facing 2". */
  label?: string;
  /** What the option costs in the game's own measure (movement points, action points), if any. */
  cost?: number;
}

/** A limit on a measured value an order carries, e.g. the inches of a move. */
export interface LegalLimit {
  /** The order's field, as a path: `distance`, `path`, `target.inches`. */
  field: string;
  min?: number;
  max?: number;
  /** The unit of measure: inches, hexes, points. */
  unit?: string;
}

/** An order type one actor (a unit, a card, the side itself) may be given now. */
export interface LegalOrder {
  /** The order's `type`. */
  type: string;
  /** The unit, model or card the order is for; omitted when it is the side's own (pass, choose). */
  actor?: string;
  /**
   * Every legal option when the choice is finite (a card into a city, a target, a hex): each is
   * accepted as it is. Omitted when the choice is measured (use `limits`) or too large to list.
   */
  options?: LegalOption[];
  /** Limits of measured values when the choice is not finite. */
  limits?: LegalLimit[];
  /** The rule that allows it, e.g. `warzone P3 l.335`. */
  rule?: string;
}

/** What one side may do now. */
export interface LegalOrders {
  side: string;
  orders: LegalOrder[];
}

/**
 * What each side the viewer may act for (or watch, the organiser) may order now: nothing while a
 * roll, nothing after the end, nothing for a game that does not say (`Ruleset.legal` omitted).
 */
export function legalFor(match: MatchState, viewer: Viewer): LegalOrders[] {
  const pending = pendingOf(match);
  const { ruleset } = match;
  if (!ruleset.legal || pending.kind !== 'order' || outcomeOf(match).finished || match.timeExpired) return [];
  const sides = pending.sides.filter((side) => viewer.kind === 'organiser' || (viewer.kind === 'player' && viewer.side === side));
  return sides.map((side) => ({ side, orders: ruleset.legal!(match.game, side) }));
}
