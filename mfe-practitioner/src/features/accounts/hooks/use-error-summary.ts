import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorSummaryItem } from '@sakina/shared/ui';

interface FieldCode<Field extends string> {
  field: Field;
  code: string;
}

/**
 * The errors at the top of a form, taken when it is submitted: the summary takes focus whenever its list
 * changes, so it must not follow every keystroke (the messages beside the fields do).
 */
export function useErrorSummary<Field extends string>(fields: readonly Field[], fieldId: (field: Field) => string) {
  const { t } = useTranslation('practitioner');
  const [codes, setCodes] = useState<FieldCode<Field>[]>([]);
  const isField = useCallback((path: string): path is Field => (fields as readonly string[]).includes(path), [fields]);

  const items: ErrorSummaryItem[] = useMemo(
    () => codes.map(({ field, code }) => ({ fieldId: fieldId(field), message: t(code, { ns: 'validation' }) })),
    [codes, fieldId, t],
  );

  const fromFormErrors = useCallback(
    (errors: FieldErrors) =>
      setCodes(
        fields.flatMap((field) => {
          const code = errors[field]?.message;
          return typeof code === 'string' ? [{ field, code }] : [];
        }),
      ),
    [fields],
  );

  const fromServer = useCallback(
    (serverFields: { path: string; code: string }[]) =>
      setCodes(serverFields.flatMap(({ path, code }) => (isField(path) ? [{ field: path, code }] : []))),
    [isField],
  );

  const clear = useCallback(() => setCodes([]), []);

  return { items, isField, fromFormErrors, fromServer, clear };
}
