import { useTranslation } from 'react-i18next';
import { formatDate } from '@sakina/shared/i18n';
import { useLocale } from '@sakina/shared/navigation';
import { Badge, Card, VisuallyHidden } from '@sakina/shared/ui';
import type { PractitionerProfile } from '../api/get-practitioner';
import styles from './practitioner-profile.module.css';

// The Commission's public e-service to check a registration has no stable address of its own (and a captcha, no
// API: research/saudi-rules.md); its site leads to it.
export const registrationCheckUrl = 'https://www.scfhs.org.sa/';

type LicencePanelProps = Pick<
  PractitionerProfile,
  'classified' | 'classificationLevel' | 'registrationVerifiedOn' | 'registrationNumber' | 'registrationExpiresOn'
>;

/**
 * The registration (number and expiry when stated), the classification when there is one, the date the platform
 * verified the registration, and the way to check it with the Saudi Commission for Health Specialties.
 */
export function LicencePanel({
  classified,
  classificationLevel,
  registrationVerifiedOn,
  registrationNumber,
  registrationExpiresOn,
}: LicencePanelProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const hasFacts = Boolean(registrationNumber || classificationLevel || classified);
  return (
    <Card as="section" aria-labelledby="licence-heading" className={styles.aside}>
      <h2 id="licence-heading" className={styles.asideHeading}>
        {t('directory.profile.licence.heading')}
      </h2>
      {hasFacts && (
        <dl className={styles.licence}>
          {registrationNumber && (
            <div>
              <dt>{t('directory.profile.licence.registrationNumber')}</dt>
              <dd>
                <bdi dir="ltr" className={styles.registrationNumber}>
                  {registrationNumber}
                </bdi>
                {registrationExpiresOn && (
                  <span className={styles.meaning}>
                    {t('directory.profile.licence.registrationExpires', {
                      date: formatDate(registrationExpiresOn, locale),
                    })}
                  </span>
                )}
              </dd>
            </div>
          )}
          {classificationLevel && (
            <div>
              <dt>{t('directory.profile.licence.classificationLevel')}</dt>
              <dd>{t(`directory.labels.classificationLevel.${classificationLevel}`)}</dd>
            </div>
          )}
          {classified && (
            <div>
              <dt>{t('directory.profile.licence.classification')}</dt>
              <dd>
                <Badge tone="success">{t('directory.profile.licence.classified')}</Badge>
                <p className={styles.meaning}>{t('directory.profile.licence.classifiedMeaning')}</p>
              </dd>
            </div>
          )}
        </dl>
      )}
      <p className={styles.verified}>
        {t('directory.profile.licence.verified', { date: formatDate(registrationVerifiedOn, locale) })}
      </p>
      <p className={styles.verified}>
        <a href={registrationCheckUrl} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
          {t('directory.profile.licence.verify')}
          <VisuallyHidden> {t('share.newTab')}</VisuallyHidden>
        </a>
      </p>
      {registrationNumber && <p className={styles.meaning}>{t('directory.profile.licence.verifyHint')}</p>}
    </Card>
  );
}
