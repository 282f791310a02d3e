/**
 * Named game scores (reputation, victory points, point value…) summed over the games counted,
 * and derived margins: `margin:<name>` adds, game by game, the player's score minus the
 * opponent's (a forfeit counts with whatever scores were recorded for it; a bye adds nothing,
 * having no opponent). A score missing from a result counts 0.
 */
import type { Crosstable } from './crosstable';
import { baseScoreName } from './catalogue';

const MARGIN = 'margin:';

/** Sum of one named (or margin) score for one player, round by round. */
export function gameScore(t: Crosstable, p: number, name: string): number {
  if (name.startsWith(MARGIN)) {
    const base = baseScoreName(name)!;
    return t.entries[p].reduce((s, e) => (e.opponent < 0 ? s : s + (e.scores[base] ?? 0) - (e.opponentScores[base] ?? 0)), 0);
  }
  return t.entries[p].reduce((s, e) => s + (e.scores[name] ?? 0), 0);
}

/** Every raw score name in the counted results, plus the derived names asked for, sorted. */
export function scoreNamesOf(t: Crosstable, extra: string[]): string[] {
  const names = new Set(t.scoreNames);
  for (const n of extra) if (baseScoreName(n) !== null) names.add(n);
  return [...names].sort();
}
