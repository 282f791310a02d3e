import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../gql';
import { useFormat } from '../lib/format';
import { useSession } from '../lib/session';
import { ErrorNotice } from './ErrorNotice';
import { Button, Notice } from './ui';
import '../styles/results.css';

const ParkedOwner = graphql(`
  query ParkedOwner($id: ID!) {
    competition(id: $id) {
      id
      organiserId
    }
  }
`);

const ParkedEventsQuery = graphql(`
  query ParkedEvents($id: ID!) {
    competition(id: $id) {
      id
      parkedEvents {
        processor
        key
        streamId
        eventType
        error
        parkedAt
        position
        retryRequested
      }
    }
  }
`);

const RetryParked = graphql(`
  mutation RetryParkedEvents($input: CompetitionRef!) {
    retryParkedEvents(input: $input) {
      requested
      parkedEvents {
        position
        processor
      }
    }
  }
`);

/** How often the banner asks again: a processor can park an event with no change to the competition. */
const POLL_MS = 30_000;

/**
 * A warning for the organiser when the server could not handle some of the event's events (the
 * standings or a result held back): what is parked, why, and a retry once the cause is dealt
 * with. Shows nothing to anyone else, and nothing when all is well.
 */
export function ParkedWarning({ competitionId }: { competitionId: string }) {
  const { session } = useSession();
  const [owner] = useQuery({ query: ParkedOwner, variables: { id: competitionId } });
  // Only the organiser may read what is parked: anyone else is not asked, rather than refused.
  const isOrganiser = Boolean(session && owner.data?.competition?.organiserId === session.accountId);
  return isOrganiser ? <ParkedEvents competitionId={competitionId} /> : null;
}

function ParkedEvents({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const titleId = useId();
  const [{ data }, reexecute] = useQuery({
    query: ParkedEventsQuery,
    variables: { id: competitionId },
    requestPolicy: 'cache-and-network',
  });
  const [retry, runRetry] = useMutation(RetryParked);
  useEffect(() => {
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), POLL_MS);
    return () => clearInterval(timer);
  }, [reexecute]);

  const parked = data?.competition?.parkedEvents ?? [];
  const retried = retry.data?.retryParkedEvents;
  if (parked.length === 0 && !retried) return null;
  if (parked.length === 0 && retried && retried.parkedEvents.length === 0) {
    return <Notice tone="success">{t('parked.cleared', { count: retried.requested })}</Notice>;
  }
  return (
    <section className="parked-warning" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="parked-warning__title">
        {t('parked.title', { count: parked.length })}
      </h2>
      <p>{t('parked.intro')}</p>
      <ul className="parked-warning__list">
        {parked.map((p) => (
          <li key={`${p.processor}-${p.position}`}>
            <strong>{t('parked.what', { event: p.eventType, processor: p.processor })}</strong>{' '}
            <time dateTime={p.parkedAt}>{format.dateTime(p.parkedAt)}</time>
            <br />
            <span lang="en">{p.error}</span>
            {p.retryRequested ? <span className="tag">{t('parked.retryPending')}</span> : null}
          </li>
        ))}
      </ul>
      {retried ? (
        <p role="status">{t('parked.stillParked', { count: retried.parkedEvents.length, requested: retried.requested })}</p>
      ) : null}
      <ErrorNotice error={retry.error} />
      <Button
        variant="primary"
        isDisabled={retry.fetching}
        onPress={() => void runRetry({ input: { competitionId } }).then(() => reexecute({ requestPolicy: 'network-only' }))}
      >
        {retry.fetching ? t('parked.retrying') : t('parked.retry')}
      </Button>
    </section>
  );
}
