// The names of the application's choices (job types, specializations, languages offered …) in both languages:
// one source for the application form, the staff console and the listings the API drafts from an application.
// What an applicant offers to help with is named by the directory's concerns (concerns.json), which stand for it.
import type { Locale } from '../contracts';
import arabic from './application-options.ar.json';
import english from './application-options.en.json';
import { concerns } from './directory-vocabulary';

export * from './directory-vocabulary';
export * from './rejection-reasons';

type ApplicationOptionLabels = typeof english & { offeredSpecialization: Record<string, string> };
export type OptionGroup = keyof ApplicationOptionLabels;

/** Each offered specialization named as the concern that stands for it. */
const offeredSpecializationLabels = (locale: Locale): Record<string, string> =>
  Object.fromEntries(
    concerns.flatMap((concern) =>
      (concern.applicationChoices?.offeredSpecialization ?? []).map((value) => [value, concern.label[locale]]),
    ),
  );

export const applicationOptionLabels: Record<Locale, ApplicationOptionLabels> = {
  ar: { ...arabic, offeredSpecialization: offeredSpecializationLabels('ar') },
  en: { ...english, offeredSpecialization: offeredSpecializationLabels('en') },
};

/** The name of one choice in one language; the value itself when the vocabulary does not know it. */
export function optionLabel(locale: Locale, group: OptionGroup, value: string): string {
  return (applicationOptionLabels[locale][group] as Record<string, string>)[value] ?? value;
}
