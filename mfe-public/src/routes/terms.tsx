import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import { LegalDocument } from '../features/legal/components/legal-document';
import { withPageStrings } from '../i18n/page-strings';

function TermsPage() {
  const { t } = useTranslation('public');
  return (
    <LegalDocument
      documentKey="terms"
      title={t('pages.terms.title')}
      related={<LocaleLink to="/terms/update">{t('legal.terms.whatChanged')}</LocaleLink>}
    />
  );
}

export default withPageStrings(TermsPage, 'legal');
