import { directionOf, locales, type Locale } from '@sakina/shared/contracts';
import type { LocalizedTextInput } from '@sakina/shared/graphql';
import { TextArea, TextField } from '@sakina/shared/ui';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './staff.module.css';

/** A text as a form edits and sends it: its two languages only (what the API sent also names its type). */
export const localizedInputOf = ({ ar, en }: LocalizedTextInput): LocalizedTextInput => ({ ar, en });

export interface LocalizedFieldsProps {
  /** The inputs' ids are `${id}-ar` and `${id}-en` (an error summary links to them). */
  id: string;
  /** What the text is ("Name"); each input's label adds its language. */
  label: string;
  value: LocalizedTextInput;
  onChange: (value: LocalizedTextInput) => void;
  errors?: Partial<Record<Locale, string>>;
  hint?: string;
  /** A text area this many rows high instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  required?: boolean;
}

/** One text in Arabic and in English, side by side, each input in its own language and direction. */
export function LocalizedFields({
  id,
  label,
  value,
  onChange,
  errors,
  hint,
  rows,
  maxLength,
  required,
}: LocalizedFieldsProps) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.localized}>
      {locales.map((language) => {
        const props = {
          id: `${id}-${language}`,
          label: t(`localized.${language}`, { label }),
          lang: language,
          dir: directionOf(language),
          value: value[language],
          error: errors?.[language],
          hint,
          maxLength,
          required,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange({ ...value, [language]: event.target.value }),
        };
        return rows ? <TextArea key={language} rows={rows} {...props} /> : <TextField key={language} {...props} />;
      })}
    </div>
  );
}
