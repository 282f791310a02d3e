/**
 * Percentages after the Magic: The Gathering Tournament Rules, appendix C, read for games
 * of one game a round:
 * - match-win % of a player: their points over the points of a win in every round they took
 *   part in (games, forfeits and byes; not rounds they were absent, so a dropped player is
 *   measured on the rounds they played), at least 1/3 ("0.33");
 * - omw: the average match-win % of the opponents paired against (forfeits included: the
 *   pairing stands), byes excluded;
 * - gw: points earned in games played over the table over the points of winning them all.
 *   In MTG a match has several games and a bye counts as games won; here a round is one game,
 *   so game-win % would repeat match-win % exactly. It counts only games played instead:
 *   byes and forfeits never raise it. The player's own gw has no floor (it ranks the player);
 * - ogw: the average gw of the same opponents as omw, each at least 1/3.
 * A player with no opponent has omw and ogw 0.
 */
import type { Crosstable } from './crosstable';

export const FLOOR = 1 / 3;

function ratio(points: number, rounds: number, win: number): number {
  return rounds > 0 && win > 0 ? points / (win * rounds) : 0;
}

export function matchWinPercent(t: Crosstable, p: number): number {
  let rounds = 0;
  for (const e of t.entries[p]) if (e.kind !== 'absent') rounds++;
  return Math.max(FLOOR, ratio(t.points[p], rounds, t.scoring.win));
}

export function gameWinPercent(t: Crosstable, p: number): number {
  let games = 0;
  let points = 0;
  for (const e of t.entries[p]) {
    if (e.kind !== 'game') continue;
    games++;
    points += e.points;
  }
  return ratio(points, games, t.scoring.win);
}

/** Opponents paired against (games and forfeits), one per round. */
function pairedOpponents(t: Crosstable, p: number): number[] {
  const out: number[] = [];
  for (const e of t.entries[p]) if (e.opponent >= 0) out.push(e.opponent);
  return out;
}

function averageOver(t: Crosstable, p: number, of: (o: number) => number): number {
  const opps = pairedOpponents(t, p);
  return opps.length === 0 ? 0 : opps.reduce((s, o) => s + of(o), 0) / opps.length;
}

export function opponentsMatchWin(t: Crosstable, mw: number[], p: number): number {
  return averageOver(t, p, (o) => mw[o]);
}

export function opponentsGameWin(t: Crosstable, gw: number[], p: number): number {
  return averageOver(t, p, (o) => Math.max(FLOOR, gw[o]));
}
