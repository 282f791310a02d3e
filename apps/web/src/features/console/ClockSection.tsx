import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { useRoundClock, type ClockSource } from '../../lib/clock/useRoundClock';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Status';
import type { ClockCompetitionFragment, ClockReadingFragment } from '../../gql/graphql';
import { ClockSectionLive, ClockSectionQuery, RoundClockLive } from './api/rounds';
import { newest, useAnswered } from './rounds/live';
import { ProjectorControl } from './rounds/ProjectorControl';
import { RoundClockPanel } from './rounds/RoundClockPanel';
import '../../styles/rounds.css';

/** The round clock and each table's own, live; the organiser's commands answer with a reading too. */
const CLOCK: ClockSource<ClockReadingFragment> = { live: RoundClockLive, tables: (reading) => reading.tables };

/**
 * The hall's time: the round clock of the round paired last, run from here (start, pause,
 * resume, extra time, all with reasons kept in the audit trail), and what the projector shows.
 */
export function ClockSection() {
  const { id = '' } = useParams();
  const { t } = useTranslation('rounds');
  const [query, reexecute] = useQuery({ query: ClockSectionQuery, variables: { id } });
  const [live] = useSubscription({ query: ClockSectionLive, variables: { id }, pause: !query.data });
  const [answered, take] = useAnswered<ClockCompetitionFragment>();
  const competition = newest(query.data?.competition, live.data?.competitionUpdated, answered);
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const current = competition ? ([...competition.rounds].sort((a, b) => b.round - a.round)[0] ?? null) : null;
  const clock = useRoundClock(CLOCK, id, current?.round ?? null);
  const { offer } = clock;
  const onAnswer = useCallback(
    (answer: ClockCompetitionFragment) => {
      take(answer);
      offer(answer.roundClock);
    },
    [take, offer],
  );

  if (!competition) return query.error ? <ErrorNotice error={query.error} /> : <Loading />;
  return (
    <section className="clock-section" aria-labelledby="clock-title">
      <h2 id="clock-title">{t('clock.title')}</h2>
      {competition.kind === 'league' ? <p>{t('clock.league')}</p> : null}
      {competition.kind === 'tournament' && !current ? <p>{t('clock.noRound')}</p> : null}
      {current ? (
        <RoundClockPanel
          key={current.round}
          competition={competition}
          round={current}
          clock={clock}
          onAnswer={onAnswer}
          onReload={reload}
        />
      ) : null}
      <ProjectorControl competition={competition} onAnswer={take} onReload={reload} />
    </section>
  );
}
