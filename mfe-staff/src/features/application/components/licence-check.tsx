import { useTranslation } from 'react-i18next';
import type { ApplicantPersonal, ApplicantProfessional, StaffDocument } from '../api/get-application';
import styles from '../../../components/staff.module.css';
import { DocumentView } from './document-view';
import { FieldList } from '../../../components/field-list';

interface LicenceCheckProps {
  personal: ApplicantPersonal | null;
  professional: ApplicantProfessional | null;
  registrationDocument: StaffDocument | undefined;
}

/** The licence as entered beside the SCFHS registration document, to compare the two at a glance. */
export function LicenceCheck({ personal, professional, registrationDocument }: LicenceCheckProps) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="licence-title" className={styles.section}>
      <h2 id="licence-title" className={styles.subtitle}>
        {t('detail.licenceTitle')}
      </h2>
      <div className={styles.columns}>
        <FieldList
          rows={[
            [t('fields.sfhscRegistrationNumber'), <span dir="ltr">{professional?.sfhscRegistrationNumber}</span>],
            [t('fields.sfhscExpirationDate'), <span dir="ltr">{professional?.sfhscExpirationDate}</span>],
            [t('fields.classificationLevel'), professional?.classificationLevel],
            [t('fields.fullNameAr'), personal?.fullNameAr],
            [t('fields.fullNameEn'), personal?.fullNameEn],
          ]}
        />
        {registrationDocument ? <DocumentView document={registrationDocument} /> : <p>{t('detail.noDocument')}</p>}
      </div>
    </section>
  );
}
