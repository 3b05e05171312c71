import { useTranslation } from 'react-i18next';

export default function InvoicePage() {
  const { t } = useTranslation('documents');
  return (
    <section className="page-placeholder">
      <h1>{t('pages.invoice.title')}</h1>
    </section>
  );
}
