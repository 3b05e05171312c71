import { useTranslation } from 'react-i18next';
import styles from './how-it-works.module.css';

const steps = ['request', 'call', 'plan', 'launch', 'report'] as const;

export function HowItWorks() {
  const { t } = useTranslation('business');
  return (
    <section className={styles.section} aria-labelledby="business-steps-title">
      <h2 id="business-steps-title" className={styles.title}>
        {t('landing.steps.title')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step} className={styles.step}>
            <h3 className={styles.stepTitle}>{t(`landing.steps.${step}.title`)}</h3>
            <p className={styles.stepText}>{t(`landing.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
