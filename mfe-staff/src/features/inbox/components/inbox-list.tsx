import { useTranslation } from 'react-i18next';
import type { StaffViewer } from '../../../api/get-staff-viewer';
import { useInbox } from '../api/get-inbox';
import { ListPages, ListState } from '../../../components/list-parts';
import { useStaffConsole } from '../../../state/staff-store';
import styles from '../../../components/staff.module.css';
import { InboxEntry } from './inbox-entry';
import { InboxFilterForm } from './inbox-filter-form';

const pageSize = 20;

/** The messages and requests the applied filters ask for, a page at a time (the filters outlive the page). */
export function InboxList({ viewer }: { viewer: StaffViewer }) {
  const { t } = useTranslation('staff');
  const filters = useStaffConsole((store) => store.inbox);
  const setFilters = useStaffConsole((store) => store.setInbox);
  const { data, loading, error } = useInbox(filters);
  const page = data?.staffInbox;

  return (
    <>
      <InboxFilterForm filters={filters} setFilters={setFilters} />
      <ListState loading={loading} error={error} count={page ? t('inbox.count', { count: page.total }) : undefined} />
      <div className={styles.list}>
        {page?.items.map((item) => (
          <InboxEntry key={`${item.kind}-${item.recordId}`} item={item} viewer={viewer} />
        ))}
      </div>
      <ListPages total={page?.total} pageSize={pageSize} filters={filters} setFilters={setFilters} />
    </>
  );
}
