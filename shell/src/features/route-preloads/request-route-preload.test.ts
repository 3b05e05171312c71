import { loadRemote } from '@module-federation/enhanced/runtime';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { PageDataPreloadInput, PageModule, RemoteRouteModule } from '@sakina/shared/contracts';
import { registerManifest } from '../../remotes/registry';
import { createPreloadQueue, type ConnectionHints } from './preload-queue';
import { requestRoutePreload } from './request-route-preload';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
const Page = () => null;

/** Remotes whose pages record the data preloads the shell asks for; the test finishes each when it wants. */
function stubRemotes() {
  const dataPreloads: { page: string; input: PageDataPreloadInput; finish: () => void }[] = [];
  const pagesLoaded: string[] = [];
  const page =
    (name: string, withData = true) =>
    async (): Promise<PageModule> => {
      pagesLoaded.push(name);
      if (!withData) return { default: Page };
      return {
        default: Page,
        preloadData: (input) =>
          new Promise<void>((resolve) => dataPreloads.push({ page: name, input, finish: resolve })),
      };
    };
  const routeModule = (pages: RemoteRouteModule['pages']): RemoteRouteModule => ({
    namespace: 'test',
    resources: { ar: {}, en: {} },
    pages,
  });
  const remotes: Record<string, RemoteRouteModule> = {
    mfe_public: routeModule({ practitioner: page('practitioner'), about: page('about', false) }),
    mfe_practitioner: routeModule({ login: page('login'), status: page('status') }),
    mfe_documents: routeModule({ invoice: page('invoice'), verify: page('verify') }),
    mfe_staff: routeModule({ queue: page('queue') }),
  };
  jest.mocked(loadRemote).mockImplementation(async (id: string) => remotes[id.split('/')[0]!] as never);
  // A new version of every remote for each test, so no page loaded by an earlier test is reused.
  const version = Math.random().toString(36).slice(2);
  registerManifest(
    Object.fromEntries(Object.keys(remotes).map((name) => [name, `/remotes/${name}/${version}/mf-manifest.json`])),
  );
  return { dataPreloads, pagesLoaded };
}

/** Lets the loads in flight (route module, page module, texts) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const link = (path: string) => new URL(path, 'http://127.0.0.1:8080');
const fastConnection = () => ({ effectiveType: '4g' });

describe('requestRoutePreload', () => {
  it("runs the page's data preload with the shell's client and the link's parameters, query and locale", async () => {
    const { dataPreloads } = stubRemotes();
    const queue = createPreloadQueue({ connection: fastConnection });
    expect(
      requestRoutePreload(queue, link('/en/practitioners/practitioner_7?from=business'), {
        client,
        currentRemote: 'mfe_business',
      }),
    ).toBe(true);
    await settle();

    expect(dataPreloads).toHaveLength(1);
    const { input } = dataPreloads[0]!;
    expect(input.client).toBe(client);
    expect(input.params).toEqual({ practitionerSlug: 'practitioner_7' });
    expect(input.locale).toBe('en');
    expect(input.search.get('from')).toBe('business');
  });

  it('runs at most four preloads at once, data included, and starts the next as one finishes', async () => {
    const { dataPreloads } = stubRemotes();
    const queue = createPreloadQueue({ connection: fastConnection });
    for (const id of [1, 2, 3, 4, 5, 6]) {
      requestRoutePreload(queue, link(`/practitioners/practitioner_${id}`), { client, currentRemote: 'mfe_business' });
    }
    await settle();
    const started = () => dataPreloads.map(({ input }) => input.params.practitionerSlug);
    expect(started()).toEqual(['practitioner_1', 'practitioner_2', 'practitioner_3', 'practitioner_4']);

    dataPreloads[1]!.finish();
    await settle();
    expect(started()).toHaveLength(5);
    expect(started()[4]).toBe('practitioner_5');
  });

  it('fetches the data of an address once, however often its links are seen', async () => {
    const { dataPreloads } = stubRemotes();
    const queue = createPreloadQueue({ connection: fastConnection });
    const options = { client, currentRemote: 'mfe_business' } as const;
    expect(requestRoutePreload(queue, link('/practitioners/practitioner_1'), options)).toBe(true);
    expect(requestRoutePreload(queue, link('/practitioners/practitioner_1'), options)).toBe(false);
    await settle();
    expect(dataPreloads).toHaveLength(1);
  });

  it('loads only the code of pages whose data is private or personal: account, documents, verification, staff', async () => {
    const { dataPreloads, pagesLoaded } = stubRemotes();
    const queue = createPreloadQueue({ connection: fastConnection });
    for (const path of ['/en/auth/login', '/auth/status', '/invoice', '/en/verify/4f7a', '/staff']) {
      expect(requestRoutePreload(queue, link(path), { client, currentRemote: 'mfe_public' })).toBe(true);
    }
    await settle();
    expect(pagesLoaded).toEqual(['login', 'status', 'invoice', 'verify', 'queue']);
    expect(dataPreloads).toEqual([]);
  });

  it('preloads nothing for a link within the same area, or to an unknown address', async () => {
    const { dataPreloads, pagesLoaded } = stubRemotes();
    const queue = createPreloadQueue({ connection: fastConnection });
    expect(
      requestRoutePreload(queue, link('/practitioners/practitioner_1'), { client, currentRemote: 'mfe_public' }),
    ).toBe(false);
    expect(requestRoutePreload(queue, link('/no/such/page'), { client, currentRemote: 'mfe_business' })).toBe(false);
    await settle();
    expect(pagesLoaded).toEqual([]);
    expect(dataPreloads).toEqual([]);
  });

  it('preloads no code and no data with data saver on or on a 2G-class connection', async () => {
    for (const connection of [{ saveData: true, effectiveType: '4g' }, { effectiveType: '2g' }] as ConnectionHints[]) {
      const { dataPreloads, pagesLoaded } = stubRemotes();
      const queue = createPreloadQueue({ connection: () => connection });
      expect(
        requestRoutePreload(queue, link('/practitioners/practitioner_1'), { client, currentRemote: 'mfe_business' }),
      ).toBe(false);
      await settle();
      expect(pagesLoaded).toEqual([]);
      expect(dataPreloads).toEqual([]);
    }
  });

  it('loads the code of a page without a data preload as before', async () => {
    const { dataPreloads, pagesLoaded } = stubRemotes();
    const queue = createPreloadQueue({ connection: fastConnection });
    expect(requestRoutePreload(queue, link('/en/about'), { client, currentRemote: 'mfe_business' })).toBe(true);
    await settle();
    expect(pagesLoaded).toEqual(['about']);
    expect(dataPreloads).toEqual([]);
  });
});
