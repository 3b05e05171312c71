import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../icons/icons';
import { classNames } from '../utils/class-names';
import styles from './field.module.css';

export { styles as fieldStyles };

export type FieldIds = { inputId: string; labelId: string; hintId: string; errorId: string };

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, labelId: `${inputId}-label`, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** The aria-describedby value for a control: its hint, its error, then anything the caller adds. */
export function describedBy(...ids: unknown[]): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ');
  return joined === '' ? undefined : joined;
}

export type FieldLabelProps = {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  /** 'legend' when the field is a fieldset (radio groups, the phone input). */
  as?: 'label' | 'legend' | 'span';
};

export function FieldLabel({ ids, label, required, optional, as = 'label' }: FieldLabelProps) {
  const { t } = useTranslation('ui');
  const content = (
    <>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
      {optional && <span className={styles.optional}>{t('optional')}</span>}
    </>
  );
  if (as === 'label') {
    return (
      <label id={ids.labelId} htmlFor={ids.inputId} className={styles.label}>
        {content}
      </label>
    );
  }
  const Element = as;
  return (
    <Element id={ids.labelId} className={styles.label}>
      {content}
    </Element>
  );
}

export function FieldHint({ ids, hint }: { ids: FieldIds; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={ids.hintId} className={styles.hint}>
      {hint}
    </p>
  );
}

export function FieldError({ ids, error }: { ids: FieldIds; error?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={ids.errorId} className={styles.error}>
      <AlertIcon className={styles.errorIcon} />
      <span className={styles.errorText}>{error}</span>
    </p>
  );
}

export type FieldProps = FieldLabelProps & {
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label, hint, control and error in one column; the control itself wires aria-describedby. */
export function Field({ ids, label, required, optional, as = 'label', hint, error, className, children }: FieldProps) {
  const content = (
    <>
      <FieldLabel ids={ids} label={label} required={required} optional={optional} as={as} />
      <FieldHint ids={ids} hint={hint} />
      {children}
      <FieldError ids={ids} error={error} />
    </>
  );
  if (as === 'legend') {
    return (
      <fieldset
        className={classNames(styles.field, className)}
        aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId)}
      >
        {content}
      </fieldset>
    );
  }
  return <div className={classNames(styles.field, className)}>{content}</div>;
}
