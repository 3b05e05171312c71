import { useQuery } from '@apollo/client/react';
import type { ListingStatus } from '@sakina/shared/graphql';
import { StaffConsoleListingsDocument, type StaffConsoleListingsQuery } from './get-listings.generated';

/** A row of the listings' list. */
export type ListingRow = StaffConsoleListingsQuery['staffListings']['items'][number];

export const listingsQuery = StaffConsoleListingsDocument;

export const listingsPageSize = 20;

/** One page of the listings, most recently changed first; no status is every status. */
export function useListings(status: ListingStatus | null, page: number) {
  return useQuery(listingsQuery, {
    fetchPolicy: 'network-only',
    variables: { status, page, pageSize: listingsPageSize },
  });
}
