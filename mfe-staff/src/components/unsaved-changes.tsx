import { Button } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './staff.module.css';

/** Says a form holds changes kept from before (they survive leaving the page), with a way to drop them. */
export function UnsavedChanges({ busy, onDiscard }: { busy: boolean; onDiscard: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.actions}>
      <p className={styles.count}>{t('common.unsaved')}</p>
      <Button type="button" variant="secondary" size="small" disabled={busy} onClick={onDiscard}>
        {t('common.discard')}
      </Button>
    </div>
  );
}
