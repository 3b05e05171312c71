import { useEffect, useState } from 'react';
import { isSupportedCountry } from 'libphonenumber-js';

const storageKey = 'sakina:visitor-country';
let pending: Promise<string | null> | undefined;

function stored(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The visitor's likely country, answered by the server from their IP (GET /visitor-country), asked once per
 * browser session; null when it cannot be had (the field keeps its own default).
 */
export function fetchVisitorCountry(): Promise<string | null> {
  const known = stored();
  if (known) return Promise.resolve(known);
  if (typeof fetch !== 'function') return Promise.resolve(null);
  pending ??= fetch('/visitor-country', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) return null;
      const { country } = (await response.json()) as { country?: unknown };
      if (typeof country !== 'string' || !isSupportedCountry(country)) return null;
      try {
        sessionStorage.setItem(storageKey, country);
      } catch {
        // Private mode without storage: asked again next page, no harm.
      }
      return country;
    })
    .catch(() => null)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** The visitor's country once known (after mount: the server render and hydration use the field's default). */
export function useVisitorCountry(): string | null {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void fetchVisitorCountry().then((answer) => {
      if (current) setCountry(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return country;
}
