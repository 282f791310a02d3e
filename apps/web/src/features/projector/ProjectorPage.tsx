import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery, useSubscription, type CombinedError } from 'urql';
import { HALL_CLOCK } from '../../lib/clock/hallClock';
import { useRoundClock, type RoundClockView } from '../../lib/clock/useRoundClock';
import { useDocumentTitle } from '../../components/Status';
import type { HallClockReadingFragment, ProjectorCompetitionFragment } from '../../gql/graphql';
import { usePublicAddress } from '../../lib/publicAddress';
import '../../styles/projector.css';
import { FitText } from './FitText';
import { joinUrl } from '../../lib/join-link';
import { inTableOrder, PairingsSlide, type TableTime } from './PairingsSlide';
import { ProjectorCompetitionLive, ProjectorPageQuery } from './api/documents';
import { RoundClockFace } from './RoundClockFace';
import { firstTurn, showKey, slideAt, slidesFor, type ShowState, type Slide } from './slides';
import { StandingsSlide } from './StandingsSlide';
import { useReconnections } from './useReconnections';
import { useTurns } from './useTurns';
import { WelcomeSlide } from './WelcomeSlide';

/** How long a projector that could not load the event waits before it tries again by itself: nobody is there to press a button. */
const RETRY_MS = 10_000;

/** An unknown or unpublished event, or an id that is none: the public cannot tell them apart. */
function isNotFound(error: CombinedError | undefined): boolean {
  return (error?.graphQLErrors ?? []).some((e) => {
    const { code, reason, field } = e.extensions as { code?: unknown; reason?: unknown; field?: unknown };
    return code === 'NOT_FOUND' || reason === 'NOT_PUBLISHED' || (code === 'VALIDATION' && field === 'id');
  });
}

/** The round the hall is playing: the last whose pairings are published (an unpublished one is never shown, whoever reads). */
function currentRound(competition: ProjectorCompetitionFragment) {
  const published = competition.rounds.filter((r) => r.published);
  return published.length ? published.reduce((x, y) => (y.round > x.round ? y : x)) : null;
}

/**
 * The hall's screen for the whole day, one link: players joining before round 1, then the round
 * clock, the pairings and the standings as the organiser chooses from the console. It follows
 * the event live and needs no one at the keyboard; a reconnection reads everything again.
 */
export function ProjectorPage() {
  const { id = '' } = useParams();
  // Another event is another show: nothing of the previous one carries over.
  return <Projector key={id} id={id} />;
}

function Projector({ id }: { id: string }) {
  const { t } = useTranslation('projector');
  const { reconnecting, reconnections } = useReconnections();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ProjectorPageQuery, variables: { id } });
  const queried = data?.competition;
  // The competition now, then again after every event of it: whichever of the two is newer is shown. Never
  // paused, not even while the query fails: the subscription comes back with the connection by itself.
  const [live] = useSubscription({ query: ProjectorCompetitionLive, variables: { id } });
  const pushed = live.data?.competitionUpdated;
  const competition = pushed && (!queried || pushed.version >= queried.version) ? pushed : queried;

  useEffect(() => {
    if (reconnections > 0) reexecute({ requestPolicy: 'network-only' });
  }, [reconnections, reexecute]);

  const notFound = !competition && isNotFound(error);
  const failed = !competition && !notFound && Boolean(error) && !fetching;
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => reexecute({ requestPolicy: 'network-only' }), RETRY_MS);
    return () => clearTimeout(timer);
  }, [failed, reexecute]);

  const round = competition ? currentRound(competition) : null;
  const clock = useRoundClock(HALL_CLOCK, id, round?.round ?? null, reconnections);
  useDocumentTitle(competition ? t('title', { name: competition.name }) : notFound ? t('notFound.title') : null);

  return (
    <div className="projector">
      {competition ? (
        <Show competition={competition} round={round} clock={clock} />
      ) : notFound ? (
        <div className="projector-message">
          <h1>{t('notFound.title')}</h1>
          <p>{t('notFound.body')}</p>
        </div>
      ) : (
        <div className="projector-message">
          <p role="status">{failed ? t('retrying') : t('loading')}</p>
        </div>
      )}
      {/* Always in the page, so its change is announced; seen only while the connection is down. */}
      <p className={reconnecting ? 'projector-offline' : 'visually-hidden'} role="status">
        {reconnecting ? t('reconnecting') : ''}
      </p>
    </div>
  );
}

