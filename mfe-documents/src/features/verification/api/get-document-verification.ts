import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { IssuedDocumentKind } from '@sakina/shared/validation';

export interface DocumentVerificationData {
  documentVerification: {
    kind: IssuedDocumentKind;
    issuedAt: string;
    status: 'VALID' | 'REVOKED';
    issuer: { name: { ar: string; en: string }; title: { ar: string; en: string } };
  } | null;
}

export const documentVerificationQuery: TypedDocumentNode<DocumentVerificationData, { code: string }> = gql`
  query DocumentVerification($code: String!) {
    documentVerification(code: $code) {
      kind
      issuedAt
      status
      issuer {
        name {
          ar
          en
        }
        title {
          ar
          en
        }
      }
    }
  }
`;

/** What a printed verification code says (null: no document has it). */
export function useDocumentVerification(code: string) {
  return useQuery(documentVerificationQuery, { variables: { code }, fetchPolicy: 'no-cache' });
}
