import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { FitText } from './FitText';
import { pageOf, STANDINGS_PER_PAGE } from './slides';

export interface StandingLine {
  rank: number;
  playerId: string;
  name: string;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  dropped: boolean;
}

/** The standings a page at a time: place, name, points and the record, the columns a hall reads from afar. */
export function StandingsSlide({
  rows,
  throughRound,
  final,
  page,
  pages,
}: {
  rows: readonly StandingLine[];
  throughRound: number | null;
  final: boolean;
  page: number;
  pages: number;
}) {
  const { t } = useTranslation('projector');
  const format = useFormat();
  const shown = pageOf(rows, STANDINGS_PER_PAGE, page);
  const heading = final ? t('standings.final') : throughRound ? t('standings.afterRound', { round: throughRound }) : t('standings.heading');
  return (
    <section className="projector-slide" aria-labelledby="projector-standings-heading">
      <h2 id="projector-standings-heading" className="projector-slide__heading">
        {heading}
        {pages > 1 ? <span className="projector-page"> · {t('page', { page: page + 1, pages })}</span> : null}
      </h2>
      {rows.length === 0 ? (
        <p className="projector-slide__empty">{t('standings.empty')}</p>
      ) : (
        <table className="projector-table projector-table--standings" aria-labelledby="projector-standings-heading">
          {/* Widths in the rows' type, which the smaller headings would otherwise set. */}
          <colgroup>
            <col className="projector-col--rank" />
            <col />
            <col className="projector-col--points" />
            <col className="projector-col--record" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="projector-table__num">
                {t('standings.rank')}
              </th>
              <th scope="col">{t('standings.player')}</th>
              <th scope="col" className="projector-table__num">
                {t('standings.points')}
              </th>
              <th scope="col" className="projector-table__num">
                <abbr title={t('standings.recordFull')} aria-hidden="true">
                  {t('standings.record')}
                </abbr>
                <span className="visually-hidden">{t('standings.recordFull')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.playerId} className={r.dropped ? 'projector-table__dropped' : undefined}>
                <td className="projector-table__num">{r.rank}</td>
                <th scope="row">
                  <span className="projector-cell">
                    <FitText className="projector-table__name">{r.name}</FitText>
                    {r.dropped ? <span className="projector-tag">{t('standings.dropped')}</span> : null}
                  </span>
                </th>
                <td className="projector-table__num projector-table__points">{format.number(r.points)}</td>
                <td className="projector-table__num">
                  {r.wins}–{r.draws}–{r.losses}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
