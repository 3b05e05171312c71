import { useBlocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@sakina/shared/ui';
import { useApplicationDraft, type DraftStep } from '../../../stores/application-draft';
import styles from './application.module.css';

/**
 * Asks before a link inside the site leaves the application while a step holds unsaved answers (a reload or
 * another site asks through the browser's own question). Moving between the application's steps is not
 * leaving: each step's typed answers are kept on the device. Nor is signing out, which forgets the draft first:
 * the draft is read when the link is followed.
 */
export function LeaveStepDialog({ step, unsaved }: { step: DraftStep; unsaved: boolean }) {
  const { t } = useTranslation('practitioner');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      useApplicationDraft.getState().drafts[step] !== undefined &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) blocker.reset();
      }}
      title={t('application.leaveDialog.title')}
      description={t('application.leaveDialog.description')}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => blocker.proceed()}>
            {t('application.leaveDialog.leave')}
          </Button>
          <Button onClick={() => blocker.reset()}>{t('application.leaveDialog.stay')}</Button>
        </div>
      }
    />
  );
}
