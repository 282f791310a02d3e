import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery, useSubscription, type CombinedError } from 'urql';
import { StandingsTable } from '../components/StandingsTable';
import { LoadError, Loading, useDocumentTitle } from '../components/Status';
import { describeFormat, readFormat } from '../format';
import { useGameName } from '../games';
import { graphql } from '../gql';

const EventPageQuery = graphql(`
  query EventPage($id: ID!) {
    competition(id: $id) {
      id
      version
      name
      kind
      rulesetId
      format
      finished
      rounds {
        round
        finished
      }
      players(first: 1) {
        totalCount
      }
      standings(first: 100) {
        ...StandingsTable
      }
    }
  }
`);

const EventStandings = graphql(`
  subscription EventStandings($id: ID!) {
    standingsChanged(competitionId: $id) {
      ...StandingsTable
    }
  }
`);

/**
 * Whether the API said there is no such competition for this reader: an unknown id, an id
 * that is no id at all, or one that is not published (the public cannot tell those apart).
 */
function isNotFound(error: CombinedError | undefined): boolean {
  return (error?.graphQLErrors ?? []).some((e) => {
    const { code, reason, field } = e.extensions as { code?: unknown; reason?: unknown; field?: unknown };
    return code === 'NOT_FOUND' || reason === 'NOT_PUBLISHED' || (code === 'VALIDATION' && field === 'id');
  });
}

export function EventPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const gameName = useGameName();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: EventPageQuery, variables: { id } });
  const competition = data?.competition;
  // The standings as they change: the first message is the table now, then one after every change.
  const [live] = useSubscription({ query: EventStandings, variables: { id }, pause: !competition });
  const pushed = live.data?.standingsChanged;
  const standings = pushed && competition && pushed.version >= competition.standings.version ? pushed : competition?.standings;

  // The rest of the page (rounds, players, finished) moves with the standings: read it again when they move past it.
  const behind = Boolean(pushed && competition && pushed.version > competition.version);
  useEffect(() => {
    if (behind) reexecute({ requestPolicy: 'network-only' });
  }, [behind, reexecute]);

  const notFound = !competition && isNotFound(error);
  useDocumentTitle(competition?.name ?? (notFound ? t('event.notFound.title') : null));

  if (notFound) {
    return (
      <>
        <h1>{t('event.notFound.title')}</h1>
        <p>{t('event.notFound.body')}</p>
        <p>
          <Link to="/">{t('event.notFound.back')}</Link>
        </p>
      </>
    );
  }
  if (!competition) {
    if (error && !fetching) return <LoadError error={error} retry={() => reexecute({ requestPolicy: 'network-only' })} />;
    return <Loading />;
  }

  const format = readFormat(competition.format);
  const finishedRounds = competition.rounds.filter((r) => r.finished).length;
  return (
    <>
      <h1>{competition.name}</h1>
      <section aria-labelledby="event-details" className="event-details">
        <h2 id="event-details" className="visually-hidden">
          {t('event.details')}
        </h2>
        <dl className="facts">
          <div>
            <dt>{t('event.game')}</dt>
            <dd>{gameName(competition.rulesetId)}</dd>
          </div>
          <div>
            <dt>{t('event.format')}</dt>
            <dd>{format ? describeFormat(t, format) : '—'}</dd>
          </div>
          <div>
            <dt>{t('event.kind')}</dt>
            <dd>{competition.kind === 'league' ? t('competition.kind.league') : t('competition.kind.tournament')}</dd>
          </div>
          <div>
            <dt>{t('event.status')}</dt>
            <dd>{competition.finished ? t('competition.state.finished') : t('competition.state.running')}</dd>
          </div>
          <div>
            <dt>{t('event.players')}</dt>
            <dd>{competition.players.totalCount}</dd>
          </div>
          <div>
            <dt>{t('event.rounds')}</dt>
            <dd>{t('event.roundsValue', { finished: finishedRounds, paired: competition.rounds.length })}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="event-standings">
        <h2 id="event-standings">{t('event.standings')}</h2>
        {pushed && !live.error ? (
          <p className="live" role="status">
            <span className="live__dot" aria-hidden="true" />
            {t('event.live')}
          </p>
        ) : null}
        {standings ? <StandingsTable standings={standings} name={competition.name} /> : null}
      </section>
    </>
  );
}
