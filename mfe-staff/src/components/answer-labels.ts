import { intlLocale, type Locale } from '@sakina/shared/contracts';
import { countryList } from '@sakina/shared/ui';

/** A language's name in the page's language (`fr` → French, الفرنسية); the code itself where Intl cannot name it. */
export function languageName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([intlLocale[locale]], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country by its ISO code, named as the application form's country lists name it. */
export function countryName(locale: Locale, code: string): string {
  return countryList(locale).find((country) => country.iso2 === code)?.name ?? code;
}

/** Several answers as one phrase in the page's language ("Video call and Voice call", "مكالمة فيديو ومكالمة صوتية"). */
export function listOf(locale: Locale, values: readonly string[]): string {
  return new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format(values);
}
