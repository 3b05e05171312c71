import type { RejectionReasonCode } from '@sakina/shared/graphql';
import { Button, Dialog, DialogClose, Select, TextArea } from '@sakina/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRejectionReasons } from '../api/get-application';
import styles from '../../../components/staff.module.css';

interface RejectionFormProps {
  applicationId: string;
  busy: boolean;
  /** The API refused the note as given. */
  noteInvalid: boolean;
  onReject: (reason: RejectionReasonCode, note: string | null) => void;
}

/**
 * A reason (required) and a note to the applicant, then reject once confirmed (the applicant is mailed at once);
 * both stay as typed when the API refuses.
 */
export function RejectionForm({ applicationId, busy, noteInvalid, onReject }: RejectionFormProps) {
  const { t, i18n } = useTranslation('staff');
  const locale = i18n.language === 'en' ? 'en' : 'ar';
  const reasons = useRejectionReasons(applicationId);
  const [reason, setReason] = useState<RejectionReasonCode | ''>('');
  const [note, setNote] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rejectRef = useRef<HTMLButtonElement>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setReasonMissing(!reason);
    if (reason) setConfirming(true);
  }

  function confirm() {
    setConfirming(false);
    if (reason) onReject(reason, note.trim() || null);
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit} className={styles.form}>
      <Select
        label={t('detail.reason')}
        placeholder={t('detail.reasonPlaceholder')}
        value={reason}
        required
        error={reasonMissing ? t('detail.reasonRequired') : undefined}
        onChange={(event) => setReason(event.target.value as RejectionReasonCode)}
        options={reasons.map((entry) => ({
          value: entry.code,
          label: entry.code === 'OTHER' ? t('detail.reasonOther') : entry.text[locale],
        }))}
      />
      <TextArea
        label={t('detail.note')}
        hint={t('detail.noteHint')}
        value={note}
        maxLength={1000}
        error={noteInvalid ? t('detail.noteInvalid') : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button ref={rejectRef} type="submit" variant="danger" disabled={busy}>
        {t('detail.reject')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        returnFocusTo={rejectRef}
        title={t('detail.rejectConfirmTitle')}
        description={t('detail.rejectConfirmDescription')}
        footer={
          <>
            <Button type="button" variant="danger" onClick={confirm}>
              {t('detail.rejectConfirm')}
            </Button>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('detail.rejectCancel')}
              </Button>
            </DialogClose>
          </>
        }
      />
    </form>
  );
}
