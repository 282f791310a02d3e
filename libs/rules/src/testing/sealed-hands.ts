import { z } from 'zod';
import type { GameEvent } from '../events';
import type { LegalOrder } from '../legal';
import type { Outcome, Pending, Ruleset, Viewer } from '../ruleset';
import { violation } from '../violation';

/**
 * "Sealed hands": a tiny trick-taking game with hidden hands, used to test that hidden
 * information never leaks through `view`, `pending` or `viewEvent`. The server deals each
 * side `handSize` cards (d100 values); the leader plays a card, the other side answers, the
 * higher card takes the trick (a tie goes to the leader) and the winner leads next. When
 * the hands are empty, the side with more tricks wins.
 */
export type SealedSide = 'A' | 'B';

export interface SealedTrick {
  leader: SealedSide;
  cards: Record<SealedSide, number>;
  winner: SealedSide;
}

export interface SealedHandsState {
  handSize: number;
  /** Each side's remaining cards in dealt order; null until the deal. Secret per side. */
  hands: Record<SealedSide, number[]> | null;
  leader: SealedSide;
  /** The card led in the trick under way: public once played. */
  table: { side: SealedSide; card: number } | null;
  /** Completed tricks, cards face up. */
  tricks: SealedTrick[];
  conceded: SealedSide | null;
  timedOut: boolean;
}

/** What a viewer is shown of one hand: the cards only to the owner (and the organiser). */
export interface HandView {
  count: number;
  cards: number[] | null;
}

export interface SealedHandsView {
  handSize: number;
  dealt: boolean;
  hands: Record<SealedSide, HandView>;
  leader: SealedSide;
  table: { side: SealedSide; card: number } | null;
  tricks: SealedTrick[];
  conceded: SealedSide | null;
  timedOut: boolean;
}

const SIDES: readonly SealedSide[] = ['A', 'B'];
const other = (s: SealedSide): SealedSide => (s === 'A' ? 'B' : 'A');
const RULE_DEAL = 'sealed-hands §1';
const RULE_PLAY = 'sealed-hands §2';

/** Whose card the match waits for, or null before the deal. */
function toPlay(state: SealedHandsState): SealedSide | null {
  if (!state.hands) return null;
  return state.table ? other(state.table.side) : state.leader;
}

function handsEmpty(state: SealedHandsState): boolean {
  return state.hands !== null && state.hands.A.length === 0 && state.hands.B.length === 0 && state.table === null;
}

function won(state: SealedHandsState, side: SealedSide): number {
  return state.tricks.filter((t) => t.winner === side).length;
}

/** The sides whose cards this viewer may see. */
function seenBy(viewer: Viewer): SealedSide[] {
  if (viewer.kind === 'organiser') return [...SIDES];
  if (viewer.kind === 'player' && (SIDES as readonly string[]).includes(viewer.side)) return [viewer.side as SealedSide];
  return [];
}

