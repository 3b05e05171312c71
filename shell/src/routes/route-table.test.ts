import { matchRoutes } from 'react-router-dom';
import { routeTable } from './route-table';
import { assertKnownGuards, guards } from '../guards/guards';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

const specRoutes: Record<string, string> = {
  '/': 'mfe_public',
  '/about': 'mfe_public',
  '/contact': 'mfe_public',
  '/download': 'mfe_public',
  '/providerdownload': 'mfe_public',
  '/privacy': 'mfe_public',
  '/terms': 'mfe_public',
  '/terms/update': 'mfe_public',
  '/test-privacy': 'mfe_public',
  '/unsubscribe-successful': 'mfe_public',
  '/app-redirect': 'mfe_public',
  '/applestore': 'mfe_public',
  '/googleplay': 'mfe_public',
  '/blog': 'mfe_public',
  '/blog/12': 'mfe_public',
  '/news': 'mfe_public',
  '/news/7': 'mfe_public',
  '/news/single': 'mfe_public',
  '/faq': 'mfe_public',
  '/faq/payments': 'mfe_public',
  '/practitioners': 'mfe_public',
  '/practitioners/practitioner_42': 'mfe_public',
  '/practitioners/match': 'mfe_public',
  '/join-as-practitioner': 'mfe_public',
  '/join-as-practitioner/physician': 'mfe_public',
  '/join-as-practitioner/psychologist': 'mfe_public',
  '/join-as-practitioner/social-worker': 'mfe_public',
  '/assessments': 'mfe_public',
  '/assessments/gad-7': 'mfe_public',
  '/auth/application': 'mfe_practitioner',
  '/auth/apply': 'mfe_practitioner',
  '/auth/email-confirmation': 'mfe_practitioner',
  '/auth/forget-password': 'mfe_practitioner',
  '/auth/login': 'mfe_practitioner',
  '/auth/new-password': 'mfe_practitioner',
  '/auth/status': 'mfe_practitioner',
  '/auth/delete-account': 'mfe_practitioner',
  '/auth/account-deleted': 'mfe_practitioner',
  '/business': 'mfe_business',
  '/business/register': 'mfe_business',
  '/consultant-contract': 'mfe_documents',
  '/invoice': 'mfe_documents',
  '/laboratory-request': 'mfe_documents',
  '/medical-prescription': 'mfe_documents',
  '/mental-measurement-result': 'mfe_documents',
  '/radiology-request': 'mfe_documents',
  '/standard-medical-report': 'mfe_documents',
  '/staff': 'mfe_staff',
  '/staff/inbox': 'mfe_staff',
  '/staff/members': 'mfe_staff',
  '/staff/listings': 'mfe_staff',
  '/staff/listings/12': 'mfe_staff',
  '/staff/faq': 'mfe_staff',
  '/staff/articles': 'mfe_staff',
  '/staff/articles/new': 'mfe_staff',
  '/staff/articles/7': 'mfe_staff',
};

const asRoutes = routeTable.map((route) => ({ path: route.path, route }));

