import type { ZodType } from 'zod';
import type { DieResult, GameEvent, PlayerSeat } from './events';
import type { LegalOrder } from './legal';
import type { RuleViolation } from './violation';

/** Who is acting. The server acts for clocks and server rolls; the organiser for rulings. */
export type Actor = { kind: 'player'; side: string } | { kind: 'organiser' } | { kind: 'server' };

/** Who is looking. */
export type Viewer = { kind: 'player'; side: string } | { kind: 'organiser' } | { kind: 'public' };

/** One group of identical dice a roll needs: `3d6` is `{ count: 3, sides: 6 }`. */
export interface DiceGroup {
  count: number;
  sides: number;
  /** e.g. "white", "black": Solaris VII reads two dice of one colour and one of another. */
  label?: string;
}

/** What the match is waiting for. */
export type Pending =
  | {
      kind: 'order';
      /** Sides that may issue an order now. */
      sides: string[];
      /** Order types the ruleset would consider now (a hint for clients, not a promise). */
      orders: string[];
      prompt: string;
    }
  | {
      kind: 'roll';
      /** The side that rolls, or null when either player (or the server) may. */
      side: string | null;
      purpose: string;
      dice: DiceGroup[];
      prompt: string;
      /** The rule a refused roll cites, e.g. "solaris7 §2.5" (default: "dice"). */
      rule?: string;
      /**
       * Only the server may make this roll: it decides hidden cards (a shuffle, a random pick
       * from a hand), so a player who rolled it would know them. A reported roll is refused.
       */
      server?: boolean;
    }
  | { kind: 'none'; prompt: string };

export type SideResult = 'win' | 'loss' | 'draw';

/** A game-neutral result the competitions library can rank. */
export interface Outcome {
  finished: boolean;
  /** The winning side when finished and not drawn. */
  winner: string | null;
  draw: boolean;
  reason: string | null;
  /** Per side: the result (when finished) and named scores (victory points, reputation…). */
  sides: Array<{ side: string; result: SideResult | null; scores: Record<string, number> }>;
}

/**
 * One named score a game's outcome carries (`outcome().sides[].scores`) and a result reported from
 * the table may name: its bounds, as the game allows them, and why. The kernel refuses a reported
 * score outside them (`checkScores`, scores.ts), for matches and for competitions alike.
 */
export interface ScoreSpec {
  name: string;
  /** What it counts, in a sentence a player understands. */
  description: string;
  /** The smallest value the game can give. */
  min: number;
  /** The largest value the game can give; omitted when the game sets no upper bound (the value is still finite). */
  max?: number;
  /** Whole numbers only: a count of units, cities, cards. */
  integer: boolean;
  /** The rule (or the engine's reading) that says what the score counts, e.g. `vigilant-peace L65`. */
  rule?: string;
}

/**
 * The scoring a competition of the game starts from (every value the organiser's to change):
 * points for a win, draw, loss and bye, the primary and secondary scores, and the tie-breaks in
 * order. Score names are those of the game's `scores`. Reasons are in docs/standings.md.
 */
export interface RulesetScoring {
  scoring: { win: number; draw: number; loss: number; bye: number; primary: string; secondary: string[] };
  tieBreaks: string[];
}

export interface RulesetInfo {
  id: string;
  version: string;
  name: string;
  summary: string;
  /** Side ids in seat order, e.g. ['A', 'B']: a match seats the first n of them (see minSides). */
  sides: string[];
  /**
   * The fewest sides a match may seat (a game for 2 to 4 players: 2, with sides A–D). Omitted:
   * every side is seated. The seated sides are always the first n in seat order.
   */
  minSides?: number;
  /** Default match time limit in minutes, if the rulebook sets one. */
  matchMinutes: number | null;
}

/**
 * A game as a value: decide / evolve / initial state, in the spirit of the Decider pattern.
 * Every function is pure: no clock, no randomness, no I/O. States are plain JSON values.
 */
export interface Ruleset<S = unknown> extends RulesetInfo {
  /**
   * The named scores of the game's outcome, with their bounds. Omitted (test games): a reported
   * result may name any score, and each value must still be a finite number.
   */
  scores?: ScoreSpec[];
  /** The scoring preset of a competition of this game. Omitted: the platform's default. */
  scoring?: RulesetScoring;

  /** Schema of the setup document given at match creation. */
  setupSchema: ZodType;
  /** Schema of one order document (`{ type, ... }`). */
  orderSchema: ZodType;

  /** Validates the setup against the game's limits and returns the initial state. */
  setup(setup: unknown, players: PlayerSeat[]): S | RuleViolation;

  /**
   * Validates one incoming fact (an order, a roll, a concession, a clock expiry) against the
   * state and returns the events to append, or the rule it breaks.
   */
  decide(state: S, event: GameEvent, actor: Actor): GameEvent[] | RuleViolation;

  /** Applies one event. Total on a valid stream: never throws for events `decide` accepted. */
  evolve(state: S, event: GameEvent): S;

  /**
   * Top-level members of the state fixed at setup, which rule code reads and never writes (an
   * arena, a catalogue): a replay does not copy them (see `changeState`, which does not draft them).
   */
  fixed?: readonly string[];

  pending(state: S): Pending;
  outcome(state: S): Outcome;

  /**
   * What `side` may order now (legal.ts): per unit or card, the order types the rules allow at
   * this moment, with every legal option where the choice is finite. Every order it offers is
   * accepted by `decide`, and an order of a type or actor it does not offer is refused. Reads the
   * whole state: the kernel shows it only to the side itself and the organiser (`legalFor`).
   */
  legal?(state: S, side: string): LegalOrder[];

  /**
   * The match time limit the setup chose, in minutes (null: none), where the game's setup sets
   * one (Solaris VII's presets); `matchMinutes` serves the games whose setup does not.
   */
  timeLimitMinutes?(state: S): number | null;

  /** The game's own rule for a clock that ran out: the events that end (or continue) the match. */
  onTimeExpired(state: S, clock: 'match' | 'round' | 'player', side?: string | null): GameEvent[];

  /**
   * What a viewer may see of the state: a player sees their own hidden cards, the opponent
   * sees counts, the public sees what is public. Pure; must not leak what the viewer may not see.
   */
  view(state: S, viewer: Viewer): unknown;

  /**
   * What a viewer may see of one event, given the state just before it (for example a deal
   * roll shows each player only their own cards). Omitted when every event of the game is
   * public. The result is for display only and is never replayed.
   */
  viewEvent?(before: S, event: GameEvent, viewer: Viewer): GameEvent;
}

export type { DieResult };
