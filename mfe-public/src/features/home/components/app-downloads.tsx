import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@sakina/shared/contracts';
import { LocaleLink } from '@sakina/shared/navigation';
import { Card, Container } from '@sakina/shared/ui';
import { StoreBadges } from '../../../components/store-badges';
import sectionStyles from './section.module.css';
import styles from './cards.module.css';

/** Download calls to action for both apps, with links from the runtime configuration. */
export function AppDownloads({ config }: { config: RuntimeConfig }) {
  const { t } = useTranslation('public');
  return (
    <section className={`${sectionStyles.section} ${sectionStyles.tinted}`} aria-labelledby="home-apps-title">
      <Container>
        <header className={sectionStyles.header}>
          <h2 id="home-apps-title" className={sectionStyles.title}>
            {t('home.apps.title')}
          </h2>
          <p className={sectionStyles.intro}>{t('home.apps.intro')}</p>
        </header>
        <ul className={sectionStyles.grid}>
          <Card as="li" padding="large" className={styles.card}>
            <h3 className={styles.cardTitle}>{t('home.apps.individuals.title')}</h3>
            <p className={styles.muted}>{t('home.apps.individuals.body')}</p>
            <StoreBadges
              app="individuals"
              links={{ appStoreUrl: config.appStoreUrl, googlePlayUrl: config.googlePlayUrl }}
            />
            <LocaleLink to="/download">{t('home.apps.individuals.more')}</LocaleLink>
          </Card>
          <Card as="li" padding="large" className={styles.card}>
            <h3 className={styles.cardTitle}>{t('home.apps.providers.title')}</h3>
            <p className={styles.muted}>{t('home.apps.providers.body')}</p>
            <StoreBadges
              app="provider"
              links={{ appStoreUrl: config.providerAppStoreUrl, googlePlayUrl: config.providerGooglePlayUrl }}
            />
            <LocaleLink to="/providerdownload">{t('home.apps.providers.more')}</LocaleLink>
          </Card>
        </ul>
      </Container>
    </section>
  );
}
