import { Badge, Button, Card, Select, TextArea } from '@sakina/shared/ui';
import { localeFromPath } from '@sakina/shared/navigation';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { StaffViewer } from '../../../api/get-staff-viewer';
import { useAcceptApplication } from '../api/accept-application';
import { useClaimApplication } from '../api/claim-application';
import {
  useApplication,
  useRejectionReasons,
  type ApplicationDetail,
  type StaffDocument,
} from '../api/get-application';
import { useRejectApplication } from '../api/reject-application';
import { useReleaseApplication } from '../api/release-application';
import { StaffFrame } from '../../../components/staff-frame';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fieldRow}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One uploaded file, shown in the page through the API's authorized route: images as images, PDFs framed. */
function DocumentView({ document }: { document: StaffDocument }) {
  const { t } = useTranslation('staff');
  const label = t('detail.documentLabel', { kind: t(`documentKinds.${document.kind}`), file: document.fileName });
  return (
    <figure className={styles.document}>
      <figcaption>{label}</figcaption>
      {document.mediaType.startsWith('image/') ? (
        <img src={document.url} alt={label} className={styles.documentImage} />
      ) : (
        <iframe src={document.url} title={label} className={styles.documentFrame} />
      )}
      <a href={document.url} target="_blank" rel="noopener noreferrer">
        {t('detail.openDocument', { file: document.fileName })}
      </a>
    </figure>
  );
}

