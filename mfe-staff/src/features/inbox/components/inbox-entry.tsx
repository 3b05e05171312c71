import { Badge, Button, Card, Select, TextArea } from '@sakina/shared/ui';
import { localeFromPath } from '@sakina/shared/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { StaffViewer } from '../../../api/get-staff-viewer';
import { inboxStates, type InboxItem } from '../api/get-inbox';
import { useUpdateInboxItem } from '../api/update-inbox-item';
import type { InboxState } from '../../../types/api';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';

/** One message or request: what was sent, then its state, internal note and holder to change. */
export function InboxEntry({ item, viewer }: { item: InboxItem; viewer: StaffViewer }) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const [update, { loading }] = useUpdateInboxItem();
  const [state, setState] = useState<InboxState>(item.state);
  const [note, setNote] = useState(item.note ?? '');
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const heldByMe = item.holder?.id === viewer.id;
  const titleId = `inbox-${item.kind}-${item.recordId}`;

  async function save(extra: { hold?: boolean } = {}) {
    setFailure(null);
    setSaved(false);
    try {
      await update({ variables: { input: { kind: item.kind, recordId: item.recordId, state, note, ...extra } } });
      setSaved(true);
    } catch (error) {
      // The state and note stay as chosen and typed.
      setFailure(staffFailure(error));
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  const title = item.contact
    ? `${item.reference} · ${item.contact.subject}`
    : `${item.reference} · ${item.business?.institutionName ?? ''}`;

  return (
    <Card padding="large">
      <article aria-labelledby={titleId} className={styles.inboxItem}>
        <h2 id={titleId} className={styles.subtitle}>
          {title}
        </h2>
        <p>
          <Badge>{t(`inboxStates.${item.state}`)}</Badge> {t(`inboxKinds.${item.kind}`)} ·{' '}
          {new Date(item.receivedAt).toLocaleString(locale === 'ar' ? 'ar-SA' : 'en-GB')} ·{' '}
          {item.holder ? t('inbox.heldBy', { email: item.holder.email }) : t('inbox.notHeld')}
        </p>
        {item.contact ? (
          <>
            <p>
              {item.contact.name} · <span dir="ltr">{item.contact.email}</span> ·{' '}
              <span dir="ltr">{item.contact.phone}</span> · {t(`reasons.${item.contact.reason}`)}
            </p>
            <p className={styles.message}>{item.contact.message}</p>
          </>
        ) : null}
        {item.business ? (
          <p>
            {t('inbox.business', {
              employee: item.business.employeeName,
              position: item.business.position,
              beneficiaries: item.business.beneficiaryCount,
              branches: item.business.branchCount,
            })}{' '}
            · <span dir="ltr">{item.business.email}</span> · <span dir="ltr">{item.business.phone}</span>
          </p>
        ) : null}
        <form method="post" noValidate onSubmit={handleSubmit} className={styles.form}>
          <Select
            label={t('inbox.state')}
            value={state}
            onChange={(event) => setState(event.target.value as InboxState)}
            options={inboxStates.map((value) => ({ value, label: t(`inboxStates.${value}`) }))}
          />
          <TextArea
            label={t('inbox.note')}
            hint={t('inbox.noteHint')}
            value={note}
            maxLength={2000}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={loading}>
              {t('inbox.save')}
            </Button>
            <Button type="button" variant="secondary" disabled={loading} onClick={() => save({ hold: !heldByMe })}>
              {heldByMe ? t('inbox.release') : t('inbox.hold')}
            </Button>
          </div>
          <div role="status" className={failure ? styles.error : styles.notice}>
            {failure ? t(`errors.${failure.code}`) : saved ? t('inbox.saved') : ''}
          </div>
        </form>
      </article>
    </Card>
  );
}
