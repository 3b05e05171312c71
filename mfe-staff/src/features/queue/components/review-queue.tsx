import { useTranslation } from 'react-i18next';
import { reviewQueuePageSize, useReviewQueue } from '../api/get-review-queue';
import { ListPages, ListState } from '../../../components/list-parts';
import { useStaffConsole } from '../../../state/staff-store';
import { QueueFilterForm } from './queue-filter-form';
import { QueueTable } from './queue-table';

/** The applications the applied filters ask for, a page at a time (the filters outlive the page). */
export function ReviewQueue() {
  const { t } = useTranslation('staff');
  const filters = useStaffConsole((state) => state.queue);
  const setFilters = useStaffConsole((state) => state.setQueue);
  const { data, loading, error } = useReviewQueue(filters);
  const page = data?.staffReviewQueue;

  return (
    <>
      <QueueFilterForm filters={filters} setFilters={setFilters} />
      <ListState loading={loading} error={error} count={page ? t('queue.count', { count: page.total }) : undefined} />
      {page && page.items.length > 0 ? <QueueTable rows={page.items} /> : null}
      <ListPages total={page?.total} pageSize={reviewQueuePageSize} filters={filters} setFilters={setFilters} />
    </>
  );
}
