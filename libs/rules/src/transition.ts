/**
 * The one pure transition a game can build its decide and evolve on: each incoming event is
 * validated and applied to a private draft of the state, so what decide accepted, evolve
 * applies identically and a replay equals live play. A game supplies what is its own: how an
 * order, a roll, a concession and a clock that ran out change the draft, and what then
 * follows by itself until the match waits for someone.
 */
import type { DiceRolledData, GameEvent, TimeExpiredData } from './events';
import type { Ruleset } from './ruleset';
import { changeState } from './draft';
import { parseOrder } from './match';
import { isViolation, RefusedEvent, violation, type RuleViolation } from './violation';

export interface GameTransition<S extends object, Side extends string> {
  /** Top-level members fixed at setup that rule code never writes (see `changeState`). */
  fixed?: ReadonlyArray<keyof S>;
  sides: readonly Side[];
  /** Whether the match is over, and the rule an event after the end cites. */
  over(state: S): boolean;
  overRule: string;
  order(draft: S, side: Side, order: unknown): RuleViolation | null;
  roll(draft: S, data: DiceRolledData): RuleViolation | null;
  concede(draft: S, side: Side): void;
  /** A clock ran out: which one, and whose for a player's clock (a game may rule on it). */
  timeUp(draft: S, expired: TimeExpiredData): void;
  /** Runs what follows by itself until the match waits for an order or a roll. */
  settle(draft: S): void;
}

/** A new state, or the rule the event breaks (the given state is never touched). */
export function transition<S extends object, Side extends string>(
  game: GameTransition<S, Side>,
  state: S,
  event: GameEvent,
): S | RuleViolation {
  const isSide = (x: string): x is Side => (game.sides as readonly string[]).includes(x);
  if (event.type === 'TimeExpired' && game.over(state)) return state;
  if (event.type !== 'TimeExpired' && game.over(state)) return violation(game.overRule, 'the match is over', 'GAME_OVER');
  if ((event.type === 'OrderIssued' || event.type === 'MatchConceded') && !isSide(event.data.side)) {
    return violation('match', `unknown side "${event.data.side}"`, 'UNKNOWN_SIDE');
  }
  if (!['OrderIssued', 'DiceRolled', 'MatchConceded', 'TimeExpired'].includes(event.type)) return state;
  return changeState(
    state,
    (s) => {
      let refused: RuleViolation | null = null;
      switch (event.type) {
        case 'OrderIssued':
          refused = game.order(s, event.data.side as Side, event.data.order);
          break;
        case 'DiceRolled':
          refused = game.roll(s, event.data);
          break;
        case 'MatchConceded':
          game.concede(s, event.data.side as Side);
          break;
        case 'TimeExpired':
          game.timeUp(s, event.data);
          break;
      }
      if (refused) return refused;
      game.settle(s);
    },
    game.fixed,
  );
}

/**
 * decide, evolve and the time rule of a game built on one step: decide keeps the event the
 * step accepts, evolve applies it (an event it refuses, met only in a corrupt stream, throws
 * `RefusedEvent`), and a clock that ran out is passed to the game as it is.
 */
export function stepRuleset<S>(
  step: (state: S, event: GameEvent) => S | RuleViolation,
): Pick<Ruleset<S>, 'decide' | 'evolve' | 'onTimeExpired'> {
  return {
    decide: (state, event) => {
      const next = step(state, event);
      return isViolation(next) ? next : [event];
    },
    evolve: (state, event) => {
      const next = step(state, event);
      if (isViolation(next)) throw new RefusedEvent(next);
      return next;
    },
    onTimeExpired: (_state, clock, side) => [{ type: 'TimeExpired', data: { clock, side: side ?? null } }],
  };
}

/**
 * A game's step as the kernel drives it: an order is parsed first, as `decide` parses it
 * (`parseOrder`), so a malformed one is refused the same way. For what calls a game's step
 * without the kernel around it: its random play, its tests, its `legal` confirming an option.
 */
export function parsingStep<S>(
  ruleset: Pick<Ruleset, 'id' | 'orderSchema'>,
  step: (state: S, event: GameEvent) => S | RuleViolation,
): (state: S, event: GameEvent) => S | RuleViolation {
  return (state, event) => {
    if (event.type !== 'OrderIssued') return step(state, event);
    const order = parseOrder(ruleset, event.data.order);
    return isViolation(order) ? order : step(state, { type: 'OrderIssued', data: { ...event.data, order } });
  };
}
