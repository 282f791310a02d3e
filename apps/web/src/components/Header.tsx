import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useSession } from '../session';
import { LanguageSwitch } from './LanguageSwitch';
import { Button } from './ui';

export function Header() {
  const { t } = useTranslation();
  const { session, signOut } = useSession();
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
              <NavLink to="/ratings">{t('nav.ratings')}</NavLink>
            </li>
            {session ? (
              <>
                <li>
                  <NavLink to="/console">{t('nav.console')}</NavLink>
                </li>
                <li>
                  <NavLink to="/play">{t('nav.play')}</NavLink>
                </li>
              </>
            ) : (
              <li>
                <NavLink to="/signin">{t('nav.signIn')}</NavLink>
              </li>
            )}
            <li>
              {/* A page of its own (a second bundle), not a route of this app: a full page load. */}
              <a href="/graphiql" title={t('nav.graphiqlHint')}>
                {t('nav.graphiql')}
              </a>
            </li>
          </ul>
        </nav>
        <div className="site-header__tools">
          {session ? (
            <div className="account">
              <span className="account__name">{t('nav.signedInAs', { name: session.displayName })}</span>
              <Button variant="quiet" onPress={() => void signOut()}>
                {t('nav.signOut')}
              </Button>
            </div>
          ) : null}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
