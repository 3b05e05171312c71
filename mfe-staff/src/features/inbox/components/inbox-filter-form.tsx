import { Button, Select } from '@sakina/shared/ui';
import { contactReasons } from '@sakina/shared/validation';
import { useTranslation } from 'react-i18next';
import { inboxStates } from '../api/get-inbox';
import { useFilterDraft } from '../../../components/list-parts';
import type { InboxFilters } from '../../../state/staff-store';
import styles from '../../../components/staff.module.css';

interface InboxFilterFormProps {
  filters: InboxFilters;
  setFilters: (filters: InboxFilters) => void;
}

/** The inbox's filters: contact message or business request, state, and a contact message's reason. */
export function InboxFilterForm({ filters, setFilters }: InboxFilterFormProps) {
  const { t } = useTranslation('staff');
  const { draft, setDraft, apply } = useFilterDraft(filters, setFilters);

  return (
    <form role="search" aria-label={t('inbox.filters')} className={styles.filters} onSubmit={apply}>
      <Select
        label={t('inbox.kind')}
        value={draft.kind}
        onChange={(event) => setDraft({ ...draft, kind: event.target.value as InboxFilters['kind'] })}
        options={[
          { value: '', label: t('common.all') },
          { value: 'CONTACT', label: t('inboxKinds.CONTACT') },
          { value: 'BUSINESS', label: t('inboxKinds.BUSINESS') },
        ]}
      />
      <Select
        label={t('inbox.state')}
        value={draft.state}
        onChange={(event) => setDraft({ ...draft, state: event.target.value as InboxFilters['state'] })}
        options={[
          { value: '', label: t('common.all') },
          ...inboxStates.map((value) => ({ value, label: t(`inboxStates.${value}`) })),
        ]}
      />
      <Select
        label={t('inbox.reason')}
        value={draft.reason}
        onChange={(event) => setDraft({ ...draft, reason: event.target.value as InboxFilters['reason'] })}
        options={[
          { value: '', label: t('common.all') },
          ...contactReasons.map((value) => ({
            value: value.toUpperCase(),
            label: t(`reasons.${value.toUpperCase()}`),
          })),
        ]}
      />
      <Button type="submit">{t('common.apply')}</Button>
    </form>
  );
}
