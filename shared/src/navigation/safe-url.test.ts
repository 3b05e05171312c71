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
      reason: 'external',
    });
    expect(resolveSafeUrl('https://apps.apple.com/app', { locale: 'ar', origin, external: true })).toEqual({
      kind: 'external',
      url: 'https://apps.apple.com/app',
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
