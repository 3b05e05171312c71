import { locales, type Locale } from '../contracts/locale';

export const localeCookieName = 'locale';
const maxAgeSeconds = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookieHeader: string): Locale | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === localeCookieName && (locales as readonly string[]).includes(value)) return value as Locale;
  }
  return undefined;
}

export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale);
}
