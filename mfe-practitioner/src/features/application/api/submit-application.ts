import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import { applicationFields, type Application } from './application-fields';

export interface SubmitApplicationVariables {
  certified: boolean;
  idempotencyKey: string;
}

export interface SubmitApplicationData {
  submitApplication: Application;
}

export const submitApplicationMutation: TypedDocumentNode<SubmitApplicationData, SubmitApplicationVariables> = gql`
  mutation SubmitApplication($certified: Boolean!, $idempotencyKey: String!) {
    submitApplication(certified: $certified, idempotencyKey: $idempotencyKey) {
      ...ApplicationFields
    }
  }
  ${applicationFields}
`;

export function useSubmitApplication() {
  return useMutation(submitApplicationMutation);
}
