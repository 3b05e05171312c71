import type { RemoteRouteModule } from '@sakina/shared/contracts';

/** The module this remote exposes as `./routes`: its pages by key (the shell owns paths and layouts). */
const routes = {
  namespace: 'business',
  resources: { ar: () => import('./i18n/ar.json'), en: () => import('./i18n/en.json') },
  pages: {
    business: () => import('./routes/business'),
    'business-register': () => import('./routes/business-register'),
  },
} satisfies RemoteRouteModule;

export default routes;
