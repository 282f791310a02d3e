import { formatNumber } from '../../lib/format';

/**
 * A rating period's id as the ratings store it: `<competition id>:round <n>` for a tournament
 * round, `<competition id>:<game id>` for a league game. Read back into the event it came from.
 */
export type PeriodView = { competitionId: string; round: number } | { competitionId: string; game: string } | null;

export function readPeriod(period: string): PeriodView {
  const colon = period.indexOf(':');
  if (colon <= 0) return null;
  const competitionId = period.slice(0, colon);
  const rest = period.slice(colon + 1);
  const round = /^round (\d+)$/.exec(rest);
  if (round) return { competitionId, round: Number(round[1]) };
  return rest ? { competitionId, game: rest } : null;
}

/**
 * Points of a small line chart of ratings, in a `width` × `height` box with the highest rating
 * at the top; a single point sits in the middle. Empty for no history.
 */
export function chartPoints(ratings: readonly number[], width: number, height: number, pad = 4): Array<{ x: number; y: number }> {
  if (ratings.length === 0) return [];
  const min = Math.min(...ratings);
  const max = Math.max(...ratings);
  const span = max - min;
  const step = ratings.length > 1 ? (width - 2 * pad) / (ratings.length - 1) : 0;
  return ratings.map((r, i) => ({
    x: ratings.length > 1 ? pad + i * step : width / 2,
    y: span === 0 ? height / 2 : pad + ((max - r) / span) * (height - 2 * pad),
  }));
}

/**
 * A rating as rating lists print them: a whole number without a thousands separator (1662,
 * not 1,662), the reader's digits otherwise.
 */
export function formatRating(value: number, locale: string): string {
  return formatNumber(value, locale, { maximumFractionDigits: 0, grouping: false });
}
