import { useTranslation } from 'react-i18next';
import { StandingsFrame } from '../../../components/StandingsTable';
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
  const number = (v: number) => formatNumber(v, i18n.language);
  const scoreText = primary === 'points' ? t('columns.scoreHelp') : t('columns.scoreHelpGame', { score: scoreLabel(t, primary) });
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
          heading: <ColumnHelp label={t('columns.score')} text={scoreText} />,
          cell: (row) => number(row.score),
          strong: true,
        },
        {
          key: 'points',
          heading: <ColumnHelp label={common('standings.points')} short={common('standings.pointsShort')} text={t('columns.pointsHelp')} />,
          cell: (row) => number(row.points),
        },
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
        const { name, text } = describeTieBreak(common, t, id);
        return <ColumnHelp label={name} text={text} />;
      }}
      formatValue={number}
    />
  );
}
