import type {
  ClassificationLevel,
  CommunicationStyle,
  ConsultationType,
  Gender,
  LocalizedTextInput,
  PractitionerCategory,
} from '@sakina/shared/graphql';

/** What an editor typed in a listing's form and has not saved yet: numbers and dates as typed, lists a line each. */
export interface ListingDraft {
  /** The version the editor opened: a save names it, and the API refuses a stale one. */
  version: number;
  category: PractitionerCategory;
  gender: Gender;
  name: LocalizedTextInput;
  title: LocalizedTextInput;
  bio: LocalizedTextInput;
  /** One entry a line, in each language. */
  specializations: LocalizedTextInput;
  secondarySpecialties: LocalizedTextInput;
  education: LocalizedTextInput;
  /** Keys of the concerns vocabulary: the main ones first, as saved; those ticked since, after them. */
  concerns: string[];
  /** ISO 639-1 codes. */
  languages: string[];
  yearsOfExperience: string;
  consultationTypes: ConsultationType[];
  communicationStyles: CommunicationStyle[];
  classified: boolean;
  classificationLevel: '' | ClassificationLevel;
  registrationNumber: string;
  registrationExpiresOn: string;
  registrationVerifiedOn: string;
  /** The applicant's photo, set by the API: kept as it is. */
  photoMediaId: string | null;
  priceSar: string;
  urgent: boolean;
  position: string;
}
