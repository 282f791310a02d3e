import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        <nav aria-label={t('app.navigation')} className="site-nav">
          <ul>
            <li>
              <NavLink to="/" end>
                {t('nav.competitions')}
              </NavLink>
            </li>
            <li>
              {/* A page of its own (a second bundle), not a route of this app: a full page load. */}
              <a href="/graphiql" title={t('nav.graphiqlHint')}>
                {t('nav.graphiql')}
              </a>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
