import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromSchemaEnum, toFailure, type ApplicationDocumentKind, type Failure } from '@sakina/shared/graphql';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { Button, buttonClassName, ErrorSummary, FileUpload, type ErrorSummaryItem } from '@sakina/shared/ui';
import { acceptOf, attachmentsSchema, maxBytesOf, toFieldErrors } from '@sakina/shared/validation';
import type { ApplicationDocumentFieldsFragment, ApplicationFieldsFragment } from '../api/application-fields.generated';
import type { MyApplicationQuery } from '../api/my-application.generated';
import { useRemoveDocument } from '../api/remove-document';
import { uploadDocument } from '../api/upload-document';
import { useFailureText } from '../hooks/use-failure-text';
import { useLeaveWarning } from '../hooks/use-reload-guard';
import { documentOf, requiredDocumentKinds } from '../utils/form-values';
import styles from './application.module.css';

interface SlotState {
  /** The file being sent, shown with its progress until the server answers. */
  uploading?: { name: string; size: number; progress: number };
  error?: string;
}

const slotId = (slot: string) => `application-document-${slot}`;

export interface AttachmentsStepProps {
  application: ApplicationFieldsFragment | null;
  limits: MyApplicationQuery['applicationLimits'];
  /** Reads the application again after an upload (the upload does not go through Apollo). */
  refresh: () => Promise<unknown>;
  onContinue: () => void;
  backTo: string;
}

