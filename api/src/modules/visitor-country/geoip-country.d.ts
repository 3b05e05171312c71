// geoip-country ships no types: the one function used here.
declare module 'geoip-country' {
  interface CountryRecord {
    range: [number, number];
    /** ISO 3166-1 alpha-2, e.g. 'SA'. */
    country: string;
  }
  const geoip: { lookup(ip: string): CountryRecord | null };
  export default geoip;
}
