import type {
  ClassificationLevel,
  CommunicationStyle,
  ConsultationType,
  Gender,
  PractitionerCategory,
} from '@sakina/shared/graphql';
import { toSchemaEnum } from '@sakina/shared/graphql';
import { classificationLevels as applicationLevels, spokenLanguages } from '@sakina/shared/validation';

/** The choices of a listing's fields, as the schema spells them, in the order the form offers them. */
export const practitionerCategories: PractitionerCategory[] = ['PHYSICIAN', 'PSYCHOTHERAPIST', 'THERAPIST'];
export const genders: Gender[] = ['FEMALE', 'MALE'];
export const consultationTypes: ConsultationType[] = ['PSYCHOLOGICAL', 'FAMILY'];
export const communicationStyles: CommunicationStyle[] = ['CHAT', 'VOICE', 'VIDEO'];
export const classificationLevels: ClassificationLevel[] = applicationLevels.map(toSchemaEnum);
/** Keys of the concerns vocabulary, in its order. */
export { concernKeys as concerns } from '@sakina/shared/vocabulary';
/** ISO 639-1 codes: the languages an application offers. */
export const languages = spokenLanguages;
