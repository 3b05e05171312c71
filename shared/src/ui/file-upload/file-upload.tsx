import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { describedBy as joinDescribedBy, Field, useFieldIds } from '../field/field';
import { CheckIcon, FileIcon } from '../icons/icons';
import { classNames } from '../utils/class-names';
import { formatNumber } from '../utils/format-number';
import { formatAcceptedTypes } from './accepted-type-names';
import { acceptsFile } from './accepts-file';
import styles from './file-upload.module.css';

export type UploadedFile = { name: string; size?: number };

export type FileUploadProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** The form's or the server's message. */
  error?: string;
  /** As the input's accept attribute, e.g. ".pdf,image/*"; also checked when a file is chosen. */
  accept?: string;
  /** Files larger than this are refused with a message, before onSelect. */
  maxSizeBytes?: number;
  /** The chosen or already uploaded file, if any. */
  file?: UploadedFile | null;
  /** Upload progress 0–100; leave undefined when nothing is uploading. */
  progress?: number;
  onSelect: (file: File) => void;
  onRemove?: () => void;
  id?: string;
  name?: string;
  required?: boolean;
  optional?: boolean;
  disabled?: boolean;
  className?: string;
};

type UploadStatus = 'empty' | 'chosen' | 'uploading' | 'uploaded';

function statusOf(file: UploadedFile | null | undefined, progress: number | undefined): UploadStatus {
  if (!file) return 'empty';
  if (progress === undefined) return 'chosen';
  return progress >= 100 ? 'uploaded' : 'uploading';
}

export function FileUpload({
  label,
  hint,
  error,
  accept,
  maxSizeBytes,
  file,
  progress,
  onSelect,
  onRemove,
  id,
  name,
  required,
  optional,
  disabled,
  className,
}: FileUploadProps) {
  const { t, i18n } = useTranslation('ui');
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const status = statusOf(file, progress);
  const percent = Math.round(Math.min(100, Math.max(0, progress ?? 0)));
  const shownError = refusal ?? error;

  function formatSize(bytes: number) {
    if (bytes < 1024) return t('fileSize.bytes', { size: formatNumber(bytes, i18n.language) });
    if (bytes < 1024 * 1024)
      return t('fileSize.kilobytes', { size: formatNumber(bytes / 1024, i18n.language, { maximumFractionDigits: 0 }) });
    return t('fileSize.megabytes', {
      size: formatNumber(bytes / (1024 * 1024), i18n.language, { maximumFractionDigits: 1 }),
    });
  }

  const limits = maxSizeBytes ? t('fileUpload.maxSize', { size: formatSize(maxSizeBytes) }) : undefined;
  const shownHint =
    hint || limits ? (
      <>
        {hint}
        {hint && limits ? ' ' : null}
        {limits && <bdi>{limits}</bdi>}
      </>
    ) : undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    if (!acceptsFile(accept, chosen)) {
      setRefusal(t('fileUpload.wrongType', { types: formatAcceptedTypes(accept ?? '', i18n.language) }));
      return;
    }
    if (maxSizeBytes !== undefined && chosen.size > maxSizeBytes) {
      setRefusal(t('fileUpload.tooLarge', { size: formatSize(maxSizeBytes) }));
      return;
    }
    setRefusal(undefined);
    onSelect(chosen);
  }

  function handleRemove() {
    setRefusal(undefined);
    onRemove?.();
    // The remove button disappears with the file, so keep keyboard focus in the field.
    requestAnimationFrame(() => chooseRef.current?.focus());
  }

  const describedBy = joinDescribedBy(shownHint && ids.hintId, shownError && ids.errorId);
  const openPicker = () => inputRef.current?.click();

  return (
    <Field
      ids={ids}
      label={label}
      hint={shownHint}
      error={shownError}
      required={required}
      optional={optional}
      className={className}
    >
      <input
        ref={inputRef}
        id={ids.inputId}
        name={name}
        type="file"
        accept={accept}
        required={required && !file}
        disabled={disabled}
        className={styles.input}
        onChange={handleChange}
        tabIndex={-1}
      />
      <div className={classNames(styles.box, shownError && styles.invalid)}>
        {status === 'empty' || !file ? (
          <div className={styles.empty}>
            <Button
              ref={chooseRef}
              id={`${ids.inputId}-choose`}
              variant="secondary"
              disabled={disabled}
              aria-labelledby={`${ids.labelId} ${ids.inputId}-choose`}
              aria-describedby={describedBy}
              onClick={openPicker}
            >
              {t('fileUpload.choose')}
            </Button>
            <span className={styles.noFile}>{t('fileUpload.noFile')}</span>
          </div>
        ) : (
          <>
            <div className={styles.file}>
              <span className={styles.fileInfo}>
                <FileIcon />
                <bdi className={styles.fileName}>{file.name}</bdi>
                {file.size !== undefined && <bdi className={styles.fileSize}>{formatSize(file.size)}</bdi>}
              </span>
              <span className={styles.actions}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={disabled || status === 'uploading'}
                  aria-label={t('fileUpload.replaceFile', { name: file.name })}
                  aria-describedby={describedBy}
                  onClick={openPicker}
                >
                  {t('fileUpload.replace')}
                </Button>
                {onRemove && (
                  <Button
                    variant="ghost"
                    size="small"
                    disabled={disabled}
                    aria-label={t('fileUpload.removeFile', { name: file.name })}
                    onClick={handleRemove}
                  >
                    {t('fileUpload.remove')}
                  </Button>
                )}
              </span>
            </div>
            {status === 'uploading' && (
              <div className={styles.progress}>
                <div
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={t('fileUpload.uploading', { percent })}
                  className={styles.track}
                >
                  <div className={styles.bar} style={{ inlineSize: `${percent}%` }} />
                </div>
                <span className={styles.progressText} aria-hidden="true">
                  <bdi>{t('fileUpload.uploading', { percent })}</bdi>
                </span>
              </div>
            )}
            <p aria-live="polite" className={styles.uploaded}>
              {status === 'uploaded' && (
                <>
                  <CheckIcon />
                  {t('fileUpload.uploaded')}
                </>
              )}
            </p>
          </>
        )}
      </div>
    </Field>
  );
}
