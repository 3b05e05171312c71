import type { TFunction } from 'i18next';
import type { Locale, PageHead } from '@sakina/shared/contracts';
import { escapeHtml, jsonForScript } from '@sakina/shared/html';
import { localePath, stripLocale } from '@sakina/shared/navigation';
import { pageFonts } from '../styles/font-preloads';

export interface HeadInput {
  t: TFunction;
  locale: Locale;
  origin: string;
  pathname: string;
  /** The address's query ('?page=2&tag=sleep', or ''). */
  search?: string;
  /** Key of the route's title and description in the shell's namespace. */
  routeKey: string;
  page: PageHead;
  /** Pages for one visitor (documents, the application): kept out of search engines. */
  noindex?: boolean;
}

const ogLocale: Record<Locale, string> = { ar: 'ar_SA', en: 'en_US' };

/** A list's page N names itself; a filtered, searched or sorted view names the plain list. */
export function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search);
  const page = params.get('page');
  params.delete('page');
  if (params.size > 0 || !page || !/^[1-9]\d{0,5}$/.test(page) || page === '1') return '';
  return `?page=${page}`;
}

/** The head of a server-rendered page: title, description, canonical, alternates, Open Graph and JSON-LD. */
export function headTags({
  t,
  locale,
  origin,
  pathname,
  search = '',
  routeKey,
  page,
  noindex = false,
}: HeadInput): string {
  const brand = t('brand');
  const title = `${page.title ?? t(`titles.${routeKey}`)} | ${brand}`;
  const description = page.description ?? t(`descriptions.${routeKey}`, { defaultValue: t('descriptions.default') });
  const barePath = stripLocale(pathname);
  const url = (path: string) => `${origin}${path}`;
  const query = canonicalQuery(search);
  const pageUrl = (pageLocale: Locale) => url(`${localePath(barePath, pageLocale)}${query}`);
  const canonical = pageUrl(locale);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...pageFonts[locale].map((font) => `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>`),
  ];
  if (noindex) tags.push('<meta name="robots" content="noindex, nofollow">');
  else {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      `<link rel="alternate" hreflang="ar" href="${escapeHtml(pageUrl('ar'))}">`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(pageUrl('en'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl('ar'))}">`,
    );
  }
  const openGraph: Record<string, string | undefined> = {
    'og:type': page.type ?? 'website',
    'og:site_name': brand,
    'og:title': page.title ?? t(`titles.${routeKey}`),
    'og:description': description,
    'og:url': canonical,
    'og:locale': ogLocale[locale],
    'og:locale:alternate': ogLocale[locale === 'ar' ? 'en' : 'ar'],
    'og:image': page.image && (page.image.startsWith('/') ? url(page.image) : page.image),
  };
  for (const [property, content] of Object.entries(openGraph)) {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  }
  tags.push(`<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`);
  const structured = [...(routeKey === 'home' ? [organization(t, origin)] : []), ...(page.jsonLd ?? [])];
  for (const item of structured) tags.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`);
  return tags.join('\n    ');
}

function organization(t: TFunction, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    name: t('brand'),
    url: origin,
    logo: `${origin}/favicon.svg`,
    description: t('descriptions.default'),
    areaServed: { '@type': 'Country', name: 'Saudi Arabia' },
  };
}
