import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useApplicationDraft, type DraftStep } from '../../../stores/application-draft';
import { useLeaveWarning } from './use-reload-guard';

/**
 * Keeps what the applicant types on a step in the session's draft and puts it back after a reload; leaving the
 * page with unsaved changes asks first (the browser's question here; a link inside the site asks through
 * `LeaveStepDialog`, given `unsaved`). `forget` is for after the step is saved.
 */
export function useStepDraft<Values extends FieldValues>(
  step: DraftStep,
  form: Pick<UseFormReturn<Values, unknown, Values>, 'reset' | 'watch' | 'getValues' | 'formState'>,
) {
  const { reset, watch, getValues } = form;
  const { isDirty, isSubmitting } = form.formState;
  const unsaved = isDirty || isSubmitting;
  useLeaveWarning(unsaved);

  useEffect(() => {
    let active = true;
    let subscription: { unsubscribe: () => void } | undefined;
    void Promise.resolve(useApplicationDraft.persist.rehydrate()).then(() => {
      if (!active) return;
      const draft = useApplicationDraft.getState().drafts[step];
      // Against the saved answers as defaults, so the form knows it holds unsaved changes.
      if (draft) reset({ ...getValues(), ...draft } as Values, { keepDefaultValues: true });
      subscription = watch((values) => useApplicationDraft.getState().keep(step, values as Record<string, unknown>));
    });
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
  }, [step, reset, watch, getValues]);

  return { unsaved, forget: () => useApplicationDraft.getState().forget(step) };
}
