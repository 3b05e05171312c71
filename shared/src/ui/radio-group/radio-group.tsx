import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy, Field, useFieldIds } from '../field/field';
import { classNames } from '../utils/class-names';
import { useReadingDirection } from '../utils/reading-direction';
import styles from './radio-group.module.css';

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupProps = Omit<ComponentPropsWithRef<typeof RadixRadioGroup.Root>, 'children'> & {
  label: ReactNode;
  options: RadioOption[];
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
};

/** A labelled radio group (Radix): arrow keys move and select, and follow the reading direction. */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  optional,
  id,
  className,
  required,
  orientation = 'vertical',
  'aria-describedby': extraDescribedBy,
  ...props
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const dir = useReadingDirection();
  return (
    <Field
      ids={ids}
      as="span"
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      className={className}
    >
      <RadixRadioGroup.Root
        dir={dir}
        id={ids.inputId}
        aria-labelledby={ids.labelId}
        aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId, extraDescribedBy)}
        aria-invalid={error ? true : undefined}
        required={required}
        orientation={orientation}
        className={classNames(
          styles.options,
          orientation === 'horizontal' && styles.horizontal,
          error && styles.invalid,
        )}
        {...props}
      >
        {options.map((option) => {
          const optionId = `${ids.inputId}-${option.value}`;
          return (
            <div key={option.value} className={styles.option}>
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              >
                <RadixRadioGroup.Indicator className={styles.indicator} />
              </RadixRadioGroup.Item>
              <span className={styles.text}>
                <label htmlFor={optionId} className={styles.label}>
                  {option.label}
                </label>
                {option.hint && (
                  <span id={`${optionId}-hint`} className={styles.optionHint}>
                    {option.hint}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
    </Field>
  );
}
