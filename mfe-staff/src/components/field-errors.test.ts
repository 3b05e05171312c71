import i18next from 'i18next';
import { validationMessagesEn } from '@sakina/shared/validation';
import en from '../i18n/en.json';
import { fieldErrorMessages, localizedErrors } from './field-errors';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { staff: en, validation: validationMessagesEn } } });

describe('fieldErrorMessages', () => {
  it('names a text by its language and a list entry by its line, keeping the first message of a field', () => {
    const messages = fieldErrorMessages(
      [
        { path: 'name.ar', code: 'required' },
        { path: 'education.en.2', code: 'text_too_long' },
        { path: 'education.en.4', code: 'required' },
        { path: 'priceSar', code: 'number_too_large' },
      ],
      i18n.getFixedT('en', 'staff'),
      i18n.getFixedT('en', 'validation'),
    );

    expect(messages).toEqual({
      'name.ar': 'This field is required',
      'education.en': 'Line 3: This text is too long',
      priceSar: 'The number is larger than allowed',
    });
    expect(localizedErrors(messages, 'name')).toEqual({ ar: 'This field is required', en: undefined });
  });
});
