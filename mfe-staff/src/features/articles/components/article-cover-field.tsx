import { FileUpload, Spinner } from '@sakina/shared/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../../../components/field-group';
import { localizedErrors } from '../../../components/field-errors';
import { LocalizedFields } from '../../../components/localized-fields';
import { staffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import type { RichTextEditorProps } from '../../../types/rich-text-editor';
import { articleInputId } from '../utils/article-field-errors';
import type { ArticleFieldsProps } from './article-fields';

// What the API's upload takes (JPEG, PNG or WebP, 10 MB): checked here first to save the trip.
const acceptedTypes = 'image/jpeg,image/png,image/webp';
const maxImageBytes = 10 * 1024 * 1024;

type CoverUpload =
  | { status: 'idle'; fileName: string | null }
  | { status: 'uploading'; file: File }
  | { status: 'failed'; file: File; message: string };

interface ArticleCoverFieldProps extends Omit<ArticleFieldsProps, 'kind'> {
  onUploadImage: RichTextEditorProps['onUploadImage'];
}

/** The picture shown with the article and when it is shared (optional): an upload, and its description in both languages. */
export function ArticleCoverField({ draft, change, errors, onUploadImage }: ArticleCoverFieldProps) {
  const { t } = useTranslation('staff');
  const { t: tValidation } = useTranslation('validation');
  const [upload, setUpload] = useState<CoverUpload>({ status: 'idle', fileName: null });
  // Only the last file chosen may finish the upload.
  const latestFile = useRef<File | null>(null);
  const cover = draft.cover;

  async function handleSelect(file: File) {
    latestFile.current = file;
    setUpload({ status: 'uploading', file });
    try {
      const image = await onUploadImage(file);
      if (latestFile.current !== file) return;
      // The description typed meanwhile stays.
      change((current) => ({ cover: { media: image.media, alt: current.cover?.alt ?? { ar: '', en: '' } } }));
      setUpload({ status: 'idle', fileName: file.name });
    } catch (error) {
      if (latestFile.current !== file) return;
      const code = staffFailure(error).fields[0]?.code;
      setUpload({ status: 'failed', file, message: code ? tValidation(code) : t('articles.coverUploadFailed') });
    }
  }

  function handleRemove() {
    latestFile.current = null;
    setUpload({ status: 'idle', fileName: null });
    change({ cover: null });
  }

  const shownFile =
    upload.status !== 'idle'
      ? { name: upload.file.name, size: upload.file.size }
      : cover
        ? { name: upload.fileName ?? t('articles.coverCurrent') }
        : null;

  return (
    <FieldGroup legend={t('articles.cover')}>
      <FileUpload
        id={articleInputId('cover')}
        label={t('articles.coverImage')}
        hint={t('articles.coverHint')}
        accept={acceptedTypes}
        maxSizeBytes={maxImageBytes}
        file={shownFile}
        progress={upload.status === 'idle' && cover ? 100 : undefined}
        error={upload.status === 'failed' ? upload.message : errors.cover}
        onSelect={(file) => void handleSelect(file)}
        onRemove={shownFile ? handleRemove : undefined}
        optional
      />
      <p role="status" className={styles.count}>
        {upload.status === 'uploading' ? (
          <>
            <Spinner size="small" decorative /> {t('articles.coverUploading')}
          </>
        ) : null}
      </p>
      {cover ? (
        <>
          <img className={styles.cover} src={`/media/${cover.media}/320.webp`} alt="" />
          <LocalizedFields
            id={articleInputId('coverAlt')}
            label={t('articles.coverAlt')}
            hint={t('articles.coverAltHint')}
            maxLength={300}
            value={cover.alt}
            errors={localizedErrors(errors, 'coverAlt')}
            onChange={(alt) => change({ cover: { ...cover, alt } })}
            required
          />
        </>
      ) : null}
    </FieldGroup>
  );
}
