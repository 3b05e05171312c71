import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export interface RequestBusinessServiceData {
  requestBusinessService: { reference: string; receivedAt: string };
}

export interface RequestBusinessServiceVariables {
  input: {
    institutionName: string;
    beneficiaryCount: number;
    branchCount: number;
    employeeName: string;
    position: string;
    phone: { country: string; number: string };
    email: string;
  };
  idempotencyKey: string;
}

export const requestBusinessServiceMutation: TypedDocumentNode<
  RequestBusinessServiceData,
  RequestBusinessServiceVariables
> = gql`
  mutation RequestBusinessService($input: BusinessRequestInput!, $idempotencyKey: String!) {
    requestBusinessService(input: $input, idempotencyKey: $idempotencyKey) {
      reference
      receivedAt
    }
  }
`;
