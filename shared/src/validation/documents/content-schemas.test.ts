import { toFieldErrors } from '../field-error';
import type { z } from 'zod';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import {
  documentContentSchemas,
  issuedDocumentKinds,
  issueDocumentEnvelopeSchema,
  verificationCodeSchema,
} from './issue-document';
import { sampleDocumentContent } from './sample-content';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(toFieldErrors(result.error).map((error) => [error.path, error.code]));
}

describe('document content schemas', () => {
  it.each(issuedDocumentKinds.flatMap((kind) => [[kind, 'ar'] as const, [kind, 'en'] as const]))(
    'accept the %s sample in %s',
    (kind, language) => {
      expect(errorsOf(documentContentSchemas[kind], sampleDocumentContent(kind, language))).toEqual({});
    },
  );

  it('keep only a masked national ID in a consultant contract, and check its digit', () => {
    const contract = sampleDocumentContent('consultant-contract', 'en');
    expect(documentContentSchemas['consultant-contract'].parse(contract).practitioner.nationalId).toBe('1•••••0008');
    contract.practitioner.nationalId = '1000000009';
    expect(errorsOf(documentContentSchemas['consultant-contract'], contract)).toEqual({
      'practitioner.nationalId': 'national_id_invalid',
    });
  });

  it('refuse a contract share over 100 % and a clause list that is empty', () => {
    const contract = { ...sampleDocumentContent('consultant-contract', 'en'), revenueSharePercent: 120, clauses: [] };
    expect(errorsOf(documentContentSchemas['consultant-contract'], contract)).toEqual({
      revenueSharePercent: 'number_too_large',
      clauses: 'required',
    });
  });

  it('take invoice prices as whole halalas and the channel from its list', () => {
    const invoice = sampleDocumentContent('invoice', 'en');
    invoice.lines[0]!.unitPriceHalalas = 250.5;
    invoice.lines[1]!.channel = 'fax' as 'chat';
    expect(errorsOf(documentContentSchemas.invoice, invoice)).toEqual({
      'lines.0.unitPriceHalalas': 'number_invalid',
      'lines.1.channel': 'option_invalid',
    });
  });

  it('need at least one medicine and a well-formed ICD-10 code on a prescription', () => {
    const prescription = sampleDocumentContent('medical-prescription', 'en');
    prescription.medicines = [];
    prescription.diagnosis.icd10 = 'anxiety';
    expect(errorsOf(documentContentSchemas['medical-prescription'], prescription)).toEqual({
      medicines: 'required',
      'diagnosis.icd10': 'icd10_invalid',
    });
  });

  it('need the urgency of a laboratory or radiology request from its list', () => {
    const request = { ...sampleDocumentContent('radiology-request', 'ar'), urgency: 'tomorrow' };
    expect(errorsOf(documentContentSchemas['radiology-request'], request)).toEqual({ urgency: 'option_invalid' });
  });

  it('need a scale score equal to the sum of the answers', () => {
    const result = { ...sampleDocumentContent('mental-measurement-result', 'en'), score: 12 };
    expect(errorsOf(documentContentSchemas['mental-measurement-result'], result)).toEqual({ score: 'score_mismatch' });
  });

  it('limit sick leave in a medical report to whole days up to 90', () => {
    const report = { ...sampleDocumentContent('standard-medical-report', 'en'), sickLeaveDays: 120 };
    expect(errorsOf(documentContentSchemas['standard-medical-report'], report)).toEqual({
      sickLeaveDays: 'number_too_large',
    });
  });

  it('name the kind and language an envelope must have', () => {
    expect(
      errorsOf(issueDocumentEnvelopeSchema, {
        kind: 'letter',
        language: 'fr',
        issuerPractitionerId: 1,
        subjectReference: 'p 1',
        content: {},
      }),
    ).toEqual({ kind: 'option_invalid', language: 'option_invalid', subjectReference: 'invalid' });
  });

  it('read a verification code typed in lower case with dashes', () => {
    expect(verificationCodeSchema.parse('abcd-efgh-jk23')).toBe('ABCDEFGHJK23');
    expect(errorsOf(verificationCodeSchema, 'ABCD-EFGH-JK1O')).toEqual({ '': 'verification_code_invalid' });
  });

  it('have a message in both languages for every code they use', () => {
    for (const code of ['icd10_invalid', 'score_mismatch', 'verification_code_invalid']) {
      expect(ar).toHaveProperty(code);
      expect(en).toHaveProperty(code);
    }
  });
});
