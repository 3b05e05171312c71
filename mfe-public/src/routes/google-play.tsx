import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { StoreRedirect } from '../features/downloads/components/store-redirect';

export default function GooglePlayPage() {
  const { t } = useTranslation('public');
  const { config } = useShell();
  return <StoreRedirect title={t('pages.google-play.title')} store="Google Play" url={config.googlePlayUrl} />;
}
