import { intlLocale, type Locale } from '@sakina/shared/contracts';

/** A language's name in the page's language (`fr` → French, الفرنسية); the code itself where Intl cannot name it. */
export function languageName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([intlLocale[locale]], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
