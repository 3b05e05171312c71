const yearInSeconds = 365 * 24 * 60 * 60;

/** The value of the cookie `name` in a Cookie header or `document.cookie`; undefined when it is not there. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value;
  }
  return undefined;
}

/**
 * A cookie for the whole site that the browser keeps for 365 days (readable by scripts, not sent cross-site);
 * Secure when written for an https page.
 */
export function yearLongCookie(name: string, value: string, secure = false): string {
  const cookie = `${name}=${value}; Max-Age=${yearInSeconds}; Path=/; SameSite=Lax`;
  return secure ? `${cookie}; Secure` : cookie;
}

/** Whether the browser shows this page over https, so the cookies its scripts write must be Secure. */
export function isHttpsPage(location: Pick<Location, 'protocol'> | undefined = globalThis.location): boolean {
  return location?.protocol === 'https:';
}

/** The visitor's cookie choice: every cookie, or only those the site cannot work without (locale, session). */
export type ConsentChoice = 'all' | 'necessary';

export const consentCookieName = 'cookie_consent';
export const consentChoices: readonly ConsentChoice[] = ['all', 'necessary'];

export const localeCookieName = 'locale';
