import { resolveSafeUrl, safeReturnPath } from './safe-url';

const origin = 'https://sakina.example';

describe('resolveSafeUrl', () => {
  it('keeps internal paths in the current locale', () => {
    expect(resolveSafeUrl('/blog?tag=sleep', { locale: 'en', origin })).toEqual({
      kind: 'internal',
      path: '/en/blog?tag=sleep',
    });
    expect(resolveSafeUrl('https://sakina.example/faq', { locale: 'ar', origin })).toEqual({
      kind: 'internal',
      path: '/faq',
    });
  });

  it('refuses javascript: and data: even when marked external', () => {
    expect(resolveSafeUrl('javascript:alert(1)', { locale: 'ar', origin, external: true })).toEqual({
      kind: 'refused',
      reason: 'protocol',
    });
    expect(resolveSafeUrl(' JavaScript:alert(1)', { locale: 'ar', origin })).toEqual({
      kind: 'refused',
      reason: 'protocol',
    });
    expect(resolveSafeUrl('data:text/html,<script>', { locale: 'ar', origin, external: true })).toEqual({
      kind: 'refused',
      reason: 'protocol',
    });
  });

  it('refuses an external URL unless the caller marks it external', () => {
    expect(resolveSafeUrl('https://evil.example/x', { locale: 'ar', origin })).toEqual({
      kind: 'refused',
      reason: 'external',
    });
    expect(resolveSafeUrl('//evil.example/x', { locale: 'ar', origin })).toEqual({
      kind: 'refused',
      reason: 'external',
    });
    expect(resolveSafeUrl('/\\evil.example', { locale: 'ar', origin })).toEqual({
      kind: 'refused',
      reason: 'malformed',
    });
    expect(resolveSafeUrl('https://apps.apple.com/app', { locale: 'ar', origin, external: true })).toEqual({
      kind: 'external',
      url: 'https://apps.apple.com/app',
    });
  });
});

describe('resolveSafeUrl on paths that try to leave the origin (issue 13)', () => {
  it.each([
    ['//evil.example', 'protocol-relative'],
    ['/\\evil.example', 'slash then backslash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/.//evil.example', 'a dot segment before an empty one'],
    ['/..//evil.example', 'a double-dot segment before an empty one'],
    ['/%2e//evil.example', 'an encoded dot segment'],
    ['/%2E%2E//evil.example', 'an encoded double-dot segment'],
    ['/auth/..//evil.example', 'a double dot deeper in the path'],
    ['/en//evil.example', 'an empty segment after the English prefix'],
    ['/en/.//evil.example', 'a dot segment after the English prefix'],
    ['/auth\\status', 'a backslash anywhere'],
    ['/\t/evil.example', 'a tab, which browsers drop'],
    ['/\n/evil.example', 'a newline, which browsers drop'],
    ['/\r\n/evil.example', 'a carriage return'],
    ['/auth/status\u0000', 'a NUL'],
    ['/\u007f/evil.example', 'DEL'],
    ['/\u0085/evil.example', 'a C1 control character'],
    ['http://internal.invalid@evil.example/', 'credentials before another host'],
  ])('refuses %j (%s) in both locales', (target) => {
    for (const locale of ['ar', 'en'] as const) {
      expect(resolveSafeUrl(target, { locale, origin }).kind).toBe('refused');
      expect(safeReturnPath(target, locale, '/auth/status')).toBe(locale === 'ar' ? '/auth/status' : '/en/auth/status');
    }
  });

  it('still resolves harmless dot segments and encoded characters inside the site', () => {
    expect(resolveSafeUrl('/auth/../faq', { locale: 'en', origin })).toEqual({ kind: 'internal', path: '/en/faq' });
    expect(resolveSafeUrl('/./blog/%D8%A7', { locale: 'ar', origin })).toEqual({
      kind: 'internal',
      path: '/blog/%D8%A7',
    });
    expect(resolveSafeUrl('/blog?next=//evil.example', { locale: 'ar', origin })).toEqual({
      kind: 'internal',
      path: '/blog?next=//evil.example',
    });
  });
});

describe('safeReturnPath', () => {
  it('never becomes an open redirect', () => {
    expect(safeReturnPath('https://evil.example', 'ar', '/auth/status')).toBe('/auth/status');
    expect(safeReturnPath('//evil.example', 'en', '/auth/status')).toBe('/en/auth/status');
    expect(safeReturnPath('/auth/application?step=2', 'en', '/')).toBe('/en/auth/application?step=2');
    expect(safeReturnPath(null, 'ar', '/')).toBe('/');
  });
});
