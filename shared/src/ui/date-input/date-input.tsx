import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { normalizeDateText } from './parse-date-input';

export type DateInputProps = Omit<TextFieldProps, 'type' | 'hint'> & {
  /** Defaults to the expected format with an example. */
  hint?: TextFieldProps['hint'];
};

/** A yyyy-mm-dd text field that accepts Arabic-Indic digits; read the value with parseDateInput. */
export function DateInput({ hint, onChange, ...props }: DateInputProps) {
  const { t } = useTranslation('ui');

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const normalized = normalizeDateText(input.value);
    if (normalized !== input.value) {
      const caret = input.selectionStart;
      const removed = input.value.length - normalized.length;
      input.value = normalized;
      if (caret !== null) input.setSelectionRange(caret - removed, caret - removed);
    }
    onChange?.(event);
  }

  return (
    <TextField
      type="text"
      inputMode="numeric"
      dir="ltr"
      maxLength={10}
      hint={hint ?? t('date.hint')}
      onChange={handleChange}
      {...props}
    />
  );
}
