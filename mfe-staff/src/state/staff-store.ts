import { create } from 'zustand';
import type { StaffAuditRecordKind } from '@sakina/shared/graphql';
import type { ArticleDraft } from './article-draft';
import type { ListingDraft } from './listing-draft';

export interface QueueFilters {
  status: 'SUBMITTED' | 'ACCEPTED' | 'REJECTED';
  jobType: '' | 'physician' | 'specialist';
  submittedFrom: string;
  submittedTo: string;
  search: string;
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
export const initialAuditFilters: AuditFilters = { staffId: '', recordKind: '', recordId: '', page: 1 };

interface StaffConsoleState {
  queue: QueueFilters;
  /** The inbox list's address query as last shown (its filters and page live in the address). */
  inboxListSearch: string;
  audit: AuditFilters;
  /** Listing forms changed and not saved, by listing id. */
  listingDrafts: Record<string, ListingDraft>;
  /** Article forms changed and not saved, by article id (`new-blog`, `new-news` for one not created yet). */
  articleDrafts: Record<string, ArticleDraft>;
  setQueue: (filters: QueueFilters) => void;
  setInboxListSearch: (search: string) => void;
  setAudit: (filters: AuditFilters) => void;
  /** Applies a change to the listing's draft, or to `opened` (the saved copy) when there is none yet. */
  changeListingDraft: (id: string, opened: ListingDraft, change: Partial<ListingDraft>) => void;
  discardListingDraft: (id: string) => void;
  /** Applies a change to the article's draft, or to `opened` (the saved copy) when there is none yet. */
  changeArticleDraft: (key: string, opened: ArticleDraft, change: Partial<ArticleDraft>) => void;
  discardArticleDraft: (key: string) => void;
  reset: () => void;
}

/** The drafts with `key`'s changed: its draft, or the copy opened, with `change` applied. */
const changed = <Draft>(drafts: Record<string, Draft>, key: string, opened: Draft, change: Partial<Draft>) => ({
  ...drafts,
  [key]: { ...(drafts[key] ?? opened), ...change },
});

const without = <Draft>(drafts: Record<string, Draft>, key: string) =>
  Object.fromEntries(Object.entries(drafts).filter(([draftKey]) => draftKey !== key));

/**
 * The console's working state: the filters of each list, kept while a member moves between the queue, an
 * application and back, and what an editor typed in a listing or an article until it is saved or discarded (in memory only:
 * nothing of it is written to the device, and signing out clears it).
 */
export const useStaffConsole = create<StaffConsoleState>()((set) => ({
  queue: initialQueueFilters,
  inboxListSearch: '',
  audit: initialAuditFilters,
  listingDrafts: {},
  articleDrafts: {},
  setQueue: (queue) => set({ queue }),
  setInboxListSearch: (inboxListSearch) => set({ inboxListSearch }),
  setAudit: (audit) => set({ audit }),
  changeListingDraft: (id, opened, change) =>
    set((state) => ({ listingDrafts: changed(state.listingDrafts, id, opened, change) })),
  discardListingDraft: (id) => set((state) => ({ listingDrafts: without(state.listingDrafts, id) })),
  changeArticleDraft: (key, opened, change) =>
    set((state) => ({ articleDrafts: changed(state.articleDrafts, key, opened, change) })),
  discardArticleDraft: (key) => set((state) => ({ articleDrafts: without(state.articleDrafts, key) })),
  reset: () =>
    set({
      queue: initialQueueFilters,
      inboxListSearch: '',
      audit: initialAuditFilters,
      listingDrafts: {},
      articleDrafts: {},
    }),
}));
