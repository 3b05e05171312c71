import { useTranslation } from 'react-i18next';

export default function StandardMedicalReportPage() {
  const { t } = useTranslation('documents');
  return (
    <section className="page-placeholder">
      <h1>{t('pages.standard-medical-report.title')}</h1>
    </section>
  );
}
