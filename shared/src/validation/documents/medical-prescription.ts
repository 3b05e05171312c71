import { z } from 'zod';
import { optionalText, requiredText } from '../common';
import { listOf, longText, patientSchema } from './parts';

/** ICD-10 code: a letter, two digits, then optionally a dot and up to four more (F41.1, J45.909). */
export const icd10Schema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z][0-9][0-9A-Z](?:\.[0-9A-Z]{1,4})?$/, 'icd10_invalid'))
  .optional();

export const medicalPrescriptionSchema = z.object({
  patient: patientSchema,
  diagnosis: z.object({ text: longText(1000), icd10: icd10Schema }),
  medicines: listOf(
    z.object({
      name: requiredText({ max: 200 }),
      strength: requiredText({ max: 100 }),
      form: requiredText({ max: 100 }),
      dose: requiredText({ max: 100 }),
      route: requiredText({ max: 100 }),
      frequency: requiredText({ max: 100 }),
      duration: requiredText({ max: 100 }),
      quantity: requiredText({ max: 100 }),
      instructions: optionalText({ max: 500 }),
    }),
    20,
  ),
  /** Days from the issue date during which it may be dispensed. */
  validityDays: z
    .number({ error: 'required' })
    .int('number_invalid')
    .min(1, 'number_too_small')
    .max(365, 'number_too_large'),
});

export type MedicalPrescriptionInput = z.input<typeof medicalPrescriptionSchema>;
export type MedicalPrescriptionContent = z.output<typeof medicalPrescriptionSchema>;
