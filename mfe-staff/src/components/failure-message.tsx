import { Button } from '@sakina/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffFailure } from './staff-error';
import styles from './staff.module.css';

/** Refusals that reading the record again answers: someone changed it, or it moved on to another state. */
const answeredByReload: StaffFailure['code'][] = ['STAFF_CONTENT_CONFLICT', 'STAFF_STATE_INVALID', 'NOT_FOUND'];

interface FailureMessageProps {
  /** Field errors are shown beside their fields: this says only what no field explains. */
  failure: StaffFailure | null;
  reloadLabel: string;
  onReload: () => void;
}

/** Why a change was refused, focused when it arrives, with a way to read the record again when that helps. */
export function FailureMessage({ failure, reloadLabel, onReload }: FailureMessageProps) {
  const { t } = useTranslation('staff');
  const alertRef = useRef<HTMLParagraphElement>(null);
  const shown = failure !== null && failure.fields.length === 0;
  useEffect(() => {
    if (shown) alertRef.current?.focus();
  }, [shown, failure]);
  if (!shown) return null;
  return (
    <div className={styles.actions}>
      <p role="alert" tabIndex={-1} ref={alertRef} className={styles.error}>
        {t(`errors.${failure.code}`)}
      </p>
      {answeredByReload.includes(failure.code) ? (
        <Button type="button" variant="secondary" size="small" onClick={onReload}>
          {reloadLabel}
        </Button>
      ) : null}
    </div>
  );
}
