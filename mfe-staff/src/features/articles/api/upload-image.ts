import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Locale } from '@sakina/shared/contracts';
import { useLocale } from '@sakina/shared/navigation';
import { print } from 'graphql';
import { useCallback } from 'react';
import type { UploadedImage } from '../../../types/rich-text-editor';
import { StaffConsoleUploadImageDocument, type StaffConsoleUploadImageMutation } from './upload-image.generated';

type UploadReply = {
  data?: StaffConsoleUploadImageMutation | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
};

/** How the API refuses a file over its size limit before GraphQL reads it (HTTP 413): as the field error it means. */
const tooLarge = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Too large.',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'file', code: 'image_too_large' }] },
    },
  ],
});

/**
 * Uploads an image for content as a GraphQL multipart request (the spec the API reads): the shell's Apollo Client
 * sends JSON only. Resolves with the stored image; rejects as Apollo would (staffFailure reads either).
 */
export async function uploadImage(file: File, locale: Locale, send: typeof fetch = fetch): Promise<UploadedImage> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ query: print(StaffConsoleUploadImageDocument), variables: { file: null, purpose: 'CONTENT' } }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);
  const response = await send('/graphql', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { 'x-graphql-csrf': '1', 'accept-language': locale },
  });
  if (response.status === 413) throw tooLarge;
  const reply = (await response.json()) as UploadReply;
  if (reply.errors?.length) throw new CombinedGraphQLErrors({ data: reply.data, errors: reply.errors });
  const image = reply.data?.staffUploadImage;
  if (!image) throw new Error('The upload answered no image.');
  return { media: image.id, width: image.width, height: image.height, widths: image.widths };
}

/** Uploads an image in the console's language (the API's messages follow it). */
export function useUploadImage() {
  const locale = useLocale();
  return useCallback((file: File) => uploadImage(file, locale), [locale]);
}
