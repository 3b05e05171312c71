import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export interface AccountViewerData {
  viewer: { id: string; email: string; emailConfirmed: boolean } | null;
}

export const accountViewerQuery: TypedDocumentNode<AccountViewerData, Record<string, never>> = gql`
  query AccountViewer {
    viewer {
      id
      email
      emailConfirmed
    }
  }
`;

/** The signed-in account, or null. */
export function useAccountViewer() {
  return useQuery(accountViewerQuery, { fetchPolicy: 'network-only' });
}
