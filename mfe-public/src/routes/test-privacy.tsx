import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import { LegalDocument } from '../features/legal/components/legal-document';

export default function TestPrivacyPage() {
  const { t } = useTranslation('public');
  return (
    <LegalDocument
      documentKey="testPrivacy"
      title={t('pages.test-privacy.title')}
      related={<LocaleLink to="/privacy">{t('legal.testPrivacy.readPrivacy')}</LocaleLink>}
    />
  );
}
