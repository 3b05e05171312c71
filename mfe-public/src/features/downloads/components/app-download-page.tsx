import type { ReactNode } from 'react';
import { CheckIcon, Container } from '@sakina/shared/ui';
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
  footer,
  illustration,
}: AppDownloadPageProps) {
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
