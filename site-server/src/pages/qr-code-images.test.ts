import { create } from 'qrcode';
import { qrCodeImagePath } from '@sakina/shared/qr-code';
import { useFixtureSite } from '../testing/fixture-shell';

/** The dark modules of the drawn SVG, read back from its path (`M{x} {y}h1v1h-1z` each, four modules of margin). */
function darkModules(svg: string): Set<string> {
  const path = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${Number(x) - 4},${Number(y) - 4}`));
}

function expectedModules(value: string): Set<string> {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) dark.add(`${column},${row}`);
  }
  return dark;
}

describe('GET /qr-code.svg', () => {
  const site = useFixtureSite({ PUBLIC_URL: 'https://sakina.example' });

  it("draws the code of the site's full address for a page, as an SVG a browser caches and runs nothing in", async () => {
    // The address the pages' QrCodeImage asks for.
    const response = await site().app.inject({ url: qrCodeImagePath('/en/practitioners/practitioner_1') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(darkModules(response.body)).toEqual(
      expectedModules('https://sakina.example/en/practitioners/practitioner_1'),
    );
  });

  it('draws an Arabic address as the browser would send it', async () => {
    const pagePath = '/blog/القلق';
    const response = await site().app.inject({ url: qrCodeImagePath(pagePath) });
    expect(response.statusCode).toBe(200);
    expect(darkModules(response.body)).toEqual(expectedModules(`https://sakina.example${pagePath}`));
  });

  it.each([
    ['no path', '/qr-code.svg'],
    ['another site', `/qr-code.svg?path=${encodeURIComponent('https://elsewhere.example/')}`],
    ['another host by two slashes', `/qr-code.svg?path=${encodeURIComponent('//elsewhere.example/')}`],
    ['a space', `/qr-code.svg?path=${encodeURIComponent('/a b')}`],
    ['a control character', `/qr-code.svg?path=${encodeURIComponent('/a\u0000')}`],
    ['a path too long for a code', `/qr-code.svg?path=${encodeURIComponent(`/${'a'.repeat(300)}`)}`],
    ['two paths', '/qr-code.svg?path=/a&path=/b'],
  ])('refuses %s with 400 and a line saying why', async (_case, url) => {
    const response = await site().app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('path must be a path of this site, at most 300 characters.');
  });
});
