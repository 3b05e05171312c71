import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

export type Country = {
  iso2: CountryCode;
  /** Without the plus, e.g. '966'. */
  dialCode: string;
  /** In the page's language, from Intl.DisplayNames. */
  name: string;
  flag: string;
};

const regionalIndicatorA = 0x1f1e6;

/** The emoji flag of a two-letter region code (regional indicator letters). */
export function flagEmoji(iso2: string): string {
  return String.fromCodePoint(
    ...[...iso2.toUpperCase()].map((letter) => regionalIndicatorA + letter.charCodeAt(0) - 65),
  );
}

/** Lower case without accents or hamza marks, so "sao" finds "São Tomé" and "ا" finds "أ". */
export function searchKey(text: string, language: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);
}

function regionNames(language: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return undefined;
  }
}

const cache = new Map<string, Country[]>();

/** Every country libphonenumber knows, named in `language` and sorted the way that language sorts. */
export function countryList(language: string): Country[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = regionNames(language);
  const collator = new Intl.Collator(language);
  const countries = getCountries()
    .map((iso2) => ({
      iso2,
      dialCode: getCountryCallingCode(iso2),
      name: names?.of(iso2) ?? iso2,
      flag: flagEmoji(iso2),
    }))
    .sort((first, second) => collator.compare(first.name, second.name));
  cache.set(language, countries);
  return countries;
}

const arabicDefiniteArticle = /^ال/;

/** The first country whose name (then any word of it, with or without "ال") starts with `typed`; digits match dial codes. */
export function findCountryIndex(countries: Country[], typed: string, language: string): number {
  const query = searchKey(typed.trim(), language);
  if (query === '') return -1;
  if (/^\+?\d+$/.test(query)) {
    const digits = query.replace('+', '');
    return countries.findIndex((country) => country.dialCode.startsWith(digits));
  }
  const keys = countries.map((country) => searchKey(country.name, language));
  const byName = keys.findIndex((key) => key.startsWith(query));
  if (byName >= 0) return byName;
  return keys.findIndex((key) =>
    key
      .split(/[\s-]+/)
      .some((word) => word.startsWith(query) || word.replace(arabicDefiniteArticle, '').startsWith(query)),
  );
}
