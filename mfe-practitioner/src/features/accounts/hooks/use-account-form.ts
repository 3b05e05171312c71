import { useState } from 'react';
import { useForm, type DefaultValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toFailure } from '@sakina/shared/graphql';
import { useErrorSummary } from './use-error-summary';
import { useFailureMessage } from './use-failure-message';

export interface AccountFormOptions<Values extends Record<string, string>, Field extends keyof Values & string> {
  resolver: Resolver<Values>;
  /** The fields the error summary links to, and the element id of each. */
  fields: readonly Field[];
  fieldId: (field: Field) => string;
  defaultValues: DefaultValues<Values>;
  send: (values: Values) => Promise<void>;
  /** The code ticket is gone (expired, used, or another browser): the page offers a way to start again. */
  onNoPendingCode?: () => void;
}

/**
 * An account form: validation by the shared schema, field errors from the browser or the API beside each field
 * and in the summary at the top, any other failure in one alert; what the visitor typed stays in the form.
 */
export function useAccountForm<Values extends Record<string, string>, Field extends keyof Values & string>({
  resolver,
  fields,
  fieldId,
  defaultValues,
  send,
  onNoPendingCode,
}: AccountFormOptions<Values, Field>) {
  const { t } = useTranslation('practitioner');
  const failureMessage = useFailureMessage();
  const summary = useErrorSummary(fields, fieldId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver,
    // The error summary takes the focus and links to each field.
    shouldFocusError: false,
    defaultValues,
  });
  const { errors } = form.formState;

  const message = (field: Field): string | undefined => {
    const code: unknown = errors[field]?.message;
    return typeof code === 'string' ? t(code, { ns: 'validation' }) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    summary.clear();
    try {
      await send(values);
    } catch (error) {
      const failure = toFailure(error);
      if (failure.kind === 'fields' && failure.fields.some((field) => summary.isField(field.path))) {
        for (const field of failure.fields) {
          if (summary.isField(field.path))
            form.setError(field.path as unknown as Path<Values>, { type: 'server', message: field.code });
        }
        summary.fromServer(failure.fields);
        return;
      }
      if (onNoPendingCode && failure.kind === 'known' && failure.code === 'APP_NO_PENDING_CODE') {
        onNoPendingCode();
        return;
      }
      setFormError(failureMessage(failure));
    }
  }, summary.fromFormErrors);

  return { form, message, onSubmit, alerts: { errors: summary.items, formError } };
}
