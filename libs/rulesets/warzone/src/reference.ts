/**
 * What the order reference (docs/rulesets/warzone-orders.md, generated) says of this game beyond
 * its order schema: each order's summary, rule and example, the rolls, the prompt sequence, the
 * game's own refusal codes, and the worked example match (docs/examples/warzone.jsonl).
 */
import type { GameEvent, OrderReference, PlayerSeat } from '@app/rules';
import { RULESET_ID } from './state';

export const reference: OrderReference = {
  rulesetId: RULESET_ID,
  conventions: [],
  orders: [],
  rolls: [],
  prompts: [],
  codes: {},
  example: { title: '', notes: {} },
};

/** The worked example match: its seats, setup and events (rolls reported, as at a table). */
export function exampleMatch(): { players: PlayerSeat[]; setup: unknown; events: GameEvent[] } | null {
  return null;
}
