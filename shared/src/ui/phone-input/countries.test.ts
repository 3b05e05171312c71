import { countryList, findCountryIndex, flagEmoji } from './countries';

describe('countryList', () => {
  it('lists about 240 countries with dial codes and names in the requested language', () => {
    const english = countryList('en');
    expect(english.length).toBeGreaterThan(230);
    expect(english.find((country) => country.iso2 === 'SA')).toEqual({
      iso2: 'SA',
      dialCode: '966',
      name: 'Saudi Arabia',
      flag: '🇸🇦',
    });
    expect(countryList('ar').find((country) => country.iso2 === 'SA')?.name).toBe('المملكة العربية السعودية');
  });

  it('sorts by name', () => {
    const names = countryList('en').map((country) => country.name);
    expect(names.indexOf('Egypt')).toBeLessThan(names.indexOf('Jordan'));
  });
});

describe('findCountryIndex', () => {
  const english = countryList('en');
  const arabic = countryList('ar');
  const nameAt = (list: typeof english, index: number) => list[index]?.name;

  it('finds the first country whose name starts with the typed letters', () => {
    expect(nameAt(english, findCountryIndex(english, 'j', 'en'))).toBe('Jamaica');
    expect(nameAt(english, findCountryIndex(english, 'sau', 'en'))).toBe('Saudi Arabia');
    expect(findCountryIndex(english, 'xq', 'en')).toBe(-1);
  });

  it('finds Arabic names by any word, with or without the definite article and hamza', () => {
    expect(nameAt(arabic, findCountryIndex(arabic, 'سعود', 'ar'))).toBe('المملكة العربية السعودية');
    expect(nameAt(arabic, findCountryIndex(arabic, 'اردن', 'ar'))).toBe('الأردن');
  });

  it('finds a country by dial code', () => {
    expect(english[findCountryIndex(english, '+966', 'en')]?.iso2).toBe('SA');
  });

  it('builds flags from regional indicator letters', () => {
    expect(flagEmoji('eg')).toBe('🇪🇬');
  });
});
