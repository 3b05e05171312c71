import { useCallback, useMemo, useState } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorSummaryItem } from '@sakina/shared/ui';

export interface PathCode {
  path: string;
  code: string;
}

/** Every message in react-hook-form's nested errors, as dotted paths in form order ('education.0.institution'). */
export function flattenErrors(errors: FieldErrors, prefix = ''): PathCode[] {
  const found: PathCode[] = [];
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's DOM element: never walk into it.
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const path = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    const entry = value as { message?: unknown; type?: unknown };
    if (typeof entry.message === 'string' && typeof entry.type === 'string') found.push({ path, code: entry.message });
    else found.push(...flattenErrors(value as FieldErrors, `${path}.`));
  }
  return found;
}

/** Cross-field rules report after the others: list the messages in the order the fields appear instead. */
function inPageOrder(items: ErrorSummaryItem[]): ErrorSummaryItem[] {
  if (typeof document === 'undefined') return items;
  const position = (item: ErrorSummaryItem) => document.getElementById(item.fieldId);
  return [...items].sort((a, b) => {
    const first = position(a);
    const second = position(b);
    if (!first || !second || first === second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * The error summary at the top of a step: filled when the step is sent (not on every keystroke, the messages
 * beside the fields do that), linking each message to the element `fieldIdOf` names for its path.
 */
export function useFormErrorSummary(fieldIdOf: (path: string) => string) {
  const { t } = useTranslation('practitioner');
  const [codes, setCodes] = useState<PathCode[]>([]);

  const items: ErrorSummaryItem[] = useMemo(() => {
    const seen = new Set<string>();
    const unique = codes.flatMap(({ path, code }) => {
      const fieldId = fieldIdOf(path);
      if (seen.has(fieldId)) return [];
      seen.add(fieldId);
      return [{ fieldId, message: t(code, { ns: 'validation' }) }];
    });
    return inPageOrder(unique);
  }, [codes, fieldIdOf, t]);

  const fromFormErrors = useCallback((errors: FieldErrors) => setCodes(flattenErrors(errors)), []);
  const fromServer = useCallback((fields: PathCode[]) => setCodes(fields), []);
  const clear = useCallback(() => setCodes([]), []);

  return { items, fromFormErrors, fromServer, clear };
}

/** The message beside a field: its error code (possibly nested, 'education.0.degree') in the page's language. */
export function useFieldMessage(errors: FieldErrors): (path: string) => string | undefined {
  const { t } = useTranslation('practitioner');
  return (path: string) => {
    const code = (get(errors, path) as { message?: unknown } | undefined)?.message;
    return typeof code === 'string' ? t(code, { ns: 'validation' }) : undefined;
  };
}
