import { z } from 'zod';
import { requiredText } from '../common';
import { choiceSchema } from '../application/fields';
import { listOf, longText, patientSchema } from './parts';

export const urgencies = ['routine', 'urgent', 'stat'] as const;

/** A laboratory or radiology request: the tests (or examinations) with their codes, why, and how soon. */
const clinicalRequestSchema = z.object({
  patient: patientSchema,
  items: listOf(z.object({ code: requiredText({ max: 40 }), name: requiredText({ max: 200 }) }), 40),
  clinicalInformation: longText(2000),
  urgency: choiceSchema(urgencies),
});

export const laboratoryRequestSchema = clinicalRequestSchema;
export const radiologyRequestSchema = clinicalRequestSchema;

export type ClinicalRequestInput = z.input<typeof clinicalRequestSchema>;
export type ClinicalRequestContent = z.output<typeof clinicalRequestSchema>;
