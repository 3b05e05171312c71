import type { LocalizedTextInput } from '@sakina/shared/graphql';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { localizedErrors } from '../../../components/field-errors';
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

/** The draft's fields whose value is exactly `Value`. */
type FieldOf<Value> = {
  [Field in keyof ListingDraft]: [ListingDraft[Field], Value] extends [Value, ListingDraft[Field]] ? Field : never;
}[keyof ListingDraft];

function setter<Field extends keyof ListingDraft>({ change }: ListingFieldGroupProps, field: Field) {
  return (value: ListingDraft[Field]) => {
    const patch: Partial<ListingDraft> = {};
    patch[field] = value;
    change(patch);
  };
}

/** A one-line field's wiring (numbers and dates are typed as text too): id, value, message, change. */
export function textInputOf(group: ListingFieldGroupProps, field: FieldOf<string>) {
  const set = setter(group, field);
  return {
    id: listingInputId(field),
    value: group.draft[field],
    error: group.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.target.value),
  };
}

const numeric: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'dir'> = { inputMode: 'numeric', dir: 'ltr' };

/** A whole number's field: digits, left to right in both languages. */
export function numberInputOf(group: ListingFieldGroupProps, field: FieldOf<string>) {
  return { ...textInputOf(group, field), ...numeric };
}

/** A checkbox's wiring. */
export function checkboxOf(group: ListingFieldGroupProps, field: FieldOf<boolean>) {
  const set = setter(group, field);
  return {
    id: listingInputId(field),
    checked: group.draft[field],
    error: group.errors[field],
    onCheckedChange: (checked: boolean | 'indeterminate') => set(checked === true),
  };
}

/** A text in both languages: its two inputs' ids, values and messages. */
export function localizedInputOf(group: ListingFieldGroupProps, field: FieldOf<LocalizedTextInput>) {
  return {
    id: listingInputId(field),
    value: group.draft[field],
    errors: localizedErrors(group.errors, field),
    onChange: setter(group, field),
  };
}
