/**
 * @jest-environment node
 */
import { createMemoryRouter } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { createRoutes } from './create-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

async function landingPath(path: string, cookie: string): Promise<string> {
  const routes = createRoutes({ client: {} as ApolloClient, readCookie: () => cookie });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('locale resolution at the bare home page', () => {
  it('sends a visitor who chose English to /en', async () => {
    expect(await landingPath('/', 'locale=en')).toBe('/en');
  });

  it('keeps the query string on the way to /en', async () => {
    expect(await landingPath('/?utm_source=newsletter', 'locale=en')).toBe('/en?utm_source=newsletter');
  });

  it('stays in Arabic without a choice or with Arabic chosen', async () => {
    expect(await landingPath('/', '')).toBe('/');
    expect(await landingPath('/', 'locale=ar')).toBe('/');
  });

  it('only redirects the home page: other bare paths stay Arabic', async () => {
    expect(await landingPath('/about', 'locale=en')).toBe('/about');
  });

  it('matches every page under /en as well', () => {
    const routes = createRoutes({ client: {} as ApolloClient });
    expect(routes.map((route) => route.path)).toEqual(['/en', '/']);
  });
});
