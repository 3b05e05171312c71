import type { Editor } from '@tiptap/core';
import { safeContentHref } from '@sakina/shared/rich-content';
import { Button, Dialog, DialogClose, TextField } from '@sakina/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text-editor.module.css';

interface LinkDialogProps {
  editor: Editor;
  /** The editable's id, to name the field's. */
  editorId: string;
  open: boolean;
  onClose: () => void;
}

function LinkForm({ editor, editorId, onClose }: Omit<LinkDialogProps, 'open'>) {
  const { t } = useTranslation('staff');
  const existing = editor.isActive('link') ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '';
  const [address, setAddress] = useState(existing);
  const [error, setError] = useState<string | undefined>(undefined);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The dialog sits in a portal, but React still bubbles its submit to the article's form around the editor.
    event.stopPropagation();
    const href = safeContentHref(address);
    if (!href) {
      setError(t(address.trim() ? 'richTextEditor.link.urlUnsafe' : 'richTextEditor.link.urlRequired'));
      return;
    }
    if (existing || !editor.state.selection.empty) {
      editor.chain().extendMarkRange('link').setLink({ href }).run();
    } else {
      // Nothing selected: the address itself becomes the link's text.
      editor
        .chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    }
    onClose();
  }

  function removeLink() {
    editor.chain().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  return (
    <form method="post" noValidate className={styles.dialogForm} onSubmit={handleSubmit}>
      <TextField
        id={`${editorId}-link-address`}
        label={t('richTextEditor.link.url')}
        hint={t('richTextEditor.link.urlHint')}
        error={error}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        inputMode="url"
        autoComplete="url"
        dir="ltr"
        spellCheck={false}
        required
      />
      <div className={styles.actions}>
        <Button type="submit">{t('richTextEditor.link.apply')}</Button>
        {existing && (
          <Button type="button" variant="secondary" onClick={removeLink}>
            {t('richTextEditor.link.remove')}
          </Button>
        )}
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            {t('richTextEditor.link.cancel')}
          </Button>
        </DialogClose>
      </div>
    </form>
  );
}

/** Adds, changes or removes the link at the selection; the address must pass the content schema's check. */
export function LinkDialog({ editor, editorId, open, onClose }: LinkDialogProps) {
  const { t } = useTranslation('staff');
  const editing = open && editor.isActive('link');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={editing ? t('richTextEditor.link.editTitle') : t('richTextEditor.link.addTitle')}
    >
      {open && <LinkForm editor={editor} editorId={editorId} onClose={onClose} />}
    </Dialog>
  );
}
