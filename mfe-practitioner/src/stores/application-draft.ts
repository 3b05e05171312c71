import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The application steps whose typed answers are kept until saved (attachments upload at once). */
export type DraftStep = 'personal' | 'professional';

type DraftValues = Record<string, unknown>;

interface ApplicationDraftState {
  drafts: Partial<Record<DraftStep, DraftValues>>;
  keep: (step: DraftStep, values: DraftValues) => void;
  forget: (step: DraftStep) => void;
}

/**
 * What the applicant typed on a step and has not saved yet, in this tab's session storage only (this device,
 * gone when the tab closes), so a reload does not lose it. Read after mount only (`skipHydration`): the server
 * render and the first browser render never depend on it.
 */
export const useApplicationDraft = create<ApplicationDraftState>()(
  persist(
    (set) => ({
      drafts: {},
      keep: (step, values) => set((state) => ({ drafts: { ...state.drafts, [step]: values } })),
      forget: (step) =>
        set((state) => ({
          drafts: Object.fromEntries(Object.entries(state.drafts).filter(([name]) => name !== step)),
        })),
    }),
    {
      name: 'sakina.application-draft',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ drafts: state.drafts }),
      skipHydration: true,
    },
  ),
);

/** On sign-out: nothing of this account's answers stays in the browser. */
export function clearApplicationDraft(): void {
  useApplicationDraft.setState({ drafts: {} });
  useApplicationDraft.persist.clearStorage();
}
