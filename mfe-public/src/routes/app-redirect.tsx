import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { StoreBadges } from '../components/store-badges';
import { detectPlatform } from '../features/downloads/detect-platform';
import { RedirectFrame, StoreRedirect } from '../features/downloads/components/store-redirect';
import styles from '../features/downloads/components/store-redirect.module.css';

/** iOS goes to the App Store, Android to Google Play, everyone else picks. */
export default function AppRedirectPage() {
  const { t } = useTranslation('public');
  const { config } = useShell();
  const title = t('pages.app-redirect.title');
  const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);

  if (platform === 'ios' && config.appStoreUrl)
    return <StoreRedirect title={title} store="App Store" url={config.appStoreUrl} />;
  if (platform === 'android' && config.googlePlayUrl) {
    return <StoreRedirect title={title} store="Google Play" url={config.googlePlayUrl} />;
  }
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
