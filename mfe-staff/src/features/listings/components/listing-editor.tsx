import { RecordState } from '../../../components/record-state';
import { useListing } from '../api/get-listing';
import { ListingForm } from './listing-form';
import { ListingSummary } from './listing-summary';

/** One listing: whom it is of and where it stands, then its form. */
export function ListingEditor({ listingId }: { listingId: string }) {
  const { data, loading, error, refetch } = useListing(listingId);
  const listing = data?.staffListing;
  if (error || !listing) return <RecordState loading={loading && !data} error={error} />;
  return (
    <>
      <ListingSummary listing={listing} />
      <ListingForm listing={listing} onReload={refetch} />
    </>
  );
}
