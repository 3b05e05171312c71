import type { RejectionReasonCode } from '@sakina/shared/graphql';
import { Button } from '@sakina/shared/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffViewer } from '../../../api/get-staff-viewer';
import { useAcceptApplication } from '../api/accept-application';
import { useClaimApplication } from '../api/claim-application';
import type { ApplicationDetail } from '../api/get-application';
import { useRejectApplication } from '../api/reject-application';
import { useReleaseApplication } from '../api/release-application';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { RejectionForm } from './rejection-form';

interface DecisionPanelProps {
  detail: ApplicationDetail;
  viewer: StaffViewer;
  /** Reads the application again: after a decision, or when it changed meanwhile. */
  onDone: () => void;
}

/** Who holds the application; claim it, or release, accept or reject the one you hold; what came of it. */
export function DecisionPanel({ detail, viewer, onDone }: DecisionPanelProps) {
  const { t } = useTranslation('staff');
  const [claim, claiming] = useClaimApplication();
  const [release, releasing] = useReleaseApplication();
  const [accept, accepting] = useAcceptApplication();
  const [reject, rejecting] = useRejectApplication();
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const busy = claiming.loading || releasing.loading || accepting.loading || rejecting.loading;
  const heldByMe = detail.holder?.id === viewer.id;
  const submitted = detail.application.status === 'SUBMITTED';

  async function run(action: () => Promise<unknown>, message: string) {
    setFailure(null);
    setDone(null);
    try {
      await action();
      setDone(message);
      onDone();
    } catch (error) {
      // The reason and note stay as typed.
      setFailure(staffFailure(error));
    }
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  function handleReject(reason: RejectionReasonCode, note: string | null) {
    void run(
      () => reject({ variables: { id: detail.id, version: detail.version, reason, note } }),
      t('detail.rejected'),
    );
  }

  return (
    <section aria-labelledby="decision-title" className={styles.section}>
      <h2 id="decision-title" className={styles.subtitle}>
        {t('detail.decisionTitle')}
      </h2>
      <div role="alert" tabIndex={-1} ref={alertRef} className={failure ? styles.error : styles.notice}>
        {failure ? t(`errors.${failure.code}`) : done}
      </div>
      {failure?.code === 'STAFF_VERSION_CONFLICT' || failure?.code === 'STAFF_CLAIMED_BY_OTHER' ? (
        <Button variant="secondary" onClick={onDone}>
          {t('detail.reload')}
        </Button>
      ) : null}
      <p>
        {detail.holder
          ? t('detail.heldBy', { email: heldByMe ? t('detail.you') : detail.holder.email })
          : t('detail.notHeld')}
      </p>
      {submitted ? (
        <div className={styles.actions}>
          {!heldByMe ? (
            <Button
              disabled={busy}
              onClick={() =>
                run(() => claim({ variables: { id: detail.id, version: detail.version } }), t('detail.claimed'))
              }
            >
              {t('detail.claim')}
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => run(() => release({ variables: { id: detail.id } }), t('detail.released'))}
              >
                {t('detail.release')}
              </Button>
              <Button
                variant="accent"
                disabled={busy}
                onClick={() =>
                  run(() => accept({ variables: { id: detail.id, version: detail.version } }), t('detail.accepted'))
                }
              >
                {t('detail.accept')}
              </Button>
            </>
          )}
        </div>
      ) : null}
      {submitted ? (
        <RejectionForm
          applicationId={detail.id}
          busy={busy}
          noteInvalid={failure?.fields.some((field) => field.path === 'note') ?? false}
          onReject={handleReject}
        />
      ) : null}
    </section>
  );
}
