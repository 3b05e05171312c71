import type { ReactNode } from 'react';
import { Checkbox, Field, useFieldIds } from '@sakina/shared/ui';
import styles from './application.module.css';

export interface CheckboxGroupProps {
  /** The first box gets `${id}-${first value}`, which the error summary links to. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  required?: boolean;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
}

export const checkboxId = (groupId: string, value: string) => `${groupId}-${value}`;

/** Several choices from a list, in a fieldset whose legend names them (a react-hook-form Controller fits). */
export function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  optional,
  required,
  options,
  value,
  onChange,
  onBlur,
}: CheckboxGroupProps) {
  const ids = useFieldIds(id);
  const toggle = (option: string, checked: boolean) =>
    onChange(
      checked ? [...value.filter((entry) => entry !== option), option] : value.filter((entry) => entry !== option),
    );

  return (
    <Field ids={ids} as="legend" label={legend} hint={hint} error={error} optional={optional} required={required}>
      <div className={styles.choices}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            id={checkboxId(id, option.value)}
            label={option.label}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked === true)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </div>
    </Field>
  );
}
