import type { TFunction } from 'i18next';
import { fieldErrorMessages } from '../../../components/field-errors';
import type { StaffFailure } from '../../../components/staff-error';

/** The API's paths as the form names its fields: the cover's description is a text of its own. */
const formPathOf = (path: string) => path.replace(/^cover\.alt\./, 'coverAlt.').replace(/^cover\.media$/, 'cover');

/** The messages of the API's field errors by form field (`slug`, `title.ar`, `body.en`, `coverAlt.ar`, `tags`). */
export const articleFieldErrors = (
  fields: StaffFailure['fields'],
  t: TFunction<'staff'>,
  tValidation: TFunction<'validation'>,
) =>
  fieldErrorMessages(
    fields.map(({ path, code }) => ({ path: formPathOf(path), code })),
    t,
    tValidation,
  );

/** The id of a field's control (`title.ar` → `article-title-ar`): the error summary links to it. */
export const articleInputId = (field: string) => `article-${field.replace('.', '-')}`;
