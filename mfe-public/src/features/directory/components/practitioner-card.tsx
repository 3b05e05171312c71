import { Trans, useTranslation } from 'react-i18next';
import { formatPrice } from '@sakina/shared/i18n';
import { useLocale } from '@sakina/shared/navigation';
import { Badge, Card } from '@sakina/shared/ui';
import { PractitionerSummary } from '../../../components/practitioner-summary/practitioner-summary';
import type { DirectoryPractitioner } from '../api/get-practitioners';
import styles from './practitioner-card.module.css';

/** One listing: the summary's name links to the practitioner's page and the whole card is its tap target. */
export function PractitionerCard({ practitioner }: { practitioner: DirectoryPractitioner }) {
  const { t } = useTranslation('public');
  const locale = useLocale();

  return (
    <Card as="li" interactive className={styles.card}>
      <PractitionerSummary
        practitioner={practitioner}
        headingLevel={2}
        badge={practitioner.classified && <Badge tone="success">{t('directory.card.classified')}</Badge>}
      />
      <p className={styles.price}>
        <Trans
          t={t}
          i18nKey="directory.card.price"
          values={{ price: formatPrice(practitioner.priceSar, locale) }}
          components={{ price: <bdi dir="ltr" className={styles.amount} /> }}
        />
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('directory.card.consultationTypes')}</dt>
          <dd>
            <ul className={styles.chips}>
              {practitioner.consultationTypes.map((type) => (
                <li key={type}>
                  <Badge tone="primary">{t(`directory.labels.consultationType.${type}`)}</Badge>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('directory.card.communicationStyles')}</dt>
          <dd>
            <ul className={styles.chips}>
              {practitioner.communicationStyles.map((style) => (
                <li key={style}>
                  <Badge>{t(`directory.labels.communicationStyle.${style}`)}</Badge>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
