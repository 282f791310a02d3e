import type { PlayerId } from '../types';

/** The two places of a match: `a` (upper line of the draw) and `b` (lower line). */
export type Slot = 'a' | 'b';

/**
 * One match of a bracket. A bracket is plain JSON: it is folded from the tournament's events and
 * stored, so every field is data and nothing refers to code.
 */
export interface BracketMatch {
  /**
   * "W<round>-<n>" winners bracket (the whole of a single elimination, its final included),
   * "L<round>-<n>" losers bracket, "GF" grand final, "GF2" its reset, "3P" third-place match.
   */
  id: string;
  /** Round within its side (GF is round 1, GF2 round 2; 3P shares the round of the final). */
  round: number;
  side: 'winners' | 'losers' | 'final';
  /** Upper line: the better seed in W1; later, whoever comes from the upper feeder match. */
  a: PlayerId | null;
  b: PlayerId | null;
  /** Set by recordWinner, or at once for a bye. */
  winner: PlayerId | null;
  /** Where the winner goes (match id), null when the winner is done (champion, 3rd place…). */
  winnerTo: string | null;
  /** Where the loser goes: null = eliminated. */
  loserTo: string | null;
  /** Which line of `winnerTo` / `loserTo` the player takes. Null for GF, whose routes are special (see GF2). */
  winnerToSlot: Slot | null;
  loserToSlot: Slot | null;
  /**
   * Not played: at most one player can reach it. The lone player (if any) is the winner at once
   * and moves on; nobody loses a bye. Byes are: a top seed's first round when the field is not a
   * power of two, a losers-bracket match fed by such a bye, and GF2 when the winners-bracket
   * player wins GF (the champion "goes through" the reset unplayed).
   */
  bye: boolean;
}

export interface Bracket {
  kind: 'single' | 'double';
  /** Entrants, best seed first. */
  seeds: PlayerId[];
  /** Winners rounds, then losers rounds, then finals; each round top to bottom. */
  matches: BracketMatch[];
  options: {
    /** A third-place match between the semi-final losers (single elimination, 4+ players). */
    thirdPlace: boolean;
    /** GF2 when the losers-bracket player wins GF (double elimination). */
    grandFinalReset: boolean;
  };
}
