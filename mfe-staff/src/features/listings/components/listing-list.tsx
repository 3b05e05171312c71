import { useLocalePath } from '@sakina/shared/navigation';
import { Pagination } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListState } from '../../../components/list-parts';
import { listingsPageSize, useListings } from '../api/get-listings';
import { listingListSearch, readListingListQuery, schemaStatusOf } from '../utils/listing-list-query';
import { ListingStatusFilter } from './listing-status-filter';
import { ListingTable } from './listing-table';

/** The listings of the status the address names, a page at a time, most recently changed first. */
export function ListingList() {
  const { t } = useTranslation('staff');
  const toLocale = useLocalePath();
  const [searchParams] = useSearchParams();
  const query = readListingListQuery(searchParams);
  const { data, loading, error } = useListings(schemaStatusOf(query.status), query.page);
  const page = data?.staffListings;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / listingsPageSize)) : 1;

  return (
    <>
      <ListingStatusFilter status={query.status} />
      <ListState
        loading={loading}
        error={error}
        count={page ? t('listings.count', { count: page.total }) : undefined}
      />
      {page && page.items.length > 0 ? <ListingTable rows={page.items} /> : null}
      {pageCount > 1 ? (
        <Pagination
          page={query.page}
          pageCount={pageCount}
          getHref={(target) => `${toLocale('/staff/listings')}${listingListSearch({ ...query, page: target })}`}
        />
      ) : null}
    </>
  );
}
