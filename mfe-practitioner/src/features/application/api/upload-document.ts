import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from 'graphql';
import type { Locale } from '@sakina/shared/contracts';
import { toFailure, type ApplicationDocumentKind, type Failure } from '@sakina/shared/graphql';
import type { ApplicationDocumentFieldsFragment } from './application-fields.generated';
import { UploadApplicationDocumentDocument, type UploadApplicationDocumentMutation } from './upload-document.generated';

export type UploadResult = { ok: true; document: ApplicationDocumentFieldsFragment } | { ok: false; failure: Failure };

export interface UploadOptions {
  kind: ApplicationDocumentKind;
  file: File;
  replaceId?: string;
  locale: Locale;
  onProgress: (percent: number) => void;
  endpoint?: string;
}

/** Yoga refuses a file over its size limit before any resolver runs, with HTTP 413. */
const tooLarge: Failure = { kind: 'fields', fields: [{ path: 'file', code: 'file_too_large' }] };

/**
 * Sends one file as a GraphQL multipart request (the spec Yoga reads) with XMLHttpRequest, which, unlike
 * fetch, reports upload progress. Resolves with the stored document or the failure to show; never rejects.
 */
export function uploadDocument({
  kind,
  file,
  replaceId,
  locale,
  onProgress,
  endpoint = '/graphql',
}: UploadOptions): Promise<UploadResult> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({
      query: print(UploadApplicationDocumentDocument),
      variables: { kind, file: null, replaceId: replaceId ?? null },
    }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);

  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.withCredentials = true;
    request.setRequestHeader('x-graphql-csrf', '1');
    request.setRequestHeader('accept-language', locale);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onerror = () => resolve({ ok: false, failure: { kind: 'general' } });
    request.onload = () => {
      if (request.status === 413) return resolve({ ok: false, failure: tooLarge });
      let reply: {
        data?: UploadApplicationDocumentMutation | null;
        errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
      };
      try {
        reply = JSON.parse(request.responseText);
      } catch {
        return resolve({ ok: false, failure: { kind: 'general' } });
      }
      if (reply.errors?.length) {
        const errors = new CombinedGraphQLErrors({ data: reply.data, errors: reply.errors });
        const failure = toFailure(errors);
        return resolve({
          ok: false,
          failure: reply.errors[0]?.extensions?.code === 'REQUEST_ENTITY_TOO_LARGE' ? tooLarge : failure,
        });
      }
      if (!reply.data) return resolve({ ok: false, failure: { kind: 'general' } });
      onProgress(100);
      return resolve({ ok: true, document: reply.data.uploadApplicationDocument });
    };
    request.send(body);
  });
}
