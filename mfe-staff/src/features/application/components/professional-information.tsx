import { useLocale } from '@sakina/shared/navigation';
import { Card } from '@sakina/shared/ui';
import { optionLabel, type OptionGroup } from '@sakina/shared/vocabulary';
import { useTranslation } from 'react-i18next';
import type { ApplicantProfessional } from '../api/get-application';
import styles from '../../../components/staff.module.css';
import { FieldList } from '../../../components/field-list';
import { languageName, listOf } from '../../../components/answer-labels';

/** The applicant's practice: job, classification, specialities, education, consultations and payment account. */
export function ProfessionalInformation({ professional }: { professional: ApplicantProfessional | null }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  // Each answer named as the application form offered it, in the console's language.
  const label = (group: OptionGroup, value: string | null | undefined) => value && optionLabel(locale, group, value);
  const labels = (group: OptionGroup, values: readonly string[] | undefined) =>
    listOf(
      locale,
      (values ?? []).map((value) => optionLabel(locale, group, value)),
    );
  const education = (professional?.education ?? []).map(
    (entry) => `${optionLabel(locale, 'degree', entry.degree)}: ${entry.institution}`,
  );
  return (
    <Card padding="large">
      <section aria-labelledby="professional-title">
        <h2 id="professional-title" className={styles.subtitle}>
          {t('detail.professionalTitle')}
        </h2>
        <FieldList
          rows={[
            [t('fields.jobType'), label('jobType', professional?.jobType)],
            [t('fields.classificationLevel'), label('classificationLevel', professional?.classificationLevel)],
            [t('fields.sector'), label('sector', professional?.sector)],
            [t('fields.employerName'), professional?.employerName && <bdi>{professional.employerName}</bdi>],
            [t('fields.specialization'), label('specialization', professional?.specialization)],
            [t('fields.secondarySpecialities'), labels('secondarySpeciality', professional?.secondarySpecialities)],
            [t('fields.experienceInYears'), professional?.experienceInYears],
            [t('fields.education'), education.length > 0 && <bdi>{listOf(locale, education)}</bdi>],
            [t('fields.consultationTypes'), labels('consultationType', professional?.consultationTypes)],
            [t('fields.communicationStyles'), labels('communicationStyle', professional?.communicationStyles)],
            [
              t('fields.languages'),
              listOf(
                locale,
                (professional?.languages ?? []).map((code) => languageName(locale, code)),
              ),
            ],
            [t('fields.offeredSpecializations'), labels('offeredSpecialization', professional?.offeredSpecializations)],
            [t('fields.twitterUrl'), <span dir="ltr">{professional?.twitterUrl}</span>],
            [t('fields.linkedinUrl'), <span dir="ltr">{professional?.linkedinUrl}</span>],
            [t('fields.iban'), <span dir="ltr">{professional?.iban}</span>],
          ]}
        />
      </section>
    </Card>
  );
}
