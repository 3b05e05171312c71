import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { DocumentLanguage, IssuedDocumentKind } from '@sakina/shared/validation';

interface LocalizedText {
  ar: string;
  en: string;
}

export interface DocumentIssuer {
  name: LocalizedText;
  title: LocalizedText;
  category: string;
}

export interface IssuedDocumentData {
  issuedDocument: {
    id: string;
    kind: IssuedDocumentKind;
    language: DocumentLanguage;
    issuedAt: string;
    verificationCode: string;
    issuer: DocumentIssuer;
    platform: { nameAr: string; nameEn: string; vatNumber: string; licence: string };
    contentJson: string;
    earlierResultsJson: string;
  } | null;
}

export type IssuedDocument = NonNullable<IssuedDocumentData['issuedDocument']>;

export const issuedDocumentQuery: TypedDocumentNode<IssuedDocumentData, { token: string; kind: string }> = gql`
  query IssuedDocument($token: String!, $kind: String!) {
    issuedDocument(token: $token, kind: $kind) {
      id
      kind
      language
      issuedAt
      verificationCode
      issuer {
        name {
          ar
          en
        }
        title {
          ar
          en
        }
        category
      }
      platform {
        nameAr
        nameEn
        vatNumber
        licence
      }
      contentJson
      earlierResultsJson
    }
  }
`;

/** The document a view link opens (null: the link is wrong, expired or revoked). Never cached. */
export function useIssuedDocument(token: string | null, kind: IssuedDocumentKind) {
  return useQuery(issuedDocumentQuery, {
    variables: { token: token ?? '', kind },
    skip: !token,
    fetchPolicy: 'no-cache',
  });
}
