import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dialog } from '@sakina/shared/ui';
import styles from './application.module.css';

export interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called only once the attestation is ticked. */
  onConfirm: () => void;
  sending: boolean;
}

/** SPEC §4: submitting needs a ticked box attesting that the data and documents are genuine, accurate and valid. */
export function SubmitDialog({ open, onOpenChange, onConfirm, sending }: SubmitDialogProps) {
  const { t } = useTranslation('practitioner');
  const [certified, setCertified] = useState(false);
  const [showError, setShowError] = useState(false);
  const boxRef = useRef<HTMLButtonElement>(null);

  function confirm() {
    if (!certified) {
      setShowError(true);
      boxRef.current?.focus();
      return;
    }
    onConfirm();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setShowError(false);
        onOpenChange(next);
      }}
      title={t('application.submitDialog.title')}
      description={t('application.submitDialog.description')}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" disabled={sending} onClick={() => onOpenChange(false)}>
            {t('application.submitDialog.cancel')}
          </Button>
          <Button loading={sending} onClick={confirm}>
            {t('application.submitDialog.confirm')}
          </Button>
        </div>
      }
    >
      <div className={styles.dialogBody}>
        <Checkbox
          ref={boxRef}
          id="application-certified"
          label={t('application.submitDialog.certify')}
          checked={certified}
          onCheckedChange={(checked) => {
            setCertified(checked === true);
            if (checked === true) setShowError(false);
          }}
          error={showError ? t('certification_required', { ns: 'validation' }) : undefined}
        />
      </div>
    </Dialog>
  );
}
