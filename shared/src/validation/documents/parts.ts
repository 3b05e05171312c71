import { z } from 'zod';
import { optionalText, requiredText } from '../common';
import { choiceSchema } from '../application/fields';
import { genders } from '../application/options';

/** Every code below is a key of the `validation` i18n namespace. */

export const documentLanguages = ['ar', 'en'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** A name as the apps hold it: letters of any script, up to 200 characters. */
export const personNameSchema = requiredText({ max: 200 });

/** Longer free text written by a practitioner (history, findings, a clause). */
export const longText = (max = 4000) => requiredText({ max });
export const optionalLongText = (max = 4000) => optionalText({ max });

/** The patient of a medical document, as the consultation app knows them. */
export const patientSchema = z.object({
  name: personNameSchema,
  ageYears: z
    .number({ error: 'required' })
    .int('number_invalid')
    .min(0, 'number_too_small')
    .max(130, 'number_too_large'),
  gender: choiceSchema(genders),
  fileNumber: requiredText({ max: 40 }),
});

export type Patient = z.output<typeof patientSchema>;

/** A date-time with its offset, as ISO 8601 (2026-11-25T09:30:00Z). */
export const dateTimeSchema = z
  .string({ error: 'required' })
  .trim()
  .pipe(z.iso.datetime({ offset: true, error: 'date_invalid' }));

/** A list of one to `max` items. */
export function listOf<Item extends z.ZodType>(item: Item, max: number) {
  return z.array(item, { error: 'required' }).min(1, 'required').max(max, 'too_many');
}
