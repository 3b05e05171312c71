import { jsonForScript } from '@sakina/shared/html';

export interface PageParts {
  locale?: 'ar' | 'en';
  /** Title, description, links and JSON-LD, from the render. */
  head?: string;
  styles?: string[];
  /**
   * The page's chunks, listed for the shell's entry to preload once the page is painted: they arrive in
   * parallel, not one after the other through the remote entry, and never compete with the first paint.
   */
  scripts?: string[];
  body?: string;
  state?: string;
  /** A page the browser must not take over (the 400 page of an address it cannot route): the template's scripts go. */
  withoutScripts?: boolean;
}

const fallbackTitle = { ar: 'سكينة', en: 'Sakina' };

/** Fills the shell's index.html: language and direction, the head, the rendered page and its state. */
export function htmlPage(
  template: string,
  { locale = 'ar', head, styles = [], scripts = [], body = '', state = '', withoutScripts = false }: PageParts,
): string {
  const links = styles.map((href) => `<link rel="stylesheet" href="${href}">`);
  const scriptList = scripts.length
    ? `<script type="application/json" id="page-scripts">${jsonForScript(scripts)}</script>`
    : '';
  return (withoutScripts ? template.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '') : template)
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace('<!--ssr-head-->', () => [head ?? `<title>${fallbackTitle[locale]}</title>`, ...links].join('\n    '))
    .replace('<!--ssr-outlet-->', () => body)
    .replace('<!--ssr-state-->', () => `${state}${scriptList}`);
}
