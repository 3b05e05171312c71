import type { FastifyRequest } from 'fastify';
import { isAllowedOrigin } from './request-guards';

function request(headers: Record<string, string>, host = '127.0.0.1:8080'): FastifyRequest {
  return { headers, host, protocol: 'http' } as unknown as FastifyRequest;
}

const config = { publicUrl: 'https://sakina.example', corsOrigins: ['https://app.sakina.example'] };

describe('isAllowedOrigin', () => {
  it('lets the site’s own pages, the allow-list and non-browser clients through', () => {
    expect(isAllowedOrigin(request({ origin: 'https://sakina.example' }), config)).toBe(true);
    expect(isAllowedOrigin(request({ origin: 'http://127.0.0.1:8080' }), config)).toBe(true);
    expect(isAllowedOrigin(request({ origin: 'https://app.sakina.example' }), config)).toBe(true);
    expect(isAllowedOrigin(request({ 'sec-fetch-site': 'same-origin' }), config)).toBe(true);
    expect(isAllowedOrigin(request({ 'sec-fetch-site': 'none' }), config)).toBe(true);
    expect(isAllowedOrigin(request({}), config)).toBe(true);
  });

  it('refuses another site, a sibling subdomain and an opaque origin', () => {
    for (const origin of ['https://evil.example', 'https://shop.sakina.example', 'null', 'http://sakina.example']) {
      expect(isAllowedOrigin(request({ origin }), config)).toBe(false);
    }
    expect(isAllowedOrigin(request({ 'sec-fetch-site': 'cross-site' }), config)).toBe(false);
    expect(isAllowedOrigin(request({ 'sec-fetch-site': 'same-site' }), config)).toBe(false);
  });
});
