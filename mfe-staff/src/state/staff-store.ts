import { create } from 'zustand';
import type { ContactReason, InboxKind, InboxState, StaffAuditRecordKind } from '@sakina/shared/graphql';

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
  setQueue: (filters: QueueFilters) => void;
  setInbox: (filters: InboxFilters) => void;
  setAudit: (filters: AuditFilters) => void;
  reset: () => void;
}

/**
 * The console's working state: the filters of each list, kept while a member moves between the queue, an
 * application and back (in memory only: nothing of it is written to the device).
 */
export const useStaffConsole = create<StaffConsoleState>()((set) => ({
  queue: initialQueueFilters,
  inbox: initialInboxFilters,
  audit: initialAuditFilters,
  setQueue: (queue) => set({ queue }),
  setInbox: (inbox) => set({ inbox }),
  setAudit: (audit) => set({ audit }),
  reset: () => set({ queue: initialQueueFilters, inbox: initialInboxFilters, audit: initialAuditFilters }),
}));
