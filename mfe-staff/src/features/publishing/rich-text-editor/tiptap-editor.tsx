/*
 * The content editor, on Tiptap 3 (ProseMirror): its schema (content-extensions.ts) makes the JSON it writes
 * exactly the nodes the content schema allows, so what staff write is stored as it is; it is headless, so it takes
 * the console's design; right-to-left is the `dir` of the editable; and it is widely used and kept up. Loaded only
 * through rich-text-editor.tsx (React.lazy): public pages render content with @sakina/shared/rich-content/render.
 */
import type { RichDocument, RichImageAttributes } from '@sakina/shared/rich-content';
import { richContentClassName } from '@sakina/shared/rich-content/render';
import { directionOf } from '@sakina/shared/contracts';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentExtensions } from './content-extensions';
import { EditorToolbar } from './editor-toolbar';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import type { RichTextEditorProps } from '../../../types/rich-text-editor';
import styles from './rich-text-editor.module.css';

type OpenDialog = 'none' | 'link' | 'image';

export default function TiptapEditor({
  id,
  label,
  value,
  onChange,
  dir,
  lang,
  onUploadImage,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const { i18n } = useTranslation('staff');
  const consoleDirection = directionOf(i18n.language === 'en' ? 'en' : 'ar');
  const labelId = `${id}-label`;
  const [openDialog, setOpenDialog] = useState<OpenDialog>('none');
  // The last document sent to onChange: when it comes back as `value`, the editor already holds it.
  const sent = useRef<RichDocument | null>(null);
  const extensions = useMemo(contentExtensions, []);

  const editor = useEditor({
    extensions,
    content: value,
    // Created after mount: nothing reads the DOM while rendering.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        dir,
        lang,
        class: `${richContentClassName} ${styles.editable}`,
      },
    },
    onUpdate: ({ editor: current }) => {
      // The schema is the content schema's, so this is a document parseRichContent keeps as it is.
      const document = current.getJSON() as RichDocument;
      sent.current = document;
      onChange(document);
    },
  });

  useEffect(() => {
    if (!editor || value === sent.current) return;
    if (JSON.stringify(editor.getJSON()) === JSON.stringify(value)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The dialogs open from the toolbar, not from a trigger of their own: closing one brings the writer back to the text.
  function closeDialog() {
    setOpenDialog('none');
    editor?.commands.focus();
  }

  function insertImage(image: RichImageAttributes) {
    editor?.chain().insertContent({ type: 'image', attrs: image }).run();
  }

  return (
    <div className={styles.field}>
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      <div className={invalid ? `${styles.frame} ${styles.invalid}` : styles.frame}>
        {editor && (
          <EditorToolbar
            editor={editor}
            editorId={id}
            label={label}
            dir={consoleDirection}
            onOpenLink={() => setOpenDialog('link')}
            onOpenImage={() => setOpenDialog('image')}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      {editor && (
        <>
          <LinkDialog editor={editor} editorId={id} open={openDialog === 'link'} onClose={closeDialog} />
          <ImageDialog
            editorId={id}
            lang={lang}
            dir={dir}
            open={openDialog === 'image'}
            onUpload={onUploadImage}
            onInsert={insertImage}
            onClose={closeDialog}
          />
        </>
      )}
    </div>
  );
}
