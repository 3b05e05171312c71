import { useTranslation } from 'react-i18next';
import { useAuditTrail } from '../api/get-audit-trail';
import { ListPages, ListState } from '../../../components/list-parts';
import { useStaffConsole } from '../../../state/staff-store';
import { AuditExportForm } from './audit-export-form';
import { AuditFilterForm } from './audit-filter-form';
import { AuditTable } from './audit-table';

const pageSize = 50;

/** What staff did, by person and record, a page at a time (the filters outlive the page). */
export function AuditTrail() {
  const { t } = useTranslation('staff');
  const filters = useStaffConsole((store) => store.audit);
  const setFilters = useStaffConsole((store) => store.setAudit);
  const { data, loading, error } = useAuditTrail(filters);
  const page = data?.staffAuditTrail;

  return (
    <>
      <AuditFilterForm filters={filters} setFilters={setFilters} members={data?.staffMembers ?? []} />
      <ListState loading={loading} error={error} count={page ? t('audit.count', { count: page.total }) : undefined} />
      {page && page.items.length > 0 ? <AuditTable events={page.items} /> : null}
      <ListPages total={page?.total} pageSize={pageSize} filters={filters} setFilters={setFilters} />
      <AuditExportForm />
    </>
  );
}
