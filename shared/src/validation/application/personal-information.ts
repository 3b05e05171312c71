import { z } from 'zod';
import { nameSchema, requiredText } from '../common';
import { phoneSchema } from '../phone';
import { birthDateSchema, bioSchema, choiceSchema, countryCodeSchema } from './fields';
import { genders } from './options';
import { saudiIdProblem } from './saudi-id';
import { normalizeDigits } from '../arabic-normalize';

export const nationalIdSchema = z.string({ error: 'required' }).transform((value, context) => {
  const problem = saudiIdProblem(value);
  if (problem) {
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return normalizeDigits(value).replace(/\s+/g, '');
});

/**
 * Step 1 of the application, in the browser and in the API's saveApplicationPersonal. `mobile` is what the
 * phone input holds; the output keeps its country and the E.164 number (unique among applicants, checked by the API).
 */
export const personalInformationSchema = z.object({
  fullNameAr: nameSchema('ar'),
  fullNameEn: nameSchema('en'),
  nationalId: nationalIdSchema,
  birthDate: birthDateSchema,
  gender: choiceSchema(genders),
  nationality: countryCodeSchema,
  mobile: z
    .object({ country: z.string({ error: 'phone_country_invalid' }), number: z.string({ error: 'required' }) })
    .transform((value, context) => {
      const result = phoneSchema.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      return { country: value.country.trim().toUpperCase(), e164: result.data };
    }),
  country: countryCodeSchema,
  city: requiredText({ max: 100 }),
  bioAr: bioSchema('ar'),
  bioEn: bioSchema('en'),
});

export type PersonalInformationInput = z.input<typeof personalInformationSchema>;
export type PersonalInformation = z.output<typeof personalInformationSchema>;
