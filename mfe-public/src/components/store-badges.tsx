import { useTranslation } from 'react-i18next';
import styles from './store-badges.module.css';

export type StoreApp = 'individuals' | 'provider';

export interface StoreLinks {
  appStoreUrl: string;
  googlePlayUrl: string;
}

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
      <path fill="#34d399" d="M4 2.8 13.7 12 4 21.2c-.4-.2-.6-.6-.6-1.1V3.9c0-.5.2-.9.6-1.1z" />
      <path fill="#60a5fa" d="M16.9 8.9 13.7 12 4 2.8c.3-.2.8-.2 1.2 0l11.7 6.1z" />
      <path fill="#f87171" d="M16.9 15.1 5.2 21.2c-.4.2-.9.2-1.2 0l9.7-9.2 3.2 3.1z" />
      <path fill="#fbbf24" d="m16.9 8.9 3.3 1.7c1 .5 1 2.3 0 2.8l-3.3 1.7-3.2-3.1 3.2-3.1z" />
    </svg>
  );
}

/** App Store and Google Play links for one app; a store whose link is not configured is left out. */
export function StoreBadges({ app, links, className }: { app: StoreApp; links: StoreLinks; className?: string }) {
  const { t } = useTranslation('public');
  const badges = [
    {
      key: 'app-store',
      url: links.appStoreUrl,
      label: t(app === 'individuals' ? 'downloads.badges.individualsAppStore' : 'downloads.badges.providerAppStore'),
      small: t('downloads.badges.appStoreSmall'),
      store: 'App Store',
      icon: <AppleIcon />,
    },
    {
      key: 'google-play',
      url: links.googlePlayUrl,
      label: t(
        app === 'individuals' ? 'downloads.badges.individualsGooglePlay' : 'downloads.badges.providerGooglePlay',
      ),
      small: t('downloads.badges.googlePlaySmall'),
      store: 'Google Play',
      icon: <PlayIcon />,
    },
  ].filter((badge) => badge.url !== '');

  if (badges.length === 0) return <p className={styles.unavailable}>{t('downloads.unavailable')}</p>;

  return (
    <ul className={[styles.badges, className].filter(Boolean).join(' ')}>
      {badges.map((badge) => (
        <li key={badge.key}>
          <a href={badge.url} className={styles.badge} aria-label={badge.label} rel="noopener noreferrer">
            {badge.icon}
            <span className={styles.text}>
              <span className={styles.small}>{badge.small}</span>{' '}
              <span className={styles.store} lang="en" dir="ltr">
                {badge.store}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
