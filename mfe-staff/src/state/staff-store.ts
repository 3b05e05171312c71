import { create } from 'zustand';
import type { ContactReason, InboxKind, InboxState, StaffAuditRecordKind } from '@sakina/shared/graphql';
import type { ListingDraft } from './listing-draft';

export interface QueueFilters {
  status: 'SUBMITTED' | 'ACCEPTED' | 'REJECTED';
  jobType: '' | 'physician' | 'specialist';
  submittedFrom: string;
  submittedTo: string;
  search: string;
  page: number;
}

export interface InboxFilters {
  kind: '' | InboxKind;
  state: '' | InboxState;
  reason: '' | ContactReason;
  page: number;
}

export interface AuditFilters {
  staffId: string;
  recordKind: '' | StaffAuditRecordKind;
  recordId: string;
  page: number;
}

export const initialQueueFilters: QueueFilters = {
  status: 'SUBMITTED',
  jobType: '',
  submittedFrom: '',
  submittedTo: '',
  search: '',
  page: 1,
};
export const initialInboxFilters: InboxFilters = { kind: '', state: '', reason: '', page: 1 };
export const initialAuditFilters: AuditFilters = { staffId: '', recordKind: '', recordId: '', page: 1 };

interface StaffConsoleState {
  queue: QueueFilters;
  inbox: InboxFilters;
  audit: AuditFilters;
  /** Listing forms changed and not saved, by listing id. */
  listingDrafts: Record<string, ListingDraft>;
  setQueue: (filters: QueueFilters) => void;
  setInbox: (filters: InboxFilters) => void;
  setAudit: (filters: AuditFilters) => void;
  /** Applies a change to the listing's draft, or to `opened` (the saved copy) when there is none yet. */
  changeListingDraft: (id: string, opened: ListingDraft, change: Partial<ListingDraft>) => void;
  discardListingDraft: (id: string) => void;
  reset: () => void;
}

/**
 * The console's working state: the filters of each list, kept while a member moves between the queue, an
 * application and back, and what an editor typed in a listing until it is saved or discarded (in memory only:
 * nothing of it is written to the device, and signing out clears it).
 */
export const useStaffConsole = create<StaffConsoleState>()((set) => ({
  queue: initialQueueFilters,
  inbox: initialInboxFilters,
  audit: initialAuditFilters,
  listingDrafts: {},
  setQueue: (queue) => set({ queue }),
  setInbox: (inbox) => set({ inbox }),
  setAudit: (audit) => set({ audit }),
  changeListingDraft: (id, opened, change) =>
    set((state) => ({
      listingDrafts: { ...state.listingDrafts, [id]: { ...(state.listingDrafts[id] ?? opened), ...change } },
    })),
  discardListingDraft: (id) =>
    set((state) => ({
      listingDrafts: Object.fromEntries(Object.entries(state.listingDrafts).filter(([draftId]) => draftId !== id)),
    })),
  reset: () =>
    set({ queue: initialQueueFilters, inbox: initialInboxFilters, audit: initialAuditFilters, listingDrafts: {} }),
}));
