import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { StoreBadges } from '../components/store-badges';
import { RedirectFrame, StoreRedirect } from '../features/downloads/components/store-redirect';
import { storeFor } from '../utils/store-links';
import styles from '../features/downloads/components/store-redirect.module.css';

/** iOS goes to the App Store, Android to Google Play, everyone else picks. */
export default function AppRedirectPage() {
  const { t } = useTranslation('public');
  const { config, platform } = useShell();
  const title = t('pages.app-redirect.title');
  const store = storeFor(platform, config);

  if (store) return <StoreRedirect title={title} store={store.store} url={store.url} />;
  return (
    <RedirectFrame title={title}>
      <p>{t('downloads.redirect.chooseStore')}</p>
      <StoreBadges
        app="individuals"
        links={{ appStoreUrl: config.appStoreUrl, googlePlayUrl: config.googlePlayUrl }}
        className={styles.centeredBadges}
      />
    </RedirectFrame>
  );
}
