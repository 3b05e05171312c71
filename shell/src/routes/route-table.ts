import type { FederationName, PageIndexing, PageServing } from '@sakina/shared/contracts';

export type LayoutName = 'default' | 'empty' | 'minimal' | 'auth' | 'staff';
export type GuardName = 'auth' | 'otp' | 'staff';
/**
 * What search engines are told, in both locales: `listed` pages are in /sitemap.xml (a page with parameters once
 * per database row), `unlisted` ones are not, `disallowed` ones are also kept out by /robots.txt. The shell build
 * writes these to page-routes.json for the server (shell/rspack.config.ts).
 */
export type Indexing = PageIndexing;

/** `PageServing` (caching, private links, the API's gate, sitemap parameters) is what the server reads of a page. */
export interface PageRoute extends PageServing {
  /** The path without locale prefix; '/' is home. React Router syntax. */
  path: string;
  remote: FederationName;
  /** Key of the page in the remote's route module. */
  page: string;
  layout: LayoutName;
  /** Key in the shell's `titles` namespace. */
  title: string;
  guard?: GuardName;
  /**
   * What decides the page besides its address: 'session' (a signed-in practitioner sees their account, so the
   * browser renders it for them) or 'visitor' (the device, or a personal link's state: the browser always
   * renders it, and no server render is cached).
   */
  personal?: 'session' | 'visitor';
  indexing: Indexing;
}

const publicPage = (path: string, page: string, layout: LayoutName = 'default'): PageRoute => ({
  path,
  remote: 'mfe_public',
  page,
  layout,
  title: page,
  indexing: 'listed',
});

// Redirects, confirmations and a page that repeats the newest article: nothing a search should land on.
const unlisted = (route: PageRoute): PageRoute => ({ ...route, indexing: 'unlisted' });
const perVisitor = (route: PageRoute): PageRoute => ({ ...route, personal: 'visitor' });

const authPage = (path: string, page: string, guard?: GuardName): PageRoute => ({
  path: `/auth/${path}`,
  remote: 'mfe_practitioner',
  page,
  layout: 'auth',
  title: page,
  personal: 'session',
  indexing: 'disallowed',
  ...(guard ? { guard } : {}),
});

// The signed link is the access: it opens from any site (webmail); the server refuses other sites' fetches and frames.
const documentPage = (path: string, page: string): PageRoute => ({
  path,
  remote: 'mfe_documents',
  page,
  layout: 'empty',
  title: page,
  personal: 'visitor',
  indexing: 'disallowed',
  privateLink: true,
  gate: 'issued-document',
});

/**
 * The staff console (issue 20): rendered in the browser only (never by the server, never in its render cache,
 * answered `no-store`), kept out of search engines, signed-in pages behind the staff guard.
 */
const staffPage = (path: string, page: string, guard?: GuardName): PageRoute => ({
  path: path === '' ? '/staff' : `/staff/${path}`,
  remote: 'mfe_staff',
  page,
  layout: 'staff',
  title: `staff-${page}`,
  personal: 'visitor',
  indexing: 'disallowed',
  caching: 'no-store',
  ...(guard ? { guard } : {}),
});

