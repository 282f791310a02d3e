import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { graphql } from '../gql';
import type { StandingsTableFragment } from '../gql/graphql';
import { tieBreakOf, tieBreakWords, type TieBreakShown } from '../lib/tieBreaks';

// The fields the table shows, asked for alike by the page's query and its subscription.
export const StandingsTableFields = graphql(`
  fragment StandingsTable on Standings {
    version
    stale
    roundFinished
    throughRound
    rows {
      totalCount
      edges {
        node {
          ...StandingsPlace
          byes
          played
          tieBreaks {
            id
            value
          }
        }
      }
    }
  }
`);

/** A standings row as every table of them reads it: the place, the player, and the tie-breaks in the event's order. */
interface PlacedRow {
  playerId: string;
  rank: number;
  name: string;
  dropped: boolean;
  tieBreaks: readonly { id: string; value: number }[];
}

/** A column between the player and the tie-breaks: its heading, and each row's cell. */
export interface StandingsColumn<R> {
  key: string;
  heading: ReactNode;
  cell: (row: R) => ReactNode;
  /** The column that decides the order, in bold. */
  strong?: boolean;
}

/**
 * A standings table, whatever its columns: the rank, the player (dropped players marked), the
 * `columns`, then every tie-break in the event's order; a note when only the first rows came.
 * Wide tables scroll sideways in their own region on a phone, unless `cards` draws the rows for a
 * narrow screen: then the table is for wide ones only and the cards take its place where it
 * would not fit (public.css, `.adaptive--standings`).
 */
