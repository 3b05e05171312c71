import { useMemo } from 'react';
import type { ListingDraft } from '../../../state/listing-draft';
import { useStaffConsole } from '../../../state/staff-store';
import type { ListingDetail } from '../api/get-listing';
import { draftOf } from '../utils/listing-draft';

/**
 * The listing's form values: what the editor typed and has not saved (kept in the console's store, so it survives
 * leaving the page and coming back), or else the saved copy.
 */
export function useListingDraft(listing: ListingDetail) {
  const stored = useStaffConsole((state) => state.listingDrafts[listing.id]);
  const changeListingDraft = useStaffConsole((state) => state.changeListingDraft);
  const discardListingDraft = useStaffConsole((state) => state.discardListingDraft);
  const saved = useMemo(() => draftOf(listing), [listing]);
  return {
    draft: stored ?? saved,
    unsaved: stored !== undefined,
    change: (change: Partial<ListingDraft>) => changeListingDraft(listing.id, saved, change),
    discard: () => discardListingDraft(listing.id),
  };
}

export type ListingDraftState = ReturnType<typeof useListingDraft>;
