import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { QrCodeImage } from '@sakina/shared/ui';
import { StoreBadges } from '../../../components/store-badges';
import styles from './booking.module.css';

/**
 * For a computer: a QR code of this page for the visitor's phone (where Book opens the app or its store), and the
 * two stores. In the Book dialog, and in the section Book leads to without JavaScript.
 */
export function BookInAppPanel({ name, pagePath }: { name: string; pagePath: string }) {
  const { t } = useTranslation('public');
  const { config } = useShell();
  return (
    <div className={styles.panel}>
      <p className={styles.text}>{t('directory.profile.cta.scan')}</p>
      <QrCodeImage
        pagePath={pagePath}
        label={t('directory.profile.cta.qrLabel', { name })}
        size={176}
        className={styles.qrCode}
      />
      <p className={styles.text}>{t('directory.profile.cta.storesIntro')}</p>
      <StoreBadges app="individuals" links={{ appStoreUrl: config.appStoreUrl, googlePlayUrl: config.googlePlayUrl }} />
    </div>
  );
}
