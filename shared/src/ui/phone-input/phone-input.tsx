import { useEffect, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, Field, fieldStyles, useFieldIds } from '../field/field';
import { classNames } from '../utils/class-names';
import { CountryPicker } from './country-picker';
import { defaultPhoneCountry, emptyPhoneValue, parsePhone, phoneMaxLength, type PhoneValue } from './parse-phone';
import { useVisitorCountry } from './visitor-country';
import styles from './phone-input.module.css';

export type PhoneInputProps = {
  label: ReactNode;
  /** Defaults to a short explanation of how to type the number. */
  hint?: ReactNode;
  /** The form's message; shown whenever given. */
  error?: string;
  /** Shown once the number field has been left with an invalid number (and no `error` is given). */
  invalidMessage?: string;
  value?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  onBlur?: () => void;
  defaultCountry?: string;
  id?: string;
  name?: string;
  required?: boolean;
  optional?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** Country picker + number field; controlled through `value`/`onChange` (a react-hook-form Controller fits). */
export function PhoneInput({
  label,
  hint,
  error,
  invalidMessage,
  value,
  onChange,
  onBlur,
  defaultCountry = defaultPhoneCountry,
  id,
  name,
  required,
  optional,
  disabled,
  autoComplete = 'tel',
  className,
  ref,
}: PhoneInputProps) {
  const { t } = useTranslation('ui');
  const ids = useFieldIds(id);
  const [internalValue, setInternalValue] = useState<PhoneValue>(() => emptyPhoneValue(defaultCountry));
  const [touched, setTouched] = useState(false);
  const [countryPicked, setCountryPicked] = useState(false);
  const current = value ?? internalValue;
  const visitorCountry = useVisitorCountry();

  // The visitor's likely country (from the server) until they pick one or start typing a number.
  useEffect(() => {
    if (!visitorCountry || countryPicked || disabled) return;
    if (current.number.trim() !== '' || current.country === visitorCountry) return;
    update(parsePhone('', visitorCountry));
    // Only the answer's arrival decides: later changes of the value are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visitorCountry]);
  const shownHint = hint ?? t('phone.hint');
  const invalid = touched && current.number.trim() !== '' && !current.valid;
  const shownError = error || (invalid ? (invalidMessage ?? t('phone.invalid')) : undefined);

  function update(next: PhoneValue) {
    setInternalValue(next);
    onChange?.(next);
  }

  function handleNumberChange(event: ChangeEvent<HTMLInputElement>) {
    update(parsePhone(event.target.value, current.country));
  }

  function handleCountrySelect(country: string) {
    setCountryPicked(true);
    // An international number belongs to its dial code, so keep only its national part under the new country.
    const number = current.number.startsWith('+') ? current.nationalNumber : current.number;
    update(parsePhone(number, country));
  }

  function handleBlur() {
    setTouched(true);
    onBlur?.();
  }

  return (
    <Field
      ids={ids}
      label={label}
      hint={shownHint}
      error={shownError}
      required={required}
      optional={optional}
      className={className}
    >
      <div className={styles.row} dir="ltr" role="group" aria-labelledby={ids.labelId}>
        <CountryPicker country={current.country} onSelect={handleCountrySelect} disabled={disabled} />
        <input
          ref={ref}
          id={ids.inputId}
          name={name}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete={autoComplete}
          maxLength={phoneMaxLength}
          value={current.number}
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(ids.hintId, shownError && ids.errorId)}
          className={classNames(fieldStyles.control, styles.number)}
          onChange={handleNumberChange}
          onBlur={handleBlur}
        />
      </div>
    </Field>
  );
}
