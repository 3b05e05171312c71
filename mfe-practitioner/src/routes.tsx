import type { RemoteRouteModule } from '@sakina/shared/contracts';

/** The module this remote exposes as `./routes`: its pages by key (the shell owns paths and layouts). */
const routes = {
  namespace: 'practitioner',
  resources: { ar: () => import('./i18n/ar'), en: () => import('./i18n/en') },
  pages: {
    apply: () => import('./routes/apply'),
    'email-confirmation': () => import('./routes/email-confirmation'),
    login: () => import('./routes/login'),
    'forget-password': () => import('./routes/forget-password'),
    'new-password': () => import('./routes/new-password'),
    application: () => import('./routes/application'),
    status: () => import('./routes/status'),
    'delete-account': () => import('./routes/delete-account'),
    'account-deleted': () => import('./routes/account-deleted'),
  },
} satisfies RemoteRouteModule;

export default routes;
