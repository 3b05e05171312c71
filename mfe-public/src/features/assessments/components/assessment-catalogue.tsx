import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { Card } from '@sakina/shared/ui';
import { instruments } from '../instruments';
import styles from './assessments.module.css';

/** The six scales: what each measures, how long it takes, and the way in. */
export function AssessmentCatalogue() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <ul className={styles.catalogue}>
      {instruments.map((instrument) => (
        <li key={instrument.slug}>
          <Card as="article" className={styles.card} aria-labelledby={`assessment-${instrument.slug}`}>
            <h2 id={`assessment-${instrument.slug}`} className={styles.cardTitle}>
              {instrument.shortName[locale]}
            </h2>
            <p className={styles.muted}>{instrument.name[locale]}</p>
            <p>{instrument.measures[locale]}</p>
            <p className={styles.meta}>
              <span>{t('assessments.list.questions', { count: instrument.items.length })}</span>
              <span>{t('assessments.list.minutes', { count: instrument.minutes })}</span>
            </p>
            <LocaleLink to={`/assessments/${instrument.slug}`} className={styles.primaryLink}>
              {t('assessments.list.start', { name: instrument.shortName[locale] })}
            </LocaleLink>
          </Card>
        </li>
      ))}
    </ul>
  );
}
