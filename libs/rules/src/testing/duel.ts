import { z } from 'zod';
import type { GameEvent } from '../events';
import type { Outcome, Pending, Ruleset } from '../ruleset';
import { violation } from '../violation';

/**
 * "Duel": a two-line game used to test the kernel and the match plumbing without any real
 * rulebook. Sides A and B take turns to `strike`; each strike needs one d6 rolled by the
 * striker, which is the damage dealt. A side with `health` or more damage loses.
 */
export interface DuelState {
  health: number;
  turn: 'A' | 'B';
  damage: { A: number; B: number };
  awaitingRoll: boolean;
  conceded: 'A' | 'B' | null;
  timedOut: boolean;
}

const other = (s: 'A' | 'B') => (s === 'A' ? 'B' : 'A');

export const duel: Ruleset<DuelState> = {
  id: 'duel',
  version: '1.0.0',
  name: 'Duel (test game)',
  summary: 'Two sides strike in turn; a d6 of damage each; first to the health limit loses.',
  sides: ['A', 'B'],
  matchMinutes: 5,
  setupSchema: z.object({ health: z.number().int().min(1).max(100).default(10) }).strict(),
  orderSchema: z.discriminatedUnion('type', [z.object({ type: z.literal('strike') }).strict()]),

  setup(setup) {
    const { health } = setup as { health: number };
    return { health, turn: 'A', damage: { A: 0, B: 0 }, awaitingRoll: false, conceded: null, timedOut: false };
  },

  decide(state, event) {
    switch (event.type) {
      case 'OrderIssued':
        if (state.awaitingRoll) return violation('duel §2', 'roll the damage of the last strike first', 'ROLL_PENDING');
        if (event.data.side !== state.turn) return violation('duel §1', `it is side ${state.turn}'s turn`, 'NOT_YOUR_TURN');
        return [event];
      default:
        return [event];
    }
  },

  evolve(state, event: GameEvent) {
    switch (event.type) {
      case 'OrderIssued':
        return { ...state, awaitingRoll: true };
      case 'DiceRolled': {
        const target = other(state.turn);
        return {
          ...state,
          awaitingRoll: false,
          turn: target,
          damage: { ...state.damage, [target]: state.damage[target] + event.data.dice[0].value },
        };
      }
      case 'MatchConceded':
        return { ...state, conceded: event.data.side as 'A' | 'B' };
      case 'TimeExpired':
        return { ...state, timedOut: true };
    }
  },

  pending(state): Pending {
    if (duel.outcome(state).finished) return { kind: 'none', prompt: 'the duel is over' };
    if (state.awaitingRoll)
      return {
        kind: 'roll',
        side: state.turn,
        purpose: 'damage',
        dice: [{ count: 1, sides: 6 }],
        prompt: `side ${state.turn} rolls damage`,
      };
    return { kind: 'order', sides: [state.turn], orders: ['strike'], prompt: `side ${state.turn} strikes` };
  },

  outcome(state): Outcome {
    const loser = state.conceded ?? (state.damage.A >= state.health ? 'A' : state.damage.B >= state.health ? 'B' : null);
    const draw = loser === null && state.timedOut;
    const winner = loser ? other(loser) : null;
    return {
      finished: loser !== null || draw,
      winner,
      draw,
      reason: state.conceded ? 'concession' : loser ? 'knockout' : draw ? 'time' : null,
      sides: (['A', 'B'] as const).map((side) => ({
        side,
        result: winner === side ? 'win' : loser === side ? 'loss' : draw ? 'draw' : null,
        scores: { damageDealt: state.damage[other(side)] },
      })),
    };
  },

  onTimeExpired(_state, clock) {
    return [{ type: 'TimeExpired', data: { clock } }];
  },

  view(state) {
    return state;
  },
};
