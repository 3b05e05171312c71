import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, Field, fieldStyles, useFieldIds } from '../field/field';
import { classNames } from '../utils/class-names';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  textAreaClassName?: string;
};

/** A labelled multi-line field; works with react-hook-form's `register(name)`. */
export function TextArea({
  label,
  hint,
  error,
  optional,
  id,
  className,
  textAreaClassName,
  required,
  rows = 5,
  'aria-describedby': extraDescribedBy,
  ...textAreaProps
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      className={className}
    >
      <textarea
        id={ids.inputId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId, extraDescribedBy)}
        className={classNames(fieldStyles.control, fieldStyles.textArea, textAreaClassName)}
        {...textAreaProps}
      />
    </Field>
  );
}
