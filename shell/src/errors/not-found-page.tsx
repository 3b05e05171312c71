import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useDocumentTitle } from '@sakina/shared/navigation';
import { readablePath } from './readable-path';
import styles from './error-pages.module.css';

/** 404, or 410 (`gone`) for a page that was here and was removed on purpose. */
export function NotFoundPage({ gone = false }: { gone?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  useDocumentTitle(t(gone ? 'titles.gone' : 'titles.not-found'), t('brand'));
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {gone ? 410 : 404}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t(gone ? 'errors.gone' : 'errors.notFound')}{' '}
        <bdi dir="ltr" className={styles.path}>
          {readablePath(pathname)}
        </bdi>
      </h1>
      <p>{t(gone ? 'errors.goneHint' : 'errors.notFoundHint')}</p>
      <LocaleLink to="/" className={styles.action}>
        {t('errors.goHome')}
      </LocaleLink>
    </section>
  );
}
