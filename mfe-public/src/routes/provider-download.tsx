import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { LocaleLink } from '@sakina/shared/navigation';
import { AppDownloadPage } from '../features/downloads/components/app-download-page';
import { PhoneIllustration } from '../features/downloads/components/phone-illustration';

const features = ['bookings', 'sessions', 'schedule', 'documents', 'followUp'] as const;

export default function ProviderDownloadPage() {
  const { t } = useTranslation('public');
  const { config } = useShell();
  return (
    <AppDownloadPage
      app="provider"
      title={t('pages.provider-download.title')}
      lead={t('downloads.providers.lead')}
      featuresTitle={t('downloads.providers.featuresTitle')}
      features={features.map((feature) => t(`downloads.providers.features.${feature}`))}
      storesTitle={t('downloads.providers.storesTitle')}
      links={{ appStoreUrl: config.providerAppStoreUrl, googlePlayUrl: config.providerGooglePlayUrl }}
      phoneCode={{ path: '/providerdownload', label: t('downloads.qr.providerLabel') }}
      illustration={<PhoneIllustration />}
      footer={
        <>
          {t('downloads.providers.joinPrompt')}{' '}
          <LocaleLink to="/join-as-practitioner">{t('downloads.providers.joinLink')}</LocaleLink>
        </>
      }
    />
  );
}
