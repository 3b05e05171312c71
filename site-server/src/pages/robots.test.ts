import { useFixtureSite } from '../testing/fixture-shell';

describe('GET /robots.txt', () => {
  const site = useFixtureSite({ PUBLIC_URL: 'https://sakina.example' });

  it('keeps crawlers out of the account and document pages in both locales and the language switch, and names the sitemap', async () => {
    const response = await site().app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /auth/',
        'Disallow: /en/auth/',
        'Disallow: /invoice',
        'Disallow: /en/invoice',
        'Disallow: /medical-prescription',
        'Disallow: /en/medical-prescription',
        'Disallow: /locale/',
        'Allow: /',
        '',
        'Sitemap: https://sakina.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
