import { useQuery } from '@apollo/client/react';
import { StaffConsoleMembersDocument, type StaffConsoleMembersQuery } from './get-staff-members.generated';

/** A member of the staff, as the members page lists them. */
export type StaffMember = StaffConsoleMembersQuery['staffMembers'][number];

export const staffMembersQuery = StaffConsoleMembersDocument;

export function useStaffMembers() {
  return useQuery(staffMembersQuery, { fetchPolicy: 'network-only' });
}
