import { useQuery } from '@apollo/client/react';
import { StaffConsoleViewerDocument, type StaffConsoleViewerQuery } from './get-staff-viewer.generated';

/** The signed-in staff member. */
export type StaffViewer = NonNullable<StaffConsoleViewerQuery['staffViewer']>;

export const staffViewerQuery = StaffConsoleViewerDocument;

/** The signed-in staff member, or null, read afresh on every console page. */
export function useStaffViewer() {
  return useQuery(staffViewerQuery, { fetchPolicy: 'network-only' });
}
