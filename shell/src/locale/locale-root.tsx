import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { directionOf, type Locale, type ShellContext } from '@sakina/shared/contracts';
import { applyDocumentLocale } from '@sakina/shared/i18n';
import { OfflineBanner } from '../errors/offline-banner';
import { NewBuildNotice } from '../features/updates/new-build-notice';

export interface RouteHandle {
  title?: string;
}

/** Root of each locale's tree: language, direction, per-route title, scroll to top. */
export function LocaleRoot({ locale, context }: { locale: Locale; context: ShellContext }) {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);

  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useLayoutEffect(() => {
    applyDocumentLocale(locale);
  }, [locale]);
  // A layout effect runs before any page's own useDocumentTitle, so pages can refine the title.
  useLayoutEffect(() => {
    document.title = `${t(`titles.${titleKey ?? 'not-found'}`)} | ${t('brand')}`;
  }, [t, titleKey, pathname, locale]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Direction.Provider dir={directionOf(locale)}>
      <Outlet context={context} />
      <OfflineBanner />
      <NewBuildNotice />
    </Direction.Provider>
  );
}
