import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { useLocalePath } from '@sakina/shared/navigation';
import { CheckIcon, Container, QrCodeImage } from '@sakina/shared/ui';
import { StoreBadges, type StoreApp, type StoreLinks } from '../../../components/store-badges';
import styles from './downloads.module.css';

export interface AppDownloadPageProps {
  app: StoreApp;
  title: string;
  lead: string;
  featuresTitle: string;
  features: string[];
  storesTitle: string;
  links: StoreLinks;
  /** On a computer, a QR code of this page of the site (path without locale) for the phone, named by `label`. */
  phoneCode: { path: string; label: string };
  /** A line under the badges, e.g. the way to the other app. */
  footer?: ReactNode;
  illustration?: ReactNode;
}

/** The download page of one app: what it does, then its store badges. */
export function AppDownloadPage({
  app,
  title,
  lead,
  featuresTitle,
  features,
  storesTitle,
  links,
  phoneCode,
  footer,
  illustration,
}: AppDownloadPageProps) {
  const { t } = useTranslation('public');
  const { platform } = useShell();
  const toLocale = useLocalePath();
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      <div className={styles.columns}>
        <section aria-labelledby={`${app}-stores`} className={styles.panel}>
          {illustration}
          <h2 id={`${app}-stores`} className={styles.subtitle}>
            {storesTitle}
          </h2>
          <StoreBadges app={app} links={links} />
          {platform === 'other' && (links.appStoreUrl || links.googlePlayUrl) && (
            <div className={styles.phoneCode}>
              <QrCodeImage
                pagePath={toLocale(phoneCode.path)}
                label={phoneCode.label}
                size={144}
                className={styles.qrCode}
              />
              <div className={styles.phoneCodeText}>
                <h3 className={styles.phoneCodeHeading}>{t('downloads.qr.heading')}</h3>
                <p className={styles.footer}>{t('downloads.qr.text')}</p>
              </div>
            </div>
          )}
          {footer && <p className={styles.footer}>{footer}</p>}
        </section>
        <section aria-labelledby={`${app}-features`} className={styles.panel}>
          <h2 id={`${app}-features`} className={styles.subtitle}>
            {featuresTitle}
          </h2>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature}>
                <CheckIcon className={styles.check} />
                {feature}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Container>
  );
}
