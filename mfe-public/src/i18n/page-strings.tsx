import { use, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@sakina/shared/contracts';
import { useLocale } from '@sakina/shared/navigation';

type Strings = Record<string, unknown>;

/**
 * Strings that only a few pages read, kept out of the `public` namespace every page of this remote loads
 * (ar.ts / en.ts): each group is a chunk of its own per language, fetched with the page that needs it.
 */
const groups = {
  legal: { ar: () => import('./ar/legal.json'), en: () => import('./en/legal.json') },
  assessments: { ar: () => import('./ar/assessments.json'), en: () => import('./en/assessments.json') },
  join: { ar: () => import('./ar/join.json'), en: () => import('./en/join.json') },
  about: { ar: () => import('./ar/about.json'), en: () => import('./en/about.json') },
  contact: { ar: () => import('./ar/contact.json'), en: () => import('./en/contact.json') },
} satisfies Record<string, Record<Locale, () => Promise<{ default: Strings }>>>;

export type PageStringGroup = keyof typeof groups;

const loading = new Map<string, Promise<Strings>>();

function load(group: PageStringGroup, locale: Locale): Promise<Strings> {
  const key = `${group}/${locale}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = groups[group][locale]().then((module) => module.default);
    loading.set(key, promise);
  }
  return promise;
}

/**
 * The page with its group's strings added to the `public` namespace of the i18next instance that renders it (on
 * the server, the request's own). Until they have arrived the page suspends: on the server the render waits, in
 * the browser hydration keeps the server's HTML until then.
 */
export function withPageStrings(Page: ComponentType, group: PageStringGroup): ComponentType {
  function PageWithStrings() {
    const { i18n } = useTranslation();
    const locale = useLocale();
    // `use` only while the group is missing: an instance that holds it (after a first visit, or given the whole
    // namespace) renders at once.
    if (i18n.getResource(locale, 'public', group) === undefined)
      i18n.addResourceBundle(locale, 'public', use(load(group, locale)), true, false);
    return <Page />;
  }
  PageWithStrings.displayName = `WithPageStrings(${group})`;
  return PageWithStrings;
}
