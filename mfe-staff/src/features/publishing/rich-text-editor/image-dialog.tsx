import { imageSources, richContentLimits, type RichImageAttributes } from '@sakina/shared/rich-content';
import { Button, Dialog, DialogClose, FileUpload, Spinner, TextField } from '@sakina/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps, UploadedImage } from '../../../types/rich-text-editor';
import styles from './rich-text-editor.module.css';

// What the API's upload takes (api/src/modules/media/image-variants.ts): checked here first to save the trip.
const acceptedTypes = 'image/jpeg,image/png,image/webp';
const maxImageBytes = 10 * 1024 * 1024;

type Upload =
  | { status: 'empty' }
  | { status: 'uploading'; file: File }
  | { status: 'uploaded'; file: File; image: UploadedImage }
  | { status: 'failed'; file: File };

interface ImageDialogProps {
  editorId: string;
  open: boolean;
  /** The content's language and direction, which the alt text is written in. */
  lang: RichTextEditorProps['lang'];
  dir: RichTextEditorProps['dir'];
  onUpload: RichTextEditorProps['onUploadImage'];
  onInsert: (image: RichImageAttributes) => void;
  onClose: () => void;
}

function ImageForm({ editorId, lang, dir, onUpload, onInsert }: Omit<ImageDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('staff');
  const [upload, setUpload] = useState<Upload>({ status: 'empty' });
  const [alt, setAlt] = useState('');
  const [checked, setChecked] = useState(false);
  // Only the last file chosen may finish the upload.
  const latestFile = useRef<File | null>(null);

  async function handleSelect(file: File) {
    latestFile.current = file;
    setUpload({ status: 'uploading', file });
    try {
      const image = await onUpload(file);
      if (latestFile.current === file) setUpload({ status: 'uploaded', file, image });
    } catch {
      if (latestFile.current === file) setUpload({ status: 'failed', file });
    }
  }

  const fileError = (() => {
    if (upload.status === 'failed') return t('richTextEditor.image.uploadFailed');
    if (!checked || upload.status === 'uploaded') return undefined;
    return upload.status === 'uploading'
      ? t('richTextEditor.image.stillUploading')
      : t('richTextEditor.image.fileRequired');
  })();
  const altError = checked && !alt.trim() ? t('richTextEditor.image.altRequired') : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The dialog sits in a portal, but React still bubbles its submit to the article's form around the editor.
    event.stopPropagation();
    setChecked(true);
    if (upload.status !== 'uploaded' || !alt.trim()) return;
    onInsert({ ...upload.image, alt: alt.trim() });
  }

  const file = upload.status === 'empty' ? null : { name: upload.file.name, size: upload.file.size };
  return (
    <form method="post" noValidate className={styles.dialogForm} onSubmit={handleSubmit}>
      <FileUpload
        id={`${editorId}-image-file`}
        label={t('richTextEditor.image.file')}
        hint={t('richTextEditor.image.fileHint')}
        accept={acceptedTypes}
        maxSizeBytes={maxImageBytes}
        file={file}
        progress={upload.status === 'uploaded' ? 100 : undefined}
        error={fileError}
        onSelect={handleSelect}
        required
      />
      <p role="status" className={styles.uploading}>
        {upload.status === 'uploading' && (
          <>
            <Spinner size="small" decorative />
            {t('richTextEditor.image.uploading')}
          </>
        )}
      </p>
      {upload.status === 'uploaded' && (
        <img
          className={styles.preview}
          src={imageSources(upload.image).src}
          alt=""
          width={upload.image.width}
          height={upload.image.height}
        />
      )}
      <TextField
        id={`${editorId}-image-alt`}
        label={t('richTextEditor.image.alt')}
        hint={t('richTextEditor.image.altHint')}
        error={altError}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        maxLength={richContentLimits.imageAltLength}
        lang={lang}
        dir={dir}
        required
      />
      <div className={styles.actions}>
        <Button type="submit">{t('richTextEditor.image.insert')}</Button>
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            {t('richTextEditor.image.cancel')}
          </Button>
        </DialogClose>
      </div>
    </form>
  );
}

/**
 * Uploads an image (JPEG, PNG or WebP) and inserts it once it has a description: an image without alt text never
 * reaches the document.
 */
export function ImageDialog({ open, onClose, onInsert, ...formProps }: ImageDialogProps) {
  const { t } = useTranslation('staff');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('richTextEditor.image.title')}>
      {open && (
        <ImageForm
          {...formProps}
          onInsert={(image) => {
            onInsert(image);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
