import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { Button } from './ui';

/**
 * The site's header. On a wide screen: the name, the navigation, who is signed in and the
 * language, all in sight. On a phone: one line, the name and a menu button that opens the rest
 * below it, so the page starts near the top of the screen.
 */
export function Header() {
  const { t } = useTranslation();
  const { session, signOut } = useSession();
  const location = useLocation();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // The page the menu was opened on: following a link closes it, with no effect to run.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setOpenOn(null);
    button.current?.focus();
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        <button
          ref={button}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          {t('nav.menu')}
        </button>
        {/* Escape, pressed anywhere in the open menu, closes it and returns to its button. */}
        <div id={menuId} className={open ? 'site-header__menu site-header__menu--open' : 'site-header__menu'} onKeyDown={onKeyDown}>
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
                <>
                  <li>
                    <NavLink to="/signin">{t('nav.signIn')}</NavLink>
                  </li>
                  {/* A first visit starts here: the README's walkthrough begins with "Sign up". */}
                  <li>
                    <NavLink to="/signup">{t('nav.signUp')}</NavLink>
                  </li>
                </>
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
                <NavLink to="/account/api-keys" className="account__link">
                  {t('nav.apiKeys')}
                </NavLink>
                <Button variant="quiet" onPress={() => void signOut()}>
                  {t('nav.signOut')}
                </Button>
              </div>
            ) : null}
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
