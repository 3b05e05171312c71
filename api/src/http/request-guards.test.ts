import type { FastifyRequest } from 'fastify';
import { clientKey, isAllowedOrigin } from './request-guards';

function request(headers: Record<string, string>, host = '127.0.0.1:8080'): FastifyRequest {
  return { headers, host, protocol: 'http' } as unknown as FastifyRequest;
}

const config = { publicUrl: 'https://sakina.example', corsOrigins: ['https://app.sakina.example'] };

describe('clientKey', () => {
  it('keys IPv4 by address and IPv6 by its /64, however it is written', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

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
