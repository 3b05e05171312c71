import { useTranslation } from 'react-i18next';

export default function ConsultantContractPage() {
  const { t } = useTranslation('documents');
  return (
    <section className="page-placeholder">
      <h1>{t('pages.consultant-contract.title')}</h1>
    </section>
  );
}
