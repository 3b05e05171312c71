import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@sakina/shared/navigation';
import { countryList } from '@sakina/shared/ui';

export interface Option {
  value: string;
  label: string;
}

/** The choices of one list with their labels (application.options.<group>.<value>). */
export function useOptions(group: string, values: readonly string[]): Option[] {
  const { t } = useTranslation('practitioner');
  return useMemo(
    () => values.map((value) => ({ value, label: t(`application.options.${group}.${value}`) })),
    [group, values, t],
  );
}

/** Where the platform is licensed and most applicants live: first in the country lists. */
const firstCountry = 'SA';

/** Countries by ISO code, named in the page's language: Saudi Arabia first, then the others by name. */
export function useCountryOptions(): Option[] {
  const locale = useLocale();
  return useMemo(() => {
    const countries = countryList(locale).map((country) => ({ value: country.iso2, label: country.name }));
    return [
      ...countries.filter((country) => country.value === firstCountry),
      ...countries.filter((country) => country.value !== firstCountry),
    ];
  }, [locale]);
}

/** A spoken language by its ISO 639-1 code, named in the page's language. */
export function useLanguageName(): (code: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = undefined;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [locale]);
}

export function useCountryName(): (code: string) => string {
  const countries = useCountryOptions();
  return useMemo(() => {
    const names = new Map(countries.map((country) => [country.value, country.label]));
    return (code: string) => names.get(code) ?? code;
  }, [countries]);
}
