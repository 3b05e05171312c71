import { resolveSafeUrl, safeContentHref, safeReturnPath } from './safe-url';

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

describe('safeContentHref', () => {
  it.each([
    ['https://www.who.int/ar/health-topics', 'https://www.who.int/ar/health-topics'],
    ['HTTPS://Example.org/A?b=c#d', 'HTTPS://Example.org/A?b=c#d'],
    ['http://example.org', 'http://example.org'],
    ['https://ar.wikipedia.org/wiki/سكينة', 'https://ar.wikipedia.org/wiki/سكينة'],
    ['mailto:care@sakina.example?subject=Hello', 'mailto:care@sakina.example?subject=Hello'],
    ['tel:+966500000000', 'tel:+966500000000'],
    ['/about', '/about'],
    ['/en/faq?category=sessions#fees', '/en/faq?category=sessions#fees'],
    ['/blog?next=//elsewhere', '/blog?next=//elsewhere'],
    ['  https://example.org/padded  ', 'https://example.org/padded'],
  ])('keeps %j', (href, expected) => {
    expect(safeContentHref(href)).toBe(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a zero-width space inside the scheme', 'java\u200bscript:alert(1)'],
    ['an HTML entity for the colon', 'javascript&colon;alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['another protocol', 'ftp://example.org'],
    ['protocol-relative', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['an empty segment after a dot segment', '/..//evil.example'],
    ['https: without slashes', 'https:evil.example'],
    ['https: without a host', 'https:///evil.example'],
    ['a bidirectional override', 'https://example.org/\u202egnp.exe'],
    ['a space', 'https://example.org/a b'],
    ['a NUL', 'https://example.org/\u0000'],
    ['a fragment only', '#section'],
    ['a relative path', 'about'],
    ['nothing', ''],
    ['only spaces', '   '],
    ['over 2,048 characters', `https://example.org/${'a'.repeat(2030)}`],
  ])('refuses %s', (_case, href) => {
    expect(safeContentHref(href)).toBeNull();
  });

  it('allows exactly 2,048 characters', () => {
    const href = `https://example.org/${'a'.repeat(2048 - 'https://example.org/'.length)}`;
    expect(safeContentHref(href)).toBe(href);
  });
});
