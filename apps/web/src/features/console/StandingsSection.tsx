import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { LoadError, Loading } from '../../components/Status';
import { Select } from '../../components/ui';
import type { StandingsMode } from '../../gql/graphql';
import { Exports } from './results/Exports';
import { readScoring } from '../../lib/scoring';
import { newest } from './results/live';
import { ConsoleLiveStandings, ConsoleStandingsQuery, ConsoleStandingsUpdated, StandingsPageQuery } from './api/results';
import { StandingsGrid } from './results/StandingsGrid';
import { LiveBadge } from '../../components/LiveBadge';
import { useApiLanguage } from '../../lib/tieBreaks';
import '../../styles/results.css';

const MODES: readonly StandingsMode[] = ['settled', 'live'];
/** The round select's value for the standings now, after every round so far. */
const NOW = 'now';

/**
 * The standings as the organiser checks them before pairing or prize-giving: settled results only,
 * or live (reports awaiting confirmation and engine matches in progress counted too); now, or as
 * they stood after any round. Followed live, with the event's files to download.
 */
export function StandingsSection() {
  const { id = '' } = useParams();
  const { t } = useTranslation('results');
  const [mode, setMode] = useState<StandingsMode>('settled');
  const [round, setRound] = useState<string>(NOW);
  const throughRound = round === NOW ? null : Number(round);
  const variables = { id, mode, throughRound };
  // The page (name, rounds) is read apart from the table, so choosing another table keeps the controls in place.
  const language = useApiLanguage();
  const [page, reexecutePage] = useQuery({ query: StandingsPageQuery, variables: { id, language } });
  const [table, reexecuteTable] = useQuery({ query: ConsoleStandingsQuery, variables });
  // Every event of the competition brings the page and the table as they stand after it.
  const [updated] = useSubscription({ query: ConsoleStandingsUpdated, variables, pause: !page.data });
  // Live standings of the table now also move with each order of an engine match, which is no event of the competition.
  const followMatches = mode === 'live' && throughRound === null;
  const [matches] = useSubscription({ query: ConsoleLiveStandings, variables: { id }, pause: !page.data || !followMatches });

  const pushed = updated.data?.competitionUpdated;
  // The page's fields both answers carry; the tie-breaks (fixed at creation) come with the page's query alone.
  const competition = newest<NonNullable<typeof pushed>>(page.data?.competition, pushed);
  // A push still on its way for the table shown before is left out.
  const fits = <S extends { mode: StandingsMode; throughRound?: number | null }>(s: S | null | undefined) =>
    s && s.mode === mode && (s.throughRound ?? null) === throughRound ? s : undefined;
  const standings = newest(
    newest(fits(table.data?.competition?.standings), fits(pushed?.standings)),
    followMatches ? fits(matches.data?.standingsChanged) : undefined,
  );

  if (!competition) {
    if (page.error && !page.fetching)
      return <LoadError error={page.error} retry={() => reexecutePage({ requestPolicy: 'network-only' })} />;
    return <Loading />;
  }

  const rounds = competition.rounds.map((r) => r.round);
  const scoring = readScoring(competition.scoring);
  const caption = standings
    ? t(`standings.caption.${mode}${standings.throughRound ? 'After' : ''}`, { name: competition.name, round: standings.throughRound ?? 0 })
    : '';

  return (
    <section aria-labelledby="standings-title" className="results-standings">
      <div className="results-desk__top">
        <h2 id="standings-title">{t('standings.title')}</h2>
        {(updated.data || matches.data) && !updated.error ? <LiveBadge label={t('standings.live')} /> : null}
      </div>
      <div className="results-standings__controls">
        <div className="results-standings__mode">
          <span className="results-standings__label" id="standings-mode-label">
            {t('standings.mode')}
          </span>
          <ToggleButtonGroup
            className="results-filter"
            aria-labelledby="standings-mode-label"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[mode]}
            onSelectionChange={(keys) => {
              const [key] = [...keys];
              if (key) setMode(key as StandingsMode);
            }}
          >
            {MODES.map((m) => (
              <ToggleButton key={m} id={m} className="results-filter__option">
                {t(`standings.modes.${m}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <p className="note">{t(`standings.modeHelp.${mode}`)}</p>
        </div>
        <Select
          label={t('standings.round')}
          options={[
            { id: NOW, label: t('standings.now') },
            ...rounds.map((r) => ({ id: String(r), label: t('standings.afterRound', { round: r }) })),
          ]}
          value={round}
          onChange={setRound}
        />
      </div>
      {standings ? (
        <>
          {standings.roundFinished ? null : <p className="note">{t('standings.unsettled')}</p>}
          <StandingsGrid
            standings={standings}
            caption={caption}
            primary={scoring?.primary ?? 'points'}
            tieBreaks={page.data?.competition?.tieBreakDetails}
            rulesetId={page.data?.competition?.rulesetId}
          />
        </>
      ) : table.error && !table.fetching ? (
        <LoadError error={table.error} retry={() => reexecuteTable({ requestPolicy: 'network-only' })} />
      ) : (
        <Loading />
      )}
      <Exports competitionId={competition.id} name={competition.name} mode={mode} throughRound={throughRound} rounds={rounds} />
    </section>
  );
}
