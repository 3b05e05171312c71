import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sakina/shared/ui';
import { newBuildEvent } from './new-build';
import panel from '../../layouts/floating-panel.module.css';
import styles from './new-build-notice.module.css';

/** Offers a reload once a newer build of the site is out (see watchForNewBuild); never reloads by itself. */
export function NewBuildNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('shell');
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const show = () => setAvailable(true);
    window.addEventListener(newBuildEvent, show);
    return () => window.removeEventListener(newBuildEvent, show);
  }, []);

  return (
    <div role="status" className={styles.region}>
      {available && !dismissed && (
        <div className={`${panel.panel} ${panel.top}`}>
          <p className={styles.text}>{t('updates.available')}</p>
          <div className={panel.actions}>
            <Button variant="secondary" onClick={() => setDismissed(true)}>
              {t('updates.later')}
            </Button>
            <Button onClick={reload}>{t('updates.reload')}</Button>
          </div>
        </div>
      )}
    </div>
  );
}
