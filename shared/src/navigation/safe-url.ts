import { localePath } from './locale-path';
import type { Locale } from '../contracts/locale';

export type SafeUrlResult =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: 'protocol' | 'external' | 'malformed' };

const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// Browsers drop tabs and newlines inside URLs and read a backslash as a slash: '/\t/evil' and '/\evil' leave the site.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A same-origin path that stays one: it starts with a single slash, has no empty segment (which a browser or a
 * locale switch could turn into '//host') and no backslash, and resolves to the origin.
 */
function isOwnPath(path: string, origin: string): boolean {
  if (!path.startsWith('/') || path.includes('\\') || controlCharacters.test(path)) return false;
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (pathname.includes('//')) return false;
  try {
    return new URL(path, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * The one gate every navigation passes: internal paths get the locale prefix; an external URL needs the
 * caller's explicit `external` flag; `javascript:`, `data:` and other protocols are refused. A target is
 * resolved first (dot segments, '%2e', the locale prefix) and the result must still be on this origin:
 * '//host', '/\host', '/.//host', '/..//host', '/%2e//host', backslashes and control characters are refused.
 */
export function resolveSafeUrl(
  target: string,
  { locale, origin, external = false }: { locale: Locale; origin: string; external?: boolean },
): SafeUrlResult {
  const trimmed = target.trim();
  if (controlCharacters.test(trimmed) || trimmed.includes('\\')) return { kind: 'refused', reason: 'malformed' };
  if (trimmed.startsWith('//')) {
    return external ? resolveExternal(`https:${trimmed}`) : { kind: 'refused', reason: 'external' };
  }
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
  if (!allowedProtocols.has(url.protocol)) return { kind: 'refused', reason: 'protocol' };
  if (url.origin === new URL(origin).origin && (url.protocol === 'http:' || url.protocol === 'https:')) {
    const path = localePath(`${url.pathname}${url.search}${url.hash}`, locale);
    return isOwnPath(url.pathname, origin) && isOwnPath(path, origin)
      ? { kind: 'internal', path }
      : { kind: 'refused', reason: 'external' };
  }
  return external ? resolveExternal(url.href) : { kind: 'refused', reason: 'external' };
}

function resolveExternal(href: string): SafeUrlResult {
  try {
    const url = new URL(href);
    return allowedProtocols.has(url.protocol)
      ? { kind: 'external', url: url.href }
      : { kind: 'refused', reason: 'protocol' };
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
}

/** A `?returnTo=` value reduced to a safe internal path, or the fallback. */
export function safeReturnPath(value: string | null | undefined, locale: Locale, fallback: string): string {
  if (!value) return localePath(fallback, locale);
  const result = resolveSafeUrl(value, { locale, origin: 'http://internal.invalid' });
  return result.kind === 'internal' ? result.path : localePath(fallback, locale);
}
