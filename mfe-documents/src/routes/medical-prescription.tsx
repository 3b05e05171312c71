import { useTranslation } from 'react-i18next';

export default function MedicalPrescriptionPage() {
  const { t } = useTranslation('documents');
  return (
    <section className="page-placeholder">
      <h1>{t('pages.medical-prescription.title')}</h1>
    </section>
  );
}
