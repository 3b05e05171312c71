import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

type Localized = { ar: string; en: string };
type LocalizedList = { ar: string[]; en: string[] };

export type ClassificationLevelValue =
  'REGISTRAR' | 'SENIOR_REGISTRAR' | 'CONSULTANT' | 'SUBSPECIALTY_CONSULTANT' | 'SPECIALIST' | 'SENIOR_SPECIALIST';

export interface PractitionerProfile {
  id: string;
  category: 'PHYSICIAN' | 'PSYCHOTHERAPIST' | 'THERAPIST';
  gender: 'MALE' | 'FEMALE';
  name: Localized;
  title: Localized;
  bio: Localized;
  specializations: LocalizedList;
  secondarySpecialties: LocalizedList;
  /** ISO 639-1 codes. */
  languages: string[];
  education: LocalizedList;
  yearsOfExperience: number;
  rating: number;
  ratingCount: number;
  priceSar: number;
  consultationTypes: ('PSYCHOLOGICAL' | 'FAMILY')[];
  communicationStyles: ('CHAT' | 'VOICE' | 'VIDEO')[];
  classified: boolean;
  classificationLevel: ClassificationLevelValue | null;
  /** YYYY-MM-DD */
  registrationVerifiedOn: string;
  photoUrl: string | null;
}

export interface PractitionerData {
  practitioner: PractitionerProfile | null;
}

export const practitionerQuery: TypedDocumentNode<PractitionerData, { id: string }> = gql`
  query PractitionerProfile($id: ID!) {
    practitioner(id: $id) {
      id
      category
      gender
      name {
        ar
        en
      }
      title {
        ar
        en
      }
      bio {
        ar
        en
      }
      specializations {
        ar
        en
      }
      secondarySpecialties {
        ar
        en
      }
      languages
      education {
        ar
        en
      }
      yearsOfExperience
      rating
      ratingCount
      priceSar
      consultationTypes
      communicationStyles
      classified
      classificationLevel
      registrationVerifiedOn
      photoUrl
    }
  }
`;

export function usePractitioner(id: string) {
  return useQuery(practitionerQuery, { variables: { id }, notifyOnNetworkStatusChange: true });
}

/** The profile's query into the shared cache, ahead of a visit (what `usePractitioner` then reads). */
export function preloadPractitioner(client: ApolloClient, id: string) {
  return client.query({ query: practitionerQuery, variables: { id } });
}
