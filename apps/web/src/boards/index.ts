import { konwojUi } from './konwoj';
import { neutralUi } from './neutral';
import type { GameUi } from './types';
import { vigilantPeaceUi } from './vigilant-peace';

export type { BoardProps, FieldChoice, FieldContext, GameUi, OrderDocument, PendingView, SeatView } from './types';

/** The games with a board of their own, by ruleset id; the others are shown by the neutral one. */
const GAMES: Readonly<Record<string, GameUi>> = {
  konwoj: konwojUi,
  'vigilant-peace': vigilantPeaceUi,
};

/** Whether a game has a board view of its own (the others show the neutral event list and state). */
export function hasBoard(rulesetId: string): boolean {
  return rulesetId in GAMES;
}

/** A game's board and words: its own, or the neutral ones for a game that has none yet. */
export function gameUi(rulesetId: string): GameUi {
  return GAMES[rulesetId] ?? neutralUi;
}
