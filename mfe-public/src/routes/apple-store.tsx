import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { StoreRedirect } from '../features/downloads/components/store-redirect';

export default function AppleStorePage() {
  const { t } = useTranslation('public');
  const { config } = useShell();
  return <StoreRedirect title={t('pages.apple-store.title')} store="App Store" url={config.appStoreUrl} />;
}
