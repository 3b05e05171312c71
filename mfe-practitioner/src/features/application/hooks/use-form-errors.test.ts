import { flattenErrors } from './use-form-errors';

describe('flattenErrors', () => {
  it('lists nested and array messages as dotted paths, without walking into field elements', () => {
    const element = document.createElement('input');
    const errors = {
      fullNameAr: { type: 'custom', message: 'name_arabic_letters_only', ref: element },
      education: [undefined, { institution: { type: 'custom', message: 'required', ref: element } }],
      languages: { root: { type: 'custom', message: 'choose_at_least_one' } },
      mobile: { type: 'custom', message: 'phone_invalid', ref: { country: element } },
    };
    expect(flattenErrors(errors as never)).toEqual([
      { path: 'fullNameAr', code: 'name_arabic_letters_only' },
      { path: 'education.1.institution', code: 'required' },
      { path: 'languages', code: 'choose_at_least_one' },
      { path: 'mobile', code: 'phone_invalid' },
    ]);
  });
});
