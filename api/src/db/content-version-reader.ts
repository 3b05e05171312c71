import type { Database } from './client';
import { contentVersions } from './content-versions.table';

/**
 * The versions of the database's content tables as one string, read at most once a second: part of every
 * rendered page's cache key, so a change to the content is a new key.
 */
export function contentVersionReader(db: Database): () => Promise<string> {
  let cached: { at: number; value: Promise<string> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > 1_000) {
      const value = db
        .select()
        .from(contentVersions)
        .then((rows) => rows.map((row) => `${row.name}:${row.version}`).join(','))
        .catch(() => String(now));
      cached = { at: now, value };
    }
    return cached.value;
  };
}