export const sealedHands: Ruleset<SealedHandsState> = {
  id: 'sealed-hands',
  version: '1.0.0',
  name: 'Sealed hands (test game)',
  summary: 'Each side gets a hidden hand of d100 cards; higher card takes the trick; most tricks wins.',
  sides: ['A', 'B'],
  matchMinutes: 10,
  setupSchema: z.object({ handSize: z.number().int().min(1).max(5).default(3) }).strict(),
  orderSchema: z.discriminatedUnion('type', [z.object({ type: z.literal('play'), card: z.number().int().min(0) }).strict()]),

  setup(setup) {
    const { handSize } = setup as { handSize: number };
    return { handSize, hands: null, leader: 'A', table: null, tricks: [], conceded: null, timedOut: false };
  },

  decide(state, event, actor) {
    switch (event.type) {
      case 'OrderIssued': {
        const next = toPlay(state);
        if (next === null) return violation(RULE_DEAL, 'the cards have not been dealt yet', 'DEAL_FIRST');
        if (event.data.side !== next) return violation(RULE_PLAY, `it is side ${next}'s turn to play`, 'NOT_YOUR_TURN');
        const card = event.data.order.card as number;
        const left = state.hands![next].length;
        if (card >= left)
          return violation(RULE_PLAY, `card ${card} does not exist: side ${next} holds ${left} card(s), numbered from 0`, 'NO_SUCH_CARD');
        return [event];
      }
      case 'DiceRolled':
        // A player who dealt would know the opponent's hand.
        if (actor.kind === 'player') return violation(RULE_DEAL, 'the server deals the cards, not a player', 'SERVER_DEALS');
        if (state.hands) return violation(RULE_DEAL, 'the cards have already been dealt', 'ALREADY_DEALT');
        return [event];
      default:
        return [event];
    }
  },

  evolve(state, event: GameEvent) {
    switch (event.type) {
      case 'DiceRolled': {
        const values = event.data.dice.map((d) => d.value);
        return { ...state, hands: { A: values.slice(0, state.handSize), B: values.slice(state.handSize) } };
      }
      case 'OrderIssued': {
        const side = event.data.side as SealedSide;
        const index = event.data.order.card as number;
        const hand = state.hands![side];
        const card = hand[index];
        const hands = { ...state.hands!, [side]: hand.filter((_, i) => i !== index) };
        if (!state.table) return { ...state, hands, table: { side, card } };
        const lead = state.table;
        const winner = card > lead.card ? side : lead.side;
        const trick: SealedTrick = {
          leader: lead.side,
          cards: { [lead.side]: lead.card, [side]: card } as Record<SealedSide, number>,
          winner,
        };
        return { ...state, hands, table: null, leader: winner, tricks: [...state.tricks, trick] };
      }
      case 'MatchConceded':
        return { ...state, conceded: event.data.side as SealedSide };
      case 'TimeExpired':
        return { ...state, timedOut: true };
    }
  },

  // Counts and the turn only: a prompt is shown to everyone.
  pending(state): Pending {
    if (sealedHands.outcome(state).finished) return { kind: 'none', prompt: 'the match is over' };
    if (!state.hands) {
      return {
        kind: 'roll',
        side: null,
        purpose: 'deal',
        dice: [{ count: 2 * state.handSize, sides: 100, label: 'cards' }],
        prompt: `the server deals ${state.handSize} card(s) to each side`,
      };
    }
    const side = toPlay(state)!;
    const verb = state.table ? 'answers the trick' : 'leads a trick';
    return { kind: 'order', sides: [side], orders: ['play'], prompt: `side ${side} ${verb} (${state.hands[side].length} card(s) left)` };
  },

  // The side to play may play any card it holds; the option's label shows the card, so it is for that side alone.
  legal(state, side): LegalOrder[] {
    if (sealedHands.outcome(state).finished || toPlay(state) !== side) return [];
    const hand = state.hands![side];
    return [
      { type: 'play', options: hand.map((value, card) => ({ order: { type: 'play', card }, label: `card ${value}` })), rule: RULE_PLAY },
    ];
  },

  outcome(state): Outcome {
    const done = handsEmpty(state);
    const tricks = { A: won(state, 'A'), B: won(state, 'B') };
    const loser: SealedSide | null = state.conceded ?? (done && tricks.A !== tricks.B ? (tricks.A < tricks.B ? 'A' : 'B') : null);
    const draw = loser === null && (done || state.timedOut);
    const winner = loser ? other(loser) : null;
    return {
      finished: loser !== null || draw,
      winner,
      draw,
      reason: state.conceded ? 'concession' : done ? 'tricks' : draw ? 'time' : null,
      sides: SIDES.map((side) => ({
        side,
        result: winner === side ? 'win' : loser === side ? 'loss' : draw ? 'draw' : null,
        scores: { tricks: tricks[side] },
      })),
    };
  },

  onTimeExpired(_state, clock) {
    return [{ type: 'TimeExpired', data: { clock } }];
  },

  view(state, viewer): SealedHandsView {
    const sees = seenBy(viewer);
    const hand = (side: SealedSide): HandView => ({
      count: state.hands ? state.hands[side].length : 0,
      cards: state.hands && sees.includes(side) ? [...state.hands[side]] : null,
    });
    return {
      handSize: state.handSize,
      dealt: state.hands !== null,
      hands: { A: hand('A'), B: hand('B') },
      leader: state.leader,
      table: state.table,
      tricks: state.tricks,
      conceded: state.conceded,
      timedOut: state.timedOut,
    };
  },

  // Only the deal is secret: a player sees their own dice of it, the public none.
  viewEvent(before, event, viewer) {
    if (event.type !== 'DiceRolled' || before.hands !== null) return event;
    const sees = seenBy(viewer);
    const n = before.handSize;
    const dice = [...(sees.includes('A') ? event.data.dice.slice(0, n) : []), ...(sees.includes('B') ? event.data.dice.slice(n) : [])];
    return { type: 'DiceRolled', data: { ...event.data, dice } };
  },
};
