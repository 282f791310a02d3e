import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRating } from './ratingHistory';

/** One line of a rating table: a place or period number, what it is of (a player, a period), and the rating there. */
export interface RatingLine {
  key: string;
  number: number;
  label: ReactNode;
  rating: number;
  deviation: number;
  games: number;
  selected?: boolean;
}

/**
 * Ratings in a table: a game's list (a line a player) and one player's history (a line a
 * period) read alike, rating, deviation and games. `labelsRows`: the label names its line (a
 * player), so a screen reader announces it with each cell.
 */
export function RatingTable({
  caption,
  numberHeading,
  labelHeading,
  lines,
  labelsRows = false,
  className,
}: {
  caption: string;
  numberHeading: string;
  labelHeading: string;
  lines: readonly RatingLine[];
  labelsRows?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('public');
  const captionId = useId();
  return (
    // Focusable so a keyboard can scroll it sideways on a narrow screen.
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={['standings', className].filter(Boolean).join(' ')}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {numberHeading}
            </th>
            <th scope="col">{labelHeading}</th>
            <th scope="col" className="num">
              {t('ratings.rating')}
            </th>
            <th scope="col" className="num">
              {t('ratings.deviation')}
            </th>
            <th scope="col" className="num">
              {t('ratings.games')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className={line.selected ? 'selected' : undefined}>
              <td className="num">{line.number}</td>
              {labelsRows ? <th scope="row">{line.label}</th> : <td>{line.label}</td>}
              <td className="num strong">{formatRating(line.rating)}</td>
              <td className="num">{formatRating(line.deviation)}</td>
              <td className="num">{line.games}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
