/**
 * Refusals of standings: a configuration or an input that cannot be ranked. Each has a stable
 * `code` the API and the organiser's screens can rely on.
 */
export type StandingsErrorCode =
  | 'UNKNOWN_TIE_BREAK'
  | 'UNKNOWN_SCORE'
  | 'DUPLICATE_TIE_BREAK'
  | 'BAD_POINTS'
  | 'DUPLICATE_PLAYER'
  | 'UNKNOWN_PLAYER'
  | 'BAD_SEED'
  | 'BAD_ROUND'
  | 'DUPLICATE_RESULT'
  | 'SELF_PAIRING'
  | 'INCONSISTENT_RESULT'
  | 'BAD_SCORE'
  | 'BAD_ADJUSTMENT'
  /** A part of the input that is not of the expected shape at all (not a list, not an object). */
  | 'BAD_INPUT';

export class StandingsError extends Error {
  constructor(
    readonly code: StandingsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StandingsError';
  }
}
