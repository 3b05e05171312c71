import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { DevicePlatform, PostedForm, RuntimeConfig, ShellContext } from '../contracts';
import { helpLineDefaults } from '../help-lines';
import { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
import validationMessagesAr from '../validation/locales/ar.json';
import validationMessagesEn from '../validation/locales/en.json';

export const testConfig: RuntimeConfig = {
  siteUrl: 'http://127.0.0.1:8080',
  appStoreUrl: 'https://apps.apple.com/sa/app/sakina/id1',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=sa.sakina.app',
  providerAppStoreUrl: 'https://apps.apple.com/sa/app/sakina-provider/id2',
  providerGooglePlayUrl: 'https://play.google.com/store/apps/details?id=sa.sakina.provider',
  practitionerDeepLink: 'sakina://practitioner/{id}',
  ...helpLineDefaults,
  contactEmail: 'support@sakina.example',
  analyticsId: '',
  tagManagerId: '',
  firebaseConfig: null,
  chatWidgetAppId: '',
};

export type RenderPageOptions = Omit<RenderWithProvidersOptions, 'resources'> & {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** A client of the test's own (its cache filled beforehand, say) instead of one answered by `mocks`. */
  client?: ApolloClient;
  config?: Partial<RuntimeConfig>;
  /** The device the page is for; a computer unless told. */
  platform?: DevicePlatform;
  /** A form posted to the page before its scripts ran (pages whose route takes one). */
  form?: PostedForm;
};

function ShellOutlet({ context }: { context: ShellContext }) {
  return <Outlet context={context} />;
}

/**
 * A renderer for a remote's pages as the shell renders them: i18n (the remote's namespace + validation), a
 * router with the shell's outlet context, and Apollo mocks.
 */
export function createPageRenderer(namespace: string, messages: { ar: object; en: object }) {
  return function renderPage(
    page: ReactElement,
    { mocks = [], client, config, platform = 'other', form, ...options }: RenderPageOptions = {},
  ) {
    const context: ShellContext = { config: { ...testConfig, ...config }, platform, ...(form ? { form } : {}) };
    const routes = (
      <Routes>
        <Route element={<ShellOutlet context={context} />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    );
    return renderWithProviders(
      client ? (
        <ApolloProvider client={client}>{routes}</ApolloProvider>
      ) : (
        <MockedProvider mocks={mocks}>{routes}</MockedProvider>
      ),
      {
        ...options,
        resources: {
          ar: { [namespace]: messages.ar, validation: validationMessagesAr },
          en: { [namespace]: messages.en, validation: validationMessagesEn },
        },
      },
    );
  };
}
