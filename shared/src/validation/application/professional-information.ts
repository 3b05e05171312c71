import { z } from 'zod';
import { normalizeDigits } from '../arabic-normalize';
import { optionalText, requiredText } from '../common';
import { choiceSchema, choicesSchema, futureDateSchema, profileLinkSchema } from './fields';
import { normalizeIban, saudiIbanProblem } from './iban';
import {
  classificationLevels,
  classificationLevelsByJobType,
  communicationStyles,
  consultationTypes,
  degreeCodes,
  jobTypes,
  offeredSpecializations,
  secondarySpecialities,
  specializationFitsJobType,
  specializations,
  spokenLanguages,
  workSectors,
} from './options';

export const minimumExperienceYears = 2;
export const maximumExperienceYears = 100;
export const maxEducationEntries = 10;

export const educationEntrySchema = z.object({
  degree: choiceSchema(degreeCodes),
  institution: requiredText({ min: 2, max: 200 }),
});

/** Whole years, typed with ASCII or Arabic-Indic digits: SPEC §5, 2 to 100. */
export const experienceInYearsSchema = z
  .union([z.number(), z.string()], { error: 'required' })
  .transform((value, context) => {
    const fail = (code: string) => {
      context.addIssue({ code: 'custom', message: code });
      return z.NEVER;
    };
    const text = typeof value === 'number' ? String(value) : normalizeDigits(value).trim();
    if (text === '') return fail('required');
    if (!/^\d+$/.test(text)) return fail('number_invalid');
    const years = Number(text);
    if (years < minimumExperienceYears) return fail('experience_too_low');
    if (years > maximumExperienceYears) return fail('experience_too_high');
    return years;
  });

/** SCFHS registration number: capital English letters and digits only (no stricter format is published). */
export const registrationNumberSchema = z
  .string({ error: 'required' })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(
    z
      .string()
      .min(1, 'required')
      .max(30, 'text_too_long')
      .regex(/^[A-Z0-9]+$/, 'registration_number_invalid'),
  );

/** The payout account: optional, and when given a Saudi IBAN whose ISO 13616 checksum holds. */
export const ibanSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value || normalizeIban(value) === '') return undefined;
    const problem = saudiIbanProblem(value);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return normalizeIban(value);
  });

/** Cross-field rules still run while other fields are invalid, so every message shows at once. */
function fieldsParsed(
  payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> },
  fields: string[],
): boolean {
  return !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}

/** Step 2 of the application, in the browser and in the API's saveApplicationProfessional. */
export const professionalInformationSchema = z
  .object({
    education: z
      .array(educationEntrySchema, { error: 'education_required' })
      .min(1, 'education_required')
      .max(maxEducationEntries, 'too_many'),
    experienceInYears: experienceInYearsSchema,
    sfhscRegistrationNumber: registrationNumberSchema,
    sfhscExpirationDate: futureDateSchema,
    jobType: choiceSchema(jobTypes),
    classificationLevel: choiceSchema(classificationLevels),
    sector: choiceSchema(workSectors),
    employerName: optionalText({ max: 150 }),
    specialization: choiceSchema(specializations),
    secondarySpecialities: choicesSchema(secondarySpecialities, { min: 0 }),
    consultationTypes: choicesSchema(consultationTypes),
    communicationStyles: choicesSchema(communicationStyles),
    languages: choicesSchema(spokenLanguages),
    offeredSpecializations: choicesSchema(offeredSpecializations),
    twitterUrl: profileLinkSchema(['x.com', 'twitter.com'], 'twitter_link_invalid'),
    linkedinUrl: profileLinkSchema(['linkedin.com'], 'linkedin_link_invalid'),
    iban: ibanSchema,
  })
  .refine(
    (value) => (classificationLevelsByJobType[value.jobType] as readonly string[]).includes(value.classificationLevel),
    {
      message: 'classification_level_mismatch',
      path: ['classificationLevel'],
      when: (payload) => fieldsParsed(payload, ['jobType', 'classificationLevel']),
    },
  )
  .refine((value) => specializationFitsJobType(value.specialization, value.jobType), {
    message: 'specialization_mismatch',
    path: ['specialization'],
    when: (payload) => fieldsParsed(payload, ['jobType', 'specialization']),
  })
  .refine((value) => value.sector === 'not_working' || Boolean(value.employerName), {
    message: 'employer_required',
    path: ['employerName'],
    when: (payload) => fieldsParsed(payload, ['sector', 'employerName']),
  })
  .transform((value) => (value.sector === 'not_working' ? { ...value, employerName: undefined } : value));

export type ProfessionalInformationInput = z.input<typeof professionalInformationSchema>;
export type ProfessionalInformation = z.output<typeof professionalInformationSchema>;
