import { searchTokens } from '@sakina/shared/validation';
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%token%` with LIKE's wildcards in the token escaped: matches the token anywhere. */
export function likePattern(token: string): string {
  return `%${token.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Every word of the query must appear in the folded search text (normalizeForSearch on both sides), in
 * any order; a trigram index on the column serves these LIKE patterns.
 */
export function matchesSearch(column: PgColumn, search: string | null | undefined): SQL | undefined {
  const tokens = searchTokens(search ?? '');
  if (tokens.length === 0) return undefined;
  return and(...tokens.map((token) => sql`${column} like ${likePattern(token)}`));
}
