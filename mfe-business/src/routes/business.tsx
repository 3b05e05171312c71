import { useLocalePath } from '@sakina/shared/navigation';
import { Container, LinkButton } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import { HowItWorks } from '../features/business-offering/components/how-it-works';
import { OfferingList } from '../features/business-offering/components/offering-list';
import { PrivacyPromise } from '../features/business-offering/components/privacy-promise';
import styles from './business.module.css';

export default function BusinessPage() {
  const { t } = useTranslation('business');
  const localePath = useLocalePath();
  const requestPath = localePath('/business/register');

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="business-title">
        <Container className={styles.heroContent}>
          <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
          <h1 id="business-title" className={styles.title}>
            {t('pages.business.title')}
          </h1>
          <p className={styles.lead}>{t('landing.lead')}</p>
          <LinkButton to={requestPath} variant="accent" size="large">
            {t('landing.cta')}
          </LinkButton>
        </Container>
      </section>
      <Container className={styles.sections}>
        <OfferingList />
        <HowItWorks />
        <PrivacyPromise />
        <section className={styles.closing} aria-labelledby="business-closing-title">
          <h2 id="business-closing-title" className={styles.closingTitle}>
            {t('landing.closing.title')}
          </h2>
          <p className={styles.closingText}>{t('landing.closing.text')}</p>
          <LinkButton to={requestPath} variant="accent" size="large">
            {t('landing.cta')}
          </LinkButton>
        </section>
      </Container>
    </div>
  );
}
