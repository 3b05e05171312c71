import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@sakina/api';
import { qrCodeSvgFile } from '@sakina/shared/qr-code';
import { isPathOfThisSite } from '@sakina/shared/safe-url';

/** Longer than any page's address with its locale and query; a code of more modules would not scan at 176 px. */
const maxPathLength = 300;

/**
 * A path of this site as the navigation gate judges one (one leading slash, no empty segment, backslash or control
 * character), short enough for a code, and without spaces, which no address of the site has.
 */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxPathLength && !/\s/u.test(value) && isPathOfThisSite(value);
}

/**
 * GET /qr-code.svg?path=/en/practitioners/…: a QR code of one of the site's pages (PUBLIC_URL and the path), drawn
 * here so the pages ship no QR generator (`QrCodeImage`). Codes of other sites' addresses are refused: this is no
 * open QR service.
 */
export function registerQrCodeImages(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  app.get<{ Querystring: { path?: unknown } }>('/qr-code.svg', async (request, reply) => {
    const pagePath = request.query.path;
    if (!isSitePath(pagePath)) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`path must be a path of this site, at most ${maxPathLength} characters.`);
    }
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'")
      .type('image/svg+xml; charset=utf-8')
      .send(qrCodeSvgFile(`${config.publicUrl}${pagePath}`));
  });
}
