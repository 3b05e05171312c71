import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, Field, fieldStyles, useFieldIds } from '../field/field';
import { classNames } from '../utils/class-names';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /** Class of the wrapper; `inputClassName` styles the input itself. */
  className?: string;
  inputClassName?: string;
};

/** A labelled input; spread react-hook-form's `register(name)` straight into it. */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  inputClassName,
  required,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
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
      <input
        id={ids.inputId}
        // Stated even for text: autofill and assistive tools read the attribute, not its default.
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId, extraDescribedBy)}
        className={classNames(fieldStyles.control, inputClassName)}
        {...inputProps}
      />
    </Field>
  );
}
