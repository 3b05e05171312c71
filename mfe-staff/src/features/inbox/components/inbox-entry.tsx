import { Badge, Button, Card, Select, TextArea } from '@sakina/shared/ui';
import { useLocale } from '@sakina/shared/navigation';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { StaffViewer } from '../../../api/get-staff-viewer';
import { inboxStates } from '../api/get-inbox';
import type { InboxItem } from '../api/get-inbox-item';
import { useUpdateInboxItem } from '../api/update-inbox-item';
import type { InboxState } from '../../../types/api';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { formatDateTime } from '../../../components/console-dates';

/** One message or request: what was sent, then its state, internal note and holder to change. */
export function InboxEntry({ item, viewer }: { item: InboxItem; viewer: StaffViewer }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const [update, { loading }] = useUpdateInboxItem();
  const [state, setState] = useState<InboxState>(item.state);
  const [note, setNote] = useState(item.note ?? '');
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const heldByMe = item.holder?.id === viewer.id;
  const titleId = `inbox-${item.reference}`;

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

  // Each run of text the sender wrote is isolated (<bdi>), so a Latin name or a number keeps its place in Arabic.
  const title = (
    <>
      <bdi>{item.reference}</bdi> · <bdi>{item.contact ? item.contact.subject : item.business?.institutionName}</bdi>
    </>
  );

  return (
    <Card padding="large">
      <article aria-labelledby={titleId} className={styles.inboxItem}>
        <h2 id={titleId} className={styles.subtitle}>
          {title}
        </h2>
        <p>
          <Badge>{t(`inboxStates.${item.state}`)}</Badge> {t(`inboxKinds.${item.kind}`)} ·{' '}
          <bdi>{formatDateTime(item.receivedAt, locale)}</bdi> ·{' '}
          {item.holder ? t('inbox.heldBy', { email: item.holder.email }) : t('inbox.notHeld')}
        </p>
        {item.contact ? (
          <>
            <p>
              <bdi>{item.contact.name}</bdi> · <span dir="ltr">{item.contact.email}</span> ·{' '}
              <span dir="ltr">{item.contact.phone}</span> · {t(`reasons.${item.contact.reason}`)}
            </p>
            <p className={styles.message}>{item.contact.message}</p>
          </>
        ) : null}
        {item.business ? (
          <p>
            <Trans
              t={t}
              i18nKey="inbox.business"
              values={{
                employee: item.business.employeeName,
                position: item.business.position,
                beneficiaries: item.business.beneficiaryCount,
                branches: item.business.branchCount,
              }}
              components={{ bdi: <bdi /> }}
            />{' '}
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
