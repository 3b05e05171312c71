import { useMutation } from '@apollo/client/react';
import { StaffConsoleUnlistListingDocument } from './unlist-listing.generated';

export const unlistListingMutation = StaffConsoleUnlistListingDocument;

/** Takes a published listing off the directory. */
export function useUnlistListing() {
  return useMutation(unlistListingMutation);
}
