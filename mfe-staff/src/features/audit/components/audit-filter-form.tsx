import { Button, Select, TextField } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import { useFilterDraft } from '../../../components/list-parts';
import type { AuditFilters } from '../../../state/staff-store';
import styles from '../../../components/staff.module.css';

const recordKinds = [
  'APPLICATION',
  'DOCUMENT',
  'CONTACT',
  'BUSINESS',
  'STAFF',
  'ARTICLE',
  'FAQ',
  'LISTING',
  'MEDIA',
  'ACCOUNT',
  'AUDIT',
  'TOKEN',
  'ISSUED_DOCUMENT',
];

interface AuditFilterFormProps {
  filters: AuditFilters;
  setFilters: (filters: AuditFilters) => void;
  /** The people to filter by. */
  members: { id: string; email: string }[];
}

/** The trail's filters: who, which kind of record, which record. */
export function AuditFilterForm({ filters, setFilters, members }: AuditFilterFormProps) {
  const { t } = useTranslation('staff');
  const { draft, setDraft, apply } = useFilterDraft(filters, setFilters);

  return (
    <form role="search" aria-label={t('audit.filters')} className={styles.filters} onSubmit={apply}>
      <Select
        label={t('audit.person')}
        value={draft.staffId}
        onChange={(event) => setDraft({ ...draft, staffId: event.target.value })}
        options={[
          { value: '', label: t('common.all') },
          ...members.map((member) => ({ value: member.id, label: member.email })),
        ]}
      />
      <Select
        label={t('audit.recordKind')}
        value={draft.recordKind}
        onChange={(event) => setDraft({ ...draft, recordKind: event.target.value as AuditFilters['recordKind'] })}
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
  );
}
