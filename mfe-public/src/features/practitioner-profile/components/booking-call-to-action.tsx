import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { useLocalePath } from '@sakina/shared/navigation';
import { buttonClassName, Card, LinkButton } from '@sakina/shared/ui';
import { practitionerAppLink } from '../utils/app-link';
import styles from './practitioner-profile.module.css';

/** Booking happens in the app: open it at this practitioner (configured deep link) or go and download it. */
export function BookingCallToAction({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const appLink = practitionerAppLink(useShell()?.config?.practitionerDeepLink, id);
  return (
    <Card as="section" aria-labelledby="booking-heading" className={styles.aside}>
      <h2 id="booking-heading" className={styles.asideHeading}>
        {t('directory.profile.cta.heading')}
      </h2>
      <p className={styles.meaning}>{t('directory.profile.cta.text')}</p>
      <div className={styles.actions}>
        {appLink && (
          <a href={appLink} rel="external noopener" className={buttonClassName({ variant: 'accent', fullWidth: true })}>
            {t('directory.profile.cta.openApp', { name })}
          </a>
        )}
        <LinkButton to={toLocale('/download')} variant="secondary" fullWidth>
          {t('directory.profile.cta.download')}
        </LinkButton>
      </div>
    </Card>
  );
}
