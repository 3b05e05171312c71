// The pages a visitor without a session opens, by how they arrive: rendered by the server (and then hydrated), or
// rendered in the browser alone (the documents' demo pages, pages that only confirm or redirect).

/** Every public page, the business pages and the auth pages a visitor without a session sees. */
export const serverRenderedPaths = [
  '/',
  '/about',
  '/contact',
  '/download',
  '/providerdownload',
  '/privacy',
  '/terms',
  '/terms/update',
  '/test-privacy',
  '/blog',
  '/news',
  '/faq',
  '/practitioners',
  '/practitioners/match',
  '/join-as-practitioner',
  '/join-as-practitioner/physician',
  '/join-as-practitioner/psychologist',
  '/join-as-practitioner/social-worker',
  '/assessments',
  '/assessments/gad-7',
  '/business',
  '/business/register',
  '/auth/login',
  '/auth/apply',
  '/auth/forget-password',
];

/** The other pages of SPEC.md §2 that open without data or a session. */
export const otherStaticPaths = [
  '/unsubscribe-successful',
  '/app-redirect',
  '/news/single',
  '/consultant-contract',
  '/invoice',
  '/laboratory-request',
  '/medical-prescription',
  '/mental-measurement-result',
  '/radiology-request',
  '/standard-medical-report',
];
