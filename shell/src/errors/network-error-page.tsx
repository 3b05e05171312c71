import { useTranslation } from 'react-i18next';
import styles from './error-pages.module.css';

/** Shown in place of one area whose code cannot load; the rest of the site keeps working. */
export function NetworkErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.panel} aria-labelledby="network-error-title">
      <h1 id="network-error-title" className={styles.title}>
        {t('errors.network')}
      </h1>
      <p>{t('errors.networkHint')}</p>
      <button type="button" className={styles.action} onClick={onRetry}>
        {t('errors.refresh')}
      </button>
    </section>
  );
}
