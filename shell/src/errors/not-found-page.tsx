import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useDocumentTitle } from '@sakina/shared/navigation';
import styles from './error-pages.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  useDocumentTitle(t('titles.not-found'), t('brand'));
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('errors.notFound')}{' '}
        <bdi dir="ltr" className={styles.path}>
          {pathname}
        </bdi>
      </h1>
      <p>{t('errors.notFoundHint')}</p>
      <LocaleLink to="/" className={styles.action}>
        {t('errors.goHome')}
      </LocaleLink>
    </section>
  );
}
