import type { ClinicalRequestContent } from '@sakina/shared/validation';
import { Facts, Ltr, Section } from '../components/facts';
import { PatientFacts } from '../components/patient-facts';
import styles from '../components/document.module.css';
import type { KindProps } from './kind-props';

/** A laboratory request (tests) or a radiology request (examinations). */
export function ClinicalRequestBody({
  content,
  t,
  itemsTitle,
}: KindProps<ClinicalRequestContent> & { itemsTitle: 'clinical.tests' | 'clinical.examinations' }) {
  return (
    <>
      <PatientFacts patient={content.patient} t={t} />
      <Section title={t(itemsTitle)}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('clinical.code')}</th>
              <th scope="col">{t('clinical.name')}</th>
            </tr>
          </thead>
          <tbody>
            {content.items.map((item) => (
              <tr key={`${item.code}-${item.name}`}>
                <td>
                  <Ltr>{item.code}</Ltr>
                </td>
                <td>{item.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Facts items={[[t('clinical.urgency'), t(`clinical.urgencies.${content.urgency}`)]]} />
      </Section>
      <Section title={t('clinical.clinicalInformation')}>
        <p>{content.clinicalInformation}</p>
      </Section>
    </>
  );
}
