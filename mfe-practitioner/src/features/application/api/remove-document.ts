import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { applicationFields, type Application } from './application-fields';

export interface RemoveDocumentData {
  removeApplicationDocument: Application;
}

export const removeDocumentMutation: TypedDocumentNode<RemoveDocumentData, { id: string }> = gql`
  mutation RemoveApplicationDocument($id: ID!) {
    removeApplicationDocument(id: $id) {
      ...ApplicationFields
    }
  }
  ${applicationFields}
`;

export function useRemoveDocument() {
  return useMutation(removeDocumentMutation);
}