export function StandingsFrame<R extends PlacedRow>({
  standings,
  caption,
  className,
  rankHeading,
  playerHeading,
  columns,
  tieBreakHeading,
  formatValue,
  cards,
}: {
  standings: { stale?: boolean; rows: { totalCount: number; edges: readonly { node: R }[] } };
  caption: string;
  className: string;
  rankHeading: ReactNode;
  playerHeading: ReactNode;
  columns: readonly StandingsColumn<R>[];
  tieBreakHeading: (id: string) => ReactNode;
  formatValue: (value: number) => string;
  /** The rows as a narrow screen shows them, labelled by the caption's id. */
  cards?: (rows: readonly R[], captionId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const rows = standings.rows.edges.map((e) => e.node);
  if (rows.length === 0) return <p>{t('standings.empty')}</p>;
  // Every row carries the same tie-breaks, in the organiser's order.
  const tieBreaks = rows[0].tieBreaks.map((tb) => tb.id);
  const table = (
    // Focusable so a keyboard can scroll it sideways on a narrow screen.
    <div className={cards ? 'table-scroll adaptive__wide' : 'table-scroll'} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {rankHeading}
            {playerHeading}
            {columns.map((c) => (
              <th key={c.key} scope="col" className="num">
                {c.heading}
              </th>
            ))}
            {tieBreaks.map((id) => (
              <th key={id} scope="col" className="num tie-break">
                {tieBreakHeading(id)}
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
              {columns.map((c) => (
                <td key={c.key} className={c.strong ? 'num strong' : 'num'}>
                  {c.cell(row)}
                </td>
              ))}
              {row.tieBreaks.map((tb) => (
                <td key={tb.id} className="num">
                  {formatValue(tb.value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <>
      {standings.stale ? <p className="note">{t('standings.stale')}</p> : null}
      {cards ? (
        <div className="adaptive adaptive--standings">
          {table}
          <div className="adaptive__narrow">{cards(rows, `${captionId}-cards`)}</div>
        </div>
      ) : (
        table
      )}
      {standings.rows.totalCount > rows.length ? (
        <p className="note">{t('standings.partial', { shown: rows.length, total: standings.rows.totalCount })}</p>
      ) : null}
    </>
  );
}

/** A column heading shown short (W, Pts) and read in full by screen readers and on hover. */
function Abbreviated({ short, full }: { short: string; full: string }) {
  return (
    <>
      <abbr title={full} aria-hidden="true">
        {short}
      </abbr>
      <span className="visually-hidden">{full}</span>
    </>
  );
}

type Row = StandingsTableFragment['rows']['edges'][number]['node'];

/**
 * The standings on a narrow screen: a line a player with their rank, name and points, which a
 * tap opens (a native disclosure, read as such by screen readers) on the rest of their row:
 * wins, draws, losses, byes, games played and every tie-break, named in full.
 */
function StandingsCards({
  rows,
  caption,
  captionId,
  expanded,
  tieBreakName,
}: {
  rows: readonly Row[];
  caption: string;
  captionId: string;
  /** Opened from the start: a single row, a player's own. */
  expanded: boolean;
  tieBreakName: (id: string) => string;
}) {
  const { t } = useTranslation();
  const stats = ['wins', 'draws', 'losses', 'byes', 'played'] as const;
  return (
    <>
      <p id={captionId} className="cards-caption">
        {caption}
      </p>
      {expanded ? null : <p className="note cards-hint">{t('standings.cardsHint')}</p>}
      <ol className="standings-cards" aria-labelledby={captionId}>
        {rows.map((row) => (
          <li key={row.playerId} className={row.dropped ? 'standings-card standings-card--dropped' : 'standings-card'}>
            <details open={expanded}>
              <summary className="standings-card__summary">
                <span className="standings-card__rank">
                  <span className="visually-hidden">{t('standings.rank')} </span>
                  {row.rank}
                </span>
                <span className="standings-card__name">
                  {row.name}
                  {row.dropped ? <span className="tag">{t('standings.dropped')}</span> : null}
                </span>
                <span className="standings-card__points">{t('standings.cardsPoints', { points: formatNumber(row.points) })}</span>
              </summary>
              <dl className="standings-card__details">
                {stats.map((key) => (
                  <div key={key}>
                    <dt>{t(`standings.${key}`)}</dt>
                    <dd>{row[key]}</dd>
                  </div>
                ))}
                {row.tieBreaks.map((tb) => (
                  <div key={tb.id}>
                    <dt>{tieBreakName(tb.id)}</dt>
                    <dd>{formatNumber(tb.value)}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The standings as the public pages show them: points, wins, draws, losses, byes and games
 * played, then the tie-breaks (named as the API names the competition's, `tieBreaks`); on a
 * narrow screen as cards that open on the same figures.
 */
export function StandingsTable({
  standings,
  name,
  tieBreaks,
}: {
  standings: StandingsTableFragment;
  name: string;
  tieBreaks: readonly TieBreakShown[] | null | undefined;
}) {
  const { t } = useTranslation();
  const words = (id: string) => tieBreakWords(t, tieBreakOf(tieBreaks, id));
  const column = (key: 'points' | 'wins' | 'draws' | 'losses' | 'byes' | 'played', cell: (row: Row) => ReactNode, strong = false) => ({
    key,
    heading: <Abbreviated short={t(`standings.${key}Short`)} full={t(`standings.${key}`)} />,
    cell,
    strong,
  });
  const caption = standings.throughRound
    ? t('standings.captionAfterRound', { name, round: standings.throughRound })
    : t('standings.caption', { name });
  return (
    <StandingsFrame
      standings={standings}
      caption={caption}
      className="standings"
      rankHeading={
        <th scope="col" className="num">
          <Abbreviated short={t('standings.rankShort')} full={t('standings.rank')} />
        </th>
      }
      playerHeading={<th scope="col">{t('standings.player')}</th>}
      columns={[
        column('points', (row) => formatNumber(row.points), true),
        column('wins', (row) => row.wins),
        column('draws', (row) => row.draws),
        column('losses', (row) => row.losses),
        column('byes', (row) => row.byes),
        column('played', (row) => row.played),
      ]}
      tieBreakHeading={(id) => <Abbreviated short={words(id).shortName} full={words(id).name} />}
      formatValue={(value) => formatNumber(value)}
      cards={(rows, captionId) => (
        <StandingsCards
          rows={rows}
          caption={caption}
          captionId={captionId}
          expanded={rows.length === 1}
          tieBreakName={(id) => words(id).name}
        />
      )}
    />
  );
}
