import type { Locale } from '@sakina/shared/contracts';
import type { PractitionerProfile } from '../api/get-practitioner';

interface JsonLdContext {
  locale: Locale;
  /** The page's absolute address. */
  url: string;
}

const otherLocale = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');

/**
 * schema.org data for a practitioner: physicians as `Physician` (with their specialities and rating), the
 * others as a `Person` whose specialities are `MedicalSpecialty` items; texts are in the page's language.
 */
export function practitionerJsonLd(practitioner: PractitionerProfile, { locale, url }: JsonLdContext) {
  const specialties = [...practitioner.specializations[locale], ...practitioner.secondarySpecialties[locale]].map(
    (name) => ({ '@type': 'MedicalSpecialty', name }),
  );
  const common = {
    '@context': 'https://schema.org',
    '@id': url,
    url,
    name: practitioner.name[locale],
    alternateName: practitioner.name[otherLocale(locale)],
    description: practitioner.bio[locale],
    ...(practitioner.photoUrl ? { image: new URL(practitioner.photoUrl, url).href } : {}),
    knowsLanguage: practitioner.languages,
  };

  if (practitioner.category === 'PHYSICIAN') {
    return {
      '@type': 'Physician',
      ...common,
      medicalSpecialty: specialties,
      priceRange: `${practitioner.priceSar} SAR`,
      currenciesAccepted: 'SAR',
      ...(practitioner.ratingCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: practitioner.rating,
              ratingCount: practitioner.ratingCount,
              bestRating: 5,
              worstRating: 0,
            },
          }
        : {}),
    };
  }

  return {
    '@type': 'Person',
    ...common,
    jobTitle: practitioner.title[locale],
    knowsAbout: specialties,
    hasCredential: practitioner.education[locale].map((name) => ({
      '@type': 'EducationalOccupationalCredential',
      name,
    })),
  };
}
