import i18next from 'i18next';
import { headTags } from './head';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';

async function translator(locale: 'ar' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({ lng: locale, resources: { ar: { shell: ar }, en: { shell: en } }, defaultNS: 'shell' });
  return instance.getFixedT(locale, 'shell');
}

const origin = 'https://sakina.example';

describe('the head of a server-rendered page', () => {
  it('names the page, describes it, and links its canonical address and both languages', async () => {
    const head = headTags({
      t: await translator('en'),
      locale: 'en',
      origin,
      pathname: '/en/faq',
      routeKey: 'faq',
      page: {},
    });
    expect(head).toContain('<title>Frequently asked questions | Sakina</title>');
    expect(head).toContain(`<meta name="description" content="${en.descriptions.faq}">`);
    expect(head).toContain('<link rel="canonical" href="https://sakina.example/en/faq">');
    expect(head).toContain('<link rel="alternate" hreflang="ar" href="https://sakina.example/faq">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://sakina.example/en/faq">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://sakina.example/faq">');
    expect(head).toContain('<meta property="og:locale" content="en_US">');
    expect(head).not.toContain('ld+json');
  });

  it("names a list's page N as its canonical address, and a filtered view the plain list", async () => {
    const t = await translator('ar');
    const headOf = (search: string) =>
      headTags({ t, locale: 'ar', origin, pathname: '/blog', search, routeKey: 'blog', page: {} });
    expect(headOf('?page=3')).toContain('<link rel="canonical" href="https://sakina.example/blog?page=3">');
    expect(headOf('?page=3')).toContain(
      '<link rel="alternate" hreflang="en" href="https://sakina.example/en/blog?page=3">',
    );
    expect(headOf('?page=1')).toContain('<link rel="canonical" href="https://sakina.example/blog">');
    expect(headOf('?tag=sleep')).toContain('<link rel="canonical" href="https://sakina.example/blog">');
    expect(headOf('?tag=sleep&page=2')).toContain('<link rel="canonical" href="https://sakina.example/blog">');
    expect(headOf('?q=%D9%86%D9%88%D9%85')).toContain('<link rel="canonical" href="https://sakina.example/blog">');
  });

  it("takes the page's own title, description and structured data, escaped", async () => {
    const head = headTags({
      t: await translator('ar'),
      locale: 'ar',
      origin,
      pathname: '/blog/sleep',
      routeKey: 'blog-article',
      page: {
        title: 'النوم "الجيد"',
        description: 'عن <النوم>',
        type: 'article',
        jsonLd: [{ '@type': 'Article', x: '</script>' }],
      },
    });
    expect(head).toContain('<title>النوم &#34;الجيد&#34; | سكينة</title>');
    expect(head).toContain('<meta name="description" content="عن &#60;النوم&#62;">');
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain(
      '<script type="application/ld+json">{"@type":"Article","x":"\\u003c/script\\u003e"}</script>',
    );
  });

  it('describes the organization on the home page only, and keeps a noindex page out of search', async () => {
    const t = await translator('ar');
    expect(headTags({ t, locale: 'ar', origin, pathname: '/', routeKey: 'home', page: {} })).toContain(
      '"@type":"MedicalOrganization"',
    );
    const hidden = headTags({
      t,
      locale: 'ar',
      origin,
      pathname: '/auth/login',
      routeKey: 'login',
      page: {},
      noindex: true,
    });
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(hidden).not.toContain('canonical');
    expect(hidden).toContain(`<meta name="description" content="${ar.descriptions.default}">`);
  });
});
