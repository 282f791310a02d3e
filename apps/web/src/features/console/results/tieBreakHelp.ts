import type { Namespace, TFunction } from 'i18next';
import { tieBreakWords, type TieBreakShown } from '../../../lib/tieBreaks';
import { scoreName } from '../../../lib/scoreNames';

export { humanise } from '../../../lib/scoreNames';

/**
 * A tie-break as a column's help says it: its name, its short name and what it means, as the API
 * words them (`TieBreakOption`, its description asked for), the game's score named as people call
 * it where the tie-break reads one.
 */
export function describeTieBreak<N extends Namespace>(
  t: TFunction<N>,
  tieBreak: TieBreakShown,
  rulesetId?: string | null,
): { name: string; shortName: string; text: string } {
  const { name, shortName, description } = tieBreakWords(t, tieBreak, rulesetId);
  return { name, shortName, text: description };
}

/** A game score's name for people (`victoryPoints` is "Victory points"): the common catalogue's words for the game's declared scores. */
export function scoreLabel(t: TFunction<'results'>, name: string): string {
  return scoreName(t, name);
}
