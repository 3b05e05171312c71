import { Trans, useTranslation } from 'react-i18next';
import { formatPrice } from '@sakina/shared/i18n';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { Badge, Card, RatingStars } from '@sakina/shared/ui';
import { PractitionerPhoto } from '../../../components/practitioner-photo/practitioner-photo';
import { practitionerPath } from '../../../utils/practitioner-path';
import type { DirectoryPractitioner } from '../api/get-practitioners';
import styles from './practitioner-card.module.css';

/** One listing: the name links to the practitioner's page and the whole card is its tap target. */
export function PractitionerCard({ practitioner }: { practitioner: DirectoryPractitioner }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const name = practitioner.name[locale];

  return (
    <Card as="li" interactive className={styles.card}>
      <div className={styles.identity}>
        <PractitionerPhoto name={name} photoUrl={practitioner.photoUrl} alt="" />
        <div className={styles.names}>
          <h2 className={styles.name}>
            <LocaleLink to={practitionerPath(practitioner.id)} data-card-link>
              {name}
            </LocaleLink>
          </h2>
          <p className={styles.title}>{practitioner.title[locale]}</p>
          {practitioner.classified && <Badge tone="success">{t('directory.card.classified')}</Badge>}
        </div>
      </div>
      <RatingStars value={practitioner.rating} count={practitioner.ratingCount} size="small" />
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
