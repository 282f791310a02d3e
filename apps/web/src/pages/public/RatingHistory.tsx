import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Status';
import { graphql } from '../../gql';
import { chartPoints, formatRating, readPeriod } from './ratingHistory';

const PlayerRatingQuery = graphql(`
  query PlayerRatingHistory($accountId: String!, $rulesetId: String!) {
    playerRating(accountId: $accountId, rulesetId: $rulesetId) {
      accountId
      rulesetId
      name
      rating
      deviation
      volatility
      games
      history {
        period
        rating
        deviation
        volatility
        games
      }
    }
  }
`);

const CHART = { width: 320, height: 90 };

/** One player's rating in a game system: where it stands, a chart of its course, and every period that moved it. */
export function RatingHistory({ accountId, rulesetId, gameName }: { accountId: string; rulesetId: string; gameName: string }) {
  const { t } = useTranslation('public');
  const captionId = useId();
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
          <dd>{formatRating(p.rating)}</dd>
        </div>
        <div>
          <dt>{t('ratings.deviation')}</dt>
          <dd>{formatRating(p.deviation)}</dd>
        </div>
        <div>
          <dt>{t('ratings.volatility')}</dt>
          <dd>{new Intl.NumberFormat(undefined, { maximumFractionDigits: 4 }).format(p.volatility)}</dd>
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
      <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="standings">
          <caption id={captionId}>{t('ratings.historyCaption', { name: p.name })}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('ratings.period')}
              </th>
              <th scope="col">{t('ratings.from')}</th>
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
            {p.history.map((h, i) => {
              const period = readPeriod(h.period);
              return (
                <tr key={h.period}>
                  <td className="num">{i + 1}</td>
                  <td>
                    {period === null ? (
                      h.period
                    ) : 'round' in period ? (
                      <Link to={`/events/${period.competitionId}?round=${period.round}`}>
                        {t('ratings.fromRound', { round: period.round })}
                      </Link>
                    ) : (
                      <Link to={`/events/${period.competitionId}`}>{t('ratings.fromLeagueGame')}</Link>
                    )}
                  </td>
                  <td className="num strong">{formatRating(h.rating)}</td>
                  <td className="num">{formatRating(h.deviation)}</td>
                  <td className="num">{h.games}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
