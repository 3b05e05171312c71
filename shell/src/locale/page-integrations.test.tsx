import { act, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { renderWithProviders } from '@sakina/shared/testing';
import type { RuntimeConfig } from '@sakina/shared/contracts';
import { emptyRuntimeConfig } from '../runtime-config';
import { useConsentStore } from '../features/consent/consent-store';
import shellAr from '../i18n/ar.json';
import shellEn from '../i18n/en.json';
import { PageIntegrations } from './page-integrations';

const providers: RuntimeConfig = {
  ...emptyRuntimeConfig,
  analyticsId: 'G-TEST1234',
  tagManagerId: 'GTM-TEST1234',
  chatWidgetAppId: 'chat1234',
};

/** The API as the chat widget sees it: a signed-in practitioner (a stand-in link; no network in unit tests). */
function apiClient() {
  const viewer = { __typename: 'Viewer', id: 'account-1', email: 'p@example.com', role: 'PRACTITIONER' };
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ data: { viewer: { ...viewer, chatWidgetUserHash: 'f'.repeat(64) } } });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function renderIntegrations(config: RuntimeConfig, path: string) {
  return renderWithProviders(
    <ApolloProvider client={apiClient()}>
      <PageIntegrations config={config} />
    </ApolloProvider>,
    { path, resources: { ar: { shell: shellAr }, en: { shell: shellEn } } },
  );
}

const thirdPartyScripts = () =>
  [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')!);

const pageViews = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string; page_path: string } =>
      typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === 'page_view',
  );

describe('PageIntegrations', () => {
  beforeEach(() => useConsentStore.setState({ choice: undefined, asking: false }));

  it('makes no third-party request at all while no provider is configured, even after "accept all"', async () => {
    useConsentStore.setState({ choice: 'all' });
    renderIntegrations(emptyRuntimeConfig, '/en/about');
    await act(async () => undefined);
    expect(thirdPartyScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.Intercom).toBeUndefined();
  });

  it('loads nothing before the visitor accepts, nor after "necessary only"', async () => {
    renderIntegrations(providers, '/en/about');
    await act(async () => undefined);
    act(() => useConsentStore.getState().choose('necessary'));
    await act(async () => undefined);
    expect(thirdPartyScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.Intercom).toBeUndefined();
  });

  it('loads no analytics on the account pages, documents or self-assessments, consent or not', async () => {
    useConsentStore.setState({ choice: 'all' });
    for (const path of ['/en/auth/login', '/invoice', '/assessments/anxiety']) {
      const { unmount } = renderIntegrations({ ...providers, chatWidgetAppId: '' }, path);
      await act(async () => undefined);
      unmount();
    }
    expect(thirdPartyScripts()).toEqual([]);
    expect(pageViews()).toEqual([]);
  });

  it('loads neither analytics nor the chat on "Help me choose", whose address holds the answers', async () => {
    useConsentStore.setState({ choice: 'all' });
    renderIntegrations(providers, '/en/practitioners/match?concern=depression&for=myself&gender=female');
    await act(async () => undefined);
    expect(thirdPartyScripts()).toEqual([]);
    expect(pageViews()).toEqual([]);
    expect(window.Intercom).toBeUndefined();
  });

  it('after "accept all": the providers load, page views carry the pattern, withdrawing stops them', async () => {
    document.cookie = '_ga=GA1.1.1234.5678; path=/';
    document.cookie = '_ga_TEST1234=GS1.1.1; path=/';
    renderIntegrations(providers, '/en/practitioners/practitioner_42?gender=female');
    act(() => useConsentStore.getState().choose('all'));

    await waitFor(() => expect(window.Intercom).toBeDefined());
    expect(thirdPartyScripts()).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
        'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1234',
        'https://widget.intercom.io/widget/chat1234',
      ]),
    );
    expect(pageViews().map((view) => view.page_path)).toEqual(['/en/practitioners/:practitionerSlug']);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/practitioner_42|gender/);
    // The messenger's queue holds the boot with the server-made user_hash.
    await waitFor(() =>
      expect(window.Intercom!.q).toContainEqual([
        'boot',
        { app_id: 'chat1234', email: 'p@example.com', user_id: 'account-1', user_hash: 'f'.repeat(64) },
      ]),
    );

    act(() => useConsentStore.getState().choose('necessary'));
    await act(async () => undefined);
    expect(document.cookie).not.toMatch(/_ga/);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST1234']).toBe(true);
    expect(window.Intercom!.q).toContainEqual(['shutdown']);
  });
});
