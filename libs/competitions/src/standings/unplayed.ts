/**
 * Unplayed rounds in tie-breaks built on opponents' scores (Buchholz, Sonneborn-Berger and
 * their cuts), after FIDE Tie-Break Regulations C.07, art. 16 ("Unplayed rounds management").
 *
 * - art. 16.1.2: a voluntary unplayed round (VUR) is a requested bye (a half-point or
 *   zero-point bye; every round after a withdrawal is a zero-point bye, art. 16.1.1) or a
 *   forfeit loss. Here: a `bye` scored draw or loss, an `absent` round, a `forfeit` lost.
 * - art. 16.2: categories. 16.2.1 pairing-allocated / full-point byes; 16.2.2 forfeit wins;
 *   16.2.3 requested byes followed by at least one round that is not a VUR; 16.2.4 forfeit
 *   losses; 16.2.5 requested byes followed only by VURs, or in the last round.
 * - art. 16.3: for the opponents' tie-breaks only, a player's score counts rounds of
 *   16.2.1–16.2.4 as awarded and rounds of 16.2.5 as draws. So a player who dropped lends
 *   their opponents the points they earned plus a draw for every round after the drop.
 * - art. 16.4: for the player's own tie-break, each unplayed round is a game against a
 *   stand-in ("dummy") with the result awarded; the stand-in has the player's own score, at
 *   most (16.4.1) the scheduled opponent's adjusted score for a forfeit, and (16.4.2) the
 *   points of a draw times the number of rounds for any other unplayed round. The two caps
 *   are those of the current text of art. 16.4; they keep a leader's bye or forfeit win from
 *   lending them their own top score.
 * - art. 16.5: a cut (art. 14) of a player with VURs cuts the lowest VUR value first.
 */
import type { Crosstable, RoundEntry } from './crosstable';

export type UnplayedCategory = '16.2.1' | '16.2.2' | '16.2.3' | '16.2.4' | '16.2.5';

/** art. 16.1.2. */
export function isVoluntarilyUnplayed(e: RoundEntry): boolean {
  if (e.kind === 'absent') return true;
  if (e.kind === 'bye') return e.outcome !== 'win';
  if (e.kind === 'forfeit') return e.outcome === 'loss';
  return false;
}

/**
 * art. 16.2 for every round of one player (null for a game played). `lastAvailable` is the
 * last round (1-based) that is not a VUR, 0 when there is none.
 */
export function categories(row: RoundEntry[]): Array<UnplayedCategory | null> {
  let lastAvailable = 0;
  row.forEach((e, k) => {
    if (!isVoluntarilyUnplayed(e)) lastAvailable = k + 1;
  });
  return row.map((e, k) => {
    if (e.kind === 'game') return null;
    if (e.kind === 'forfeit') return e.outcome === 'loss' ? '16.2.4' : '16.2.2';
    if (e.kind === 'bye' && e.outcome === 'win') return '16.2.1';
    return k + 1 < lastAvailable ? '16.2.3' : '16.2.5';
  });
}

export interface UnplayedView {
  /** art. 16.2 per player and round. */
  category: Array<Array<UnplayedCategory | null>>;
  /** art. 16.3: each player's score as their opponents' tie-breaks see it. */
  adjusted: number[];
  /** art. 16.4: the stand-in's score for each player and round (NaN for a game played). */
  dummy: number[][];
  /** Whether each round is a VUR (for the cuts of art. 16.5). */
  voluntary: boolean[][];
}

export function unplayedView(t: Crosstable): UnplayedView {
  const draw = t.scoring.draw;
  const category = t.entries.map(categories);
  const adjusted = t.entries.map((row, p) => row.reduce((s, e, k) => s + (category[p][k] === '16.2.5' ? draw : e.points), 0));
  const voluntary = t.entries.map((row) => row.map(isVoluntarilyUnplayed));
  const dummy = t.entries.map((row, p) =>
    row.map((e, k) => {
      const c = category[p][k];
      if (c === null) return NaN;
      const own = t.points[p];
      if (c === '16.2.2' || c === '16.2.4') return Math.min(own, adjusted[e.opponent]); // 16.4.1
      return Math.min(own, draw * t.rounds); // 16.4.2
    }),
  );
  return { category, adjusted, dummy, voluntary };
}
