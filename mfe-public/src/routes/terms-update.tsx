import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import { LegalDocument } from '../features/legal/components/legal-document';
import { withPageStrings } from '../i18n/page-strings';

function TermsUpdatePage() {
  const { t } = useTranslation('public');
  return (
    <LegalDocument
      documentKey="termsUpdate"
      title={t('pages.terms-update.title')}
      related={
        <>
          <LocaleLink to="/terms">{t('legal.termsUpdate.readTerms')}</LocaleLink>
          <LocaleLink to="/privacy">{t('legal.termsUpdate.readPrivacy')}</LocaleLink>
        </>
      }
    />
  );
}

export default withPageStrings(TermsUpdatePage, 'legal');
