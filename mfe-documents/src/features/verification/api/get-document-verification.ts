import { useQuery } from '@apollo/client/react';
import { DocumentVerificationDocument } from './get-document-verification.generated';

/** What a printed verification code says (null: no document has it). */
export function useDocumentVerification(code: string) {
  return useQuery(DocumentVerificationDocument, { variables: { code }, fetchPolicy: 'no-cache' });
}
