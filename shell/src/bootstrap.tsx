import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Resource } from 'i18next';
import { applyDocumentLocale, createI18n } from '@sakina/shared/i18n';
import { localeFromPath } from '@sakina/shared/navigation';
import { createApolloClient } from '@sakina/shared/graphql';
import uiAr from '@sakina/shared/ui/locales/ar.json';
import uiEn from '@sakina/shared/ui/locales/en.json';
import validationMessagesAr from '@sakina/shared/validation/locales/ar.json';
import validationMessagesEn from '@sakina/shared/validation/locales/en.json';
import { App } from './app';
import { fetchRemotesManifest, registeredManifest, registerManifest } from './remotes/registry';
import { remotesStamp, watchForNewBuild } from './features/updates/new-build';
import { fetchRuntimeConfig } from './runtime-config';
import { assertKnownGuards, guards } from './guards/guards';
import { routeTable } from './routes/route-table';
import shellAr from './i18n/ar.json';
import shellEn from './i18n/en.json';
import './styles/global.css';

const resources: Resource = {
  ar: { shell: shellAr, ui: uiAr, validation: validationMessagesAr },
  en: { shell: shellEn, ui: uiEn, validation: validationMessagesEn },
};

async function main() {
  assertKnownGuards(routeTable, guards);
  const locale = localeFromPath(window.location.pathname);
  applyDocumentLocale(locale);
  const [config] = await Promise.all([
    fetchRuntimeConfig(),
    fetchRemotesManifest()
      .then(registerManifest)
      .catch((error: unknown) => console.error(error)),
    createI18n(locale, resources, 'shell'),
  ]);
  const client = createApolloClient({ getLocale: () => localeFromPath(window.location.pathname) });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} context={{ config }} />
    </StrictMode>,
  );
  // __webpack_hash__ is this build's hash, the same the build wrote to /build.json.
  watchForNewBuild({ running: { shell: __webpack_hash__, remotes: remotesStamp(registeredManifest()) } });
}

void main();
