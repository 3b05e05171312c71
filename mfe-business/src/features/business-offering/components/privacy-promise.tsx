import { CheckIcon } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './privacy-promise.module.css';

const promises = ['aggregated', 'consultations', 'assessments', 'practitioners'] as const;

/** What the employer receives and what it never does: the reason employees can trust the service. */
export function PrivacyPromise() {
  const { t } = useTranslation('business');
  return (
    <section className={styles.section} aria-labelledby="business-privacy-title">
      <h2 id="business-privacy-title" className={styles.title}>
        {t('landing.privacy.title')}
      </h2>
      <p className={styles.intro}>{t('landing.privacy.intro')}</p>
      <ul className={styles.promises}>
        {promises.map((promise) => (
          <li key={promise} className={styles.promise}>
            <CheckIcon className={styles.icon} />
            <span>{t(`landing.privacy.${promise}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
