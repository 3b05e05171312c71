import type { Patient } from '@sakina/shared/validation';
import type { DocumentText } from '../document-text';
import { Facts, Ltr, Section } from './facts';

export function PatientFacts({ patient, t }: { patient: Patient; t: DocumentText }) {
  return (
    <Section title={t('common.patient')}>
      <Facts
        items={[
          [t('common.name'), patient.name],
          [t('common.age'), t('common.ageValue', { count: patient.ageYears })],
          [t('common.gender'), t(`common.genders.${patient.gender}`)],
          [t('common.fileNumber'), <Ltr key="file">{patient.fileNumber}</Ltr>],
        ]}
      />
    </Section>
  );
}
