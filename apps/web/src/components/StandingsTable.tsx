import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, tieBreakName } from '../format';
import { graphql } from '../gql';
import type { StandingsTableFragment } from '../gql/graphql';

// The fields the table shows, asked for alike by the page's query and its subscription.
export const StandingsTableFields = graphql(`
  fragment StandingsTable on Standings {
    version
    roundFinished
    throughRound
    rows {
      totalCount
      edges {
        node {
          rank
          playerId
          name
          points
          wins
          draws
          losses
          byes
          played
          dropped
          tieBreaks {
            id
            value
          }
        }
      }
    }
  }
`);

/** A column heading shown short (W, Pts) and read in full by screen readers and on hover. */
function Heading({ short, full }: { short: string; full: string }) {
  return (
    <th scope="col" className="num">
      <abbr title={full} aria-hidden="true">
        {short}
      </abbr>
      <span className="visually-hidden">{full}</span>
    </th>
  );
}

export function StandingsTable({ standings, name }: { standings: StandingsTableFragment; name: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  const rows = standings.rows.edges.map((e) => e.node);
  if (rows.length === 0) return <p>{t('standings.empty')}</p>;
  // Every row carries the same tie-breaks, in the organiser's order.
  const tieBreaks = rows[0].tieBreaks.map((tb) => tb.id);
  return (
    <>
      {/* Focusable so a keyboard can scroll it sideways on a narrow screen. */}
      <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="standings">
          <caption id={captionId}>
            {standings.throughRound
              ? t('standings.captionAfterRound', { name, round: standings.throughRound })
              : t('standings.caption', { name })}
          </caption>
          <thead>
            <tr>
              <Heading short={t('standings.rankShort')} full={t('standings.rank')} />
              <th scope="col">{t('standings.player')}</th>
              <Heading short={t('standings.pointsShort')} full={t('standings.points')} />
              <Heading short={t('standings.winsShort')} full={t('standings.wins')} />
              <Heading short={t('standings.drawsShort')} full={t('standings.draws')} />
              <Heading short={t('standings.lossesShort')} full={t('standings.losses')} />
              <Heading short={t('standings.byesShort')} full={t('standings.byes')} />
              <Heading short={t('standings.playedShort')} full={t('standings.played')} />
              {tieBreaks.map((id) => (
                <th key={id} scope="col" className="num tie-break">
                  {tieBreakName(t, id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.playerId} className={row.dropped ? 'dropped' : undefined}>
                <td className="num">{row.rank}</td>
                <th scope="row">
                  {row.name}
                  {row.dropped ? <span className="tag">{t('standings.dropped')}</span> : null}
                </th>
                <td className="num strong">{formatNumber(row.points)}</td>
                <td className="num">{row.wins}</td>
                <td className="num">{row.draws}</td>
                <td className="num">{row.losses}</td>
                <td className="num">{row.byes}</td>
                <td className="num">{row.played}</td>
                {row.tieBreaks.map((tb) => (
                  <td key={tb.id} className="num">
                    {formatNumber(tb.value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {standings.rows.totalCount > rows.length ? (
        <p className="note">{t('standings.partial', { shown: rows.length, total: standings.rows.totalCount })}</p>
      ) : null}
    </>
  );
}
