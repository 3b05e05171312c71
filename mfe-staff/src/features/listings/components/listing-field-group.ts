import type { ListingDraft } from '../../../state/listing-draft';

/** What each group of the listing form is given: the values, a way to change some, and messages by field. */
export interface ListingFieldGroupProps {
  draft: ListingDraft;
  change: (change: Partial<ListingDraft>) => void;
  /** By field (`priceSar`, `name.ar`), in words. */
  errors: Record<string, string>;
}

/** The id of a field's input (`name.ar` → `listing-name-ar`): the error summary links to it. */
export const listingInputId = (field: string) => `listing-${field.replace('.', '-')}`;
