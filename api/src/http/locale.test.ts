import { localeFromAcceptLanguage } from './locale';

describe('localeFromAcceptLanguage', () => {
  it('picks the preferred of Arabic and English by quality', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR, ar-SA;q=0.7, en;q=0.5')).toBe('ar');
    expect(localeFromAcceptLanguage('en;q=0.4, ar;q=0.6')).toBe('ar');
    expect(localeFromAcceptLanguage('EN')).toBe('en');
  });

  it('falls back to Arabic when neither is named or the header is missing', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('ar');
    expect(localeFromAcceptLanguage('')).toBe('ar');
    expect(localeFromAcceptLanguage('fr, de;q=0.5')).toBe('ar');
    expect(localeFromAcceptLanguage('en;q=0')).toBe('ar');
  });
});
