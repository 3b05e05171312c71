import type { TFunction } from 'i18next';
import type { StaffFailure } from './staff-error';

/**
 * The API's field errors as messages by form field: a text in both languages names its language (`name.ar`), and
 * an entry of a list written a line each (`education.en.2`) its language and line, which the message then says.
 */
export function fieldErrorMessages(
  fields: StaffFailure['fields'],
  t: TFunction<'staff'>,
  tValidation: TFunction<'validation'>,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path, code } of fields) {
    const [name = '', language, entry] = path.split('.');
    const localized = language === 'ar' || language === 'en';
    const field = localized ? `${name}.${language}` : name;
    const message = tValidation(code);
    messages[field] ??=
      localized && entry !== undefined ? t('common.onLine', { line: Number(entry) + 1, message }) : message;
  }
  return messages;
}

/** The messages of a text written in both languages (`name` → the ones of `name.ar` and `name.en`). */
export const localizedErrors = (errors: Record<string, string>, field: string) => ({
  ar: errors[`${field}.ar`],
  en: errors[`${field}.en`],
});
