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

// Stands for this site's origin where only paths are judged.
const internalOrigin = 'http://internal.invalid';

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

/** A path of this site that stays one (`isOwnPath`): for a server judging a path it was sent. */
export function isPathOfThisSite(path: string): boolean {
  return isOwnPath(path, internalOrigin);
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

/** Longest link a document may hold: longer ones are not links people type, and some browsers cut them. */
export const maxContentHrefLength = 2048;

// Characters that hide what a link is: whitespace, zero-width and bidirectional controls ('java\u200bscript:').
const hiddenCharacters = /[\s\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/u;

/**
 * A link written into content (articles, news), checked where it is stored and again where it is rendered:
 * `https:`, `http:` (with a host), `mailto:`, `tel:`, or a path of this site starting with a single slash (as
 * `isOwnPath` judges it). Anything else is refused with null: other protocols (`javascript:`, `data:`, `vbscript:`),
 * protocol-relative '//host', relative or fragment-only links, backslashes, control or hidden characters, and
 * links longer than 2,048 characters. Returns the link as written, without surrounding whitespace.
 */
export function safeContentHref(href: string): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (!trimmed || trimmed.length > maxContentHrefLength) return null;
  if (controlCharacters.test(trimmed) || hiddenCharacters.test(trimmed) || trimmed.includes('\\')) return null;
  if (trimmed.startsWith('/')) return isOwnPath(trimmed, internalOrigin) ? trimmed : null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!allowedProtocols.has(url.protocol)) return null;
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  // 'https:host' parses as https://host/, but says something other than it looks.
  if (web && !/^https?:\/\/[^/]/i.test(trimmed)) return null;
  return trimmed;
}

/** A `?returnTo=` value reduced to a safe internal path, or the fallback. */
export function safeReturnPath(value: string | null | undefined, locale: Locale, fallback: string): string {
  if (!value) return localePath(fallback, locale);
  const result = resolveSafeUrl(value, { locale, origin: internalOrigin });
  return result.kind === 'internal' ? result.path : localePath(fallback, locale);
}
