import type { GameUi, OrderDocument } from '../../boards';
import type { MatchTableFragment } from '../../gql/graphql';

export type LegalOrder = MatchTableFragment['pending']['legal'][number]['orders'][number];

/** The field of an order that names its actor (`card`, `unitId`): the one an offered option sets to the actor. */
export function actorField(legal: LegalOrder): string | null {
  if (legal.actor === null || legal.actor === undefined) return null;
  const order = legal.options?.[0]?.order;
  if (!order || typeof order !== 'object') return null;
  const entry = Object.entries(order as Record<string, unknown>).find(([k, v]) => k !== 'type' && v === legal.actor);
  return entry ? entry[0] : null;
}

/** Whether an entry is one of measured values (a move's distance): filled in, not picked from a list. */
export const isMeasured = (legal: LegalOrder): boolean => legal.limits.length > 0 || !legal.options?.length;

/** `playUnit` → "play unit": an order type as words, where the game gives none. */
export function typeWords(type: string): string {
  return type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The sides the reader may act for in this match: the one of their seat, or none. */
export function mySide(viewedAs: string): string | null {
  return viewedAs.startsWith('player:') ? viewedAs.slice('player:'.length) : null;
}

/** What every panel of a seat at the table is given: the match, the reader's side and game, and where answers go. */
export interface SeatPanelProps {
  match: MatchTableFragment;
  side: string;
  ui: GameUi;
  /** Whether the live connection is up: nothing is sent while it is not. */
  connected: boolean;
  /** Takes a command's answer, the match after it. */
  offer: (m: MatchTableFragment | null | undefined) => void;
}

/** An offered order as the game's words read it: the API's JSON, checked to be an order document. */
export function asOrder(value: unknown): OrderDocument {
  const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? (value as OrderDocument) : { type: 'unknown' };
}
