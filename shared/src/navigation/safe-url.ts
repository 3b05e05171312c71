import { localePath } from './locale-path';
import type { Locale } from '../contracts/locale';

export type SafeUrlResult =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: 'protocol' | 'external' | 'malformed' };

const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The one gate every navigation passes: internal paths get the locale prefix; an external URL needs the
 * caller's explicit `external` flag; `javascript:`, `data:` and other protocols are refused.
 */
export function resolveSafeUrl(
  target: string,
  { locale, origin, external = false }: { locale: Locale; origin: string; external?: boolean },
): SafeUrlResult {
  const trimmed = target.trim();
  // Protocol-relative (//evil.com) and backslash tricks (/\evil.com) leave the origin in browsers.
  if (/^[\\/]{2}/.test(trimmed) || /^\/\\/.test(trimmed)) {
    return external ? resolveExternal(`https:${trimmed.replace(/\\/g, '/')}`) : { kind: 'refused', reason: 'external' };
  }
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
  if (!allowedProtocols.has(url.protocol)) return { kind: 'refused', reason: 'protocol' };
  if (url.origin === new URL(origin).origin && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return { kind: 'internal', path: localePath(`${url.pathname}${url.search}${url.hash}`, locale) };
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
