import { defaultLocale, type Locale } from '../contracts/locale';

const englishPrefix = /^\/en(?=\/|$|\?|#)/;

export function localeFromPath(pathname: string): Locale {
  return englishPrefix.test(pathname) ? 'en' : defaultLocale;
}

/** The path without its locale prefix: '/en/about' → '/about', '/en' → '/'. */
export function stripLocale(pathname: string): string {
  const stripped = pathname.replace(englishPrefix, '');
  return stripped === '' || stripped.startsWith('?') || stripped.startsWith('#') ? `/${stripped}` : stripped;
}

/** An app path ('/about?x=1') for a locale: Arabic at the bare path, English under /en. */
export function localePath(path: string, locale: Locale): string {
  // '/en//host' stripped would be '//host', another site: a path never starts with more than one slash.
  const bare = stripLocale(path.startsWith('/') ? path : `/${path}`).replace(/^[\\/]+/, '/');
  if (locale === defaultLocale) return bare;
  if (bare === '/') return '/en';
  if (bare.startsWith('/?') || bare.startsWith('/#')) return `/en${bare.slice(1)}`;
  return `/en${bare}`;
}
