import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import logoArabic from '../assets/logo-ar.svg';
import logoLatin from '../assets/logo-en.svg';
import styles from './logo.module.css';

/** The Arabic wordmark on Arabic pages, the Latin one elsewhere. */
export function Logo({ linked = true }: { linked?: boolean }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const image = (
    <img
      className={styles.logo}
      src={locale === 'ar' ? logoArabic : logoLatin}
      alt={t('brand')}
      width={160}
      height={48}
    />
  );
  return linked ? (
    <LocaleLink to="/" className={styles.link} aria-label={t('nav.homeLink')}>
      {image}
    </LocaleLink>
  ) : (
    image
  );
}
