import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { StaffRole } from '../../../types/api';

export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  /** Password and authenticator enrolled. */
  setupComplete: boolean;
  createdAt: string;
}

export const staffMembersQuery: TypedDocumentNode<{ staffMembers: StaffMember[] }, Record<string, never>> = gql`
  query StaffConsoleMembers {
    staffMembers {
      id
      email
      role
      setupComplete
      createdAt
    }
  }
`;

export function useStaffMembers() {
  return useQuery(staffMembersQuery, { fetchPolicy: 'network-only' });
}
