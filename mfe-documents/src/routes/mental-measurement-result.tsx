import { useTranslation } from 'react-i18next';

export default function MentalMeasurementResultPage() {
  const { t } = useTranslation('documents');
  return (
    <section className="page-placeholder">
      <h1>{t('pages.mental-measurement-result.title')}</h1>
    </section>
  );
}
