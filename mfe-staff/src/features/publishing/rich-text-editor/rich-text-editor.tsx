import { Skeleton } from '@sakina/shared/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from '../../../types/rich-text-editor';
import styles from './rich-text-editor.module.css';

export type { RichTextEditorProps, UploadedImage } from '../../../types/rich-text-editor';

// Tiptap and ProseMirror load with the first page that edits content, never with the console's first script.
const TiptapEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './tiptap-editor'));

function LoadingEditor({ id, label }: Pick<RichTextEditorProps, 'id' | 'label'>) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.field}>
      <div id={`${id}-label`} className={styles.label}>
        {label}
      </div>
      <div className={styles.frame} aria-busy="true">
        <Skeleton shape="rectangle" blockSize="14rem" />
        <p role="status" className={styles.loadingText}>
          {t('richTextEditor.loading')}
        </p>
      </div>
    </div>
  );
}

/** The content editor of the staff console: its code is fetched when it is first shown. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingEditor id={props.id} label={props.label} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
