import { z } from 'zod';
import type { Ruleset } from '../ruleset';
import { violation } from '../violation';
import { sealedHands, type SealedHandsState, type SealedHandsView } from './sealed-hands';

/**
 * "Sealed deal": sealed hands where only the server may deal (a `server: true` roll), so the
 * platform deals by itself as soon as the match waits for it: at creation, and again when the
 * first leader, before any card is played, asks once for a fresh deal (`redeal`). Each deal
 * shows a player only their own dice; its commitment is public.
 */
export interface SealedDealState extends SealedHandsState {
  /** Whether the one fresh deal has been used. */
  redealt: boolean;
}

const RULE_DEAL = 'sealed-deal §1';
const RULE_REDEAL = 'sealed-deal §3';

/** The first leader may ask for one fresh deal before the first card is played. */
function mayRedeal(state: SealedDealState, side: string): boolean {
  return state.hands !== null && !state.redealt && state.tricks.length === 0 && state.table === null && side === state.leader;
}

export const sealedDeal: Ruleset<SealedDealState> = {
  ...(sealedHands as unknown as Ruleset<SealedDealState>),
  id: 'sealed-deal',
  name: 'Sealed deal (test game)',
  summary: 'Sealed hands dealt by the server alone, with one fresh deal on request before the first card.',
  orderSchema: z.discriminatedUnion('type', [
    z.object({ type: z.literal('play'), card: z.number().int().min(0) }).strict(),
    z.object({ type: z.literal('redeal') }).strict(),
  ]),

  setup(setup, players) {
    return { ...(sealedHands.setup(setup, players) as SealedHandsState), redealt: false };
  },

  decide(state, event, actor) {
    if (event.type === 'OrderIssued' && event.data.order.type === 'redeal') {
      if (!mayRedeal(state, event.data.side)) {
        return violation(RULE_REDEAL, 'only the first leader, once, before any card is played, may ask for a fresh deal', 'NO_REDEAL');
      }
      return [event];
    }
    return sealedHands.decide(state, event, actor);
  },

  evolve(state, event) {
    if (event.type === 'OrderIssued' && event.data.order.type === 'redeal') return { ...state, hands: null, redealt: true };
    return { ...state, ...sealedHands.evolve(state, event) };
  },

  pending(state) {
    const p = sealedHands.pending(state);
    if (p.kind === 'roll') return { ...p, rule: RULE_DEAL, server: true };
    if (p.kind === 'order' && mayRedeal(state, p.sides[0])) return { ...p, orders: [...p.orders, 'redeal'] };
    return p;
  },

  view(state, viewer): SealedHandsView & { redealt: boolean } {
    return { ...(sealedHands.view(state, viewer) as SealedHandsView), redealt: state.redealt };
  },
};