/** Every page of SPEC.md §2. Each exists twice: Arabic at the bare path, English under /en. */
export const routeTable: readonly PageRoute[] = [
  publicPage('/', 'home'),
  publicPage('/about', 'about'),
  publicPage('/contact', 'contact'),
  publicPage('/download', 'download'),
  publicPage('/providerdownload', 'provider-download'),
  publicPage('/privacy', 'privacy'),
  publicPage('/terms', 'terms'),
  publicPage('/terms/update', 'terms-update'),
  publicPage('/test-privacy', 'test-privacy'),
  perVisitor(unlisted(publicPage('/unsubscribe-successful', 'unsubscribe-successful', 'minimal'))),
  perVisitor(unlisted(publicPage('/app-redirect', 'app-redirect', 'empty'))),
  perVisitor(unlisted(publicPage('/applestore', 'apple-store', 'empty'))),
  perVisitor(unlisted(publicPage('/googleplay', 'google-play', 'empty'))),
  publicPage('/blog', 'blog'),
  publicPage('/blog/:id', 'blog-article'),
  publicPage('/news', 'news'),
  unlisted(publicPage('/news/single', 'news-single')),
  publicPage('/news/:id', 'news-article'),
  // A staff preview link (an hour): the public page of an unpublished copy, never cached, indexed or referred.
  {
    ...publicPage('/preview/article/:token', 'article-preview'),
    indexing: 'disallowed',
    caching: 'no-store',
    privateLink: true,
  },
  publicPage('/faq', 'faq'),
  publicPage('/faq/:catId', 'faq-category'),
  publicPage('/practitioners', 'practitioners'),
  // The answers in its query are about someone's health: no cache keeps them (the server's render cache included).
  { ...publicPage('/practitioners/match', 'practitioner-match'), caching: 'no-store' },
  // React Router has no partial segments: the page checks the 'practitioner_' prefix and 404s otherwise.
  {
    ...publicPage('/practitioners/:practitionerSlug', 'practitioner'),
    parameterFormats: { practitionerSlug: 'practitioner_{id}' },
  },
  publicPage('/join-as-practitioner', 'join'),
  publicPage('/join-as-practitioner/physician', 'join-physician'),
  publicPage('/join-as-practitioner/psychologist', 'join-psychologist'),
  publicPage('/join-as-practitioner/social-worker', 'join-social-worker'),
  publicPage('/assessments', 'assessments'),
  // The answers live on the device and are read after mount, so the server renders every visitor the same page.
  { ...publicPage('/assessments/:slug', 'assessment'), form: 'post' },
  authPage('apply', 'apply'),
  authPage('email-confirmation', 'email-confirmation', 'otp'),
  authPage('login', 'login'),
  authPage('forget-password', 'forget-password'),
  authPage('new-password', 'new-password'),
  authPage('application', 'application', 'auth'),
  authPage('status', 'status', 'auth'),
  authPage('delete-account', 'delete-account', 'auth'),
  // Shown once the account is gone, so no guard: the visitor is signed out by then.
  authPage('account-deleted', 'account-deleted'),
  {
    path: '/business',
    remote: 'mfe_business',
    page: 'business',
    layout: 'default',
    title: 'business',
    indexing: 'listed',
  },
  {
    path: '/business/register',
    remote: 'mfe_business',
    page: 'business-register',
    layout: 'default',
    title: 'business-register',
    indexing: 'listed',
  },
  documentPage('/consultant-contract', 'consultant-contract'),
  documentPage('/invoice', 'invoice'),
  documentPage('/laboratory-request', 'laboratory-request'),
  documentPage('/medical-prescription', 'medical-prescription'),
  documentPage('/mental-measurement-result', 'mental-measurement-result'),
  documentPage('/radiology-request', 'radiology-request'),
  documentPage('/standard-medical-report', 'standard-medical-report'),
  // Anyone holding a printed code may check it; the browser renders it (the API counts the checks per visitor).
  perVisitor({
    path: '/verify/:code',
    remote: 'mfe_documents',
    page: 'verify',
    layout: 'empty',
    title: 'verify',
    indexing: 'disallowed',
    privateLink: true,
    gate: 'document-verification',
  }),
  staffPage('set-up', 'set-up'),
  staffPage('sign-in', 'sign-in'),
  staffPage('', 'queue', 'staff'),
  staffPage('applications/:applicationId', 'application', 'staff'),
  staffPage('inbox', 'inbox', 'staff'),
  staffPage('inbox/:reference', 'inbox-item', 'staff'),
  staffPage('audit', 'audit', 'staff'),
  staffPage('members', 'members', 'staff'),
  staffPage('tokens', 'tokens', 'staff'),
  staffPage('listings', 'listings', 'staff'),
  staffPage('listings/:listingId', 'listing', 'staff'),
  staffPage('faq', 'faq', 'staff'),
  staffPage('articles', 'articles', 'staff'),
  staffPage('articles/new', 'new-article', 'staff'),
  staffPage('articles/:articleId', 'article', 'staff'),
];
