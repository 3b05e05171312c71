import { toFieldErrors } from '../field-error';
import { attachmentsSchema, submitApplicationSchema } from './attachments';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success
    ? {}
    : Object.fromEntries(toFieldErrors(result.error as never).map((field) => [field.path, field.code]));

describe('attachmentsSchema (step 3)', () => {
  const complete = ['photo', 'cv', 'qualification', 'identity', 'classification'].map((kind) => ({ kind }));

  it('accepts every required document, with or without certificates', () => {
    expect(attachmentsSchema().safeParse(complete).success).toBe(true);
    expect(attachmentsSchema().safeParse([...complete, { kind: 'certificate' }, { kind: 'certificate' }]).success).toBe(
      true,
    );
  });

  it('names each missing document', () => {
    expect(errorsOf(attachmentsSchema().safeParse([{ kind: 'cv' }]))).toEqual({
      photo: 'photo_required',
      qualification: 'document_required',
      identity: 'document_required',
      classification: 'document_required',
    });
  });

  it('allows at most the configured number of certificates', () => {
    const certificates = Array.from({ length: 3 }, () => ({ kind: 'certificate' }));
    expect(errorsOf(attachmentsSchema({ maxCertificates: 2 }).safeParse([...complete, ...certificates]))).toEqual({
      certificate: 'too_many_files',
    });
  });
});

describe('submitApplicationSchema (step 4)', () => {
  it('cannot submit without the attestation ticked', () => {
    const key = 'a1b2c3d4e5f6a7b8c9d0';
    expect(submitApplicationSchema.safeParse({ certified: true, idempotencyKey: key }).success).toBe(true);
    expect(errorsOf(submitApplicationSchema.safeParse({ certified: false, idempotencyKey: key }))).toEqual({
      certified: 'certification_required',
    });
  });
});
