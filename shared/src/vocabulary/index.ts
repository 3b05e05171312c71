// The names of the application's choices (job types, specializations, languages offered …) in both languages:
// one source for the application form, the staff console and the listings the API drafts from an application.
import type { Locale } from '../contracts';
import arabic from './application-options.ar.json';
import english from './application-options.en.json';

export type OptionGroup = keyof typeof english;

export const applicationOptionLabels: Record<Locale, typeof english> = { ar: arabic, en: english };

/** The name of one choice in one language; the value itself when the vocabulary does not know it. */
export function optionLabel(locale: Locale, group: OptionGroup, value: string): string {
  return (applicationOptionLabels[locale][group] as Record<string, string>)[value] ?? value;
}
