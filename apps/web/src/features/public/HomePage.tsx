import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { EventCard } from '../../components/EventCard';
import { LoadError, Loading, useDocumentTitle } from '../../components/Status';
import { useFormat } from '../../lib/format';
import { HomePageQuery } from './api/documents';

export function HomePage() {
  const { t } = useTranslation();
  const format = useFormat();
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
          {competitions.map((c) => (
            <EventCard
              key={c.id}
              event={c}
              to={`/events/${c.id}`}
              counts={{ players: t('home.players', { count: c.players }), rounds: t('home.rounds', { count: c.rounds }) }}
              updated={t('home.updated', { date: format.dateTime(c.updatedAt) })}
            />
          ))}
        </ul>
      ) : null}
      {data && data.competitions.totalCount > data.competitions.edges.length ? (
        <p className="note">{t('home.partial', { shown: data.competitions.edges.length, total: data.competitions.totalCount })}</p>
      ) : null}
    </>
  );
}
