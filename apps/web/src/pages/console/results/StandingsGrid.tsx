import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../format';
import type { ConsoleStandingsFragment } from '../../../gql/graphql';
import { ColumnHelp } from './ColumnHelp';
import { describeTieBreak, scoreLabel } from './tieBreakHelp';

/**
 * The standings as the organiser checks them: every column explained in its heading (a tooltip
 * on hover or keyboard focus, a popover on a tap), tie-breaks in the event's order, dropped
 * players marked. Wide tables scroll sideways in their own region on a phone.
 */
export function StandingsGrid({
  standings,
  caption,
  primary,
}: {
  standings: ConsoleStandingsFragment;
  caption: string;
  /** The event's primary score: tournament points, or a game score such as reputation. */
  primary: string;
}) {
  const { t, i18n } = useTranslation('results');
  const { t: common } = useTranslation();
  const captionId = useId();
  const rows = standings.rows.edges.map((e) => e.node);
  if (rows.length === 0) return <p>{common('standings.empty')}</p>;
  const tieBreaks = rows[0].tieBreaks.map((tb) => tb.id);
  const number = (v: number) => formatNumber(v, i18n.language);
  const scoreText = primary === 'points' ? t('columns.scoreHelp') : t('columns.scoreHelpGame', { score: scoreLabel(t, primary) });
  return (
    <>
      <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="standings console-standings">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                <ColumnHelp label={common('standings.rank')} short={common('standings.rankShort')} text={t('columns.rankHelp')} />
              </th>
              <th scope="col">
                <ColumnHelp label={common('standings.player')} text={t('columns.playerHelp')} />
              </th>
              <th scope="col" className="num">
                <ColumnHelp label={t('columns.score')} text={scoreText} />
              </th>
              <th scope="col" className="num">
                <ColumnHelp label={common('standings.points')} short={common('standings.pointsShort')} text={t('columns.pointsHelp')} />
              </th>
              <th scope="col" className="num">
                <ColumnHelp label={t('columns.record')} short={t('columns.recordShort')} text={t('columns.recordHelp')} />
              </th>
              <th scope="col" className="num">
                <ColumnHelp label={common('standings.byes')} short={common('standings.byesShort')} text={t('columns.byesHelp')} />
              </th>
              <th scope="col" className="num">
                <ColumnHelp label={common('standings.played')} short={common('standings.playedShort')} text={t('columns.playedHelp')} />
              </th>
              {tieBreaks.map((id) => {
                const { name, text } = describeTieBreak(common, t, id);
                return (
                  <th key={id} scope="col" className="num tie-break">
                    <ColumnHelp label={name} text={text} />
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.playerId} className={row.dropped ? 'dropped' : undefined}>
                <td className="num">{row.rank}</td>
                <th scope="row">
                  {row.name}
                  {row.dropped ? <span className="tag">{common('standings.dropped')}</span> : null}
                </th>
                <td className="num strong">{number(row.score)}</td>
                <td className="num">{number(row.points)}</td>
                <td className="num">
                  {/* Digits and dashes read alike in every language. */}
                  {`${row.wins}–${row.draws}–${row.losses}`}
                </td>
                <td className="num">{row.byes}</td>
                <td className="num">{row.played}</td>
                {row.tieBreaks.map((tb) => (
                  <td key={tb.id} className="num">
                    {number(tb.value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {standings.rows.totalCount > rows.length ? (
        <p className="note">{common('standings.partial', { shown: rows.length, total: standings.rows.totalCount })}</p>
      ) : null}
    </>
  );
}
