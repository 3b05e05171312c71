import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FederationName, Locale } from '@sakina/shared/contracts';
import { useLocale } from '@sakina/shared/navigation';
import { addNamespace } from '@sakina/shared/i18n';
import { Spinner } from '@sakina/shared/ui';
import { loadRouteModule, RemoteLoadError } from './registry';
import { RemoteBoundary } from './remote-boundary';
import { clearChunkReload } from './chunk-reload';

const lazyPages = new Map<string, ComponentType>();

/**
 * One lazy component per remote, page and locale, kept outside React: a navigation renders in a transition,
 * and a component created during a render that suspends would be thrown away with that render, so every
 * render would start a new load and the page would not commit. A retry forgets the entry first.
 */
function lazyPage(remote: FederationName, page: string, attempt: number, locale: Locale): ComponentType {
  const key = pageKey(remote, page, locale);
  let Page = lazyPages.get(key);
  if (!Page) {
    Page = createLazyPage(remote, page, attempt, locale);
    lazyPages.set(key, Page);
  }
  return Page;
}

function pageKey(remote: FederationName, page: string, locale: Locale): string {
  return `${remote}/${page}/${locale}`;
}

function createLazyPage(remote: FederationName, page: string, attempt: number, locale: Locale): ComponentType {
  return lazy(async () => {
    const module = await loadRouteModule(remote, { retry: attempt > 0 });
    const loadPage = module.pages[page];
    if (!loadPage) throw new Error(`${remote} has no page "${page}"`);
    try {
      const { default: i18n } = await import('i18next');
      const [pageModule] = await Promise.all([
        loadPage(),
        addNamespace(i18n, module.namespace, module.resources, locale),
      ]);
      clearChunkReload();
      return pageModule;
    } catch (error) {
      throw new RemoteLoadError(remote, error);
    }
  });
}

function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div role="status" aria-live="polite" className="page-loading">
      <Spinner />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** One page of a remote, isolated: if the remote cannot load, only this area shows the network-error page. */
export function RemotePage({ remote, page }: { remote: FederationName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const locale = useLocale();
  const Page = lazyPage(remote, page, attempt, locale);
  const retry = () => {
    lazyPages.delete(pageKey(remote, page, locale));
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
