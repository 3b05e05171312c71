export {
  createTestI18n,
  localeOfPath,
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
  type TestLocale,
} from './render-with-providers';
export { createPageRenderer, testConfig, type RenderPageOptions } from './render-page';
export { createCountingClient } from './counting-client';
