import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useSafeNavigate } from '@sakina/shared/navigation';
import { Spinner } from '@sakina/shared/ui';
import type { StoreName } from '../../../utils/store-links';
import styles from './store-redirect.module.css';

/** Sends the visitor to a store (replacing this page in history), with a link in case nothing happens. */
export function StoreRedirect({ title, store, url }: { title: string; store: StoreName; url: string }) {
  const { t } = useTranslation('public');
  const navigate = useSafeNavigate();

  useEffect(() => {
    if (url) navigate(url, { external: true, replace: true });
  }, [navigate, url]);

  return (
    <RedirectFrame title={title}>
      {url ? (
        <>
          <p role="status" className={styles.status}>
            <Spinner size="small" decorative />
            {t('downloads.redirect.redirecting', { store })}
          </p>
          <p>{t('downloads.redirect.fallback', { store })}</p>
          <a href={url} className={styles.storeLink} rel="noopener noreferrer">
            {t('downloads.redirect.openStore', { store })}
          </a>
        </>
      ) : (
        <>
          <p>{t('downloads.redirect.unavailable')}</p>
          <LocaleLink to="/">{t('downloads.redirect.goHome')}</LocaleLink>
        </>
      )}
    </RedirectFrame>
  );
}

/** The centred panel these empty-layout pages share. */
export function RedirectFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <div className={styles.panel}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
