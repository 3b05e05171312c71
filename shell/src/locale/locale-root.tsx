import { use, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { directionOf, type Locale } from '@sakina/shared/contracts';
import { applyDocumentLocale } from '@sakina/shared/i18n';
import { OfflineBanner } from '../errors/offline-banner';
import { NewBuildNotice } from '../features/updates/new-build-notice';
import type { PageRoute } from '../routes/route-table';
import { PageIntegrations } from './page-integrations';
import { loadShellResources } from '../i18n/load-resources';
import { usePageContext } from './use-page-context';
import { useShellContext } from './shell-context';

export interface RouteHandle {
  title?: string;
  /** The route table's entry of a page route (the server render reads its guard, remote and page). */
  route?: PageRoute;
}

/**
 * Root of each locale's tree: language, direction, per-route title, and scrolling: a new page starts at its
 * top, Back and Forward return to where the visitor was (a list's own changes keep the scroll).
 */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const context = useShellContext();
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const matches = useMatches();
  const pageContext = usePageContext(context);
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);

  // The browser holds the strings of the language it started in; another arrives before the page switches to it.
  if (!i18n.hasResourceBundle(locale, 'shell')) {
    for (const [namespace, strings] of Object.entries(use(loadShellResources(locale))))
      i18n.addResourceBundle(locale, namespace, strings, true, false);
  }
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useLayoutEffect(() => {
    applyDocumentLocale(locale);
  }, [locale]);
  // A layout effect runs before any page's own useDocumentTitle, so pages can refine the title.
  useLayoutEffect(() => {
    document.title = `${t(`titles.${titleKey ?? 'not-found'}`)} | ${t('brand')}`;
  }, [t, titleKey, pathname, locale]);

  return (
    <Direction.Provider dir={directionOf(locale)}>
      <ScrollRestoration />
      <Outlet context={pageContext} />
      <OfflineBanner />
      <NewBuildNotice />
      <PageIntegrations config={context.config} />
    </Direction.Provider>
  );
}
