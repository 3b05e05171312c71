import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { StaffRole } from '../types/api';

export interface StaffViewer {
  id: string;
  email: string;
  role: StaffRole;
  permissions: string[];
}

export const staffViewerQuery: TypedDocumentNode<{ staffViewer: StaffViewer | null }, Record<string, never>> = gql`
  query StaffConsoleViewer {
    staffViewer {
      id
      email
      role
      permissions
    }
  }
`;

/** The signed-in staff member, or null, read afresh on every console page. */
export function useStaffViewer() {
  return useQuery(staffViewerQuery, { fetchPolicy: 'network-only' });
}
