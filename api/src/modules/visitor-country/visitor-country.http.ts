import type { FastifyInstance } from 'fastify';
import { cachedCountryLookup, databaseCountryLookup, remoteCountryLookup, type CountryLookup } from './country-lookup';

/** Saudi Arabia: the country the site serves, and the answer whenever the visitor's cannot be told. */
export const fallbackCountry = 'SA';

export interface VisitorCountryDependencies {
  /** COUNTRY_LOOKUP_URL; null: the database shipped with the server. */
  countryLookupUrl: string | null;
  lookup?: CountryLookup;
}

/** GET /visitor-country → { country: 'SA' }: the visitor's likely country, for the phone fields' preset. */
export function registerVisitorCountryRoute(
  app: FastifyInstance,
  { countryLookupUrl, lookup }: VisitorCountryDependencies,
): void {
  const lookUp = cachedCountryLookup(
    lookup ?? (countryLookupUrl ? remoteCountryLookup(countryLookupUrl) : databaseCountryLookup()),
  );
  app.get('/visitor-country', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    let country: string | null = null;
    try {
      country = await lookUp(request.ip);
    } catch (error) {
      request.log.warn({ err: error }, 'country lookup failed');
    }
    // No IP in the log: only that this visitor's country was not known.
    if (!country) request.log.warn('unable to fetch the country');
    return reply.send({ country: country ?? fallbackCountry });
  });
}
