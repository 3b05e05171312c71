import { Button, Dialog, DialogClose } from '@sakina/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleRevision } from '../api/get-article';

interface RestoreRevisionButtonProps {
  revision: ArticleRevision;
  busy: boolean;
  onRestore: (revisionId: string) => void;
}

/** Restore, once confirmed: the revision becomes the working copy again, as a new revision. */
export function RestoreRevisionButton({ revision, busy, onRestore }: RestoreRevisionButtonProps) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const name = t('articles.restoreRevision', { number: revision.number });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('articles.restoreTitle', { number: revision.number })}
      description={t('articles.restoreDescription')}
      trigger={
        <Button type="button" variant="secondary" size="small" disabled={busy} aria-label={name}>
          {t('articles.restore')}
        </Button>
      }
      footer={
        <>
          <Button
            type="button"
            onClick={() => {
              setOpen(false);
              onRestore(revision.id);
            }}
          >
            {name}
          </Button>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t('articles.cancel')}
            </Button>
          </DialogClose>
        </>
      }
    />
  );
}
