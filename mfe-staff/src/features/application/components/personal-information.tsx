import { useLocale } from '@sakina/shared/navigation';
import { Card } from '@sakina/shared/ui';
import { optionLabel } from '@sakina/shared/vocabulary';
import { useTranslation } from 'react-i18next';
import type { ApplicantPersonal } from '../api/get-application';
import styles from '../../../components/staff.module.css';
import { FieldList } from '../../../components/field-list';
import { countryName } from '../../../components/answer-labels';

interface PersonalInformationProps {
  personal: ApplicantPersonal | null;
  applicantEmail: string;
}

/** The applicant's identity, contact and biography, as they entered them. */
export function PersonalInformation({ personal, applicantEmail }: PersonalInformationProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <Card padding="large">
      <section aria-labelledby="personal-title">
        <h2 id="personal-title" className={styles.subtitle}>
          {t('detail.personalTitle')}
        </h2>
        <FieldList
          rows={[
            [t('fields.fullNameAr'), <span lang="ar">{personal?.fullNameAr}</span>],
            [t('fields.fullNameEn'), <span lang="en">{personal?.fullNameEn}</span>],
            [t('fields.email'), <span dir="ltr">{applicantEmail}</span>],
            [t('fields.nationalId'), <span dir="ltr">{personal?.nationalId}</span>],
            [t('fields.birthDate'), <span dir="ltr">{personal?.birthDate}</span>],
            [t('fields.gender'), personal && optionLabel(locale, 'gender', personal.gender)],
            [t('fields.nationality'), personal && countryName(locale, personal.nationality)],
            [t('fields.mobile'), <span dir="ltr">{personal?.mobile.e164}</span>],
            [t('fields.country'), personal && countryName(locale, personal.country)],
            [t('fields.city'), personal?.city && <bdi>{personal.city}</bdi>],
            [t('fields.bioAr'), <span lang="ar">{personal?.bioAr}</span>],
            [t('fields.bioEn'), <span lang="en">{personal?.bioEn}</span>],
          ]}
        />
      </section>
    </Card>
  );
}