function Decision({ detail, viewer, onDone }: { detail: ApplicationDetail; viewer: StaffViewer; onDone: () => void }) {
  const { t, i18n } = useTranslation('staff');
  const locale = i18n.language === 'en' ? 'en' : 'ar';
  const reasons = useRejectionReasons(detail.id);
  const [claim, claiming] = useClaimApplication();
  const [release, releasing] = useReleaseApplication();
  const [accept, accepting] = useAcceptApplication();
  const [reject, rejecting] = useRejectApplication();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
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

  function handleReject(event: FormEvent) {
    event.preventDefault();
    setReasonMissing(!reason);
    if (!reason) return;
    void run(
      () => reject({ variables: { id: detail.id, version: detail.version, reason, note: note.trim() || null } }),
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
        <form method="post" noValidate onSubmit={handleReject} className={styles.form}>
          <Select
            label={t('detail.reason')}
            placeholder={t('detail.reasonPlaceholder')}
            value={reason}
            required
            error={reasonMissing ? t('detail.reasonRequired') : undefined}
            onChange={(event) => setReason(event.target.value)}
            options={reasons.map((entry) => ({
              value: entry.code,
              label: entry.code === 'OTHER' ? t('detail.reasonOther') : entry.text[locale],
            }))}
          />
          <TextArea
            label={t('detail.note')}
            hint={t('detail.noteHint')}
            value={note}
            maxLength={1000}
            error={failure?.fields.some((field) => field.path === 'note') ? t('detail.noteInvalid') : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit" variant="danger" disabled={busy}>
            {t('detail.reject')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

export function ApplicationView({ viewer, applicationId }: { viewer: StaffViewer; applicationId: string }) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { data, loading, error, refetch } = useApplication(applicationId);
  if (loading && !data) return <p aria-busy="true">{t('common.loading')}</p>;
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {t(`errors.${staffFailure(error).code}`)}
      </p>
    );
  const detail = data?.staffApplication;
  if (!detail)
    return (
      <p role="alert" className={styles.error}>
        {t('errors.NOT_FOUND')}
      </p>
    );
  const { personal, professional } = detail.application;
  const date = (value: string | null) =>
    value ? new Date(value).toLocaleString(locale === 'ar' ? 'ar-SA' : 'en-GB') : '';
  const list = (values: string[] | undefined) => (values ?? []).join('، ');
  const registrationDocument = detail.documents.find((document) => document.kind === 'CLASSIFICATION');

  return (
    <>
      <p>
        <Badge>{t(`status.${detail.application.status}`)}</Badge>{' '}
        {t('detail.submittedAt', { date: date(detail.application.submittedAt) })}
      </p>
      {detail.application.rejectionReason ? (
        <p>{t('detail.rejectionReason', { reason: detail.application.rejectionReason })}</p>
      ) : null}
      <div className={styles.columns}>
        <Card padding="large">
          <section aria-labelledby="personal-title">
            <h2 id="personal-title" className={styles.subtitle}>
              {t('detail.personalTitle')}
            </h2>
            <Fields
              rows={[
                [t('fields.fullNameAr'), <span lang="ar">{personal?.fullNameAr}</span>],
                [t('fields.fullNameEn'), <span lang="en">{personal?.fullNameEn}</span>],
                [t('fields.email'), <span dir="ltr">{detail.application.applicantEmail}</span>],
                [t('fields.nationalId'), <span dir="ltr">{personal?.nationalId}</span>],
                [t('fields.birthDate'), <span dir="ltr">{personal?.birthDate}</span>],
                [t('fields.gender'), personal?.gender],
                [t('fields.nationality'), personal?.nationality],
                [t('fields.mobile'), <span dir="ltr">{personal?.mobile.e164}</span>],
                [t('fields.country'), personal?.country],
                [t('fields.city'), personal?.city],
                [t('fields.bioAr'), <span lang="ar">{personal?.bioAr}</span>],
                [t('fields.bioEn'), <span lang="en">{personal?.bioEn}</span>],
              ]}
            />
          </section>
        </Card>
        <Card padding="large">
          <section aria-labelledby="professional-title">
            <h2 id="professional-title" className={styles.subtitle}>
              {t('detail.professionalTitle')}
            </h2>
            <Fields
              rows={[
                [t('fields.jobType'), professional ? t(`jobTypes.${professional.jobType}`) : ''],
                [t('fields.classificationLevel'), professional?.classificationLevel],
                [t('fields.sector'), professional?.sector],
                [t('fields.employerName'), professional?.employerName],
                [t('fields.specialization'), professional?.specialization],
                [t('fields.secondarySpecialities'), list(professional?.secondarySpecialities)],
                [t('fields.experienceInYears'), professional?.experienceInYears],
                [
                  t('fields.education'),
                  (professional?.education ?? []).map((entry) => `${entry.degree}: ${entry.institution}`).join('، '),
                ],
                [t('fields.consultationTypes'), list(professional?.consultationTypes)],
                [t('fields.communicationStyles'), list(professional?.communicationStyles)],
                [t('fields.languages'), list(professional?.languages)],
                [t('fields.offeredSpecializations'), list(professional?.offeredSpecializations)],
                [t('fields.twitterUrl'), <span dir="ltr">{professional?.twitterUrl}</span>],
                [t('fields.linkedinUrl'), <span dir="ltr">{professional?.linkedinUrl}</span>],
                [t('fields.iban'), <span dir="ltr">{professional?.iban}</span>],
              ]}
            />
          </section>
        </Card>
      </div>
      <section aria-labelledby="licence-title" className={styles.section}>
        <h2 id="licence-title" className={styles.subtitle}>
          {t('detail.licenceTitle')}
        </h2>
        <div className={styles.columns}>
          <Fields
            rows={[
              [t('fields.sfhscRegistrationNumber'), <span dir="ltr">{professional?.sfhscRegistrationNumber}</span>],
              [t('fields.sfhscExpirationDate'), <span dir="ltr">{professional?.sfhscExpirationDate}</span>],
              [t('fields.classificationLevel'), professional?.classificationLevel],
              [t('fields.fullNameAr'), personal?.fullNameAr],
              [t('fields.fullNameEn'), personal?.fullNameEn],
            ]}
          />
          {registrationDocument ? <DocumentView document={registrationDocument} /> : <p>{t('detail.noDocument')}</p>}
        </div>
      </section>
      <section aria-labelledby="documents-title" className={styles.section}>
        <h2 id="documents-title" className={styles.subtitle}>
          {t('detail.documentsTitle')}
        </h2>
        <div className={styles.documents}>
          {detail.documents
            .filter((document) => document !== registrationDocument)
            .map((document) => (
              <DocumentView key={document.id} document={document} />
            ))}
        </div>
      </section>
      <Decision detail={detail} viewer={viewer} onDone={() => void refetch()} />
    </>
  );
}

/** /staff/applications/:applicationId: every field, the documents in the page, claim and decide. */
export default function StaffApplicationPage() {
  const { t } = useTranslation('staff');
  const { applicationId = '' } = useParams();
  return (
    <StaffFrame title={t('detail.title')}>
      {(viewer) => <ApplicationView viewer={viewer} applicationId={applicationId} />}
    </StaffFrame>
  );
}
