import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { isoWeekDays } from '../../lib/competitionGames';

export interface SeasonView {
  name: string;
  number: number;
  open: boolean;
  weeks: readonly string[];
}

/**
 * A league's season: its name and number, open or closed, and the weeks that had games, with
 * their dates. Facts rather than a table, so a phone reads them without scrolling sideways.
 */
export function SeasonSummary({ season }: { season: SeasonView | null | undefined }) {
  const { t } = useTranslation('public');
  const format = useFormat();
  if (!season) return <p>{t('season.none')}</p>;
  return (
    <dl className="facts season-facts" aria-label={t('season.caption', { name: season.name })}>
      <div>
        <dt>{t('season.season')}</dt>
        <dd>{t('season.nameNumber', { name: season.name, number: season.number })}</dd>
      </div>
      <div>
        <dt>{t('season.state')}</dt>
        <dd>{season.open ? t('season.open') : t('season.closed')}</dd>
      </div>
      <div className="season-facts__weeks">
        <dt>{t('season.weeks', { count: season.weeks.length })}</dt>
        <dd>
          {season.weeks.length === 0 ? (
            t('season.noWeeks')
          ) : (
            <ol className="season-weeks">
              {season.weeks.map((w) => {
                const days = isoWeekDays(w);
                return (
                  <li key={w}>{days ? t('season.week', { week: days.week, dates: format.dateRange(days.monday, days.sunday) }) : w}</li>
                );
              })}
            </ol>
          )}
        </dd>
      </div>
    </dl>
  );
}
