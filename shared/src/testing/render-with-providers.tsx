import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { Direction } from 'radix-ui';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router-dom';
import uiAr from '../ui/locales/ar.json';
import uiEn from '../ui/locales/en.json';
import helpLinesAr from '../help-lines/locales/ar.json';
import helpLinesEn from '../help-lines/locales/en.json';

export type TestLocale = 'ar' | 'en';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper' | 'queries'> & {
  /** The router's starting path; '/en/...' renders in English, anything else in Arabic. */
  path?: string;
  /** Overrides the locale read from `path`. */
  locale?: TestLocale;
  /** Extra namespaces, e.g. { ar: { public: arJson }, en: { public: enJson } }. */
  resources?: Resource;
  /** Passed to userEvent.setup, e.g. { advanceTimers: jest.advanceTimersByTime } with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
};

export type RenderWithProvidersResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  i18n: I18n;
  locale: TestLocale;
};

export function localeOfPath(path: string): TestLocale {
  return path === '/en' || path.startsWith('/en/') || path.startsWith('/en?') || path.startsWith('/en#') ? 'en' : 'ar';
}

/** A fresh i18next instance holding the `ui` and `helpLines` namespaces plus `resources`, already initialised (synchronously). */
export function createTestI18n(locale: TestLocale, resources: Resource = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'ar',
    ns: ['ui', 'helpLines', ...new Set(Object.values(resources).flatMap((namespaces) => Object.keys(namespaces)))],
    defaultNS: 'ui',
    resources: {
      ar: { ui: uiAr, helpLines: helpLinesAr, ...resources.ar },
      en: { ui: uiEn, helpLines: helpLinesEn, ...resources.en },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** What the test renders, read by the router's one route, so a `rerender` reaches it without a new router. */
const RenderedUi = createContext<ReactNode>(null);

function RenderedUiSlot() {
  return <>{useContext(RenderedUi)}</>;
}

/** An error the page throws reaches the test, as without a router, not the router's default error screen. */
function Rethrow(): never {
  throw useRouteError();
}

/**
 * Renders `ui` the way the shell does: i18n, a data router (as the shell's, so `useBlocker` and the like work)
 * and the reading direction of the locale.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { path = '/', locale = localeOfPath(path), resources, userOptions, ...renderOptions } = options;
  const i18n = createTestI18n(locale, resources);
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;

  function Providers({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: <RenderedUiSlot />, errorElement: <Rethrow /> }], {
        initialEntries: [path],
      }),
    );
    return (
      <I18nextProvider i18n={i18n}>
        <Direction.Provider dir={direction}>
          <RenderedUi.Provider value={children}>
            <RouterProvider router={router} />
          </RenderedUi.Provider>
        </Direction.Provider>
      </I18nextProvider>
    );
  }

  const user = userEvent.setup(userOptions);
  const result: RenderResult = render(ui, { ...renderOptions, wrapper: Providers });
  return { ...result, user, i18n, locale };
}
