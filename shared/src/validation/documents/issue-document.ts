import { z } from 'zod';
import { choiceSchema } from '../application/fields';
import { consultantContractSchema } from './consultant-contract';
import { invoiceSchema } from './invoice';
import { medicalPrescriptionSchema } from './medical-prescription';
import { laboratoryRequestSchema, radiologyRequestSchema } from './clinical-request';
import { mentalMeasurementResultSchema } from './mental-measurement-result';
import { standardMedicalReportSchema } from './standard-medical-report';
import { documentLanguages } from './parts';

/** The seven kinds; each is also the path of its page (/invoice, /en/invoice). */
export const issuedDocumentKinds = [
  'consultant-contract',
  'invoice',
  'laboratory-request',
  'medical-prescription',
  'mental-measurement-result',
  'radiology-request',
  'standard-medical-report',
] as const;
export type IssuedDocumentKind = (typeof issuedDocumentKinds)[number];

/** Kinds only a physician may issue (SPEC §1: physicians may prescribe). */
export const physicianOnlyKinds: ReadonlySet<IssuedDocumentKind> = new Set([
  'medical-prescription',
  'laboratory-request',
  'radiology-request',
]);

/** Kinds that carry a verification code and a QR to /verify/<code>. */
export const verifiableKinds: ReadonlySet<IssuedDocumentKind> = new Set([
  'medical-prescription',
  'laboratory-request',
  'radiology-request',
  'mental-measurement-result',
  'standard-medical-report',
  'consultant-contract',
]);

export const documentContentSchemas = {
  'consultant-contract': consultantContractSchema,
  invoice: invoiceSchema,
  'laboratory-request': laboratoryRequestSchema,
  'medical-prescription': medicalPrescriptionSchema,
  'mental-measurement-result': mentalMeasurementResultSchema,
  'radiology-request': radiologyRequestSchema,
  'standard-medical-report': standardMedicalReportSchema,
} as const satisfies Record<IssuedDocumentKind, z.ZodType>;

/** The envelope of an issue request; `content` is then parsed with the kind's schema. */
export const issueDocumentEnvelopeSchema = z.object({
  kind: choiceSchema(issuedDocumentKinds),
  language: choiceSchema(documentLanguages),
  /** The practitioner issuing it (the directory's id). */
  issuerPractitionerId: z
    .number({ error: 'required' })
    .int('number_invalid')
    .min(1, 'number_too_small')
    .max(2_147_483_647, 'number_too_large'),
  /** The app's own reference of the person the document is about (never shown); links one person's results. */
  subjectReference: z
    .string({ error: 'required' })
    .trim()
    .regex(/^[A-Za-z0-9:_-]{1,100}$/, 'invalid'),
  /** Days the view link stays valid (default from configuration). */
  linkLifetimeDays: z.number().int('number_invalid').min(1, 'number_too_small').max(365, 'number_too_large').optional(),
  content: z.unknown(),
});

export type IssueDocumentEnvelope = z.output<typeof issueDocumentEnvelopeSchema>;

/** A verification code as printed: 12 letters and digits without look-alikes, in groups of four. */
export const verificationCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[2-9A-HJ-NP-Z]{12}$/, 'verification_code_invalid'));
