import type { MedicalPrescriptionContent } from '@sakina/shared/validation';
import { DualDate } from '../components/dual-date';
import { Facts, Ltr, Section } from '../components/facts';
import { PatientFacts } from '../components/patient-facts';
import { addDays } from '../format';
import styles from '../components/document.module.css';
import type { KindProps } from './kind-props';

export function MedicalPrescriptionBody({
  document,
  content,
  language,
  numerals,
  t,
}: KindProps<MedicalPrescriptionContent>) {
  const validUntil = addDays(document.issuedAt, content.validityDays);
  return (
    <>
      <PatientFacts patient={content.patient} t={t} />
      <Section title={t('prescription.diagnosis')}>
        <Facts
          items={[
            [t('prescription.diagnosis'), content.diagnosis.text],
            content.diagnosis.icd10 !== undefined && [
              t('prescription.icd10'),
              <Ltr key="icd">{content.diagnosis.icd10}</Ltr>,
            ],
          ]}
        />
      </Section>
      <Section title={t('prescription.medicines')}>
        <ol className={styles.cards}>
          {content.medicines.map((medicine, index) => (
            <li key={index} className={styles.card}>
              <h3>
                <Ltr>{medicine.name}</Ltr> <span>{medicine.strength}</span>
              </h3>
              <Facts
                items={[
                  [t('prescription.form'), medicine.form],
                  [t('prescription.dose'), medicine.dose],
                  [t('prescription.route'), medicine.route],
                  [t('prescription.frequency'), medicine.frequency],
                  [t('prescription.duration'), medicine.duration],
                  [t('prescription.quantity'), medicine.quantity],
                  medicine.instructions !== undefined && [t('prescription.instructions'), medicine.instructions],
                ]}
              />
            </li>
          ))}
        </ol>
        <Facts
          items={[
            [
              t('prescription.validity'),
              <span key="validity">
                <DualDate value={validUntil} language={language} numerals={numerals} />{' '}
                {t('prescription.validityValue', { count: content.validityDays })}
              </span>,
            ],
          ]}
        />
      </Section>
    </>
  );
}
