import { useMutation } from '@apollo/client/react';
import { StaffConsolePublishListingDocument } from './publish-listing.generated';

export const publishListingMutation = StaffConsolePublishListingDocument;

/** Puts the listing in the directory: it needs a price and a current registration. */
export function usePublishListing() {
  return useMutation(publishListingMutation);
}
