import { LRUCache } from 'lru-cache';

/** Where the visitor is likely to be: an ISO 3166-1 alpha-2 code, or null when it cannot be told. */
export type CountryLookup = (ip: string) => Promise<string | null>;

const countryCode = /^[A-Z]{2}$/;
const lookupTimeoutMs = 3_000;

/** The database shipped in the geoip-country package: the visitor's IP never leaves the server. */
export function databaseCountryLookup(): CountryLookup {
  return async (ip) => {
    // Loaded on first use: the database takes a moment and some memory, and most requests never need it.
    const { default: geoip } = await import('geoip-country');
    const country = geoip.lookup(ip)?.country;
    return country && countryCode.test(country) ? country : null;
  };
}

/**
 * A configured third-party service (COUNTRY_LOOKUP_URL, with {ip}) that answers in plain text: `1;CC;…` when it
 * knows the country; anything else means it does not.
 */
export function remoteCountryLookup(urlTemplate: string, fetchText = fetch): CountryLookup {
  return async (ip) => {
    const response = await fetchText(urlTemplate.replace('{ip}', encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(lookupTimeoutMs),
    });
    if (!response.ok) return null;
    const [status, country] = (await response.text()).trim().split(';');
    return status === '1' && country && countryCode.test(country) ? country : null;
  };
}

/** Each IP looked up once an hour at most, so no visitor makes the server ask the service again and again. */
export function cachedCountryLookup(lookup: CountryLookup): CountryLookup {
  const cache = new LRUCache<string, { country: string | null }>({ max: 10_000, ttl: 60 * 60 * 1000 });
  return async (ip) => {
    const cached = cache.get(ip);
    if (cached) return cached.country;
    const country = await lookup(ip);
    cache.set(ip, { country });
    return country;
  };
}
