import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './error-pages.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return online ? null : (
    <p role="alert" className={styles.offline}>
      {t('errors.offline')}
    </p>
  );
}
