import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const viewModes = ['all', 'one'] as const;
/** All questions on one page, or one question at a time: the visitor's choice, kept for every assessment. */
export type ViewMode = (typeof viewModes)[number];

/** A finished assessment as history keeps it: scores only, never the answers. */
export interface HistoryEntry {
  takenAt: string;
  /** The instrument's version when it was taken. */
  version: number;
  scores: Record<string, number>;
}

/** What the visitor has answered of one assessment; `finishedAt` once the result is shown. */
export interface Progress {
  answers: Record<string, number>;
  /** The question shown when answering one at a time. */
  index: number;
  finishedAt?: string;
}

/** At most this many results per assessment are kept; older ones drop off. */
export const historyLimit = 50;

const identifier = z.string().max(40);
const storedState = z.object({
  mode: z.enum(viewModes),
  progress: z.record(
    identifier,
    z.object({
      answers: z.record(identifier, z.number().int().min(0).max(100)),
      index: z.number().int().min(0).max(100),
      finishedAt: z.iso.datetime().optional(),
    }),
  ),
  history: z.record(
    identifier,
    z
      .array(
        z.object({
          takenAt: z.iso.datetime(),
          version: z.number().int().min(1),
          scores: z.record(identifier, z.number().int().min(0).max(100)),
        }),
      )
      .max(historyLimit),
  ),
});
type StoredState = z.infer<typeof storedState>;

interface AssessmentsState extends StoredState {
  setMode: (mode: ViewMode) => void;
  answer: (slug: string, itemId: string, value: number) => void;
  goTo: (slug: string, index: number) => void;
  /** Shows the result and adds it to the history. */
  finish: (slug: string, entry: HistoryEntry) => void;
  /** Clears the answers to take the assessment again; the history stays. */
  restart: (slug: string) => void;
  /** Deletes everything this device holds about one assessment: answers and history. */
  forget: (slug: string) => void;
}

const emptyProgress: Progress = { answers: {}, index: 0 };

function without<Value>(record: Record<string, Value>, key: string): Record<string, Value> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

/**
 * The self-assessments on this device only (localStorage): answers in progress, so a reload keeps them, and the
 * history of results. Nothing here is sent anywhere. Read after mount only (`skipHydration`): the server render
 * and the first browser render never depend on it. Stored data that does not match is dropped, not trusted.
 */
export const useAssessmentsStore = create<AssessmentsState>()(
  persist(
    (set) => ({
      mode: 'all',
      progress: {},
      history: {},
      setMode: (mode) => set({ mode }),
      answer: (slug, itemId, value) =>
        set((state) => {
          const current = state.progress[slug] ?? emptyProgress;
          const progress = { ...current, answers: { ...current.answers, [itemId]: value } };
          return { progress: { ...state.progress, [slug]: progress } };
        }),
      goTo: (slug, index) =>
        set((state) => ({
          progress: { ...state.progress, [slug]: { ...(state.progress[slug] ?? emptyProgress), index } },
        })),
      finish: (slug, entry) =>
        set((state) => ({
          progress: {
            ...state.progress,
            [slug]: { ...(state.progress[slug] ?? emptyProgress), finishedAt: entry.takenAt },
          },
          history: { ...state.history, [slug]: [...(state.history[slug] ?? []), entry].slice(-historyLimit) },
        })),
      restart: (slug) => set((state) => ({ progress: without(state.progress, slug) })),
      forget: (slug) =>
        set((state) => ({ progress: without(state.progress, slug), history: without(state.history, slug) })),
    }),
    {
      name: 'sakina.assessments',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ mode, progress, history }) => ({ mode, progress, history }),
      merge: (persisted, current) => {
        const parsed = storedState.safeParse(persisted);
        return parsed.success ? { ...current, ...parsed.data } : current;
      },
      skipHydration: true,
    },
  ),
);
