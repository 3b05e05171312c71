import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@sakina/shared/ui';
import { useHydrated } from '../../../hooks/use-hydrated';
import { BookInAppPanel } from './book-in-app-panel';
import styles from './booking.module.css';

const loadBookDialog = () => import('./book-dialog');
// The dialog and Radix's dialog code (about 14 KB, two chunks) come with the first tap of Book, or as the pointer or focus
// reaches it: most visitors of a practitioner's page never open it.
const BookDialog = lazy(loadBookDialog);

/** Where Book leads on a computer without JavaScript: shown only while the address names it (`:target`). */
export const bookInAppSectionId = 'book-in-app';

type BookWithCodeProps = { name: string; pagePath: string };

/**
 * Book on a computer: a dialog with the QR code for the visitor's phone. The server's HTML has a link to a section
 * holding the same code instead, so it works before (or without) the scripts.
 */
export function BookWithCode({ name, pagePath }: BookWithCodeProps) {
  const { t } = useTranslation('public');
  const hydrated = useHydrated();
  const book = useRef<HTMLButtonElement>(null);
  // Opened once, the dialog stays mounted (closed), so Radix closes it as it opened it.
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const label = t('directory.profile.cta.book', { name });
  const className = buttonClassName({ variant: 'accent', fullWidth: true });
  if (!hydrated) {
    return (
      <a href={`#${bookInAppSectionId}`} className={className}>
        {label}
      </a>
    );
  }
  return (
    <>
      <Button
        ref={book}
        variant="accent"
        fullWidth
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadBookDialog()}
        onFocus={() => void loadBookDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <BookDialog name={name} pagePath={pagePath} open={open} onOpenChange={setOpen} returnFocusTo={book} />
        </Suspense>
      )}
    </>
  );
}

/** The section the server's Book link leads to: hidden until the address names it. */
export function BookInAppSection({ name, pagePath }: BookWithCodeProps) {
  const { t } = useTranslation('public');
  return (
    <section id={bookInAppSectionId} aria-labelledby={`${bookInAppSectionId}-heading`} className={styles.targetSection}>
      <h3 id={`${bookInAppSectionId}-heading`} className={styles.targetHeading}>
        {t('directory.profile.cta.dialogTitle', { name })}
      </h3>
      <BookInAppPanel name={name} pagePath={pagePath} />
    </section>
  );
}
