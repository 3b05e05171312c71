import type { MockLink } from '@apollo/client/testing';
import { staffViewerQuery, type StaffViewer } from '../api/get-staff-viewer';

/**
 * The API's answer to every console page's question, who is signed in (staffViewer), as an Apollo mock: a member
 * with `role` and `permissions`, and the id and email given (a made-up member's otherwise).
 */
export function signedInAs({
  id = 'staff-5',
  email = 'member@sakina.example',
  role,
  permissions,
  // As the API answers: the review scopes for a role with the queue, none otherwise.
  apiTokenScopes = permissions.includes('applications') ? ['REVIEW_READ', 'REVIEW_DECIDE'] : [],
}: Pick<StaffViewer, 'role' | 'permissions'> & Partial<StaffViewer>): MockLink.MockedResponse {
  return {
    request: { query: staffViewerQuery },
    result: { data: { staffViewer: { id, email, role, permissions, apiTokenScopes } } },
  };
}
