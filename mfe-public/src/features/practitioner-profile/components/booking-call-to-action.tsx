import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { useLocalePath } from '@sakina/shared/navigation';
import { Card, LinkButton } from '@sakina/shared/ui';
import { BookInAppSection, BookWithCode } from './book-with-code';
import styles from './practitioner-profile.module.css';

type BookingCallToActionProps = { name: string; pagePath: string };

/**
 * Booking happens in the app. On a computer, Book shows a QR code of this page for the phone; on a phone, the
 * sticky bar (BookBar) opens the app or its store, and this card explains it.
 */
export function BookingCallToAction({ name, pagePath }: BookingCallToActionProps) {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const computer = useShell().platform === 'other';
  return (
    <Card as="section" aria-labelledby="booking-heading" className={styles.aside}>
      <h2 id="booking-heading" className={styles.asideHeading}>
        {t('directory.profile.cta.heading')}
      </h2>
      <p className={styles.meaning}>
        {t(computer ? 'directory.profile.cta.computerText' : 'directory.profile.cta.phoneText')}
      </p>
      <div className={styles.actions}>
        {computer && <BookWithCode name={name} pagePath={pagePath} />}
        <LinkButton to={toLocale('/download')} variant="secondary" fullWidth>
          {t('directory.profile.cta.download')}
        </LinkButton>
      </div>
      {computer && <BookInAppSection name={name} pagePath={pagePath} />}
    </Card>
  );
}
