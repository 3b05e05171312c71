import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { AuditFilters } from '../../../state/staff-store';

export interface AuditEvent {
  id: string;
  staffId: string | null;
  staffEmail: string | null;
  action: string;
  recordKind: string | null;
  recordId: string | null;
  at: string;
  ip: string;
}

export interface AuditFilter {
  staffId?: string | null;
  recordKind?: string | null;
  recordId?: string | null;
  page?: number;
}

export const auditTrailQuery: TypedDocumentNode<
  { staffAuditTrail: { items: AuditEvent[]; total: number }; staffMembers: { id: string; email: string }[] },
  { filter: AuditFilter }
> = gql`
  query StaffConsoleAuditTrail($filter: StaffAuditFilter) {
    staffAuditTrail(filter: $filter) {
      total
      items {
        id
        staffId
        staffEmail
        action
        recordKind
        recordId
        at
        ip
      }
    }
    staffMembers {
      id
      email
    }
  }
`;

/** The page of the trail the applied filters ask for, and the members to filter by. */
export function useAuditTrail(filters: AuditFilters) {
  return useQuery(auditTrailQuery, {
    fetchPolicy: 'network-only',
    variables: {
      filter: {
        staffId: filters.staffId || null,
        recordKind: filters.recordKind || null,
        recordId: filters.recordId.trim() || null,
        page: filters.page,
      },
    },
  });
}
