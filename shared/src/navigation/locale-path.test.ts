import { localeFromPath, localePath, stripLocale } from './locale-path';

describe('locale paths', () => {
  it('reads Arabic at bare paths and English under /en only', () => {
    expect(localeFromPath('/')).toBe('ar');
    expect(localeFromPath('/about')).toBe('ar');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/blog/3')).toBe('en');
    expect(localeFromPath('/english-tips')).toBe('ar');
  });

  it('strips the prefix and keeps the query', () => {
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/faq')).toBe('/faq');
    expect(stripLocale('/en?x=1')).toBe('/?x=1');
    expect(stripLocale('/faq')).toBe('/faq');
  });

  it('prefixes English paths and leaves Arabic bare', () => {
    expect(localePath('/about', 'en')).toBe('/en/about');
    expect(localePath('/', 'en')).toBe('/en');
    expect(localePath('/en/about', 'ar')).toBe('/about');
    expect(localePath('/blog?page=2', 'en')).toBe('/en/blog?page=2');
    expect(localePath('/?q=x', 'en')).toBe('/en?q=x');
    expect(localePath('contact', 'ar')).toBe('/contact');
  });
});

describe('localePath on a crafted path', () => {
  it('never returns a path that starts with two slashes (another site)', () => {
    expect(localePath('/en//evil.example', 'ar')).toBe('/evil.example');
    expect(localePath('/en/\\evil.example', 'ar')).toBe('/evil.example');
    expect(localePath('//evil.example', 'en')).toBe('/en/evil.example');
  });
});
