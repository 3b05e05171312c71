import { Button, Select, TextField } from '@sakina/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterDraft } from '../../../components/list-parts';
import type { QueueFilters } from '../../../state/staff-store';
import styles from '../../../components/staff.module.css';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

interface QueueFilterFormProps {
  filters: QueueFilters;
  setFilters: (filters: QueueFilters) => void;
}

/** The queue's search, status, job type and submission dates; a date the browser could not read stops it. */
export function QueueFilterForm({ filters, setFilters }: QueueFilterFormProps) {
  const { t } = useTranslation('staff');
  const [dateError, setDateError] = useState(false);
  const { draft, setDraft, apply } = useFilterDraft(filters, setFilters, (next) => {
    const badDate = [next.submittedFrom, next.submittedTo].some((value) => value && !datePattern.test(value));
    setDateError(badDate);
    return !badDate;
  });

  const change = <Key extends keyof QueueFilters>(key: Key, value: QueueFilters[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <form role="search" aria-label={t('queue.filters')} className={styles.filters} onSubmit={apply}>
      <TextField
        label={t('queue.search')}
        type="search"
        value={draft.search}
        onChange={(event) => change('search', event.target.value)}
      />
      <Select
        label={t('queue.status')}
        value={draft.status}
        onChange={(event) => change('status', event.target.value as QueueFilters['status'])}
        options={(['SUBMITTED', 'ACCEPTED', 'REJECTED'] as const).map((value) => ({
          value,
          label: t(`status.${value}`),
        }))}
      />
      <Select
        label={t('queue.jobType')}
        value={draft.jobType}
        onChange={(event) => change('jobType', event.target.value as QueueFilters['jobType'])}
        options={[
          { value: '', label: t('common.all') },
          { value: 'physician', label: t('jobTypes.physician') },
          { value: 'specialist', label: t('jobTypes.specialist') },
        ]}
      />
      <TextField
        label={t('queue.submittedFrom')}
        type="date"
        value={draft.submittedFrom}
        error={dateError ? t('queue.dateInvalid') : undefined}
        onChange={(event) => change('submittedFrom', event.target.value)}
      />
      <TextField
        label={t('queue.submittedTo')}
        type="date"
        value={draft.submittedTo}
        error={dateError ? t('queue.dateInvalid') : undefined}
        onChange={(event) => change('submittedTo', event.target.value)}
      />
      <Button type="submit">{t('common.apply')}</Button>
    </form>
  );
}
