/**
 * The loop every game's random play shares: the pending roll gets server dice from the number
 * source, the pending decision gets the first of the game's candidate orders that its rules
 * accept, until the game is over. A game supplies its transition and its candidate orders.
 */
import type { GameEvent } from '../events';
import type { Pending } from '../ruleset';
import { isViolation, type RuleViolation } from '../violation';
import type { Source } from './number-source';

/** A game as random play drives it. */
export interface RandomPlayGame<S> {
  step(state: S, event: GameEvent): S | RuleViolation;
  pending(state: S): Pending;
  over(state: S): boolean;
  /** Orders to try for `side`, most wanted first; many may be illegal, the rules pick. */
  candidates(state: S, side: string, next: Source): Array<{ type: string } & Record<string, unknown>>;
  /** The order in which the sides that may act are tried (default: as pending lists them). */
  sidesInTurn?(sides: string[], next: Source): string[];
}

/** A game played out: the state it started from, the accepted events, and where they led. */
export interface Played<S> {
  initial: S;
  state: S;
  events: GameEvent[];
}

/** A list in an order drawn from the source (Fisher–Yates). */
export function shuffledBy<T>(list: readonly T[], next: Source): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** One accepted event for what is pending: a server roll, or an order of a side that may act. */
export function randomEventOf<S>(game: RandomPlayGame<S>, state: S, next: Source): GameEvent | null {
  const p = game.pending(state);
  if (p.kind === 'roll') {
    const dice = p.dice.flatMap((g) => Array.from({ length: g.count }, () => ({ sides: g.sides, value: (next() % g.sides) + 1 })));
    return { type: 'DiceRolled', data: { side: null, purpose: p.purpose, dice, source: 'server' } };
  }
  if (p.kind !== 'order') return null;
  for (const side of game.sidesInTurn ? game.sidesInTurn(p.sides, next) : p.sides) {
    for (const order of game.candidates(state, side, next)) {
      const e: GameEvent = { type: 'OrderIssued', data: { side, order } };
      if (!isViolation(game.step(state, e))) return e;
    }
  }
  return null;
}

/** Plays from `initial` until the game is over (or `maxEvents`); `onEvent` sees every step. */
export function playRandom<S>(
  game: RandomPlayGame<S>,
  initial: S,
  next: Source,
  onEvent?: (before: S, after: S, e: GameEvent) => void,
  maxEvents = 5000,
): Played<S> {
  let state = initial;
  const events: GameEvent[] = [];
  while (!game.over(state) && events.length < maxEvents) {
    const e = randomEventOf(game, state, next);
    if (!e) throw new Error(`no legal event: ${game.pending(state).prompt}`);
    const after = game.step(state, e);
    if (isViolation(after)) throw new Error(`refused: ${after.message}`);
    onEvent?.(state, after, e);
    events.push(e);
    state = after;
  }
  return { initial, state, events };
}
