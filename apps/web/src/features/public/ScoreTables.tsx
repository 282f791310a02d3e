import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { PlayerLink } from './GamesTable';
import { rankedScores, scoreTable } from './scoreTables';
import { scoreName } from '../../lib/scoreNames';

interface Row {
  playerId: string;
  name: string;
  tieBreaks: ReadonlyArray<{ id: string; value: number }>;
}

/**
 * A league's tables of the scores it totals besides points — in a Solaris VII league, the
 * reputation table: who has earned the most reputation over the season's games.
 */
export function ScoreTables({
  competitionId,
  tieBreaks,
  rows,
}: {
  competitionId: string;
  tieBreaks: readonly string[];
  rows: readonly Row[];
}) {
  const { t } = useTranslation('public');
  const format = useFormat();
  return rankedScores(tieBreaks).map((score) => {
    const title = t('scoreTable.title', { score: scoreName(t, score) });
    const id = `score-table-${score}`;
    return (
      <section key={score} aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="standings">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('scoreTable.rank')}</th>
                <th scope="col">{t('scoreTable.player')}</th>
                <th scope="col" className="num">
                  {scoreName(t, score)}
                </th>
              </tr>
            </thead>
            <tbody>
              {scoreTable(rows, score).map((r) => (
                <tr key={r.playerId}>
                  <td>{r.rank}</td>
                  <th scope="row">
                    <PlayerLink competitionId={competitionId} playerId={r.playerId} name={r.name} />
                  </th>
                  <td className="num">{format.number(r.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    );
  });
}
