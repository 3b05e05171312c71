/** The visitor's cookie choice: every cookie, or only those the site cannot work without (locale, session). */
export type ConsentChoice = 'all' | 'necessary';

export const consentCookieName = 'cookie_consent';
const maxAgeSeconds = 365 * 24 * 60 * 60;
const choices: readonly string[] = ['all', 'necessary'] satisfies ConsentChoice[];

export function readConsentCookie(cookieHeader: string): ConsentChoice | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === consentCookieName && value !== undefined && choices.includes(value)) return value as ConsentChoice;
  }
  return undefined;
}

export function consentCookie(choice: ConsentChoice): string {
  return `${consentCookieName}=${choice}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
