import { useLocalePath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../../components/staff.module.css';
import {
  listingListSearch,
  listingStatusParameters,
  schemaStatusOf,
  type ListingStatusParameter,
} from '../utils/listing-list-query';

/** The statuses to show, as links: the address holds the filter, so Back, reload and a shared link keep it. */
export function ListingStatusFilter({ status }: { status: ListingStatusParameter | null }) {
  const { t } = useTranslation('staff');
  const toLocale = useLocalePath();
  const choices = [null, ...listingStatusParameters];
  return (
    <nav aria-label={t('listings.filter')}>
      <ul className={styles.navList}>
        {choices.map((choice) => {
          const schemaStatus = schemaStatusOf(choice);
          return (
            <li key={choice ?? 'all'}>
              <Link
                to={`${toLocale('/staff/listings')}${listingListSearch({ status: choice, page: 1 })}`}
                aria-current={choice === status ? 'page' : undefined}
                className={styles.navLink}
              >
                {schemaStatus ? t(`listingStatuses.${schemaStatus}`) : t('common.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
