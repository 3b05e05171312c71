import { useTranslation } from 'react-i18next';
import { Button, buttonClassName, Dialog } from '@sakina/shared/ui';
import { useHydrated } from '../../../hooks/use-hydrated';
import { BookInAppPanel } from './book-in-app-panel';
import styles from './booking.module.css';

/** Where Book leads on a computer without JavaScript: shown only while the address names it (`:target`). */
export const bookInAppSectionId = 'book-in-app';

type BookWithCodeProps = { name: string; url: string };

/**
 * Book on a computer: a dialog with the QR code for the visitor's phone. The server's HTML has a link to a section
 * holding the same code instead, so it works before (or without) the scripts.
 */
export function BookWithCode({ name, url }: BookWithCodeProps) {
  const { t } = useTranslation('public');
  const hydrated = useHydrated();
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
    <Dialog
      title={t('directory.profile.cta.dialogTitle', { name })}
      trigger={
        <Button variant="accent" fullWidth>
          {label}
        </Button>
      }
    >
      <BookInAppPanel name={name} url={url} />
    </Dialog>
  );
}

/** The section the server's Book link leads to: hidden until the address names it. */
export function BookInAppSection({ name, url }: BookWithCodeProps) {
  const { t } = useTranslation('public');
  return (
    <section id={bookInAppSectionId} aria-labelledby={`${bookInAppSectionId}-heading`} className={styles.targetSection}>
      <h3 id={`${bookInAppSectionId}-heading`} className={styles.targetHeading}>
        {t('directory.profile.cta.dialogTitle', { name })}
      </h3>
      <BookInAppPanel name={name} url={url} />
    </section>
  );
}
