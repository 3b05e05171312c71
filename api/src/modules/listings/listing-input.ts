import { classificationLevels, requiredText, spokenLanguages } from '@sakina/shared/validation';
import { concernKeys, isConcernKey } from '@sakina/shared/vocabulary';
import { z } from 'zod';

const localizedText = (max: number) => z.object({ ar: requiredText({ max }), en: requiredText({ max }) });

/** Each language its own list, the same length (an entry and its translation). */
const localizedList = (maxItems: number, maxLength: number) =>
  z
    .object({
      ar: z.array(requiredText({ max: maxLength })).max(maxItems, 'too_many'),
      en: z.array(requiredText({ max: maxLength })).max(maxItems, 'too_many'),
    })
    .refine((list) => list.ar.length === list.en.length, { message: 'translation_missing', path: ['en'] });

const isoDate = z.iso.date({ error: 'date_invalid' });

/** What an editor may set on a listing: the practitioner's profile, and what the platform owns. */
export const listingInputSchema = z.object({
  category: z.enum(['physician', 'psychotherapist', 'therapist'], { error: 'option_invalid' }),
  gender: z.enum(['male', 'female'], { error: 'option_invalid' }),
  name: localizedText(120),
  title: localizedText(160),
  bio: localizedText(2_000),
  specializations: localizedList(20, 80),
  secondarySpecialties: localizedList(20, 80),
  /** Keys of the concerns vocabulary, the main ones first; each once. */
  concerns: z
    .array(z.string().refine(isConcernKey, 'option_invalid'))
    .max(concernKeys.length, 'too_many')
    .transform((keys) => [...new Set(keys)]),
  languages: z
    .array(z.enum(spokenLanguages, { error: 'option_invalid' }))
    .min(1, 'required')
    .max(10, 'too_many'),
  education: localizedList(10, 300),
  yearsOfExperience: z
    .number({ error: 'number_invalid' })
    .int('number_invalid')
    .min(0, 'number_too_small')
    .max(80, 'number_too_large'),
  consultationTypes: z
    .array(z.enum(['psychological', 'family'], { error: 'option_invalid' }))
    .min(1, 'required')
    .max(2, 'too_many'),
  communicationStyles: z
    .array(z.enum(['chat', 'voice', 'video'], { error: 'option_invalid' }))
    .min(1, 'required')
    .max(3, 'too_many'),
  classified: z.boolean(),
  classificationLevel: z.enum(classificationLevels, { error: 'option_invalid' }).nullable(),
  registrationNumber: z
    .string()
    .trim()
    .max(30, 'text_too_long')
    .regex(/^[A-Z0-9]*$/, 'registration_number_invalid')
    .transform((value) => value || null)
    .nullable(),
  registrationExpiresOn: isoDate.nullable(),
  registrationVerifiedOn: isoDate,
  photoMediaId: z.uuid({ error: 'invalid' }).nullable(),
  /** SAR per 30 minutes. */
  priceSar: z
    .number({ error: 'number_invalid' })
    .int('number_invalid')
    .min(1, 'number_too_small')
    .max(10_000, 'number_too_large')
    .nullable(),
  urgent: z.boolean(),
  position: z
    .number({ error: 'number_invalid' })
    .int('number_invalid')
    .min(0, 'number_too_small')
    .max(100_000, 'number_too_large')
    .nullable(),
});

export type ListingInput = z.output<typeof listingInputSchema>;
