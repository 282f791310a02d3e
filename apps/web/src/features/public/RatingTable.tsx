import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
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
 * player), so a screen reader announces it with each cell. On a narrow screen the same lines as
 * a list, each figure named (public.css, `.adaptive--ratings`).
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
  const format = useFormat();
  const captionId = useId();
  return (
    <div className="adaptive adaptive--ratings">
      {/* Focusable so a keyboard can scroll it sideways should it still be wider than its place. */}
      <div className="table-scroll adaptive__wide" role="region" aria-labelledby={captionId} tabIndex={0}>
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
                <td className="num strong">{formatRating(line.rating, format.locale)}</td>
                <td className="num">{formatRating(line.deviation, format.locale)}</td>
                <td className="num">{line.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="rating-items adaptive__narrow" aria-label={caption}>
        {lines.map((line) => (
          <li key={line.key} className={line.selected ? 'rating-item rating-item--selected' : 'rating-item'}>
            <span className="rating-item__number">
              <span className="visually-hidden">{numberHeading} </span>
              {line.number}
            </span>
            <span className="rating-item__label">{line.label}</span>
            <dl className="rating-item__figures">
              <div className="rating-item__rating">
                <dt>{t('ratings.rating')}</dt>
                <dd>{formatRating(line.rating, format.locale)}</dd>
              </div>
              <div>
                <dt>{t('ratings.deviation')}</dt>
                <dd>{formatRating(line.deviation, format.locale)}</dd>
              </div>
              <div>
                <dt>{t('ratings.games')}</dt>
                <dd>{line.games}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
