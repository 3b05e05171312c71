import { useTranslation } from 'react-i18next';

export default function LaboratoryRequestPage() {
  const { t } = useTranslation('documents');
  return (
    <section className="page-placeholder">
      <h1>{t('pages.laboratory-request.title')}</h1>
    </section>
  );
}
