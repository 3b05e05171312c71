import { readCookie, yearLongCookie } from '@sakina/shared/cookies';

/** The visitor's cookie choice: every cookie, or only those the site cannot work without (locale, session). */
export type ConsentChoice = 'all' | 'necessary';

export const consentCookieName = 'cookie_consent';
const choices: readonly (string | undefined)[] = ['all', 'necessary'] satisfies ConsentChoice[];

export function readConsentCookie(cookieHeader: string): ConsentChoice | undefined {
  const value = readCookie(cookieHeader, consentCookieName);
  return choices.includes(value) ? (value as ConsentChoice) : undefined;
}

export function consentCookie(choice: ConsentChoice): string {
  return yearLongCookie(consentCookieName, choice);
}
