import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FieldError, FieldHint, useFieldIds } from '../field/field';
import { CheckIcon } from '../icons/icons';
import { classNames } from '../utils/class-names';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<typeof RadixCheckbox.Root>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A labelled checkbox (Radix); with react-hook-form use a Controller: checked + onCheckedChange. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={classNames(styles.wrapper, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={ids.inputId}
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId, extraDescribedBy)}
          {...props}
        >
          <RadixCheckbox.Indicator>
            {props.checked === 'indeterminate' ? <span className={styles.indeterminate} /> : <CheckIcon />}
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={ids.inputId} id={ids.labelId} className={styles.label}>
          {label}
        </label>
      </div>
      {(hint || error) && (
        <div className={styles.details}>
          <FieldHint ids={ids} hint={hint} />
          <FieldError ids={ids} error={error} />
        </div>
      )}
    </div>
  );
}
