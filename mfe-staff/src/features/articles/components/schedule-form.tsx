import { Button, TextField } from '@sakina/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/staff.module.css';
import { scheduleTimeOf } from '../utils/schedule-time';

interface ScheduleFormProps {
  /** Called with the time as ISO 8601 with the device's offset. */
  onSchedule: (at: string) => void;
  busy: boolean;
  submitLabel: string;
}

/** A time to publish at, in the device's time zone; it must be in the future (the scheduler publishes it then). */
export function ScheduleForm({ onSchedule, busy, submitLabel }: ScheduleFormProps) {
  const { t } = useTranslation('staff');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const at = scheduleTimeOf(value);
    if (at === null) return setError(t(value.trim() ? 'articles.scheduleInvalid' : 'articles.scheduleRequired'));
    if (Date.parse(at) <= Date.now()) return setError(t('articles.schedulePast'));
    setError(undefined);
    onSchedule(at);
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t('articles.scheduleForm')}
      className={styles.filters}
      onSubmit={handleSubmit}
    >
      <TextField
        id="article-schedule-at"
        type="datetime-local"
        label={t('articles.scheduleAt')}
        hint={t('articles.scheduleHint', { timeZone })}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
        required
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
