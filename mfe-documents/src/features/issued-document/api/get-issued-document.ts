import { useQuery } from '@apollo/client/react';
import type { DocumentLanguage, IssuedDocumentKind } from '@sakina/shared/validation';
import { IssuedDocumentDocument, type IssuedDocumentQuery } from './get-issued-document.generated';

/**
 * A document as its page reads it. The schema types kind and language as strings; a link opens its own kind only,
 * and the API issues documents in ar or en only (the issue schema in @sakina/shared/validation).
 */
export type IssuedDocument = Omit<NonNullable<IssuedDocumentQuery['issuedDocument']>, 'kind' | 'language'> & {
  kind: IssuedDocumentKind;
  language: DocumentLanguage;
};

export function asIssuedDocument(
  document: NonNullable<IssuedDocumentQuery['issuedDocument']>,
  kind: IssuedDocumentKind,
): IssuedDocument {
  return { ...document, kind, language: document.language === 'en' ? 'en' : 'ar' };
}

/** The document a view link opens (null: the link is wrong, expired or revoked). Never cached. */
export function useIssuedDocument(token: string | null, kind: IssuedDocumentKind) {
  return useQuery(IssuedDocumentDocument, {
    variables: { token: token ?? '', kind },
    skip: !token,
    fetchPolicy: 'no-cache',
  });
}
