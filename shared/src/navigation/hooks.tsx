import { forwardRef, useCallback, useEffect } from 'react';
import {
  Link,
  useLocation,
  useNavigate,
  useOutletContext,
  type LinkProps,
  type NavigateOptions,
} from 'react-router-dom';
import { localeFromPath, localePath } from './locale-path';
import { resolveSafeUrl } from './safe-url';
import type { Locale } from '../contracts/locale';
import type { PageHead } from '../contracts/page-head';
import type { ShellContext } from '../contracts/shell-context';

/** The page's locale, read from the URL (the only source of truth; works in every bundle). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns an app path into the current locale's path. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(path, locale), [locale]);
}

export type LocaleLinkProps = Omit<LinkProps, 'to'> & { to: string };

/** A router link that keeps the locale prefix: `<LocaleLink to="/about">` is /en/about on English pages. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink({ to, ...props }, ref) {
  const toLocale = useLocalePath();
  return <Link ref={ref} to={toLocale(to)} {...props} />;
});

export interface SafeNavigateOptions extends NavigateOptions {
  /** Required to leave the site: without it an external URL is refused. */
  external?: boolean;
}

/**
 * The one navigation helper: internal targets keep the locale; external ones need `external: true`;
 * disallowed protocols are refused. Returns whether it navigated.
 */
export function useSafeNavigate(): (target: string, options?: SafeNavigateOptions) => boolean {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (target: string, { external, ...options }: SafeNavigateOptions = {}) => {
      const result = resolveSafeUrl(target, { locale, origin: window.location.origin, external });
      switch (result.kind) {
        case 'internal':
          navigate(result.path, options);
          return true;
        case 'external':
          // `replace` keeps a redirect page out of history, so Back does not bounce into it again.
          if (options.replace) window.location.replace(result.url);
          else window.location.assign(result.url);
          return true;
        case 'refused':
          console.warn(`Navigation to ${JSON.stringify(target)} refused (${result.reason})`);
          return false;
        default:
          return result satisfies never;
      }
    },
    [locale, navigate],
  );
}

/**
 * Describes the page for the document head. The server render collects it into the HTML (title, description,
 * Open Graph, JSON-LD); in the browser the title and description follow client-side navigation. Runs after the
 * shell's per-route title, so a page refines it.
 */
export function usePageHead(head: PageHead, brand?: string): void {
  const sink = useOutletContext<ShellContext | undefined>()?.head;
  sink?.report(head);
  const { title, description } = head;
  useEffect(() => {
    if (title) document.title = brand ? `${title} | ${brand}` : title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, brand, description]);
}

/** Sets the page title ('<title> | <brand>'). */
export function useDocumentTitle(title: string | undefined, brand?: string): void {
  usePageHead({ title }, brand);
}
