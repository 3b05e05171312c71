import { useTranslation } from 'react-i18next';
import { formatDate } from '@sakina/shared/i18n';
import { useLocale } from '@sakina/shared/navigation';
import { Badge, Card } from '@sakina/shared/ui';
import type { PractitionerProfile } from '../api/get-practitioner';
import styles from './practitioner-profile.module.css';

type LicencePanelProps = Pick<PractitionerProfile, 'classified' | 'classificationLevel' | 'registrationVerifiedOn'>;

/** Classification level, whether the practitioner is classified and what that means, and the verification date. */
export function LicencePanel({ classified, classificationLevel, registrationVerifiedOn }: LicencePanelProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <Card as="section" aria-labelledby="licence-heading" className={styles.aside}>
      <h2 id="licence-heading" className={styles.asideHeading}>
        {t('directory.profile.licence.heading')}
      </h2>
      <dl className={styles.licence}>
        <div>
          <dt>{t('directory.profile.licence.classificationLevel')}</dt>
          <dd>
            {classificationLevel
              ? t(`directory.labels.classificationLevel.${classificationLevel}`)
              : t('directory.profile.licence.notStated')}
          </dd>
        </div>
        <div>
          <dt>{t('directory.profile.licence.classification')}</dt>
          <dd>
            <Badge tone={classified ? 'success' : 'neutral'}>
              {t(classified ? 'directory.profile.licence.classified' : 'directory.profile.licence.notClassified')}
            </Badge>
            <p className={styles.meaning}>
              {t(
                classified
                  ? 'directory.profile.licence.classifiedMeaning'
                  : 'directory.profile.licence.notClassifiedMeaning',
              )}
            </p>
          </dd>
        </div>
      </dl>
      <p className={styles.verified}>
        {t('directory.profile.licence.verified', { date: formatDate(registrationVerifiedOn, locale) })}
      </p>
    </Card>
  );
}
