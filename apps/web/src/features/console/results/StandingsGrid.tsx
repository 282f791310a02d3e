import { useTranslation } from 'react-i18next';
import { StandingsFrame } from '../../../components/StandingsTable';
import { useFormat } from '../../../lib/format';
import type { ConsoleStandingsFragment } from '../../../gql/graphql';
import { tieBreakOf, type TieBreakShown } from '../../../lib/tieBreaks';
import { ColumnHelp } from './ColumnHelp';
import { scoreColumns } from './standingsColumns';
import { describeTieBreak, scoreLabel } from './tieBreakHelp';

type Row = ConsoleStandingsFragment['rows']['edges'][number]['node'];

/**
 * The standings as the organiser checks them: every column explained in its heading (a tooltip
 * on hover or keyboard focus, a popover on a tap), tie-breaks in the event's order, dropped
 * players marked. Wide tables scroll sideways in their own region on a phone.
 */
export function StandingsGrid({
  standings,
  caption,
  primary,
  tieBreaks,
  rulesetId,
}: {
  standings: ConsoleStandingsFragment;
  caption: string;
  /** The event's primary score: tournament points, or a game score such as reputation. */
  primary: string;
  /** The event's tie-breaks as the API names and explains them, in the page's language. */
  tieBreaks: readonly TieBreakShown[] | null | undefined;
  /** The event's game, whose words for its scores name the tie-breaks on them. */
  rulesetId: string | null | undefined;
}) {
  const { t } = useTranslation('results');
  const { t: common } = useTranslation();
  const format = useFormat();
  const number = (v: number) => format.number(v);
  const scoreText = primary === 'points' ? t('columns.scoreHelp') : t('columns.scoreHelpGame', { score: scoreLabel(t, primary) });
  const shown = scoreColumns(
    primary,
    standings.rows.edges.map((e) => e.node),
  );
  // The score column by what it counts: "Reputation" for a game score; "Points" when it is the only one.
  const scoreHeading =
    primary !== 'points' ? (
      <ColumnHelp label={scoreLabel(t, primary)} text={scoreText} />
    ) : shown.includes('points') ? (
      <ColumnHelp label={t('columns.score')} text={scoreText} />
    ) : (
      <ColumnHelp label={common('standings.points')} short={common('standings.pointsShort')} text={t('columns.pointsOnlyHelp')} />
    );
  return (
    <StandingsFrame
      standings={standings}
      caption={caption}
      className="standings console-standings"
      rankHeading={
        <th scope="col" className="num">
          <ColumnHelp label={common('standings.rank')} short={common('standings.rankShort')} text={t('columns.rankHelp')} />
        </th>
      }
      playerHeading={
        <th scope="col">
          <ColumnHelp label={common('standings.player')} text={t('columns.playerHelp')} />
        </th>
      }
      columns={[
        {
          key: 'score',
          heading: scoreHeading,
          cell: (row) => number(row.score),
          strong: true,
        },
        ...(shown.includes('points')
          ? [
              {
                key: 'points',
                heading: (
                  <ColumnHelp label={common('standings.points')} short={common('standings.pointsShort')} text={t('columns.pointsHelp')} />
                ),
                cell: (row: Row) => number(row.points),
              },
            ]
          : []),
        {
          key: 'record',
          heading: <ColumnHelp label={t('columns.record')} short={t('columns.recordShort')} text={t('columns.recordHelp')} />,
          // Digits and dashes read alike in every language.
          cell: (row) => `${row.wins}–${row.draws}–${row.losses}`,
        },
        {
          key: 'byes',
          heading: <ColumnHelp label={common('standings.byes')} short={common('standings.byesShort')} text={t('columns.byesHelp')} />,
          cell: (row) => row.byes,
        },
        {
          key: 'played',
          heading: <ColumnHelp label={common('standings.played')} short={common('standings.playedShort')} text={t('columns.playedHelp')} />,
          cell: (row) => row.played,
        },
      ]}
      tieBreakHeading={(id) => {
        const { name, shortName, text } = describeTieBreak(t, tieBreakOf(tieBreaks, id), rulesetId);
        // Short in the heading ("DE"), the full name read out and shown with the explanation.
        return <ColumnHelp label={name} short={shortName} text={text} />;
      }}
      formatValue={number}
    />
  );
}
