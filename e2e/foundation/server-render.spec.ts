import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { locales, localized } from '../support/locales';
import { serverRenderedPaths } from '../support/public-paths';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** The page as a crawler gets it: no browser, no script. */
async function serverHtml(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect({ path, status: response.status() }).toEqual({ path, status });
  const html = await response.text();
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return { html, heading: heading ? textOf(heading) : '', main: textOf(main) };
}

/** The first link under a list path, read from its server HTML. */
async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp) {
  const { html } = await serverHtml(request, listPath);
  const href = pattern.exec(html)?.[0];
  expect(href, `a link in ${listPath}`).toBeTruthy();
  return href!;
}

function collectConsoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The browser reports a 404 document itself as a failed resource: that is the page's status, not a problem.
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

for (const locale of locales) {
  test.describe(`server-rendered pages (${locale.code})`, () => {
    test('each public page arrives with its heading and text, the same the browser then shows, without an error', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const practitioner = await firstLink(
        request,
        localized(locale, '/practitioners'),
        new RegExp(`${locale.prefix}/practitioners/practitioner_\\d+`),
      );
      const article = await firstLink(request, localized(locale, '/blog'), new RegExp(`${locale.prefix}/blog/[\\w-]+`));
      const problems = collectConsoleProblems(page);
      for (const path of [...serverRenderedPaths.map((path) => localized(locale, path)), practitioner, article]) {
        const server = await serverHtml(request, path);
        expect(server.html).toContain(`<html lang="${locale.code}" dir="${locale.dir}">`);
        expect(server.heading, `h1 of ${path}`).not.toBe('');
        expect(server.main.length, `text of ${path}`).toBeGreaterThan(server.heading.length + 20);

        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(page.locator('html')).toHaveAttribute('lang', locale.code);
        await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(server.heading);
        await expect(page).toHaveTitle(new RegExp(`\\| ${locale.brand}$`));
      }
      expect(problems).toEqual([]);
    });

    test('the head carries title, description, canonical, alternates, Open Graph and structured data', async ({
      request,
    }) => {
      const home = await serverHtml(request, localized(locale, '/'));
      expect(home.html).toMatch(new RegExp(`<title>[^<]+\\| ${locale.brand}</title>`));
      expect(home.html).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(home.html).toMatch(
        new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${locale.prefix || '/'}">`),
      );
      expect(home.html).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]+\/">/);
      expect(home.html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/en">/);
      expect(home.html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/">/);
      expect(home.html).toContain('<meta property="og:title"');
      expect(home.html).toContain('"@type":"MedicalOrganization"');

      const practitioner = await firstLink(
        request,
        localized(locale, '/practitioners'),
        new RegExp(`${locale.prefix}/practitioners/practitioner_\\d+`),
      );
      const profile = await serverHtml(request, practitioner);
      expect(profile.html).toMatch(/"@type":"(Physician|Person)"/);
      expect(profile.html).toContain(`<title>${profile.heading} | ${locale.brand}</title>`);

      const job = await serverHtml(request, localized(locale, '/join-as-practitioner/physician'));
      expect(job.html).toContain('"@type":"JobPosting"');

      const article = await firstLink(request, localized(locale, '/blog'), new RegExp(`${locale.prefix}/blog/[\\w-]+`));
      const articlePage = await serverHtml(request, article);
      expect(articlePage.html).toContain('"@type":"Article"');
      expect(articlePage.html).toContain('<meta property="og:type" content="article">');
      expect((await serverHtml(request, localized(locale, '/faq'))).html).toContain('"@type":"FAQPage"');

      const login = await serverHtml(request, localized(locale, '/auth/login'));
      expect(login.html).toContain('<meta name="robots" content="noindex, nofollow">');
    });

    test('unknown paths, practitioners and articles answer 404 with the not-found page', async ({ request }) => {
      const notFound = locale.code === 'ar' ? 'الصفحة غير موجودة' : 'Page not found';
      for (const path of ['/no-such-page', '/practitioners/practitioner_99999999', '/blog/no-such-article']) {
        const missing = await serverHtml(request, localized(locale, path), 404);
        expect(missing.heading).toContain(notFound);
        expect(missing.html).toContain('<meta name="robots" content="noindex, nofollow">');
      }
    });
  });
}

test('page routes answer HTML to */* and to no Accept; a miss under /remotes/ stays a plain 404', async ({
  request,
}) => {
  for (const accept of ['*/*', '']) {
    const response = await request.get('/en/about', { headers: { accept } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('<h1');
  }
  const miss = await request.get('/remotes/mfe-public/0.0.0-none/remoteEntry.js', { headers: { accept: '*/*' } });
  expect(miss.status()).toBe(404);
  expect(miss.headers()['content-type']).toContain('text/plain');
});

test('sitemap.xml lists pages in both locales, practitioners and articles; robots.txt names it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml.startsWith('<?xml')).toBe(true);
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locations).toEqual(expect.arrayContaining(['/', '/en', '/practitioners', '/en/practitioners', '/en/faq']));
  expect(locations.some((path) => /^\/en\/practitioners\/practitioner_\d+$/.test(path))).toBe(true);
  expect(locations.some((path) => /^\/blog\/[\w-]+$/.test(path))).toBe(true);
  expect(locations.some((path) => path.startsWith('/auth'))).toBe(false);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Disallow: \/auth\/$/m);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the directory, a practitioner, an article and the FAQ are readable, and their links work', async ({ page }) => {
    await page.goto('/en/practitioners');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const profileLink = page.locator('main a[href^="/en/practitioners/practitioner_"]').first();
    const name = (await profileLink.textContent())!.trim();
    await profileLink.click();
    await expect(page).toHaveURL(/\/en\/practitioners\/practitioner_\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split('\n')[0]!.slice(0, 10));

    await page.goto('/en/blog');
    const articleLink = page.locator('main a[href^="/en/blog/"]').first();
    const title = (await articleLink.textContent())!.trim();
    await articleLink.click();
    await expect(page).toHaveURL(/\/en\/blog\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main p').first()).toBeVisible();

    await page.goto('/en/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByText('How do I book a consultation?')).toBeVisible();
    await page.getByRole('link', { name: 'Payments and refunds' }).first().click();
    await expect(page).toHaveURL(/\/en\/faq\/payments-and-refunds$/);
    // An answer is folded in the page (for search engines too) and the browser unfolds it without scripts.
    const answer = page.getByText('Payment is made in the app by bank card', { exact: false });
    await expect(answer).toBeHidden();
    await page.getByText('Which payment methods are accepted?').click();
    await expect(answer).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Sakina' })).toBeVisible();
  });

  test('a form sent before the scripts run puts nothing the visitor typed in the address', async ({ page }) => {
    await page.goto('/en/auth/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('a secret passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    expect(page.url()).not.toContain('secret');
  });
});
