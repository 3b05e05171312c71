import { useMutation } from '@apollo/client/react';
import { StaffConsoleSaveListingDocument } from './save-listing.generated';

export const saveListingMutation = StaffConsoleSaveListingDocument;

/** Saves the form under the version the editor opened (the answer updates the cached listing). */
export function useSaveListing() {
  return useMutation(saveListingMutation);
}
