/** Whole minutes, for the start form's default length: 50 from 50, none from nothing or nonsense. */
export function defaultMinutes(roundMinutes: number | null | undefined): number | null {
  return typeof roundMinutes === 'number' && Number.isFinite(roundMinutes) && roundMinutes > 0 ? roundMinutes : null;
}

/** The most minutes the API takes for a round's length or extra time: a whole day. */
export const MAX_MINUTES = 1440;

/** Whether `minutes` is a length the API takes for a round or its extra time: more than 0, at most a day. */
export function validMinutes(minutes: number | null): minutes is number {
  return minutes !== null && minutes > 0 && minutes <= MAX_MINUTES;
}
