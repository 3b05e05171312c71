import { useState } from 'react';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import type { ListingDetail } from '../api/get-listing';
import { usePublishListing } from '../api/publish-listing';
import { useSaveListing } from '../api/save-listing';
import { useUnlistListing } from '../api/unlist-listing';
import { listingInputOf } from '../utils/listing-draft';
import type { ListingDraftState } from './use-listing-draft';

type Done = 'saved' | 'published' | 'unlisted';

export type ListingOutcome = { status: 'idle' | 'working' | Done } | { status: 'failed'; failure: StaffFailure };

/**
 * Save, publish and unlist, each under the version the editor opened. A refusal leaves the form as typed; publishing
 * unsaved changes saves them first, so what goes out is what the editor sees.
 */
export function useListingActions(listing: ListingDetail, { draft, unsaved, change, discard }: ListingDraftState) {
  const [saveListing] = useSaveListing();
  const [publishListing] = usePublishListing();
  const [unlistListing] = useUnlistListing();
  const [outcome, setOutcome] = useState<ListingOutcome>({ status: 'idle' });

  /** The listing's version after saving the draft, or null when the form cannot be sent (its fields say why). */
  async function saveDraft(): Promise<number | null> {
    const { input, fields } = listingInputOf(draft);
    if (fields.length > 0) {
      setOutcome({ status: 'failed', failure: { code: 'GENERAL', fields } });
      return null;
    }
    const result = await saveListing({ variables: { id: listing.id, version: draft.version, input } });
    discard();
    return result.data?.staffSaveListing.version ?? null;
  }

  async function run(action: () => Promise<Done | null>) {
    setOutcome({ status: 'working' });
    try {
      const done = await action();
      if (done) setOutcome({ status: done });
    } catch (error) {
      setOutcome({ status: 'failed', failure: staffFailure(error) });
    }
  }

  return {
    outcome,
    save: () => run(async () => ((await saveDraft()) === null ? null : 'saved')),
    publish: () =>
      run(async () => {
        const version = unsaved ? await saveDraft() : draft.version;
        if (version === null) return null;
        await publishListing({ variables: { id: listing.id, version } });
        return 'published';
      }),
    unlist: () =>
      run(async () => {
        const result = await unlistListing({ variables: { id: listing.id, version: draft.version } });
        // Unsaved changes stay in the form, now under the version this change made.
        if (unsaved && result.data) change({ version: result.data.staffUnlistListing.version });
        return 'unlisted';
      }),
    /** After a refusal: the changes are left behind for the copy as it is now. */
    startOver: () => {
      discard();
      setOutcome({ status: 'idle' });
    },
  };
}
