import {
  consentChoices,
  consentCookieName,
  readCookie,
  yearLongCookie,
  type ConsentChoice,
} from '@sakina/shared/cookies';

export { consentCookieName, type ConsentChoice };

export function readConsentCookie(cookieHeader: string): ConsentChoice | undefined {
  const value = readCookie(cookieHeader, consentCookieName);
  return (consentChoices as readonly (string | undefined)[]).includes(value) ? (value as ConsentChoice) : undefined;
}

export function consentCookie(choice: ConsentChoice, secure = false): string {
  return yearLongCookie(consentCookieName, choice, secure);
}
