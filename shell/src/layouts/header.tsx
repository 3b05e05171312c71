import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocalePath } from '@sakina/shared/navigation';
import { Logo } from './logo';
import { LanguageSwitch } from './language-switch';
import styles from './header.module.css';

const navigation = [
  { to: '/practitioners', label: 'nav.practitioners' },
  { to: '/blog', label: 'nav.blog' },
  { to: '/news', label: 'nav.news' },
  { to: '/business', label: 'nav.business' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
] as const;

// One header a page: fixed ids the server and the browser agree on.
const menuId = 'site-navigation';
const menuToggleId = 'site-navigation-toggle';

export function Header() {
  const { t } = useTranslation('shell');
  const toLocale = useLocalePath();
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Another page closes the menu; hydrating does not (a tap before it opened the menu on purpose).
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.bar}>
        <Logo />
        {/* The browser opens the phone's menu (before the scripts run too); the navigation follows it. */}
        <details ref={menu} className={styles.menu} aria-labelledby={menuToggleId}>
          <summary id={menuToggleId} className={styles.menuButton} aria-controls={menuId}>
            <span aria-hidden="true" className={styles.menuIcon} />
            {t('nav.menu')}
          </summary>
        </details>
        <nav id={menuId} className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.links}>
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={toLocale(item.to)} className={styles.link}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <LanguageSwitch />
            <LocaleLink to="/join-as-practitioner" className={styles.join}>
              {t('nav.join')}
            </LocaleLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
