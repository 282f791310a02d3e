import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { LoadError, Loading, useDocumentTitle } from '../components/Status';
import { describeFormat, formatDateTime, readFormat } from '../format';
import { useGameName } from '../games';
import { graphql } from '../gql';

const HomePageQuery = graphql(`
  query HomePage {
    competitions(first: 50) {
      totalCount
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
          updatedAt
        }
      }
    }
  }
`);

export function HomePage() {
  const { t } = useTranslation();
  const gameName = useGameName();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: HomePageQuery });
  useDocumentTitle(t('home.title'));

  // A signed-in organiser would see their unpublished ones too: this page lists the public ones only.
  const competitions = data?.competitions.edges.map((e) => e.node).filter((c) => c.published) ?? [];
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.intro')}</p>
      {fetching && !data ? <Loading /> : null}
      {error && !data ? <LoadError error={error} retry={() => reexecute({ requestPolicy: 'network-only' })} /> : null}
      {data && competitions.length === 0 ? <p>{t('home.empty')}</p> : null}
      {competitions.length > 0 ? (
        <ul className="competition-list">
          {competitions.map((c) => {
            const format = readFormat(c.format);
            return (
              <li key={c.id} className="card">
                <h2 className="card__title">
                  <Link to={`/events/${c.id}`}>{c.name}</Link>
                </h2>
                <p className="card__game">{gameName(c.rulesetId)}</p>
                <p className="card__meta">
                  {[
                    c.kind === 'league' ? t('competition.kind.league') : t('competition.kind.tournament'),
                    format ? describeFormat(t, format) : null,
                    t('home.players', { count: c.players }),
                    t('home.rounds', { count: c.rounds }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="card__footer">
                  <span className={c.finished ? 'badge badge--finished' : 'badge badge--running'}>
                    {c.finished ? t('competition.state.finished') : t('competition.state.running')}
                  </span>
                  <time dateTime={c.updatedAt}>{t('home.updated', { date: formatDateTime(c.updatedAt) })}</time>
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      {data && data.competitions.totalCount > data.competitions.edges.length ? (
        <p className="note">{t('home.partial', { shown: data.competitions.edges.length, total: data.competitions.totalCount })}</p>
      ) : null}
    </>
  );
}
