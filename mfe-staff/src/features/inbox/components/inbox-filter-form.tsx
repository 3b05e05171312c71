import type { ContactReason, InboxKind } from '@sakina/shared/graphql';
import { Button, Select } from '@sakina/shared/ui';
import { contactReasons } from '@sakina/shared/validation';
import { useTranslation } from 'react-i18next';
import { inboxStates } from '../api/get-inbox';
import { useFilterDraft } from '../../../components/list-parts';
import { oneOf } from '../../../components/one-of';
import type { InboxListQuery } from '../utils/inbox-list-query';
import styles from '../../../components/staff.module.css';

interface InboxFilterFormProps {
  query: InboxListQuery;
  /** Shows the list these filters ask for (its address). */
  apply: (query: InboxListQuery) => void;
}

const inboxKinds: InboxKind[] = ['CONTACT', 'BUSINESS'];
const reasons = contactReasons.map((reason) => reason.toUpperCase() as ContactReason);

/** The inbox's filters: contact message or business request, state, and a contact message's reason. */
export function InboxFilterForm({ query, apply: applyQuery }: InboxFilterFormProps) {
  const { t } = useTranslation('staff');
  const { draft, setDraft, apply } = useFilterDraft(query, applyQuery);

  return (
    <form role="search" aria-label={t('inbox.filters')} className={styles.filters} onSubmit={apply}>
      <Select
        label={t('inbox.kind')}
        value={draft.kind ?? ''}
        onChange={(event) => setDraft({ ...draft, kind: oneOf(inboxKinds, event.target.value) ?? null })}
        options={[
          { value: '', label: t('common.all') },
          ...inboxKinds.map((value) => ({ value, label: t(`inboxKinds.${value}`) })),
        ]}
      />
      <Select
        label={t('inbox.state')}
        value={draft.state ?? ''}
        onChange={(event) => setDraft({ ...draft, state: oneOf(inboxStates, event.target.value) ?? null })}
        options={[
          { value: '', label: t('common.all') },
          ...inboxStates.map((value) => ({ value, label: t(`inboxStates.${value}`) })),
        ]}
      />
      <Select
        label={t('inbox.reason')}
        value={draft.reason ?? ''}
        onChange={(event) => setDraft({ ...draft, reason: oneOf(reasons, event.target.value) ?? null })}
        options={[
          { value: '', label: t('common.all') },
          ...reasons.map((value) => ({ value, label: t(`reasons.${value}`) })),
        ]}
      />
      <Button type="submit">{t('common.apply')}</Button>
    </form>
  );
}
