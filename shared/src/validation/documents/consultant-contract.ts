import { z } from 'zod';
import { nameSchema, requiredText } from '../common';
import { dateTextSchema } from '../application/fields';
import { nationalIdSchema } from '../application/personal-information';
import { registrationNumberSchema } from '../application/professional-information';
import { dateTimeSchema, listOf, longText } from './parts';

/** Keeps the first digit and the last four: 1•••••0008. The full number is never stored with the document. */
export function maskNationalId(nationalId: string): string {
  return `${nationalId.slice(0, 1)}${'•'.repeat(nationalId.length - 5)}${nationalId.slice(-4)}`;
}

export const consultantContractSchema = z.object({
  practitioner: z.object({
    nameAr: nameSchema('ar'),
    nameEn: nameSchema('en'),
    nationalId: nationalIdSchema.transform(maskNationalId),
    scfhsNumber: registrationNumberSchema,
    classification: requiredText({ max: 100 }),
  }),
  startDate: dateTextSchema,
  /** The practitioner's share of each session's price, in percent. */
  revenueSharePercent: z
    .number({ error: 'required' })
    .min(0, 'number_too_small')
    .max(100, 'number_too_large')
    .refine((value) => Number.isInteger(value * 100), 'number_invalid'),
  clauses: listOf(z.object({ title: requiredText({ max: 200 }), text: longText() }), 60),
  acceptance: z.object({
    acceptedBy: nameSchema('any', { max: 200 }),
    acceptedAt: dateTimeSchema,
    /** The account the contract was accepted from (its id or e-mail in the provider app). */
    account: requiredText({ max: 254 }),
  }),
});

export type ConsultantContractInput = z.input<typeof consultantContractSchema>;
export type ConsultantContractContent = z.output<typeof consultantContractSchema>;
