import { isHttpsPage, localeCookieName, readCookie, yearLongCookie } from '../cookies';
import { locales, type Locale } from '../contracts/locale';

export { localeCookieName };

export function readLocaleCookie(cookieHeader: string): Locale | undefined {
  const value = readCookie(cookieHeader, localeCookieName);
  return (locales as readonly (string | undefined)[]).includes(value) ? (value as Locale) : undefined;
}

export function localeCookie(locale: Locale, secure = false): string {
  return yearLongCookie(localeCookieName, locale, secure);
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale, isHttpsPage());
}
