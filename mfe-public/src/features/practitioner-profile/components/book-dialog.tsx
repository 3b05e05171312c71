import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@sakina/shared/ui';
import { BookInAppPanel } from './book-in-app-panel';

export type BookDialogProps = {
  name: string;
  pagePath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Book, where the focus goes back when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The dialog Book opens on a computer: the page's QR code and the stores. Loaded on the first tap of Book. */
export default function BookDialog({ name, pagePath, open, onOpenChange, returnFocusTo }: BookDialogProps) {
  const { t } = useTranslation('public');
  return (
    <Dialog
      title={t('directory.profile.cta.dialogTitle', { name })}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
    >
      <BookInAppPanel name={name} pagePath={pagePath} />
    </Dialog>
  );
}
