import { Card } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './offering-list.module.css';

/** The corporate offering of SPEC §1, in the order a company weighs it. */
export const offerings = ['discounts', 'lectures', 'programs', 'surveys', 'assessments', 'reports'] as const;

export function OfferingList() {
  const { t } = useTranslation('business');
  return (
    <section className={styles.section} aria-labelledby="business-offerings-title">
      <h2 id="business-offerings-title" className={styles.title}>
        {t('landing.offerings.title')}
      </h2>
      <p className={styles.intro}>{t('landing.offerings.intro')}</p>
      <ul className={styles.list}>
        {offerings.map((offering) => (
          <Card as="li" key={offering} className={styles.item}>
            <h3 className={styles.itemTitle}>{t(`landing.offerings.${offering}.title`)}</h3>
            <p className={styles.itemText}>{t(`landing.offerings.${offering}.text`)}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
