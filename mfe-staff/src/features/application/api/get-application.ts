import { useQuery } from '@apollo/client/react';
import { StaffConsoleApplicationDocument, type StaffConsoleApplicationQuery } from './get-application.generated';

/** An application as the reviewer sees it: who holds it, its files, the applicant's answers. */
export type ApplicationDetail = NonNullable<StaffConsoleApplicationQuery['staffApplication']>;
export type StaffDocument = ApplicationDetail['documents'][number];
export type ApplicantPersonal = NonNullable<ApplicationDetail['application']['personal']>;
export type ApplicantProfessional = NonNullable<ApplicationDetail['application']['professional']>;

export const applicationQuery = StaffConsoleApplicationDocument;

/** The application afresh from the API, with the reasons a reviewer may reject it for. */
export function useApplication(id: string) {
  return useQuery(applicationQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

/** The rejection reasons `useApplication` already read with the application (from the cache, no request). */
export function useRejectionReasons(id: string) {
  const { data } = useQuery(applicationQuery, { variables: { id }, fetchPolicy: 'cache-only' });
  return data?.staffRejectionReasons ?? [];
}
