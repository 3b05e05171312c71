import { useMutation } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { StaffRole } from '../../../types/api';
import type { StaffMember } from './get-staff-members';

export const staffCreateMemberMutation: TypedDocumentNode<
  { staffCreateMember: { member: StaffMember; setupUrl: string } },
  { email: string; role: StaffRole }
> = gql`
  mutation StaffConsoleCreateMember($email: String!, $role: StaffRole!) {
    staffCreateMember(email: $email, role: $role) {
      member {
        id
        email
        role
        setupComplete
        createdAt
      }
      setupUrl
    }
  }
`;

/** Adds a member, then reads the list again so the newcomer shows in it. */
export function useCreateStaffMember() {
  return useMutation(staffCreateMemberMutation, { refetchQueries: ['StaffConsoleMembers'] });
}
