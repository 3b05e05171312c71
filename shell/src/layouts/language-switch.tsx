import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { writeLocaleCookie } from '@sakina/shared/i18n';
import { localePath, useLocale } from '@sakina/shared/navigation';
import styles from './language-switch.module.css';

/** Links to the same page and query in the other language, and remembers the choice for a year. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const other = useLocale() === 'ar' ? 'en' : 'ar';
  const target = localePath(`${location.pathname}${location.search}${location.hash}`, other);
  return (
    <Link className={styles.switch} to={target} lang={other} hrefLang={other} onClick={() => writeLocaleCookie(other)}>
      {t('languageSwitch.label')}
    </Link>
  );
}
