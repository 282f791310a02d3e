import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client, OperationResult } from 'urql';
import { EventCard } from '../../components/EventCard';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { useFormat } from '../../lib/format';
import type { SetupMyEventsQuery, SetupMyEventsQueryVariables } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { useLoader } from '../../lib/useLoader';
import { SetupMyEvents } from './api/events';
import '../../styles/setup.css';

type Summary = SetupMyEventsQuery['competitions']['edges'][number]['node'];

/** Pages read at most: 5,000 competitions, far more than a server holds in practice. */
const MAX_PAGES = 50;

/**
 * The organiser's events. The API lists the published competitions and the caller's own, newest
 * first, with no filter by organiser: every page is read and the caller's kept.
 */
async function loadMyEvents(client: Client, accountId: string): Promise<Summary[]> {
  const mine: Summary[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: OperationResult<SetupMyEventsQuery, SetupMyEventsQueryVariables> = await client
      .query(SetupMyEvents, { after }, { requestPolicy: 'network-only' })
      .toPromise();
    if (result.error) throw result.error;
    const { edges, pageInfo } = result.data!.competitions;
    mine.push(...edges.map((e) => e.node).filter((c) => c.organiserId === accountId));
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) break;
    after = pageInfo.endCursor;
  }
  return mine;
}

export function ConsoleHomePage() {
  const { t } = useTranslation('setup');
  const format = useFormat();
  const { session } = useSession();
  const accountId = session?.accountId ?? '';
  const load = useCallback((client: Client) => loadMyEvents(client, accountId), [accountId]);
  const { data: events, error, refresh } = useLoader(load);
  useDocumentTitle(t('home.title'));

  return (
    <div className="setup-home">
      <div className="setup-home__top">
        <div>
          <h1>{t('home.title')}</h1>
          <p className="lead">{t('home.intro')}</p>
        </div>
        <Link to="/console/new" className="ui-button ui-button--primary setup-link-button">
          {t('home.new')}
        </Link>
      </div>
      {!events && !error ? <Loading /> : null}
      {error ? <LoadError error={error} retry={() => void refresh()} /> : null}
      {events && events.length === 0 ? (
        <div className="setup-empty">
          <p>{t('home.empty')}</p>
          <p>
            <Link to="/console/new">{t('home.emptyAction')}</Link>
          </p>
        </div>
      ) : null}
      {events && events.length > 0 ? (
        <ul className="competition-list" aria-label={t('home.listLabel')}>
          {events.map((c) => (
            <EventCard
              key={c.id}
              event={c}
              to={`/console/events/${c.id}`}
              counts={{ players: t('home.players', { count: c.players }), rounds: t('home.rounds', { count: c.rounds }) }}
              updated={t('home.updated', { date: format.dateTime(c.updatedAt) })}
              badges={c.published ? null : <span className="badge setup-badge--private">{t('home.unpublished')}</span>}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
