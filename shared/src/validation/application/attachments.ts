import { z } from 'zod';
import { idempotencyKeySchema } from '../idempotency';

export const documentKinds = ['photo', 'cv', 'qualification', 'identity', 'classification', 'certificate'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Every kind but 'certificate' holds one file; certificates are optional and several. */
export const requiredDocumentKinds = [
  'photo',
  'cv',
  'qualification',
  'identity',
  'classification',
] as const satisfies readonly DocumentKind[];

export const maxDocumentBytes = 10 * 1024 * 1024;
export const maxPhotoBytes = 5 * 1024 * 1024;
export const defaultMaxCertificates = 5;

export function maxBytesOf(kind: DocumentKind): number {
  return kind === 'photo' ? maxPhotoBytes : maxDocumentBytes;
}

/** The file picker's filter; the API decides by the file's content (magic bytes), never by its name. */
export const documentAccept = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';
export const photoAccept = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

export function acceptOf(kind: DocumentKind): string {
  return kind === 'photo' ? photoAccept : documentAccept;
}

/** Step 3: every required document uploaded (the path names the missing kind) and not too many certificates. */
export function attachmentsSchema({ maxCertificates = defaultMaxCertificates } = {}) {
  return z.array(z.object({ kind: z.enum(documentKinds) })).superRefine((documents, context) => {
    for (const kind of requiredDocumentKinds) {
      if (!documents.some((document) => document.kind === kind)) {
        context.addIssue({
          code: 'custom',
          message: kind === 'photo' ? 'photo_required' : 'document_required',
          path: [kind],
        });
      }
    }
    if (documents.filter((document) => document.kind === 'certificate').length > maxCertificates) {
      context.addIssue({ code: 'custom', message: 'too_many_files', path: ['certificate'] });
    }
  });
}

/** Step 4: the attestation tick box and a key made once per submit, so a repeat never submits twice. */
export const submitApplicationSchema = z.object({
  certified: z.literal(true, { error: 'certification_required' }),
  idempotencyKey: idempotencyKeySchema,
});
