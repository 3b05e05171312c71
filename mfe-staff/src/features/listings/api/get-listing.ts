import { useQuery } from '@apollo/client/react';
import { StaffConsoleListingDocument, type StaffConsoleListingQuery } from './get-listing.generated';

/** A listing with every field an editor may change. */
export type ListingDetail = NonNullable<StaffConsoleListingQuery['staffListing']>;

export const listingQuery = StaffConsoleListingDocument;

/** The listing afresh from the API: another editor may have changed it. */
export function useListing(id: string) {
  return useQuery(listingQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
