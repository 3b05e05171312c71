import { gql } from '@sakina/shared/graphql';

export type ApplicationStatus = 'DRAFT' | 'SUBMITTED' | 'ACCEPTED' | 'REJECTED';

export type DocumentKind = 'PHOTO' | 'CV' | 'QUALIFICATION' | 'IDENTITY' | 'CLASSIFICATION' | 'CERTIFICATE';

export interface ApplicationDocument {
  id: string;
  kind: DocumentKind;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  url: string;
}

export interface ApplicationPersonal {
  fullNameAr: string;
  fullNameEn: string;
  nationalId: string;
  birthDate: string;
  gender: string;
  nationality: string;
  mobile: { country: string; e164: string };
  country: string;
  city: string;
  bioAr: string;
  bioEn: string;
}

export interface ApplicationProfessional {
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

/** An application as the pages read it (matches api/schema.graphql's Application). */
export interface Application {
  id: string;
  status: ApplicationStatus;
  rejectionReason: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  personal: ApplicationPersonal | null;
  professional: ApplicationProfessional | null;
  documents: ApplicationDocument[];
}

export const documentFields = gql`
  fragment ApplicationDocumentFields on ApplicationDocument {
    id
    kind
    fileName
    mediaType
    sizeBytes
    url
  }
`;

export const applicationFields = gql`
  fragment ApplicationFields on Application {
    id
    status
    rejectionReason
    submittedAt
    decidedAt
    personal {
      fullNameAr
      fullNameEn
      nationalId
      birthDate
      gender
      nationality
      mobile {
        country
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
    documents {
      ...ApplicationDocumentFields
    }
  }
  ${documentFields}
`;
