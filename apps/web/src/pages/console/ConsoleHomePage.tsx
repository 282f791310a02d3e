import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client, OperationResult } from 'urql';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { describeFormat, formatDateTime, readFormat } from '../../format';
import { useGameName } from '../../games';
import { graphql } from '../../gql';
import type { SetupMyEventsQuery, SetupMyEventsQueryVariables } from '../../gql/graphql';
import { useSession } from '../../session';
import { useLoader } from './setup/useLoader';
import '../../styles/setup.css';

const SetupMyEvents = graphql(`
  query SetupMyEvents($after: String) {
    competitions(first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          kind
          rulesetId
          format
          published
          finished
          players
          rounds
          organiserId
          updatedAt
        }
      }
    }
  }
`);

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
  const { t, i18n } = useTranslation('setup');
  const { t: common } = useTranslation();
  const gameName = useGameName();
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
          {events.map((c) => {
            const format = readFormat(c.format);
            return (
              <li key={c.id} className="card">
                <h2 className="card__title">
                  <Link to={`/console/events/${c.id}`}>{c.name}</Link>
                </h2>
                <p className="card__game">{gameName(c.rulesetId)}</p>
                <p className="card__meta">
                  {[
                    c.kind === 'league' ? common('competition.kind.league') : common('competition.kind.tournament'),
                    format ? describeFormat(common, format) : null,
                    t('home.players', { count: c.players }),
                    t('home.rounds', { count: c.rounds }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="card__footer">
                  <span className={c.finished ? 'badge badge--finished' : 'badge badge--running'}>
                    {c.finished ? common('competition.state.finished') : common('competition.state.running')}
                  </span>
                  {c.published ? null : <span className="badge setup-badge--private">{t('home.unpublished')}</span>}
                  <time dateTime={c.updatedAt}>{t('home.updated', { date: formatDateTime(c.updatedAt, i18n.language) })}</time>
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
