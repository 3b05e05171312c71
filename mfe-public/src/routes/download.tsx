import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { LocaleLink } from '@sakina/shared/navigation';
import { AppDownloadPage } from '../features/downloads/components/app-download-page';
import { PhoneIllustration } from '../features/downloads/components/phone-illustration';

const features = ['book', 'channels', 'choose', 'price', 'assessments'] as const;

export default function DownloadPage() {
  const { t } = useTranslation('public');
  const { config } = useShell();
  return (
    <AppDownloadPage
      app="individuals"
      title={t('pages.download.title')}
      lead={t('downloads.individuals.lead')}
      featuresTitle={t('downloads.individuals.featuresTitle')}
      features={features.map((feature) => t(`downloads.individuals.features.${feature}`))}
      storesTitle={t('downloads.individuals.storesTitle')}
      links={{ appStoreUrl: config.appStoreUrl, googlePlayUrl: config.googlePlayUrl }}
      phoneCode={{ path: '/app-redirect', label: t('downloads.qr.individualsLabel') }}
      illustration={<PhoneIllustration />}
      footer={
        <>
          {t('downloads.individuals.providerPrompt')}{' '}
          <LocaleLink to="/providerdownload">{t('downloads.individuals.providerLink')}</LocaleLink>
        </>
      }
    />
  );
}
