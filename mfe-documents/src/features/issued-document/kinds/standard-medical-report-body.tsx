import type { StandardMedicalReportContent } from '@sakina/shared/validation';
import { Facts, Section } from '../components/facts';
import { PatientFacts } from '../components/patient-facts';
import type { KindProps } from './kind-props';

export function StandardMedicalReportBody({ content, t }: KindProps<StandardMedicalReportContent>) {
  const sections = [
    ['report.reason', content.reasonForConsultation],
    ['report.history', content.history],
    ['report.findings', content.findings],
    ['report.assessment', content.assessment],
    ['report.plan', content.plan],
  ] as const;
  return (
    <>
      <PatientFacts patient={content.patient} t={t} />
      {sections.map(([key, text]) => (
        <Section key={key} title={t(key)}>
          <p>{text}</p>
        </Section>
      ))}
      <Section title={t('report.recommendations')}>
        <ul>
          {content.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ul>
        {content.sickLeaveDays !== undefined && (
          <Facts items={[[t('report.sickLeave'), t('report.sickLeaveValue', { count: content.sickLeaveDays })]]} />
        )}
      </Section>
      {content.notes !== undefined && (
        <Section title={t('report.notes')}>
          <p>{content.notes}</p>
        </Section>
      )}
    </>
  );
}
