import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { writeLocaleCookie } from '@sakina/shared/i18n';
import { localePath, useLocale } from '@sakina/shared/navigation';
import styles from './language-switch.module.css';

/** Opens the same page and query in the other language, and remembers the choice for a year. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const other = useLocale() === 'ar' ? 'en' : 'ar';
  const current = `${location.pathname}${location.search}${location.hash}`;
  const target = localePath(current, other);
  // Before the scripts run (or opened in a new tab) the server stores the language and redirects to the page.
  const href = `/locale/${other}?returnTo=${encodeURIComponent(current)}`;

  const switchInPage = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    writeLocaleCookie(other);
    void navigate(target);
  };

  return (
    <a className={styles.switch} href={href} lang={other} hrefLang={other} onClick={switchInPage}>
      {t('languageSwitch.label')}
    </a>
  );
}
