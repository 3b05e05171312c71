import type { PageRouteEntry } from '@sakina/shared/contracts';
import { canonicalPageUrl } from './canonical-path';

const routes = [
  { path: '/', page: 'home', indexing: 'listed' },
  { path: '/about', page: 'about', indexing: 'listed' },
  { path: '/medical-prescription', page: 'medical-prescription', indexing: 'disallowed', privateLink: true },
  { path: '/verify/:code', page: 'verify', indexing: 'disallowed', privateLink: true },
  { path: '/practitioners/:practitionerSlug', page: 'practitioner', indexing: 'listed' },
  { path: '/staff/inbox', page: 'staff-inbox', indexing: 'disallowed' },
  { path: '/practitioners', page: 'practitioners', indexing: 'listed' },
] as PageRouteEntry[];

describe('canonicalPageUrl', () => {
  it.each([
    ['/about/', '/about'],
    ['/About', '/about'],
    ['/en/about/', '/en/about'],
    ['/EN/About?x=1&Y=2', '/en/about?x=1&Y=2'],
    ['/en/', '/en'],
    ['/en/Medical-Prescription?token=AbC.123.xYz', '/en/medical-prescription?token=AbC.123.xYz'],
    ['/STAFF/inbox', '/staff/inbox'],
    ['/Verify/ABCDEFGHJKMN/', '/verify/ABCDEFGHJKMN'],
    ['/Practitioners/Sara-Al-Harbi', '/practitioners/Sara-Al-Harbi'],
    ['//about', '/about'],
    ['/practitioners?q=&concern=anxiety&language=&sort=', '/practitioners?concern=anxiety'],
    ['/en/practitioners?q=%D9%82%D9%84%D9%82&type=&page=2', '/en/practitioners?q=%D9%82%D9%84%D9%82&page=2'],
    ['/About?q=', '/about'],
    ['/about?', '/about'],
  ])('sends %s to %s', (url, canonical) => {
    expect(canonicalPageUrl(routes, url)).toBe(canonical);
  });

  it.each([
    '/',
    '/en',
    '/about',
    '/en/about?Q=Mixed',
    '/en/practitioners?q=a%3D&concern=anxiety&concern=sleep',
    '/verify/ABCDEFGHJKMN',
    '/practitioners/Sara',
    '/no/such/Page',
  ])('leaves %s as it is', (url) => {
    expect(canonicalPageUrl(routes, url)).toBeNull();
  });
});
