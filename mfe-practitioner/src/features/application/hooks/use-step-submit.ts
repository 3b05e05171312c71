import { useState } from 'react';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { toFailure } from '@sakina/shared/graphql';
import { useFailureText } from './use-failure-text';
import type { useFormErrorSummary } from './use-form-errors';

interface StepSubmitOptions<Values extends FieldValues> {
  handleSubmit: UseFormHandleSubmit<Values, Values>;
  setError: UseFormSetError<Values>;
  summary: ReturnType<typeof useFormErrorSummary>;
  /** Saves the step's draft on the server. */
  save: (values: Values) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * Sending a step: field errors from the server go beside their fields and into the summary, any other
 * failure becomes the step's alert; what the applicant typed stays in the form either way.
 */
export function useStepSubmit<Values extends FieldValues>({
  handleSubmit,
  setError,
  summary,
  save,
  onSaved,
}: StepSubmitOptions<Values>) {
  const failureText = useFailureText();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    summary.clear();
    try {
      await save(values);
      onSaved();
    } catch (error) {
      const failure = toFailure(error);
      if (failure.kind === 'fields') {
        for (const field of failure.fields)
          setError(field.path as Path<Values>, { type: 'server', message: field.code });
        summary.fromServer(failure.fields);
        return;
      }
      setFormError(failureText(failure));
    }
  }, summary.fromFormErrors);
  return { onSubmit, formError };
}
