/**
 * Swiss-system pairing for tabletop tournaments: one round at a time, as an exact
 * maximum-weight matching under a documented priority order (docs/swiss.md).
 */
import type { PairingConstraints, PairingPlayer, Pairing, PlayerId } from '../types';

export interface SwissOptions {
  round: number;
  constraints: PairingConstraints;
}

/** How the pairing was searched. */
export interface SwissSearch {
  /**
   * complete: every pair a candidate; brackets: one bracket per score group (or merged groups),
   * joined across boundaries by float slots; window: one matching over every player. Above the
   * complete limit, the other pairs are priced (see `priced`).
   */
  method: 'complete' | 'brackets' | 'window';
  /** Candidate pairs (bye candidates and float slots included) in the matching graphs. */
  candidatePairs: number;
  /** How many times the sparse candidate graph was widened. */
  widenings: number;
  /** True when every pair was a candidate: the pairing is optimal over all pairings. */
  exhaustive: boolean;
  /**
   * True when every pair outside the candidates was priced against the matching's dual and none
   * could improve it (docs/swiss.md, "Pricing"): the pairing is optimal over all pairings.
   */
  priced: boolean;
  /** Pairs the pricing brought into the candidates as they could matter (counted in candidatePairs). */
  pricedPairs: number;
  /**
   * How many leading levels of the priority order (LEVELS) are proven optimal over every
   * possible pairing: 6 when exhaustive or priced; otherwise (pricing stopped at its round
   * limit) at least "no rematch" whenever a rematch-free pairing of everyone exists, the bye
   * order when it is met, and the score level when it meets its parity bound; the rest is then
   * optimal over the candidate pairs.
   */
  provenLevels: number;
  /** Numbers per matching weight (the priority levels packed without overlap). */
  limbs: number;
}

/** Ordered by board: highest-scoring pair first, the bye (b: null) last; table = board number 1..n. */
export interface SwissRound {
  pairings: Pairing[];
  search: SwissSearch;
}

export interface ConstraintBreach {
  a: PlayerId;
  b: PlayerId | null;
  kind: 'rematch' | 'second-bye' | 'club-mates' | 'avoided-pair' | 'score-gap';
  strictness: 'hard' | 'soft';
  text: string;
}

export { PairingError, type PairingErrorCode } from './errors';
export { pairSwiss } from './pair-swiss';
export { checkPairings } from './check-pairings';
export { LEVELS, type Level } from './weights';

export type { PairingConstraints, PairingPlayer, Pairing, PlayerId };
