import type { LocalizedTextInput, StaffListingInput } from '@sakina/shared/graphql';
import { normalizeDigits, parseDateInput } from '@sakina/shared/ui';
import { localizedInputOf } from '../../../components/localized-fields';
import type { StaffFailure } from '../../../components/staff-error';
import type { ListingDraft } from '../../../state/listing-draft';
import type { ListingDetail } from '../api/get-listing';

type FieldError = StaffFailure['fields'][number];

const linesOf = (list: { ar: string[]; en: string[] }): LocalizedTextInput => ({
  ar: list.ar.join('\n'),
  en: list.en.join('\n'),
});

const entriesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const listOf = (text: LocalizedTextInput) => ({ ar: entriesOf(text.ar), en: entriesOf(text.en) });

const typed = (value: number | null) => (value === null ? '' : String(value));

/** The form's values for a saved listing, under the version it was read at. */
export function draftOf(listing: ListingDetail): ListingDraft {
  return {
    version: listing.version,
    category: listing.category,
    gender: listing.gender,
    name: localizedInputOf(listing.name),
    title: localizedInputOf(listing.title),
    bio: localizedInputOf(listing.bio),
    specializations: linesOf(listing.specializations),
    secondarySpecialties: linesOf(listing.secondarySpecialties),
    education: linesOf(listing.education),
    concerns: [...listing.concerns],
    languages: [...listing.languages],
    yearsOfExperience: String(listing.yearsOfExperience),
    consultationTypes: [...listing.consultationTypes],
    communicationStyles: [...listing.communicationStyles],
    classified: listing.classified,
    classificationLevel: listing.classificationLevel ?? '',
    registrationNumber: listing.registrationNumber ?? '',
    registrationExpiresOn: listing.registrationExpiresOn ?? '',
    registrationVerifiedOn: listing.registrationVerifiedOn,
    photoMediaId: listing.photoMediaId,
    priceSar: typed(listing.priceSar),
    urgent: listing.urgent,
    position: typed(listing.position),
  };
}

/**
 * What the form sends, or the fields it cannot send: a number or a date the API would not read (it checks the rest
 * and names the fields itself). Arabic-Indic digits count as digits; an empty optional field is no value.
 */
export function listingInputOf(draft: ListingDraft): { input: StaffListingInput; fields: FieldError[] } {
  const fields: FieldError[] = [];
  const wholeNumber = (path: string, text: string, required = false): number | null => {
    const digits = normalizeDigits(text.trim());
    if (digits === '') {
      if (required) fields.push({ path, code: 'required' });
      return null;
    }
    if (!/^\d{1,9}$/.test(digits)) fields.push({ path, code: 'number_invalid' });
    return Number(digits);
  };
  const date = (path: string, text: string, required = false): string | null => {
    if (text.trim() === '') {
      if (required) fields.push({ path, code: 'required' });
      return null;
    }
    const parsed = parseDateInput(text);
    if (parsed === null) fields.push({ path, code: 'date_invalid' });
    return parsed;
  };

  const input: StaffListingInput = {
    category: draft.category,
    gender: draft.gender,
    name: draft.name,
    title: draft.title,
    bio: draft.bio,
    specializations: listOf(draft.specializations),
    secondarySpecialties: listOf(draft.secondarySpecialties),
    concerns: draft.concerns,
    languages: draft.languages,
    education: listOf(draft.education),
    yearsOfExperience: wholeNumber('yearsOfExperience', draft.yearsOfExperience, true) ?? 0,
    consultationTypes: draft.consultationTypes,
    communicationStyles: draft.communicationStyles,
    classified: draft.classified,
    classificationLevel: draft.classificationLevel || null,
    registrationNumber: draft.registrationNumber.trim() || null,
    registrationExpiresOn: date('registrationExpiresOn', draft.registrationExpiresOn),
    registrationVerifiedOn: date('registrationVerifiedOn', draft.registrationVerifiedOn, true) ?? '',
    photoMediaId: draft.photoMediaId,
    priceSar: wholeNumber('priceSar', draft.priceSar),
    urgent: draft.urgent,
    position: wholeNumber('position', draft.position),
  };
  return { input, fields };
}
