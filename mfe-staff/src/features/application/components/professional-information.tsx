import { Card } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import type { ApplicantProfessional } from '../api/get-application';
import styles from '../../../components/staff.module.css';
import { FieldList } from '../../../components/field-list';

const list = (values: string[] | undefined) => (values ?? []).join('، ');

/** The applicant's practice: job, classification, specialities, education, consultations and payment account. */
export function ProfessionalInformation({ professional }: { professional: ApplicantProfessional | null }) {
  const { t } = useTranslation('staff');
  return (
    <Card padding="large">
      <section aria-labelledby="professional-title">
        <h2 id="professional-title" className={styles.subtitle}>
          {t('detail.professionalTitle')}
        </h2>
        <FieldList
          rows={[
            [t('fields.jobType'), professional ? t(`jobTypes.${professional.jobType}`) : ''],
            [t('fields.classificationLevel'), professional?.classificationLevel],
            [t('fields.sector'), professional?.sector],
            [t('fields.employerName'), professional?.employerName],
            [t('fields.specialization'), professional?.specialization],
            [t('fields.secondarySpecialities'), list(professional?.secondarySpecialities)],
            [t('fields.experienceInYears'), professional?.experienceInYears],
            [
              t('fields.education'),
              (professional?.education ?? []).map((entry) => `${entry.degree}: ${entry.institution}`).join('، '),
            ],
            [t('fields.consultationTypes'), list(professional?.consultationTypes)],
            [t('fields.communicationStyles'), list(professional?.communicationStyles)],
            [t('fields.languages'), list(professional?.languages)],
            [t('fields.offeredSpecializations'), list(professional?.offeredSpecializations)],
            [t('fields.twitterUrl'), <span dir="ltr">{professional?.twitterUrl}</span>],
            [t('fields.linkedinUrl'), <span dir="ltr">{professional?.linkedinUrl}</span>],
            [t('fields.iban'), <span dir="ltr">{professional?.iban}</span>],
          ]}
        />
      </section>
    </Card>
  );
}
