import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import { LegalDocument } from '../features/legal/components/legal-document';
import { withPageStrings } from '../i18n/page-strings';

function TestPrivacyPage() {
  const { t } = useTranslation('public');
  return (
    <LegalDocument
      documentKey="testPrivacy"
      title={t('pages.test-privacy.title')}
      related={<LocaleLink to="/privacy">{t('legal.testPrivacy.readPrivacy')}</LocaleLink>}
    />
  );
}

export default withPageStrings(TestPrivacyPage, 'legal');