type Round = ProjectorCompetitionFragment['rounds'][number];

function Show({
  competition,
  round,
  clock,
}: {
  competition: ProjectorCompetitionFragment;
  round: Round | null;
  clock: RoundClockView<HallClockReadingFragment>;
}) {
  const { t } = useTranslation('projector');
  // The hall's phones open the server's public address, not the projector computer's localhost.
  const { origin } = usePublicAddress();
  const listed = (competition.players?.edges ?? []).map((e) => e.node);
  const players = listed.filter((p) => !p.dropped);
  const dropped = listed.length - players.length;
  const rows = (competition.standings?.rows.edges ?? []).map((e) => e.node);
  const games = useMemo(() => inTableOrder(round?.games ?? []), [round]);
  const roundRuns = clock.face.state === 'running' || clock.face.state === 'paused';
  const tables = useMemo(
    () =>
      new Map<string, TableTime>(
        roundRuns ? (clock.reading?.tables ?? []).map((x) => [x.game, { extraMs: x.extraMs, timeCalled: x.timeCalled }]) : [],
      ),
    [clock.reading, roundRuns],
  );

  const show: ShowState = {
    view: competition.projectorView,
    kind: competition.kind,
    round: round?.round ?? null,
    finished: competition.finished,
    players: players.length,
    pairings: games.length,
    standings: rows.length,
  };
  const slides = slidesFor(show);
  const turns = useTurns(showKey(show), firstTurn(show), slides.length);
  const slide = slideAt(slides, turns);
  // The clock sits in the bar above pairings and standings while the round is played.
  const clockInBar = slide.kind !== 'clock' && round !== null && !round.finished && !competition.finished;

  function stage(s: Slide) {
    switch (s.kind) {
      case 'welcome':
        // Drawn once the address is known: a code for the wrong address, even for a moment, could be scanned.
        return origin ? (
          <WelcomeSlide
            name={competition.name}
            url={joinUrl(origin, competition.id)}
            players={players}
            total={(competition.players?.totalCount ?? 0) - dropped}
            page={s.page}
            pages={s.pages}
          />
        ) : null;
      case 'clock':
        return (
          <section className="projector-slide projector-slide--clock" aria-label={t('clock.heading')}>
            {clock.face.state === 'none' ? (
              <p className="projector-clock__note">{t('clock.waiting')}</p>
            ) : (
              <RoundClockFace face={clock.face} size="full" />
            )}
          </section>
        );
      case 'pairings':
        return <PairingsSlide round={round?.round ?? 0} games={games} tables={tables} page={s.page} pages={s.pages} />;
      case 'standings':
        return (
          <StandingsSlide
            rows={rows}
            throughRound={competition.standings?.throughRound ?? null}
            final={competition.finished}
            page={s.page}
            pages={s.pages}
          />
        );
    }
  }

  return (
    <>
      <header className="projector-bar">
        <div className="projector-bar__titles">
          <h1 className="projector-bar__name">
            <FitText>{competition.name}</FitText>
          </h1>
          {round ? <p className="projector-bar__round">{t('round', { round: round.round })}</p> : null}
        </div>
        {clockInBar ? <RoundClockFace face={clock.face} size="compact" /> : null}
      </header>
      <div className={`projector-stage projector-stage--${slide.kind}`}>{stage(slide)}</div>
    </>
  );
}
