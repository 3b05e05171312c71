import type { Database } from '../../db/client';
import { onePer } from '../common/one-per';
import { facetTable, filterDirectory, type FacetTable, type FilterResult } from './directory-facets';
import { selectDirectoryRows, type DirectoryRow, type FilterValues, type PractitionerSort } from './directory-queries';

type OrderedSort = Exclude<PractitionerSort, 'relevance'>;

/**
 * The directory as each process holds it: every entry as a list shows it, read at one table version, with what the
 * filters test (directory-facets.ts) and each order's sequence, made when first asked. The directory is small (tens
 * of thousands of practitioners at most), so a query's page and the counts of every choice are a pass over it in
 * memory: a fraction of a millisecond, against a query planned for each combination of filters in the database.
 */
export interface DirectoryCopy {
  version: number;
  rows: DirectoryRow[];
  table: FacetTable;
  orders: Map<OrderedSort, Uint32Array>;
}

type Compare = (a: DirectoryRow, b: DirectoryRow) => number;

const byNumber = (a: number, b: number) => a - b;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Each order ends with the id, so that equal values keep one order from page to page.
const compare: Record<OrderedSort, Compare> = {
  newest: (a, b) => byText(b.joinedOn, a.joinedOn) || b.id - a.id,
  oldest: (a, b) => byText(a.joinedOn, b.joinedOn) || a.id - b.id,
  highest_rated: (a, b) => byNumber(b.rating, a.rating) || b.id - a.id,
  highest_price: (a, b) => byNumber(b.priceSar, a.priceSar) || b.id - a.id,
  lowest_price: (a, b) => byNumber(a.priceSar, b.priceSar) || a.id - b.id,
};

function orderOf(copy: DirectoryCopy, sort: OrderedSort): Uint32Array {
  let order = copy.orders.get(sort);
  if (!order) {
    const positions = Array.from(copy.rows, (_row, position) => position);
    positions.sort((a, b) => compare[sort](copy.rows[a]!, copy.rows[b]!));
    copy.orders.set(sort, (order = Uint32Array.from(positions)));
  }
  return order;
}

/** One page of what a filter left, in `sort`'s order: the sequence walked, keeping the matches. */
function orderedPage(copy: DirectoryCopy, matches: Uint32Array, sort: OrderedSort, offset: number, limit: number) {
  const matching = new Uint8Array(copy.rows.length);
  for (const position of matches) matching[position] = 1;
  const page: DirectoryRow[] = [];
  let skipped = 0;
  for (const position of orderOf(copy, sort)) {
    if (!matching[position]) continue;
    if (skipped < offset) skipped += 1;
    else if (page.push(copy.rows[position]!) === limit) break;
  }
  return page;
}

/**
 * The best matches of a search with words first: the words found earliest in the search text (it starts with the
 * names, so a name matches before a specialization), then the best rated.
 */
function rankedPage(copy: DirectoryCopy, matches: Uint32Array, tokens: string[], offset: number, limit: number) {
  const texts = copy.table.searchTexts;
  const scored = Array.from(matches, (position) => ({
    position,
    score: tokens.reduce((sum, token) => sum + texts[position]!.indexOf(token), 0),
  }));
  scored.sort((a, b) => a.score - b.score || compare.highest_rated(copy.rows[a.position]!, copy.rows[b.position]!));
  return scored.slice(offset, offset + limit).map(({ position }) => copy.rows[position]!);
}

/**
 * One page of the directory for a filter, and what the filter leaves (the counts of every choice). Relevance ranks
 * a search's words; a search naming only concepts, where every match is as relevant, lists the best rated first.
 */
export function directoryPage(
  copy: DirectoryCopy,
  values: FilterValues,
  sort: PractitionerSort,
  page: { offset: number; limit: number },
): { rows: DirectoryRow[]; result: FilterResult } {
  const result = filterDirectory(copy.table, values);
  const rows =
    sort === 'relevance' && values.tokens.length > 0
      ? rankedPage(copy, result.matches, values.tokens, page.offset, page.limit)
      : orderedPage(copy, result.matches, sort === 'relevance' ? 'highest_rated' : sort, page.offset, page.limit);
  return { rows, result };
}

interface Held {
  version: number;
  copy: Promise<DirectoryCopy>;
}

const heldBy = onePer((_db: Database) => ({ current: null as Held | null }));

/**
 * This process's copy of the directory at the table version given or a newer one: read again, whole, once a request
 * shows a newer version (a listing published, changed or taken off), shared by the requests waiting for it.
 */
export async function directoryCopyAt(db: Database, version: number): Promise<DirectoryCopy> {
  const held = heldBy(db);
  if (held.current && held.current.version >= version) return held.current.copy;
  const read = selectDirectoryRows(db);
  const reading: Held = {
    version,
    copy: read.then(({ rows, version: readAt }) => ({
      version: readAt,
      rows,
      table: facetTable(rows),
      orders: new Map(),
    })),
  };
  held.current = reading;
  try {
    reading.version = (await read).version;
    return await reading.copy;
  } catch (error) {
    if (held.current === reading) held.current = null;
    throw error;
  }
}
