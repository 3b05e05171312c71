import type { RemoteRouteModule } from '@sakina/shared/contracts';

/** The module this remote exposes as `./routes`: the staff console's pages by key (the shell owns paths). */
const routes = {
  namespace: 'staff',
  resources: { ar: () => import('./i18n/ar.json'), en: () => import('./i18n/en.json') },
  pages: {
    'set-up': () => import('./routes/set-up'),
    'sign-in': () => import('./routes/sign-in'),
    queue: () => import('./routes/queue'),
    application: () => import('./routes/application'),
    inbox: () => import('./routes/inbox'),
    'inbox-item': () => import('./routes/inbox-item'),
    members: () => import('./routes/members'),
    tokens: () => import('./routes/tokens'),
    audit: () => import('./routes/audit'),
    listings: () => import('./routes/listings'),
    listing: () => import('./routes/listing'),
    faq: () => import('./routes/faq'),
    articles: () => import('./routes/articles'),
    'new-article': () => import('./routes/new-article'),
    article: () => import('./routes/article'),
  },
} satisfies RemoteRouteModule;

export default routes;
