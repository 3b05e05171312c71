import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@sakina/shared/contracts';
import { LocaleLink } from '@sakina/shared/navigation';
import { useConsentStore } from '../features/consent/consent-store';
import { WhenVisible } from './when-visible';
import styles from './footer.module.css';

const NewsletterForm = lazy(() =>
  import('../features/newsletter/newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);

const links = [
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/assessments', label: 'footer.assessments' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/download', label: 'footer.download' },
  { to: '/providerdownload', label: 'footer.providerDownload' },
] as const;

export function Footer({ config }: { config: RuntimeConfig }) {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <LocaleLink to={link.to}>{t(link.label)}</LocaleLink>
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={() => useConsentStore.getState().reopen()}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <WhenVisible minBlockSize={160}>
          <Suspense fallback={<div style={{ minBlockSize: 160 }} />}>
            <NewsletterForm />
          </Suspense>
        </WhenVisible>
        <div className={styles.apps}>
          <a href={config.appStoreUrl} rel="noopener noreferrer">
            {t('footer.appStore')}
          </a>
          <a href={config.googlePlayUrl} rel="noopener noreferrer">
            {t('footer.googlePlay')}
          </a>
        </div>
        <p className={styles.emergency} role="note">
          {t('footer.emergency')} <bdi dir="ltr">{config.emergencyNumber}</bdi>
        </p>
        <p className={styles.legal}>{t('footer.licensed', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
