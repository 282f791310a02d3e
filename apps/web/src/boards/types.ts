import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

/**
 * What the match page and the replay viewer ask of a game: its board, drawn from the reader's
 * view only (the API's `Match.state` or `MatchSnapshot.state`, never anything else), and its
 * orders, decisions and events in the reader's words. One module per game (boards/<game>/)
 * registers a `GameUi` in boards/index.ts; a game without one is shown by the neutral board.
 */
export interface GameUi {
  /** The board as the reader may see it. */
  Board: ComponentType<BoardProps>;
  /** A side's name in the reader's language ("Moloch", "Side A"). */
  sideName(side: string, t: TFunction): string;
  /** An order in words: "Play Hunter (M21) into Iron Gate". `state` is the reader's view of the state it was given in. */
  describeOrder(order: OrderDocument, state: unknown, t: TFunction): string;
  /**
   * What one entry of "what may I do now" offers, as a button says it: "Hunter (M21): play into a
   * city", "A-R: manoeuvre". Optional: the page falls back to the order type and the actor.
   */
  describeAction?(type: string, actor: string | null, state: unknown, t: TFunction): string;
  /** The pending decision in words: "Moloch may play a Robot into Ziggy One". */
  describePending(pending: PendingView, state: unknown, players: readonly SeatView[], t: TFunction): string;
  /**
   * The choices a field of an order form takes, when the game knows them better than a plain
   * field (a card of the reader's hand, a city, a unit, a weapon); null for a plain field.
   */
  fieldChoices?(field: FieldContext, t: TFunction): FieldChoice[] | null;
}

/** An order document, `{ type, ... }`, as the game's order schema describes it. */
export type OrderDocument = { type: string } & Record<string, unknown>;

export interface SeatView {
  side: string;
  name: string;
}

/** The parts of the API's `Pending` a description reads. */
export interface PendingView {
  kind: string;
  sides: readonly string[];
  orders: readonly string[];
  purpose?: string | null;
  prompt: string;
  dice: ReadonlyArray<{ count: number; sides: number; label?: string | null }>;
}

export interface BoardProps {
  /** The state through the game's view for this reader (Match.state, or MatchSnapshot.state in a replay). */
  state: unknown;
  /** The side the reader plays, or null (the organiser, the public). */
  viewerSide: string | null;
  players: readonly SeatView[];
}

/** One field of an order being filled in. */
export interface FieldContext {
  /** The order's type (`playUnit`). */
  orderType: string;
  /** The field's path in the order (`card`, `target.inches`). */
  field: string;
  /** The order as filled in so far (its type, its actor, fields already chosen). */
  draft: Readonly<Record<string, unknown>>;
  state: unknown;
  viewerSide: string | null;
}

export interface FieldChoice {
  /** The value the order carries. */
  value: string | number | boolean;
  /** What the reader sees: "Hunter (M21)". */
  label: string;
}
