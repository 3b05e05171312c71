import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { detectPlatform, gone, notFound, type RuntimeConfig } from '@sakina/shared/contracts';
import { applyDocumentLocale, createI18n } from '@sakina/shared/i18n';
import { localeFromPath } from '@sakina/shared/navigation';
import { createApolloClient } from '@sakina/shared/graphql';
import type { FederationName } from '@sakina/shared/contracts';
import { App } from './app';
import { fetchRemotesManifest, registeredManifest, registerManifest } from './remotes/registry';
import { preloadRemotePage } from './remotes/remote-page';
import { remotesStamp, watchForNewBuild } from './features/updates/new-build';
import { fetchRuntimeConfig } from './runtime-config';
import { mutationEvents } from './third-party/mutation-events';
import { assertKnownGuards, guards } from './guards/guards';
import { routeTable } from './routes/route-table';
import { createRoutes } from './routes/create-routes';
import { loadShellResources } from './i18n/load-resources';
import { readSsrState, type SsrState } from './ssr-state';
import './styles/global.css';

const pageLocale = () => localeFromPath(window.location.pathname);

/** React reports an area the server could not render (its remote failed there) as recoverable: it is expected. */
function reportRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|Suspense boundary|switched to client rendering/i.test(message))
    console.info('An area the server could not render was rendered in the browser.');
  else console.error(error);
}

/** The page arrived rendered: load exactly what the server used, then hydrate it. */
async function hydrate(state: SsrState) {
  registerManifest(state.remotes);
  const [i18n] = await Promise.all([
    loadShellResources(state.locale).then((resources) =>
      createI18n(state.locale, { [state.locale]: resources }, 'shell'),
    ),
    state.route ? preloadRemotePage(state.route.remote as FederationName, state.route.page, state.locale) : null,
  ]);
  // Queries that always go to the network (the signed-in account) first answer from the server's results, as
  // the server rendered them for a visitor without a session.
  const client = createApolloClient({
    getLocale: pageLocale,
    ssrForceFetchDelay: 500,
    onMutationSucceeded: mutationEvents.emit,
  });
  client.cache.restore(state.apollo as never);
  const context = { config: state.config, platform: state.platform, ...(state.form ? { form: state.form } : {}) };
  const router = createBrowserRouter(createRoutes({ client }), {
    hydrationData: {
      loaderData: state.router.loaderData,
      errors: state.router.errorRoute
        ? { [state.router.errorRoute.id]: state.router.errorRoute.status === 410 ? gone() : notFound() }
        : null,
    },
  });
  // In a transition, hydration yields to the browser between components instead of blocking it in one task.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <App client={client} i18n={i18n} context={context} router={router} />
      </StrictMode>,
      { onRecoverableError: reportRecoverableError },
    );
  });
}

/** A page the server left to the browser (guarded pages, or the server render unavailable). */
async function renderInBrowser() {
  const locale = pageLocale();
  applyDocumentLocale(locale);
  const [config, i18n] = await Promise.all([
    fetchRuntimeConfig(),
    loadShellResources(locale).then((resources) => createI18n(locale, { [locale]: resources }, 'shell')),
    fetchRemotesManifest()
      .then(registerManifest)
      .catch((error: unknown) => console.error(error)),
  ]);
  const client = createApolloClient({ getLocale: pageLocale, onMutationSucceeded: mutationEvents.emit });
  const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const router = createBrowserRouter(createRoutes({ client }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} i18n={i18n} context={{ config: config satisfies RuntimeConfig, platform }} router={router} />
    </StrictMode>,
  );
}

async function main() {
  assertKnownGuards(routeTable, guards);
  const state = readSsrState();
  await (state ? hydrate(state) : renderInBrowser());
  // __webpack_hash__ is this build's hash, the same the build wrote to /build.json.
  watchForNewBuild({ running: { shell: __webpack_hash__, remotes: remotesStamp(registeredManifest()) } });
}

void main();
