import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format';
import type { PublicGameFragment } from '../../gql/graphql';
import { usePublicAddress } from '../../lib/publicAddress';
import { CopyLinkButton } from './CopyLinkButton';
import { DrawCheck, type RoundDraw } from './DrawCheck';
import { GamesTable } from './GamesTable';
import { chooseRound, gamesOfRound, isoWeekDays } from '../../lib/competitionGames';

/** One round (or league week) as the section lists it; round 1 with how it was seeded (`RoundDraw`). */
export interface RoundEntry extends Omit<RoundDraw, 'round'> {
  round: number;
  /** Whether the public sees its games; a league's weeks always. */
  published: boolean;
  started: boolean;
  finished: boolean;
  stage: string;
  /** A league week, `2026-W14`. */
  week?: string;
}

/** The name of a stage past the Swiss rounds: a top cut or a bracket round, said so on its tab. */
const STAGES = { 'top-cut': 'rounds.stage.topCut', elimination: 'rounds.stage.elimination' } as const;

/**
 * The pairings and results, one tab a round (a week for a league). The round shown is in the
 * address (`?round=2`), so a link to it, copied with the button, opens that round.
 */
export function RoundsSection({
  competitionId,
  competitionName,
  league,
  rounds,
  games,
  scoreOrder,
}: {
  competitionId: string;
  competitionName: string;
  league: boolean;
  rounds: readonly RoundEntry[];
  games: readonly PublicGameFragment[];
  scoreOrder: readonly string[];
}) {
  const { t } = useTranslation('public');
  // A link shared from the organiser's laptop must open on the players' phones too.
  const { origin } = usePublicAddress();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const selected = chooseRound(params.get('round'), rounds);

  const select = (key: Key) => {
    const next = new URLSearchParams(params);
    next.set('round', String(key));
    // Replaced, not pushed: flicking through rounds should not fill the Back button's history.
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const weekRange = (week: string | undefined) => {
    const days = week ? isoWeekDays(week) : null;
    if (!days) return null;
    return format.dateRange(days.monday, days.sunday);
  };
  // A league week by its ISO number (week 48); one the app cannot read, by its place in the season.
  const weekNumber = (r: RoundEntry) => (r.week ? isoWeekDays(r.week)?.week : undefined);
  const tabLabel = (r: RoundEntry) => {
    if (league) {
      const week = weekNumber(r);
      return week ? t('rounds.weekTab', { week }) : t('rounds.weekTabPlain', { number: r.round });
    }
    const stage = Object.hasOwn(STAGES, r.stage) ? STAGES[r.stage as keyof typeof STAGES] : null;
    return stage ? t('rounds.tabStage', { round: r.round, stage: t(stage) }) : t('rounds.tab', { round: r.round });
  };
  const roundState = (r: RoundEntry) => {
    if (league) return null;
    if (!r.published) return t('rounds.state.unpublished');
    if (r.finished) return t('rounds.state.finished');
    if (r.started) return t('rounds.state.playing');
    return t('rounds.state.paired');
  };

  if (rounds.length === 0 || selected === null) {
    return <p>{league ? t('rounds.noLeagueGames') : t('rounds.none')}</p>;
  }
  const linkTo = (round: number) => `${origin ?? window.location.origin}/events/${competitionId}?round=${round}`;
  return (
    <Tabs selectedKey={String(selected)} onSelectionChange={select} className="rounds">
      <TabList aria-label={league ? t('rounds.weeksLabel') : t('rounds.roundsLabel')} className="rounds__tabs">
        {rounds.map((r) => (
          <Tab key={r.round} id={String(r.round)} className="rounds__tab">
            {tabLabel(r)}
          </Tab>
        ))}
      </TabList>
      {rounds.map((r) => {
        const own = gamesOfRound(games, r.round);
        const range = league ? weekRange(r.week) : null;
        const state = roundState(r);
        return (
          <TabPanel key={r.round} id={String(r.round)} className="rounds__panel">
            <div className="rounds__head">
              <p className="rounds__state">
                {range}
                {state}
              </p>
              <CopyLinkButton
                url={linkTo(r.round)}
                label={league ? t('share.copyWeek', { week: weekNumber(r) ?? r.round }) : t('share.copyRound', { round: r.round })}
              />
            </div>
            {!r.published ? (
              <p>{t('rounds.notPublished')}</p>
            ) : own.length === 0 ? (
              <p>{league ? t('rounds.noGamesThisWeek') : t('rounds.noGames')}</p>
            ) : (
              <GamesTable
                competitionId={competitionId}
                games={own}
                showTables={!league}
                scoreOrder={scoreOrder}
                caption={
                  league
                    ? t('rounds.captionWeek', { name: competitionName, week: tabLabel(r) })
                    : t('rounds.caption', { name: competitionName, round: r.round })
                }
              />
            )}
            {league ? null : <DrawCheck round={r} games={own} />}
          </TabPanel>
        );
      })}
    </Tabs>
  );
}
