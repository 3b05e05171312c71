import type { Localized, LocalizedList } from '../common/localized';

export type PractitionerCategory = 'physician' | 'psychotherapist' | 'therapist';

export type ClassificationLevel =
  'registrar' | 'senior_registrar' | 'consultant' | 'subspecialty_consultant' | 'specialist' | 'senior_specialist';

export type Gender = 'male' | 'female';
export type ConsultationType = 'psychological' | 'family';
export type CommunicationStyle = 'chat' | 'voice' | 'video';

/** A practitioner's listing in the directory, as the platform publishes it. */
export interface PractitionerListing {
  category: PractitionerCategory;
  gender: Gender;
  name: Localized;
  title: Localized;
  bio: Localized;
  specializations: LocalizedList;
  secondarySpecialties: LocalizedList;
  /** Keys of the concerns vocabulary (@sakina/shared/vocabulary), the main ones first. */
  concerns: string[];
  /** ISO 639-1 codes, e.g. ['ar', 'en'] */
  languages: string[];
  education: LocalizedList;
  yearsOfExperience: number;
  rating: number;
  ratingCount: number;
  /** Price in SAR per 30 minutes. */
  priceSar: number;
  consultationTypes: ConsultationType[];
  communicationStyles: CommunicationStyle[];
  classified: boolean;
  classificationLevel: ClassificationLevel | null;
  /** YYYY-MM-DD */
  registrationVerifiedOn: string;
  /** YYYY-MM-DD */
  joinedOn: string;
  /** Takes urgent consultations (the platform decides); no when left out. */
  urgent?: boolean;
  /** The registration with the Saudi Commission for Health Specialties; not stated when left out. */
  registrationNumber?: string | null;
  /** YYYY-MM-DD: when that registration expires. */
  registrationExpiresOn?: string | null;
}
