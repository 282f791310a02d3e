import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { useQuery } from 'urql';
import { ConnectionBanner } from '../../components/ConnectionBanner';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ParkedWarning } from '../../components/ParkedWarning';
import { PublicAddressWarning } from '../../components/PublicAddressWarning';
import { Loading, useDocumentTitle } from '../../components/Status';
import { ConsoleEventQuery } from './api/events';

/** The console's sections of one event, each a page of its own (a link that can be kept and shared). */
const SECTIONS = ['players', 'rounds', 'clock', 'results', 'standings', 'event'] as const;

/** A league's sections: its seasons and games (LeagueSection.tsx) take the place of rounds, round clock and results desk. */
const LEAGUE_SECTIONS = ['players', 'league', 'standings', 'event'] as const;

/**
 * One event in the organiser's console: its name, the sections, and the section open now. Each
 * section reads what it needs itself and follows the event live.
 */
export function ConsoleEventLayout() {
  const { id = '' } = useParams();
  const { t } = useTranslation('console');
  const { t: tl } = useTranslation('league');
  const [{ data, error }] = useQuery({ query: ConsoleEventQuery, variables: { id } });
  const competition = data?.competition;
  useDocumentTitle(competition ? t('layout.title', { name: competition.name }) : null);
  if (!competition) return error ? <ErrorNotice error={error} /> : <Loading />;
  return (
    <div className="console">
      <ConnectionBanner />
      <p className="console__back">
        <Link to="/console">{t('layout.back')}</Link>
      </p>
      <h1>{competition.name}</h1>
      <p className="console__links">
        <Link to={`/events/${id}`}>{t('layout.publicPage')}</Link> · <Link to={`/events/${id}/projector`}>{t('layout.projector')}</Link>
      </p>
      <ParkedWarning competitionId={competition.id} />
      <PublicAddressWarning />
      <nav aria-label={t('layout.sections')} className="console__sections">
        <ul>
          {(competition.kind === 'league' ? LEAGUE_SECTIONS : SECTIONS).map((section) => (
            <li key={section}>
              <NavLink to={`/console/events/${id}/${section}`}>
                {section === 'league' ? tl('console.tab') : t(`layout.section.${section}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
