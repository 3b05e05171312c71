import { useState } from 'react';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';

/** What a member does to an article; each says how it went where it was asked for. */
export type ArticleActionName =
  'create' | 'save' | 'submit' | 'approve' | 'return' | 'publish' | 'schedule' | 'unpublish' | 'restore';

export type ArticleOutcome =
  | { status: 'idle' }
  | { status: 'working' | 'done'; action: ArticleActionName }
  | { status: 'failed'; action: ArticleActionName; failure: StaffFailure };

/** Actions that save unsaved changes first: their field errors belong to the form. */
const savingFirst: readonly ArticleActionName[] = ['create', 'save', 'submit', 'publish', 'schedule'];

/** The last action's outcome, and a way to run one: a refusal is kept as the failure to tell, nothing is lost. */
export function useArticleOutcome() {
  const [outcome, setOutcome] = useState<ArticleOutcome>({ status: 'idle' });

  async function run(action: ArticleActionName, work: () => Promise<unknown>) {
    setOutcome({ status: 'working', action });
    try {
      await work();
      setOutcome({ status: 'done', action });
    } catch (error) {
      setOutcome({ status: 'failed', action, failure: staffFailure(error) });
    }
  }

  return { outcome, run, clear: () => setOutcome({ status: 'idle' }) };
}

/** The failure of one of `actions`, if the last action was one of them and was refused. */
export function failureOf(outcome: ArticleOutcome, actions: readonly ArticleActionName[]): StaffFailure | null {
  return outcome.status === 'failed' && actions.includes(outcome.action) ? outcome.failure : null;
}

/** The field errors of the last action, if it sent the form. */
export const formFailureOf = (outcome: ArticleOutcome) => failureOf(outcome, savingFirst);

/** The action just done, if it was one of `actions`. */
export function doneOf(outcome: ArticleOutcome, actions: readonly ArticleActionName[]): ArticleActionName | null {
  return outcome.status === 'done' && actions.includes(outcome.action) ? outcome.action : null;
}
