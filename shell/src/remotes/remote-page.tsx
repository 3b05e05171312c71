import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FederationName,
  Locale,
  NamespaceResources,
  PageDataPreload,
  PageDataPreloadInput,
  RemoteRouteModule,
} from '@sakina/shared/contracts';
import { useLocale } from '@sakina/shared/navigation';
import { Spinner } from '@sakina/shared/ui';
import { loadRouteModule, registeredEntry, RemoteLoadError } from './registry';
import { RemoteBoundary } from './remote-boundary';
import { clearChunkReload } from './chunk-reload';

type Loaded = { default: ComponentType; preloadData?: PageDataPreload };

interface PageSlot {
  promise: Promise<Loaded>;
  result?: Loaded;
  Page: ComponentType;
}

/**
 * One lazy component per remote version, page and locale, kept outside React: a navigation renders in a
 * transition, and a component created during a render that suspends would be thrown away with that render, so
 * every render would start a new load and the page would not commit. The key holds the version's entry, so
 * after a deploy the next render gets the new version's page. A retry forgets the slot first.
 */
const slots = new Map<string, PageSlot>();

function slotKey(remote: FederationName, page: string, locale: Locale): string {
  return `${registeredEntry(remote) ?? 'none'}|${remote}/${page}/${locale}`;
}

/** Forgets the pages of versions that are no longer live, so an old container can be garbage-collected. */
function forgetStaleSlots(): void {
  for (const key of slots.keys()) {
    const [entry, id] = key.split('|');
    const remote = id!.slice(0, id!.indexOf('/')) as FederationName;
    if (registeredEntry(remote) !== entry) slots.delete(key);
  }
}

function pageSlot(remote: FederationName, page: string, locale: Locale, retry: boolean): PageSlot {
  const key = slotKey(remote, page, locale);
  const existing = slots.get(key);
  if (existing) return existing;
  forgetStaleSlots();
  const promise = loadPage(remote, page, locale, retry);
  const slot: PageSlot = {
    promise,
    // Once loaded, React gets a thenable that resolves at once: a hydrating page renders the remote page in its
    // first pass instead of suspending again on a promise that has already settled.
    Page: lazy(() => (slot.result ? (resolvedThenable(slot.result) as Promise<Loaded>) : promise)),
  };
  promise.then(
    (result) => (slot.result = result),
    () => undefined,
  );
  slots.set(key, slot);
  return slot;
}

function resolvedThenable<T>(value: T): PromiseLike<T> {
  return { then: (resolve) => resolve?.(value) as never };
}

async function namespaceResources(module: RemoteRouteModule, locale: Locale): Promise<NamespaceResources> {
  const entry = module.resources[locale];
  return typeof entry === 'function' ? (await entry()).default : entry;
}

async function loadPage(remote: FederationName, page: string, locale: Locale, retry: boolean): Promise<Loaded> {
  const module = await loadRouteModule(remote, { retry });
  const loadPageModule = module.pages[page];
  if (!loadPageModule) throw new Error(`${remote} has no page "${page}"`);
  try {
    const [pageModule, resources] = await Promise.all([loadPageModule(), namespaceResources(module, locale)]);
    if (typeof window !== 'undefined') clearChunkReload();
    const Page = pageModule.default;
    // The server renders each request with its own i18next instance, so the namespace is added to whichever
    // instance renders the page (in the browser, the one shared instance).
    function PageWithNamespace() {
      const { i18n } = useTranslation();
      if (!i18n.hasResourceBundle(locale, module.namespace))
        // Not there yet, so nothing to merge, and never changed: kept as the remote gave it, without i18next's copy.
        i18n.addResourceBundle(locale, module.namespace, resources, false, false, { skipCopy: true });
      return <Page />;
    }
    return { default: PageWithNamespace, preloadData: pageModule.preloadData };
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
}

/** Browser: loads the page the server rendered before hydrating it, so hydration finds it ready. */
export function preloadRemotePage(remote: FederationName, page: string, locale: Locale): Promise<unknown> {
  return pageSlot(remote, page, locale, false).promise.catch((error: unknown) => error);
}

/**
 * Ahead of a visit (in the browser) or of a server render: the page's code and texts, then its data preload, if the
 * page module has one, into the given Apollo cache. The shell knows nothing of the queries: the remote's page runs its
 * own. True when the page has a preload and it ran.
 */
export async function preloadRemotePageData(
  remote: FederationName,
  page: string,
  input: PageDataPreloadInput,
): Promise<boolean> {
  const { preloadData } = await pageSlot(remote, page, input.locale, false).promise;
  if (!preloadData) return false;
  await preloadData(input);
  return true;
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

/**
 * One page of a remote, isolated: if the remote cannot load, only this area shows the network-error page. On the
 * server, a failure falls back to the Suspense boundary, which the browser then renders on its own.
 */
export function RemotePage({ remote, page }: { remote: FederationName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const locale = useLocale();
  const { Page } = pageSlot(remote, page, locale, attempt > 0);
  const retry = () => {
    slots.delete(slotKey(remote, page, locale));
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
