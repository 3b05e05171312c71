/** The route is /practitioners/:practitionerSlug; the slug is this literal prefix followed by the id. */
export const practitionerSlugPrefix = 'practitioner_';

const slugPattern = /^practitioner_([1-9]\d{0,8})$/;

/** The app path of a practitioner's page (LocaleLink adds the locale). */
export function practitionerPath(id: string | number): string {
  return `/practitioners/${practitionerSlugPrefix}${id}`;
}

/** The id in a slug, or null when the slug is malformed (the page is then a 404). */
export function parsePractitionerSlug(slug: string | undefined): string | null {
  return slug ? (slugPattern.exec(slug)?.[1] ?? null) : null;
}
