/** The domains a script may have set a cookie for: this host and each parent domain ('.sakina.example'). */
function cookieDomains(hostname: string): (string | undefined)[] {
  const labels = hostname.split('.');
  const parents = labels.slice(1, -1).map((_label, index) => `.${labels.slice(index + 1).join('.')}`);
  return [undefined, hostname, `.${hostname}`, ...parents];
}

/** Deletes this page's cookies whose names match, wherever a script may have set them. */
export function removeCookies(name: RegExp, { hostname } = window.location): void {
  const names = document.cookie
    .split(';')
    .map((entry) => entry.split('=')[0]!.trim())
    .filter((cookie) => cookie && name.test(cookie));
  for (const cookie of names) {
    for (const domain of cookieDomains(hostname)) {
      document.cookie = `${cookie}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}
