/** Glicko-2 ratings of players across events. */
export { INITIAL_RATING, DEFAULT_TAU, SCALE, ratePeriod, periodSteps, type Rating, type RatedGame, type PeriodSteps } from './glicko2';
export { rateGames, rateParticipants, type RatingBook, type RatingEntry, type RatingPeriod } from './rating-book';
export { RatingError, type RatingErrorCode } from './errors';
