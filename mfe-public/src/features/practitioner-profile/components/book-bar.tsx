import { Trans, useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { formatPrice } from '@sakina/shared/i18n';
import { useLocale, useLocalePath } from '@sakina/shared/navigation';
import { buttonClassName, LinkButton } from '@sakina/shared/ui';
import { phoneBookingLink } from '../utils/app-link';
import styles from './booking.module.css';

type BookBarProps = { id: string; name: string; priceSar: number };

/**
 * On a phone, Book stays at the bottom of the screen: a link that opens the app at this practitioner, or the app's
 * store. Sticky in the page's flow, it comes to rest below the page's last controls instead of covering them.
 */
export function BookBar({ id, name, priceSar }: BookBarProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const { config, platform } = useShell();
  if (platform === 'other') return null;
  const href = phoneBookingLink(platform, config, id);
  const label = t('directory.profile.cta.book', { name });
  const className = buttonClassName({ variant: 'accent', className: styles.barButton });
  return (
    <div className={styles.bar}>
      <p className={styles.barPrice}>
        <Trans
          t={t}
          i18nKey="directory.profile.price"
          values={{ price: formatPrice(priceSar, locale) }}
          components={{ price: <bdi dir="ltr" className={styles.amount} /> }}
        />
      </p>
      {href ? (
        <a href={href} rel="external noopener" aria-label={label} className={className}>
          {t('directory.profile.cta.bookShort')}
        </a>
      ) : (
        // Neither the app nor its store is configured: the download page says what there is.
        <LinkButton to={toLocale('/download')} variant="accent" aria-label={label} className={styles.barButton}>
          {t('directory.profile.cta.bookShort')}
        </LinkButton>
      )}
    </div>
  );
}
