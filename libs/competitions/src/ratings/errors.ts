/** Refusals of the rating module, each with a stable `code`. */
export type RatingErrorCode = 'BAD_RATING' | 'BAD_TAU' | 'BAD_GAME' | 'BAD_PERIOD' | 'PERIOD_ALREADY_RATED';

export class RatingError extends Error {
  constructor(
    readonly code: RatingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RatingError';
  }
}
