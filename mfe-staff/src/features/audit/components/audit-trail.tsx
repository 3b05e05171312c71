import { Button, Select, TextField } from '@sakina/shared/ui';
import { localeFromPath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuditTrail } from '../api/get-audit-trail';
import { ListPages, ListState, useFilterDraft } from '../../../components/list-parts';
import { StaffFrame } from '../../../components/staff-frame';
import { useStaffConsole } from '../../../state/staff-store';
import styles from '../../../components/staff.module.css';

const pageSize = 50;
const recordKinds = ['APPLICATION', 'DOCUMENT', 'CONTACT', 'BUSINESS', 'STAFF'];

function AuditList() {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const filters = useStaffConsole((store) => store.audit);
  const setFilters = useStaffConsole((store) => store.setAudit);
  const { draft, setDraft, apply } = useFilterDraft(filters, setFilters);
  const { data, loading, error } = useAuditTrail(filters);
  const page = data?.staffAuditTrail;

  return (
    <>
      <form role="search" aria-label={t('audit.filters')} className={styles.filters} onSubmit={apply}>
        <Select
          label={t('audit.person')}
          value={draft.staffId}
          onChange={(event) => setDraft({ ...draft, staffId: event.target.value })}
          options={[
            { value: '', label: t('common.all') },
            ...(data?.staffMembers ?? []).map((member) => ({ value: member.id, label: member.email })),
          ]}
        />
        <Select
          label={t('audit.recordKind')}
          value={draft.recordKind}
          onChange={(event) => setDraft({ ...draft, recordKind: event.target.value })}
          options={[
            { value: '', label: t('common.all') },
            ...recordKinds.map((value) => ({ value, label: t(`recordKinds.${value}`) })),
          ]}
        />
        <TextField
          label={t('audit.recordId')}
          value={draft.recordId}
          dir="ltr"
          onChange={(event) => setDraft({ ...draft, recordId: event.target.value })}
        />
        <Button type="submit">{t('common.apply')}</Button>
      </form>
      <ListState loading={loading} error={error} count={page ? t('audit.count', { count: page.total }) : undefined} />
      {page && page.items.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('audit.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.at')}</th>
              <th scope="col">{t('audit.person')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.record')}</th>
              <th scope="col">{t('audit.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((event) => (
              <tr key={event.id}>
                <td>{new Date(event.at).toLocaleString(locale === 'ar' ? 'ar-SA' : 'en-GB')}</td>
                <td dir="ltr">{event.staffEmail ?? t('audit.commandLine')}</td>
                <td>{t(`actions.${event.action}`)}</td>
                <td>
                  {event.recordKind ? t(`recordKinds.${event.recordKind}`) : ''} <span dir="ltr">{event.recordId}</span>
                </td>
                <td dir="ltr">{event.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ListPages total={page?.total} pageSize={pageSize} filters={filters} setFilters={setFilters} />
    </>
  );
}

/** /staff/audit: for admins, the audit trail by person and record. */
export default function StaffAuditPage() {
  const { t } = useTranslation('staff');
  return <StaffFrame title={t('audit.title')}>{() => <AuditList />}</StaffFrame>;
}
