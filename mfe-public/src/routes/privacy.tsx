import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../features/legal/components/legal-document';

export default function PrivacyPage() {
  const { t } = useTranslation('public');
  return <LegalDocument documentKey="privacy" title={t('pages.privacy.title')} />;
}
