import { useTranslation } from 'react-i18next';
import { LocaleLink, useDocumentTitle } from '@sakina/shared/navigation';
import styles from './error-pages.module.css';

/** 400: an address that cannot be read (broken percent-encoding); the server sends it without scripts. */
export function BadRequestPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('titles.bad-request'), t('brand'));
  return (
    <section className={styles.panel} aria-labelledby="bad-request-title">
      <p className={styles.code} aria-hidden="true">
        400
      </p>
      <h1 id="bad-request-title" className={styles.title}>
        {t('errors.badRequest')}
      </h1>
      <p>{t('errors.badRequestHint')}</p>
      <LocaleLink to="/" className={styles.action}>
        {t('errors.goHome')}
      </LocaleLink>
    </section>
  );
}
