import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { Holder } from '../../../types/api';

export interface StaffDocument {
  id: string;
  kind: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  url: string;
}

export interface ApplicantPersonal {
  fullNameAr: string;
  fullNameEn: string;
  nationalId: string;
  birthDate: string;
  gender: string;
  nationality: string;
  mobile: { e164: string };
  country: string;
  city: string;
  bioAr: string;
  bioEn: string;
}

export interface ApplicantProfessional {
  education: { degree: string; institution: string }[];
  experienceInYears: number;
  sfhscRegistrationNumber: string;
  sfhscExpirationDate: string;
  jobType: string;
  classificationLevel: string;
  sector: string;
  employerName: string | null;
  specialization: string;
  secondarySpecialities: string[];
  consultationTypes: string[];
  communicationStyles: string[];
  languages: string[];
  offeredSpecializations: string[];
  twitterUrl: string | null;
  linkedinUrl: string | null;
  iban: string | null;
}

export interface ApplicationDetail {
  id: string;
  version: string;
  holder: Holder | null;
  claimedAt: string | null;
  documents: StaffDocument[];
  application: {
    id: string;
    status: string;
    submittedAt: string | null;
    decidedAt: string | null;
    rejectionReason: string | null;
    applicantEmail: string;
    personal: ApplicantPersonal | null;
    professional: ApplicantProfessional | null;
  };
}

export interface RejectionReason {
  code: string;
  text: { ar: string; en: string };
}

export const applicationQuery: TypedDocumentNode<
  {
    staffApplication: ApplicationDetail | null;
    staffRejectionReasons: RejectionReason[];
  },
  { id: string }
> = gql`
  query StaffConsoleApplication($id: ID!) {
    staffApplication(id: $id) {
      id
      version
      claimedAt
      holder {
        id
        email
      }
      documents {
        id
        kind
        fileName
        mediaType
        sizeBytes
        url
      }
      application {
        id
        status
        submittedAt
        decidedAt
        rejectionReason
        applicantEmail
        personal {
          fullNameAr
          fullNameEn
          nationalId
          birthDate
          gender
          nationality
          mobile {
            e164
          }
          country
          city
          bioAr
          bioEn
        }
        professional {
          education {
            degree
            institution
          }
          experienceInYears
          sfhscRegistrationNumber
          sfhscExpirationDate
          jobType
          classificationLevel
          sector
          employerName
          specialization
          secondarySpecialities
          consultationTypes
          communicationStyles
          languages
          offeredSpecializations
          twitterUrl
          linkedinUrl
          iban
        }
      }
    }
    staffRejectionReasons {
      code
      text {
        ar
        en
      }
    }
  }
`;

/** The application afresh from the API, with the reasons a reviewer may reject it for. */
export function useApplication(id: string) {
  return useQuery(applicationQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

/** The rejection reasons `useApplication` already read with the application (from the cache, no request). */
export function useRejectionReasons(id: string) {
  const { data } = useQuery(applicationQuery, { variables: { id }, fetchPolicy: 'cache-only' });
  return data?.staffRejectionReasons ?? [];
}
