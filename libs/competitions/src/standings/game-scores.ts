/**
 * Named game scores (reputation, victory points, point value…) summed over the games counted,
 * and derived margins: `margin:<name>` adds, game by game, the player's score minus the
 * opponent's (a forfeit counts with whatever scores were recorded for it; a bye adds nothing,
 * having no opponent). A score missing from a result counts 0.
 */
import type { Crosstable } from './crosstable';

const MARGIN = 'margin:';

/** The raw game score a name reads (`margin:x` reads x); null for a malformed name. */
export function baseScoreName(name: string): string | null {
  const base = name.startsWith(MARGIN) ? name.slice(MARGIN.length) : name;
  return base.length > 0 && !base.includes(':') ? base : null;
}

/** The name of a raw score, or of its margin: `derivedScoreName('victoryPoints', true)` is `margin:victoryPoints`. */
export function derivedScoreName(base: string, margin: boolean): string {
  return margin ? `${MARGIN}${base}` : base;
}

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
