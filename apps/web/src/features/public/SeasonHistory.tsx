import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import type { SeasonHistoryFragment } from '../../gql/graphql';
import { readScoring } from '../../lib/scoring';
import { PlayerLink } from './GamesTable';
import { scoreName } from '../../lib/scoreNames';
import { pastSeasons } from '../../lib/league';
import { SeasonRules, SeasonSpan } from '../../components/SeasonRules';

/** How many places of a closed season's final table the history shows: the podium. */
const TOP = 3;

/**
 * A league's past seasons, newest first: each closed season's name, dates, number of games, rules
 * and winner, with the top of its final table. What a club's members look back on.
 */
export function SeasonHistory({
  competitionId,
  rulesetId,
  scoring,
  seasons,
}: {
  competitionId: string;
  rulesetId: string;
  scoring: unknown;
  seasons: SeasonHistoryFragment['seasons'];
}) {
  const { t } = useTranslation('league');
  const f = useFormat();
  const { t: tp } = useTranslation('public');
  const past = pastSeasons(seasons);
  const primary = readScoring(scoring)?.primary ?? 'points';
  const scoreLabel = primary === 'points' ? t('history.points') : scoreName(tp, primary, rulesetId);
  return (
    <section aria-labelledby="league-history" className="league-history">
      <h2 id="league-history">{t('history.title')}</h2>
      {past.length === 0 ? <p>{t('history.none')}</p> : null}
      {past.map((s) => {
        const headingId = `league-history-${s.number}`;
        const winner = s.table[0];
        return (
          <article key={s.number} aria-labelledby={headingId} className="league-history__season">
            <h3 id={headingId}>{t('history.season', { name: s.name, number: s.number })}</h3>
            <dl className="facts">
              <div>
                <dt>{t('history.dates')}</dt>
                <dd>
                  <SeasonSpan weeks={s.weeks} />
                </dd>
              </div>
              <div>
                <dt>{t('history.gamesFact')}</dt>
                <dd>{t('history.games', { count: s.games, value: f.number(s.games) })}</dd>
              </div>
              <div>
                <dt>{t('history.winner')}</dt>
                <dd>{winner && s.settledGames > 0 ? winner.name : t('history.noWinner')}</dd>
              </div>
            </dl>
            <SeasonRules limits={s.limits} label={t('rules.ofSeason', { name: s.name })} />
            {s.table.length > 0 ? (
              <div className="table-scroll" role="region" aria-labelledby={`${headingId}-table`} tabIndex={0}>
                <table className="standings">
                  <caption id={`${headingId}-table`}>{t('history.table', { name: s.name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('history.rank')}</th>
                      <th scope="col">{t('history.player')}</th>
                      <th scope="col" className="num">
                        {scoreLabel}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.table.slice(0, TOP).map((r) => (
                      <tr key={r.playerId}>
                        <td>{r.rank}</td>
                        <th scope="row">
                          <PlayerLink competitionId={competitionId} playerId={r.playerId} name={r.name} />
                        </th>
                        <td className="num">{f.number(r.score)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            {s.table.length > TOP ? <p className="note">{t('history.more', { count: s.table.length - TOP })}</p> : null}
          </article>
        );
      })}
    </section>
  );
}
