import { useLocalePath } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { FilterLinks } from '../../../components/filter-links';
import {
  listingListSearch,
  listingStatusParameters,
  schemaStatusOf,
  type ListingStatusParameter,
} from '../utils/listing-list-query';

/** The statuses to show, as links in the address. */
export function ListingStatusFilter({ status }: { status: ListingStatusParameter | null }) {
  const { t } = useTranslation('staff');
  const toLocale = useLocalePath();
  const links = [null, ...listingStatusParameters].map((choice) => {
    const schemaStatus = schemaStatusOf(choice);
    return {
      key: choice ?? 'all',
      to: `${toLocale('/staff/listings')}${listingListSearch({ status: choice, page: 1 })}`,
      label: schemaStatus ? t(`listingStatuses.${schemaStatus}`) : t('common.all'),
      current: choice === status,
    };
  });
  return <FilterLinks label={t('listings.filter')} links={links} />;
}
