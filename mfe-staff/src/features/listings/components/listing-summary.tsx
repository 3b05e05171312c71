import { locales } from '@sakina/shared/contracts';
import { localePath, useLocale } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../../components/staff.module.css';
import type { ListingDetail } from '../api/get-listing';
import { ListingStatusBadge } from './listing-status-badge';
import { formatDateTime } from '../../../components/console-dates';

/** Whom the listing is of, its status, and its public page in both languages while it is in the directory. */
export function ListingSummary({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const name = listing.name[locale];
  return (
    <div className={styles.listingSummary}>
      {listing.photoMediaId ? (
        <img
          className={styles.photo}
          src={`/media/${listing.photoMediaId}/320.webp`}
          alt={t('listings.photo', { name })}
          width={160}
          height={160}
        />
      ) : null}
      <div className={styles.section}>
        <h2 className={styles.subtitle}>{name}</h2>
        <p>
          <ListingStatusBadge status={listing.status} />{' '}
          {t('listings.updatedOn', {
            date: formatDateTime(listing.updatedAt, locale),
          })}
        </p>
        {listing.status === 'PUBLISHED' ? (
          <ul className={styles.navList}>
            {locales.map((language) => (
              <li key={language}>
                <Link to={localePath(`/practitioners/practitioner_${listing.id}`, language)} hrefLang={language}>
                  {t(`listings.publicPage.${language}`)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
