import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, type Locale } from '../contracts/locale';

/**
 * Initialises the one i18next instance (the default export of the shared `i18next` singleton), so every
 * remote that calls `useTranslation` sees the same language and namespaces.
 */
export async function createI18n(locale: Locale, resources: Resource, defaultNamespace: string): Promise<I18n> {
  await i18next.use(initReactI18next).init(i18nOptions(locale, resources, defaultNamespace));
  return i18next;
}

/**
 * A new instance for one server render (requests in both languages run at once), ready when it returns: the
 * resources are all given, so nothing is loaded. Handed to the tree with react-i18next's I18nextProvider.
 */
export function createI18nInstance(locale: Locale, resources: Resource, defaultNamespace: string): I18n {
  const instance = i18next.createInstance();
  // i18next keeps the object it is given and adds namespaces into it: shared between renders, the first version
  // of a remote's texts would stay in every later render, even after a deploy. Each language's map is copied.
  const ownResources = Object.fromEntries(
    Object.entries(resources).map(([language, byNamespace]) => [language, { ...byNamespace }]),
  );
  void instance.init({ ...i18nOptions(locale, ownResources, defaultNamespace), initAsync: false });
  return instance;
}

function i18nOptions(locale: Locale, resources: Resource, defaultNamespace: string) {
  return {
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: ['ar', 'en'],
    resources,
    defaultNS: defaultNamespace,
    // The browser is given its page's language only.
    ns: Object.keys(resources[locale] ?? resources[defaultLocale] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  };
}

type Resources = Record<string, unknown> | (() => Promise<{ default: Record<string, unknown> }>);

/** Adds one language of a remote's namespace (loading it if it is lazy) once; later calls are harmless. */
export async function addNamespace(
  i18n: I18n,
  namespace: string,
  resources: Record<Locale, Resources>,
  locale: Locale,
): Promise<void> {
  if (i18n.hasResourceBundle(locale, namespace)) return;
  const entry = resources[locale];
  const bundle = typeof entry === 'function' ? (await entry()).default : entry;
  i18n.addResourceBundle(locale, namespace, bundle, true, false);
}
