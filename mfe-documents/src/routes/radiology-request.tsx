import { useTranslation } from 'react-i18next';

export default function RadiologyRequestPage() {
  const { t } = useTranslation('documents');
  return (
    <section className="page-placeholder">
      <h1>{t('pages.radiology-request.title')}</h1>
    </section>
  );
}
