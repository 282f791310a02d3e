/**
 * The values every part of competitions shares: players as pairing and standings see them,
 * results as standings count them. Pure data; the tournament stream folds into these.
 */

export type PlayerId = string;

/** One player of an event, as pairing sees them before a round. */
export interface PairingPlayer {
  id: PlayerId;
  /** Primary score before this round (tournament points, or reputation where that is primary). */
  score: number;
  /**
   * Order among players of equal score, 1 = strongest: the seed in round 1, then the current
   * standings rank. Pairing is deterministic given these ranks.
   */
  rank: number;
  /** Opponents already met (a bye is not an opponent). */
  opponents: PlayerId[];
  /** Byes received so far (a pairing-allocated bye, not a forfeit win). */
  byes: number;
  /** How this player floated in earlier rounds, oldest first: 'down' = paired below their score group. */
  floats: Array<'up' | 'down' | null>;
  /** Club or team; club-mates are kept apart as the organiser chose. */
  club: string | null;
  /** Tables this player has sat at, for fresh tables. */
  tables: number[];
}

/** How hard a pairing constraint is: never broken, broken only when nothing else works, or ignored. */
export type Strictness = 'hard' | 'soft' | 'off';

export interface PairingConstraints {
  /** Keep players of the same club (team) apart. Default 'soft'. */
  clubMates: Strictness;
  /** Named pairs the organiser wants kept apart (family, carpool…), each hard or soft. */
  avoid: Array<{ a: PlayerId; b: PlayerId; strictness: Exclude<Strictness, 'off'> }>;
}

/** Why a pairing is what it is, in words an organiser and a player understand. */
export interface PairingExplanation {
  /** e.g. "both on 6 points, ranked 3 and 7 of 12 in the group" or "floated down from 6 to 3 points". */
  reasons: string[];
  /** Constraints this pairing breaks because nothing better was possible, e.g. "club-mates (Ferrets)". */
  relaxed: string[];
}

export interface Pairing {
  /** 1-based table number. */
  table: number;
  a: PlayerId;
  /** null: `a` has the bye. */
  b: PlayerId | null;
  explanation: PairingExplanation;
}

/** What one side of a game got. */
export type GameOutcome = 'win' | 'draw' | 'loss';

/**
 * A result as standings count it. `b` null is a bye. `played` false marks an unplayed game
 * (a bye, a forfeit, a game loss issued by the organiser): FIDE counts those differently in
 * Buchholz and Sonneborn-Berger.
 */
export interface GameResult {
  round: number;
  a: PlayerId;
  b: PlayerId | null;
  outcomeA: GameOutcome;
  /** Ignored when b is null. */
  outcomeB: GameOutcome;
  played: boolean;
  /** Named scores of each side from the game (reputation, pointValue, victory points…). */
  scoresA: Record<string, number>;
  scoresB: Record<string, number>;
}

/** Points for each outcome, and which named game scores count as primary or secondary. */
export interface ScoringConfig {
  win: number;
  draw: number;
  loss: number;
  bye: number;
  /**
   * The primary ranking score: 'points' (tournament points from win/draw/loss/bye), or a named
   * game score summed over the games (for solaris7, 'reputation').
   */
  primary: string;
  /** A named game score shown and usable as a tie-breaker ('score:<name>'). */
  secondary: string[];
}

/**
 * A tie-breaker by id, applied in the order the organiser lists them: one of the registry's
 * (standings/tie-breaks/index.ts), such as `buchholz`, `head-to-head` or `score:<name>` for a
 * named game score (`score:reputation`, `score:pointValue:low` for solaris7).
 */
export type TieBreakId = string;

/** A points adjustment by the organiser (bonus positive, penalty negative). */
export interface Adjustment {
  playerId: PlayerId;
  round: number | null;
  points: number;
  reason: string;
}

export interface StandingsInput {
  players: Array<{ id: PlayerId; name: string; seed: number; dropped: boolean; droppedAfterRound: number | null }>;
  results: GameResult[];
  scoring: ScoringConfig;
  tieBreaks: TieBreakId[];
  adjustments: Adjustment[];
  /** Count results of rounds up to and including this one (all when omitted). */
  throughRound?: number;
  /**
   * A league's standings: every game is a round of its own that only its two players play, so a
   * round without a result of a player's is no round of theirs, not one they sat out (see
   * standings/crosstable.ts).
   */
  league?: boolean;
}

export interface StandingRow {
  rank: number;
  playerId: PlayerId;
  name: string;
  /** The primary score (with adjustments). */
  score: number;
  /** Tournament points (win/draw/loss/bye) whatever the primary is. */
  points: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  played: number;
  dropped: boolean;
  /** Each tie-break's value, in the configured order. */
  tieBreaks: Array<{ id: TieBreakId; value: number }>;
  /** Sums of the named game scores over the counted games. */
  gameScores: Record<string, number>;
}
