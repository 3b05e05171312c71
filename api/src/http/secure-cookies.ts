import { isLoopbackUrl, type AppConfig } from '../config';

/**
 * Whether a cookie this server sets is Secure: always for a site whose PUBLIC_URL is not loopback (it is served
 * over https, whatever a proxy in front says), and for a request that came over https (TRUSTED_PROXY_COUNT lets
 * Fastify read X-Forwarded-Proto). The session, the consent and the locale cookies all follow it.
 */
export function cookiesAreSecure(config: Pick<AppConfig, 'publicUrl'>, request?: { protocol: string }): boolean {
  return !isLoopbackUrl(config.publicUrl) || request?.protocol === 'https';
}
