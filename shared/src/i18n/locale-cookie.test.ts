import { isHttpsPage } from '../cookies';
import { localeCookie, readLocaleCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('lasts 365 days', () => {
    expect(localeCookie('en')).toContain(`Max-Age=${365 * 24 * 3600}`);
  });
  it('is Secure when written for an https page', () => {
    expect(localeCookie('en', true)).toMatch(/; Secure$/);
    expect(localeCookie('en')).not.toContain('Secure');
    expect(isHttpsPage({ protocol: 'https:' })).toBe(true);
    expect(isHttpsPage({ protocol: 'http:' })).toBe(false);
  });
  it('reads only known locales', () => {
    expect(readLocaleCookie('a=1; locale=en')).toBe('en');
    expect(readLocaleCookie('locale=fr')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });
});
