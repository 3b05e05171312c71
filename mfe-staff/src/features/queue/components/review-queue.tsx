import { Badge, Button, Select, TextField } from '@sakina/shared/ui';
import { localeFromPath, localePath } from '@sakina/shared/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { reviewQueuePageSize, useReviewQueue } from '../api/get-review-queue';
import { ListPages, ListState, useFilterDraft } from '../../../components/list-parts';
import { StaffFrame } from '../../../components/staff-frame';
import { useStaffConsole, type QueueFilters } from '../../../state/staff-store';
import styles from '../../../components/staff.module.css';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function QueueList() {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const filters = useStaffConsole((state) => state.queue);
  const setFilters = useStaffConsole((state) => state.setQueue);
  const [dateError, setDateError] = useState(false);
  const { draft, setDraft, apply } = useFilterDraft(filters, setFilters, (next) => {
    const badDate = [next.submittedFrom, next.submittedTo].some((value) => value && !datePattern.test(value));
    setDateError(badDate);
    return !badDate;
  });
  const { data, loading, error } = useReviewQueue(filters);

  const change = <Key extends keyof QueueFilters>(key: Key, value: QueueFilters[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const page = data?.staffReviewQueue;

  return (
    <>
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
      <ListState loading={loading} error={error} count={page ? t('queue.count', { count: page.total }) : undefined} />
      {page && page.items.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('queue.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('queue.name')}</th>
              <th scope="col">{t('queue.registration')}</th>
              <th scope="col">{t('queue.jobType')}</th>
              <th scope="col">{t('queue.submittedAt')}</th>
              <th scope="col">{t('queue.holder')}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((row) => {
              const name =
                (locale === 'ar' ? row.application.personal?.fullNameAr : row.application.personal?.fullNameEn) ??
                row.id;
              return (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={localePath(`/staff/applications/${row.id}`, locale)}>{name}</Link>
                  </th>
                  <td dir="ltr">{row.application.professional?.sfhscRegistrationNumber}</td>
                  <td>{row.application.professional ? t(`jobTypes.${row.application.professional.jobType}`) : ''}</td>
                  <td>
                    {row.application.submittedAt
                      ? new Date(row.application.submittedAt).toLocaleDateString(locale === 'ar' ? 'ar-SA' : 'en-GB')
                      : ''}
                  </td>
                  <td>{row.holder ? row.holder.email : <Badge>{t('queue.unheld')}</Badge>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <ListPages total={page?.total} pageSize={reviewQueuePageSize} filters={filters} setFilters={setFilters} />
    </>
  );
}

/** /staff: the review queue. */
export default function StaffQueuePage() {
  const { t } = useTranslation('staff');
  return <StaffFrame title={t('queue.title')}>{() => <QueueList />}</StaffFrame>;
}
