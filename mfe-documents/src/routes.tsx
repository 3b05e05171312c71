import type { RemoteRouteModule } from '@sakina/shared/contracts';

/** The module this remote exposes as `./routes`: its pages by key (the shell owns paths and layouts). */
const routes = {
  namespace: 'documents',
  resources: { ar: () => import('./i18n/ar.json'), en: () => import('./i18n/en.json') },
  pages: {
    'consultant-contract': () => import('./routes/consultant-contract'),
    invoice: () => import('./routes/invoice'),
    'laboratory-request': () => import('./routes/laboratory-request'),
    'medical-prescription': () => import('./routes/medical-prescription'),
    'mental-measurement-result': () => import('./routes/mental-measurement-result'),
    'radiology-request': () => import('./routes/radiology-request'),
    'standard-medical-report': () => import('./routes/standard-medical-report'),
    verify: () => import('./routes/verify'),
  },
} satisfies RemoteRouteModule;

export default routes;
