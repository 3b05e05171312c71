import { z } from 'zod';
import { listOf, longText, optionalLongText, patientSchema } from './parts';

export const standardMedicalReportSchema = z.object({
  patient: patientSchema,
  reasonForConsultation: longText(2000),
  history: longText(),
  findings: longText(),
  assessment: longText(),
  plan: longText(),
  recommendations: listOf(longText(1000), 20),
  /** Days of sick leave granted, when any. */
  sickLeaveDays: z.number().int('number_invalid').min(1, 'number_too_small').max(90, 'number_too_large').optional(),
  notes: optionalLongText(2000),
});

export type StandardMedicalReportInput = z.input<typeof standardMedicalReportSchema>;
export type StandardMedicalReportContent = z.output<typeof standardMedicalReportSchema>;
