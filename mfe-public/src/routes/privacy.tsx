import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../features/legal/components/legal-document';
import { withPageStrings } from '../i18n/page-strings';

function PrivacyPage() {
  const { t } = useTranslation('public');
  return <LegalDocument documentKey="privacy" title={t('pages.privacy.title')} />;
}

export default withPageStrings(PrivacyPage, 'legal');
