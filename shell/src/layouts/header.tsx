import { useEffect, useId, useState } from 'react';
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

export function Header() {
  const { t } = useTranslation('shell');
  const toLocale = useLocalePath();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.bar}>
        <Logo />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.menuIcon} />
          {t('nav.menu')}
        </button>
        <nav id={menuId} className={styles.nav} data-open={menuOpen} aria-label={t('nav.label')}>
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