/** Step 3: every document is uploaded as soon as it is chosen, with its progress; replace and remove as needed. */
export function AttachmentsStep({ application, limits, refresh, onContinue, backTo }: AttachmentsStepProps) {
  const { t } = useTranslation('practitioner');
  const locale = useLocale();
  const failureText = useFailureText();
  const [slots, setSlots] = useState<Record<string, SlotState>>({});
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [remove] = useRemoveDocument();
  const uploading = Object.values(slots).some((slot) => slot.uploading);
  useLeaveWarning(uploading);

  const setSlot = (slot: string, state: SlotState | undefined) =>
    setSlots((current) => {
      const next = { ...current };
      if (state) next[slot] = state;
      else delete next[slot];
      return next;
    });

  const failureMessage = (failure: Failure) => {
    const field = failure.kind === 'fields' ? failure.fields[0] : undefined;
    return field ? t(field.code, { ns: 'validation' }) : failureText(failure);
  };

  async function send(slot: string, kind: ApplicationDocumentKind, file: File, replaceId?: string) {
    setSummary([]);
    setSlot(slot, { uploading: { name: file.name, size: file.size, progress: 0 } });
    const result = await uploadDocument({
      kind,
      file,
      replaceId,
      locale,
      onProgress: (progress) =>
        setSlots((current) => ({ ...current, [slot]: { uploading: { name: file.name, size: file.size, progress } } })),
    });
    if (!result.ok) {
      setSlot(slot, { error: failureMessage(result.failure) });
      return;
    }
    await refresh();
    setSlot(slot, undefined);
  }

  async function discard(slot: string, document: ApplicationDocumentFieldsFragment) {
    setSummary([]);
    try {
      await remove({ variables: { id: document.id } });
      setSlot(slot, undefined);
    } catch (error) {
      setSlot(slot, { error: failureMessage(toFailure(error)) });
    }
  }

  function handleContinue() {
    const documents = (application?.documents ?? []).map((document) => ({ kind: fromSchemaEnum(document.kind) }));
    const result = attachmentsSchema({ maxCertificates: limits.maxCertificates }).safeParse(documents);
    if (result.success) {
      onContinue();
      return;
    }
    const problems = toFieldErrors(result.error);
    const slotErrors: Record<string, SlotState> = {};
    for (const problem of problems)
      slotErrors[problem.path.toUpperCase()] = { error: t(problem.code, { ns: 'validation' }) };
    setSlots((current) => ({ ...current, ...slotErrors }));
    setSummary(
      problems.map((problem) => ({
        fieldId: `${slotId(problem.path.toUpperCase())}-choose`,
        message: `${t(`application.attachments.${problem.path === 'certificate' ? 'certificates' : problem.path}`)}: ${t(problem.code, { ns: 'validation' })}`,
      })),
    );
  }

  const fileOf = (slot: string, document: ApplicationDocumentFieldsFragment | undefined) => {
    const state = slots[slot];
    if (state?.uploading)
      return { file: { name: state.uploading.name, size: state.uploading.size }, progress: state.uploading.progress };
    return document
      ? { file: { name: document.fileName, size: document.sizeBytes }, progress: 100 }
      : { file: null, progress: undefined };
  };

  const photo = documentOf(application, 'PHOTO');
  const certificates = (application?.documents ?? []).filter((document) => document.kind === 'CERTIFICATE');
  const canAddCertificate = certificates.length < limits.maxCertificates;

  return (
    <div className={styles.form}>
      <ErrorSummary errors={summary} />
      <p className={styles.intro}>{t('application.attachments.intro')}</p>
      {uploading && (
        <p className={styles.notice} role="status">
          {t('application.attachments.uploadWarning')}
        </p>
      )}
      {requiredDocumentKinds.map((kind) => {
        const document = documentOf(application, kind);
        const { file, progress } = fileOf(kind, document);
        return (
          <div key={kind} className={styles.form}>
            <FileUpload
              id={slotId(kind)}
              label={t(`application.attachments.${fromSchemaEnum(kind)}`)}
              hint={
                kind === 'PHOTO' ? t('application.attachments.photoHint') : t('application.attachments.documentHint')
              }
              accept={acceptOf(fromSchemaEnum(kind))}
              maxSizeBytes={maxBytesOf(fromSchemaEnum(kind))}
              required
              file={file}
              progress={progress}
              error={slots[kind]?.error}
              onSelect={(chosen) => void send(kind, kind, chosen)}
              onRemove={document && !slots[kind]?.uploading ? () => void discard(kind, document) : undefined}
            />
            {kind === 'PHOTO' && photo && !slots.PHOTO?.uploading && (
              <img src={photo.url} alt={t('application.attachments.photoPreview')} className={styles.photoPreview} />
            )}
          </div>
        );
      })}

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('application.attachments.certificates')}</legend>
        <p className={styles.intro}>
          {t('application.attachments.certificatesHint', { count: limits.maxCertificates })}
        </p>
        <div className={styles.certificates}>
          {certificates.map((certificate, index) => {
            const slot = `CERTIFICATE-${certificate.id}`;
            const { file, progress } = fileOf(slot, certificate);
            return (
              <FileUpload
                key={certificate.id}
                id={slotId(slot)}
                label={t('application.attachments.certificate', { number: index + 1 })}
                accept={acceptOf('certificate')}
                maxSizeBytes={maxBytesOf('certificate')}
                file={file}
                progress={progress}
                error={slots[slot]?.error}
                onSelect={(chosen) => void send(slot, 'CERTIFICATE', chosen, certificate.id)}
                onRemove={slots[slot]?.uploading ? undefined : () => void discard(slot, certificate)}
              />
            );
          })}
          {canAddCertificate ? (
            <FileUpload
              key={`new-${certificates.length}`}
              id={slotId('CERTIFICATE')}
              label={t('application.attachments.addCertificate')}
              hint={t('application.attachments.documentHint')}
              accept={acceptOf('certificate')}
              maxSizeBytes={maxBytesOf('certificate')}
              optional
              file={fileOf('CERTIFICATE', undefined).file}
              progress={fileOf('CERTIFICATE', undefined).progress}
              error={slots.CERTIFICATE?.error}
              onSelect={(chosen) => void send('CERTIFICATE', 'CERTIFICATE', chosen)}
            />
          ) : (
            <p className={styles.notice}>{t('application.attachments.certificatesFull')}</p>
          )}
        </div>
      </fieldset>

      <div className={styles.actions}>
        <LocaleLink to={backTo} className={buttonClassName({ variant: 'secondary', size: 'large' })}>
          {t('application.actions.back')}
        </LocaleLink>
        <Button size="large" disabled={uploading} onClick={handleContinue} className={styles.actionsEnd}>
          {t('application.actions.continue')}
        </Button>
      </div>
    </div>
  );
}
