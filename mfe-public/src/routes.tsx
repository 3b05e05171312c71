import type { RemoteRouteModule } from '@sakina/shared/contracts';

/** The module this remote exposes as `./routes`: its pages by key (the shell owns paths and layouts). */
const routes = {
  namespace: 'public',
  resources: { ar: () => import('./i18n/ar'), en: () => import('./i18n/en') },
  pages: {
    home: () => import('./routes/home'),
    about: () => import('./routes/about'),
    contact: () => import('./routes/contact'),
    download: () => import('./routes/download'),
    'provider-download': () => import('./routes/provider-download'),
    privacy: () => import('./routes/privacy'),
    terms: () => import('./routes/terms'),
    'terms-update': () => import('./routes/terms-update'),
    'test-privacy': () => import('./routes/test-privacy'),
    'unsubscribe-successful': () => import('./routes/unsubscribe-successful'),
    'app-redirect': () => import('./routes/app-redirect'),
    'apple-store': () => import('./routes/apple-store'),
    'google-play': () => import('./routes/google-play'),
    blog: () => import('./routes/blog'),
    'blog-article': () => import('./routes/blog-article'),
    'article-preview': () => import('./routes/article-preview'),
    news: () => import('./routes/news'),
    'news-single': () => import('./routes/news-single'),
    'news-article': () => import('./routes/news-article'),
    faq: () => import('./routes/faq'),
    'faq-category': () => import('./routes/faq-category'),
    practitioners: () => import('./routes/practitioners'),
    practitioner: () => import('./routes/practitioner'),
    'practitioner-match': () => import('./routes/practitioner-match'),
    join: () => import('./routes/join'),
    'join-physician': () => import('./routes/join-physician'),
    'join-psychologist': () => import('./routes/join-psychologist'),
    'join-social-worker': () => import('./routes/join-social-worker'),
    assessments: () => import('./routes/assessments'),
    assessment: () => import('./routes/assessment'),
  },
} satisfies RemoteRouteModule;

export default routes;
