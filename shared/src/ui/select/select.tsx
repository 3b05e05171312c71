import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, Field, fieldStyles, useFieldIds } from '../field/field';
import { ChevronDownIcon } from '../icons/icons';
import { classNames } from '../utils/class-names';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /** Rendered before `children`; pass either or both. */
  options?: SelectOption[];
  /** A first, empty option such as "Choose…". */
  placeholder?: string;
  className?: string;
};

/** A styled native select with label, hint and error; works with react-hook-form's `register(name)`. */
export function Select({
  label,
  hint,
  error,
  optional,
  options,
  placeholder,
  id,
  className,
  required,
  children,
  'aria-describedby': extraDescribedBy,
  ...selectProps
}: SelectProps) {
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
      <div className={fieldStyles.selectWrapper}>
        <select
          id={ids.inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId, extraDescribedBy)}
          className={classNames(fieldStyles.control, fieldStyles.select)}
          {...selectProps}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon className={fieldStyles.selectIcon} />
      </div>
    </Field>
  );
}
