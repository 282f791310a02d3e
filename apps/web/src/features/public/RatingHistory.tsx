import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Status';
import { useFormat } from '../../lib/format';
import { chartPoints, formatRating, readPeriod } from './ratingHistory';
import { RatingTable } from './RatingTable';
import { PlayerRatingQuery } from './api/documents';

const CHART = { width: 320, height: 90 };

/** Where a rating period came from: the round or the league game that moved it, linked to its event. */
function PeriodLink({ period: id }: { period: string }) {
  const { t } = useTranslation('public');
  const period = readPeriod(id);
  if (period === null) return id;
  return 'round' in period ? (
    <Link to={`/events/${period.competitionId}?round=${period.round}`}>{t('ratings.fromRound', { round: period.round })}</Link>
  ) : (
    <Link to={`/events/${period.competitionId}`}>{t('ratings.fromLeagueGame')}</Link>
  );
}

/** One player's rating in a game system: where it stands, a chart of its course, and every period that moved it. */
export function RatingHistory({ accountId, rulesetId, gameName }: { accountId: string; rulesetId: string; gameName: string }) {
  const { t } = useTranslation('public');
  const format = useFormat();
  const [{ data, fetching, error }] = useQuery({ query: PlayerRatingQuery, variables: { accountId, rulesetId } });
  if (error) return <ErrorNotice error={error} />;
  if (fetching || !data) return <Loading />;
  const p = data.playerRating;
  if (!p) return <p>{t('ratings.noRating')}</p>;
  const points = chartPoints(
    p.history.map((h) => h.rating),
    CHART.width,
    CHART.height,
  );
  return (
    <div className="rating-history">
      <h3>{t('ratings.historyTitle', { name: p.name, game: gameName })}</h3>
      <dl className="facts">
        <div>
          <dt>{t('ratings.rating')}</dt>
          <dd>{formatRating(p.rating, format.locale)}</dd>
        </div>
        <div>
          <dt>{t('ratings.deviation')}</dt>
          <dd>{formatRating(p.deviation, format.locale)}</dd>
        </div>
        <div>
          <dt>{t('ratings.volatility')}</dt>
          <dd>{format.number(p.volatility, { maximumFractionDigits: 4 })}</dd>
        </div>
        <div>
          <dt>{t('ratings.games')}</dt>
          <dd>{p.games}</dd>
        </div>
      </dl>
      {points.length > 1 ? (
        // The table below says the same in words: the chart is for the eye only.
        <svg className="rating-chart" viewBox={`0 0 ${CHART.width} ${CHART.height}`} aria-hidden="true" focusable="false">
          <polyline points={points.map((pt) => `${pt.x},${pt.y}`).join(' ')} />
          {points.map((pt, i) => (
            <circle key={i} cx={pt.x} cy={pt.y} r={3} />
          ))}
        </svg>
      ) : null}
      <RatingTable
        caption={t('ratings.historyCaption', { name: p.name })}
        numberHeading={t('ratings.period')}
        labelHeading={t('ratings.from')}
        lines={p.history.map((h, i) => ({
          key: h.period,
          number: i + 1,
          label: <PeriodLink period={h.period} />,
          rating: h.rating,
          deviation: h.deviation,
          games: h.games,
        }))}
      />
    </div>
  );
}
