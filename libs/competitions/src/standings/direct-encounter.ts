/**
 * Direct encounter (FIDE C.07 art. 6), applied to a group of players still tied when it
 * comes up in the organiser's list.
 *
 * Each player's value is the tournament points they scored in games played over the table
 * against the others of the group (forfeits are not encounters; a pair that met twice counts
 * the average of their games, so a rematch does not weigh double).
 * - Everyone in the group met everyone: the group is ordered by that value; equal values stay
 *   tied.
 * - Not everyone met (the usual case in a Swiss): a player is placed above the rest only when
 *   their value is more than any of the rest could reach by winning every encounter within the
 *   group they have not had; this is tried from the top down and stops at the first player
 *   who cannot be separated. Everyone from there stays tied.
 * Whenever the group splits, each part still tied of two or more is taken through the same
 * procedure again, among its own members only, until nothing changes.
 */
import type { Crosstable } from './crosstable';
import { settle } from './numbers';

export interface Encounters {
  /** Value of each member in the group as it was first taken (for display). */
  value: Map<number, number>;
  /** The group split into ordered parts, each part still tied. */
  parts: number[][];
}

function scoreAgainst(t: Crosstable, group: number[]): Map<number, { value: number; met: number }> {
  const inGroup = new Set(group);
  const out = new Map<number, { value: number; met: number }>();
  for (const p of group) {
    const byOpponent = new Map<number, { sum: number; games: number }>();
    for (const e of t.entries[p]) {
      if (e.kind !== 'game' || !inGroup.has(e.opponent)) continue;
      const o = byOpponent.get(e.opponent) ?? { sum: 0, games: 0 };
      o.sum += e.points;
      o.games++;
      byOpponent.set(e.opponent, o);
    }
    let value = 0;
    for (const o of byOpponent.values()) value += o.sum / o.games;
    out.set(p, { value: settle(value), met: byOpponent.size });
  }
  return out;
}

/** One pass of art. 6 over `group` (in its current order); returns the ordered parts. */
function pass(t: Crosstable, group: number[], scores: Map<number, { value: number; met: number }>): number[][] {
  const others = group.length - 1;
  const allMet = group.every((p) => scores.get(p)!.met === others);
  const value = (p: number) => scores.get(p)!.value;
  if (allMet) {
    const sorted = [...group].sort((x, y) => value(y) - value(x));
    const parts: number[][] = [];
    for (const p of sorted) {
      const last = parts[parts.length - 1];
      if (last && value(last[0]) === value(p)) last.push(p);
      else parts.push([p]);
    }
    return parts;
  }
  const max = (p: number) => value(p) + (others - scores.get(p)!.met) * t.scoring.win;
  const sorted = [...group].sort((x, y) => value(y) - value(x) || max(y) - max(x));
  const parts: number[][] = [];
  let i = 0;
  for (; i < sorted.length - 1; i++) {
    const rest = sorted.slice(i + 1);
    if (value(sorted[i]) > Math.max(...rest.map(max))) parts.push([sorted[i]]);
    else break;
  }
  // Those not separated keep their order from before this tie-break.
  const remaining = new Set(sorted.slice(i));
  parts.push(group.filter((p) => remaining.has(p)));
  return parts;
}

export function directEncounter(t: Crosstable, group: number[]): Encounters {
  const first = scoreAgainst(t, group);
  const value = new Map<number, number>();
  for (const p of group) value.set(p, first.get(p)!.value);
  const resolve = (g: number[], scores: Map<number, { value: number; met: number }>): number[][] => {
    if (g.length < 2) return [g];
    const parts = pass(t, g, scores);
    if (parts.length === 1) return parts;
    return parts.flatMap((part) => (part.length < 2 ? [part] : resolve(part, scoreAgainst(t, part))));
  };
  return { value, parts: resolve(group, first) };
}
