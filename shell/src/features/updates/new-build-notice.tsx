import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sakina/shared/ui';
import { newBuildEvent } from './new-build';
import panel from '../../layouts/floating-panel.module.css';
import styles from './new-build-notice.module.css';

/** Offers a reload once a newer build of the site is out (see watchForNewBuild); never reloads by itself. */
export function NewBuildNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('shell');
  // The event comes once (watchForNewBuild stops after it), so 'Later' hides the notice for this page.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const show = () => setShown(true);
    window.addEventListener(newBuildEvent, show);
    return () => window.removeEventListener(newBuildEvent, show);
  }, []);

  return (
    <div role="status" className={styles.region}>
      {shown && (
        <div className={`${panel.panel} ${panel.top}`}>
          <p className={styles.text}>{t('updates.available')}</p>
          <div className={panel.actions}>
            <Button variant="secondary" onClick={() => setShown(false)}>
              {t('updates.later')}
            </Button>
            <Button onClick={reload}>{t('updates.reload')}</Button>
          </div>
        </div>
      )}
    </div>
  );
}
