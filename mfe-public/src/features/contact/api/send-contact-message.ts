import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

/** ContactReason in api/schema.graphql: the shared reason in upper case. */
export type ContactReasonEnum =
  | 'INQUIRY'
  | 'SUGGESTION'
  | 'COMPLAINT'
  | 'TECHNICAL_ISSUE'
  | 'PRACTITIONER'
  | 'FINANCIAL_CLAIM'
  | 'JOB'
  | 'STRATEGIC_PARTNERSHIP'
  | 'INVESTMENT'
  | 'FOR_WORK'
  | 'REFUND';

export interface SendContactMessageVariables {
  input: {
    name: string;
    email: string;
    phone: { country: string; number: string };
    reason: ContactReasonEnum;
    subject: string;
    message: string;
  };
  idempotencyKey: string;
}

export interface SendContactMessageData {
  sendContactMessage: { reference: string; receivedAt: string };
}

export const sendContactMessageMutation: TypedDocumentNode<SendContactMessageData, SendContactMessageVariables> = gql`
  mutation SendContactMessage($input: ContactMessageInput!, $idempotencyKey: String!) {
    sendContactMessage(input: $input, idempotencyKey: $idempotencyKey) {
      reference
      receivedAt
    }
  }
`;

export function useSendContactMessage() {
  return useMutation(sendContactMessageMutation);
}
