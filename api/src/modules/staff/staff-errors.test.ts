import { rejectionReasons } from '@sakina/shared/vocabulary';
import { staffErrorMessages } from '../common/staff-errors';

const arabicLetter = /[\u0600-\u06ff]/;

describe('the console’s texts', () => {
  it.each(Object.entries(staffErrorMessages))('%s has an Arabic and an English message', (_code, messages) => {
    expect(messages.en.length).toBeGreaterThan(10);
    expect(messages.ar).toMatch(arabicLetter);
  });

  it.each(Object.entries(rejectionReasons).filter(([code]) => code !== 'other'))(
    'rejection reason %s is written in both languages',
    (_code, text) => {
      expect(text.en.length).toBeGreaterThan(10);
      expect(text.ar).toMatch(arabicLetter);
    },
  );
});
