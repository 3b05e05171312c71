import { useQuery } from '@apollo/client/react';
import { StaffConsoleAuditTrailDocument, type StaffConsoleAuditTrailQuery } from './get-audit-trail.generated';
import type { AuditFilters } from '../../../state/staff-store';

/** One thing a staff member did. */
export type AuditEvent = StaffConsoleAuditTrailQuery['staffAuditTrail']['items'][number];

export const auditTrailQuery = StaffConsoleAuditTrailDocument;

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