describe('route table', () => {
  it.each(Object.entries(specRoutes))('%s belongs to %s', (path, remote) => {
    const matches = matchRoutes(asRoutes, path);
    expect(matches?.at(-1)?.route.route.remote).toBe(remote);
  });

  it('describes every listed page in both languages, each in its own words', () => {
    // A page with parameters (a practitioner, an FAQ category, an article) describes itself from its content.
    const listed = routeTable.filter((route) => route.indexing === 'listed' && !route.path.includes(':'));
    for (const descriptions of [en.descriptions, ar.descriptions] as Record<string, string>[]) {
      const texts = listed.map((route) => descriptions[route.title]);
      expect(listed.filter((route) => !descriptions[route.title]).map((route) => route.path)).toEqual([]);
      expect(new Set([...texts, descriptions.default]).size).toBe(texts.length + 1);
    }
  });

  it('prefers the literal /news/single over /news/:id', () => {
    expect(matchRoutes(asRoutes, '/news/single')?.at(-1)?.route.route.page).toBe('news-single');
  });

  it('prefers the literal /practitioners/match over /practitioners/:practitionerSlug, listed, never cached', () => {
    const match = matchRoutes(asRoutes, '/practitioners/match')?.at(-1)?.route.route;
    expect(match).toMatchObject({ page: 'practitioner-match', indexing: 'listed', caching: 'no-store' });
    expect(match?.personal).toBeUndefined();
  });

  it('prefers the literal /staff/articles/new over /staff/articles/:articleId', () => {
    expect(matchRoutes(asRoutes, '/staff/articles/new')?.at(-1)?.route.route.page).toBe('new-article');
    expect(matchRoutes(asRoutes, '/staff/articles/7')?.at(-1)?.route.route.page).toBe('article');
  });

  it('uses the empty layout for document, app-redirect and store pages', () => {
    for (const path of ['/invoice', '/app-redirect', '/applestore', '/googleplay', '/standard-medical-report']) {
      expect(matchRoutes(asRoutes, path)?.at(-1)?.route.route.layout).toBe('empty');
    }
  });

  it('lets a document link open from any site (no referrer guard), rendered by the browser, a private link', () => {
    const documents = routeTable.filter(
      (route) => route.remote === 'mfe_documents' && route.gate === 'issued-document',
    );
    expect(documents.length).toBeGreaterThan(0);
    for (const route of documents) {
      expect(route).toMatchObject({ personal: 'visitor', privateLink: true, indexing: 'disallowed' });
      expect(route.guard).toBeUndefined();
    }
  });

  it('keeps the staff console under /staff, rendered in the browser only, guarded but for sign-in and set-up', () => {
    const staff = routeTable.filter((route) => route.remote === 'mfe_staff');
    expect(staff.map((route) => route.path)).toEqual([
      '/staff/set-up',
      '/staff/sign-in',
      '/staff',
      '/staff/applications/:applicationId',
      '/staff/inbox',
      '/staff/inbox/:reference',
      '/staff/audit',
      '/staff/members',
      '/staff/tokens',
      '/staff/listings',
      '/staff/listings/:listingId',
      '/staff/faq',
      '/staff/articles',
      '/staff/articles/new',
      '/staff/articles/:articleId',
    ]);
    for (const route of staff) {
      expect(route).toMatchObject({
        personal: 'visitor',
        indexing: 'disallowed',
        layout: 'staff',
        caching: 'no-store',
      });
      expect(route.guard).toBe(['/staff/set-up', '/staff/sign-in'].includes(route.path) ? undefined : 'staff');
    }
  });

  it('declares the pages whose links carry a secret, and the API gate that decides the status of each', () => {
    const privateLinks = routeTable.filter((route) => route.privateLink);
    const documentLinks = privateLinks.filter((route) => route.remote === 'mfe_documents');
    expect(privateLinks.filter((route) => route.remote !== 'mfe_documents').map((route) => route.path)).toEqual([
      '/preview/article/:token',
    ]);
    expect(documentLinks.every((route) => route.gate)).toBe(true);
    expect(privateLinks.find((route) => route.path === '/verify/:code')?.gate).toBe('document-verification');
    expect(privateLinks.filter((route) => route.gate === 'issued-document')).toHaveLength(7);
  });

  it('names only guards that exist, and an unknown guard is a startup error', () => {
    expect(() => assertKnownGuards(routeTable, guards)).not.toThrow();
    expect(() => assertKnownGuards([{ ...routeTable[0], guard: 'admin' as never }], guards)).toThrow(
      /unknown guard "admin"/,
    );
  });

  it('protects the application and status pages with the auth guard and confirmation with otp', () => {
    const guardOf = (path: string) => routeTable.find((route) => route.path === path)?.guard;
    expect(guardOf('/auth/application')).toBe('auth');
    expect(guardOf('/auth/status')).toBe('auth');
    expect(guardOf('/auth/delete-account')).toBe('auth');
    expect(guardOf('/auth/email-confirmation')).toBe('otp');
  });

  it('lists content pages for search engines, leaves out redirects and confirmations, disallows accounts and documents', () => {
    const pathsWith = (indexing: string) =>
      routeTable.filter((route) => route.indexing === indexing).map((route) => route.path);
    expect(pathsWith('unlisted')).toEqual([
      '/unsubscribe-successful',
      '/app-redirect',
      '/applestore',
      '/googleplay',
      '/news/single',
    ]);
    for (const route of routeTable.filter((entry) => entry.indexing === 'disallowed')) {
      expect(
        route.path.startsWith('/auth/') ||
          route.path.startsWith('/preview/') ||
          ['mfe_documents', 'mfe_staff'].includes(route.remote),
      ).toBe(true);
    }
    expect(pathsWith('disallowed')).toHaveLength(33);
    expect(pathsWith('listed')).toEqual(expect.arrayContaining(['/', '/blog/:id', '/practitioners/:practitionerSlug']));
  });
});
